import { z } from 'zod';
import {
  EVENT_AUDIENCES,
  EVENT_FORMATS,
  EVENT_LANGUAGE_CODES,
  EVENT_PAGE_SIZE,
  EVENT_STAGES,
  RESERVED_EVENT_SLUGS,
} from '../policies/events';
import { errorBody, pageFields } from './common';
import { endpoint, type ShownOn } from './endpoint';

/** Events and webinars (issue 21): the list and pages for everyone, registration for members, the admins' side. */

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const eventSlug = z
  .string()
  .min(1)
  .max(120)
  .regex(slugPattern, 'Use lower-case letters, digits and single hyphens')
  .refine((slug) => !(RESERVED_EVENT_SLUGS as readonly string[]).includes(slug), 'That address is taken by the events pages themselves');

export const eventFormat = z.enum(EVENT_FORMATS);
export const eventStage = z.enum(EVENT_STAGES);
export const eventStatus = z.enum(['draft', 'published', 'cancelled']);
export type EventStatus = z.infer<typeof eventStatus>;
export const registrationStatus = z.enum(['registered', 'waitlisted', 'cancelled']);
export type RegistrationStatus = z.infer<typeof registrationStatus>;

export const eventAudience = z
  .object({
    stages: z.array(eventStage).max(EVENT_STAGES.length).default([]),
    who: z.enum(EVENT_AUDIENCES).default('everyone'),
    language: z.enum(EVENT_LANGUAGE_CODES).default('en'),
  })
  .strict();
export type EventAudienceData = z.infer<typeof eventAudience>;

/** An event as the list shows it. Times are instants (ISO); each viewer sees them in their own zone. */
export const eventCard = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  /** The description's opening, as plain text. */
  summary: z.string(),
  hostName: z.string(),
  hostRole: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The organiser's zone (IANA), named beside the time of an in-person event. */
  timeZone: z.string(),
  format: eventFormat,
  venueName: z.string().nullable(),
  /** Null: no limit. */
  capacity: z.number().nullable(),
  /** Null when there is no limit. */
  placesLeft: z.number().nullable(),
  registeredCount: z.number(),
  waitlistCount: z.number(),
  audience: eventAudience,
  status: eventStatus,
  /** The signed-in member's place, or null. */
  myStatus: registrationStatus.nullable(),
  hasRecording: z.boolean(),
});
export type EventCard = z.infer<typeof eventCard>;

/** The signed-in member's place at an event, with the join link when it is open. */
export const myPlace = z.object({
  status: registrationStatus,
  /** 1 for the first on the waiting list; null unless waitlisted. */
  waitlistPosition: z.number().nullable(),
  /** Only while the link is open (registered, online, from shortly before the start until the end). */
  joinUrl: z.string().nullable(),
  /** When the link appears, for a registered member of an online event that has not opened yet. */
  joinOpensAt: z.string().nullable(),
});
export type MyPlace = z.infer<typeof myPlace>;

/**
 * When registration opens (issue 29): to everyone at `opensAt` (null: since publication), to
 * supporting members SUPPORTER_EARLY_HOURS before. `state` is this viewer's: 'open', 'early' (open
 * to them as a supporter, not yet to everyone) or 'not-yet'.
 */
export const registrationOpening = z.object({
  opensAt: z.string().nullable(),
  supportersFrom: z.string().nullable(),
  state: z.enum(['open', 'early', 'not-yet']),
  /** Whether the viewer supports the site now (so the page can say what early registration means for them). */
  supporter: z.boolean(),
});
export type RegistrationOpening = z.infer<typeof registrationOpening>;

export const eventDetail = eventCard.extend({
  /** Sanitised HTML from the organiser's Markdown. */
  descriptionHtml: z.string(),
  address: z.string().nullable(),
  /** An OpenStreetMap search for the address. */
  mapUrl: z.string().nullable(),
  cancelledReason: z.string().nullable(),
  my: myPlace.nullable(),
  registration: registrationOpening,
  /** The recording in the video library, once set (after the event). */
  recording: z.object({ slug: z.string(), title: z.string() }).nullable(),
  /** The .ics file of this event. */
  calendarUrl: z.string(),
});
export type EventDetail = z.infer<typeof eventDetail>;

export const eventListQuery = z.object({
  when: z.enum(['upcoming', 'past']).optional().default('upcoming'),
  format: eventFormat.optional(),
  stage: eventStage.optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});
export type EventListQuery = z.input<typeof eventListQuery>;
export const eventPage = z.object({ items: z.array(eventCard), ...pageFields });
export type EventPage = z.infer<typeof eventPage>;

/** The member's private calendar feed: an address any calendar app can subscribe to (null until asked for). */
export const calendarFeed = z.object({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeed>;

/* ---------- Administration ---------- */

/** A wall-clock time in the event's own zone, as a date-time field gives it: 2026-05-03T19:00. */
export const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Use a date and time like 2026-05-03T19:00');

/** An IANA time zone the server knows ("Europe/London", "America/Chicago"). */
export const timeZoneName = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone);
    } catch {
      return false;
    }
  }, 'Choose a time zone such as Europe/London');

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

const eventFields = z
  .object({
    title: z.string().trim().min(1, 'Please give the event a title').max(160),
    slug: eventSlug.optional(),
    description: z.string().trim().max(10_000).default(''),
    hostName: z.string().trim().min(1, 'Please name the host').max(120),
    hostRole: z.string().trim().max(160).default(''),
    startsLocal: localDateTime,
    endsLocal: localDateTime,
    timeZone: timeZoneName,
    format: eventFormat,
    joinUrl: z.string().trim().max(500).url('The join link must be a web address').refine((url) => /^https:\/\//i.test(url), 'The join link must start with https://').nullable().optional(),
    venueName: optionalText(160),
    address: optionalText(500),
    capacity: z.number().int().min(1).max(100_000).nullable().optional(),
    /** When registration opens to everyone, in the event's zone; null: as soon as it is published. */
    registrationOpensLocal: localDateTime.nullable().optional(),
    audience: eventAudience.optional(),
    status: z.enum(['draft', 'published']).default('draft'),
  })
  .strict();

export const eventInput = eventFields;
export type EventInput = z.input<typeof eventInput>;
/** Only what changes; a cancelled event is not brought back here. */
export const eventUpdate = z
  .object({
    ...eventFields.shape,
    description: z.string().trim().max(10_000),
    hostRole: z.string().trim().max(160),
    status: z.enum(['draft', 'published']),
  })
  .partial()
  .strict();
export type EventUpdate = z.input<typeof eventUpdate>;

export const adminEventRow = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  format: eventFormat,
  status: eventStatus,
  capacity: z.number().nullable(),
  registeredCount: z.number(),
  waitlistCount: z.number(),
  invitedCount: z.number(),
});
export type AdminEventRow = z.infer<typeof adminEventRow>;

export const adminEvent = adminEventRow.extend({
  description: z.string(),
  hostName: z.string(),
  hostRole: z.string(),
  /** The times as the form shows them: wall-clock times in the event's zone. */
  startsLocal: z.string(),
  endsLocal: z.string(),
  registrationOpensLocal: z.string().nullable(),
  joinUrl: z.string().nullable(),
  venueName: z.string().nullable(),
  address: z.string().nullable(),
  audience: eventAudience,
  cancelledReason: z.string().nullable(),
  recording: z.object({ videoId: z.number(), slug: z.string(), title: z.string() }).nullable(),
  recordingSentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminEvent = z.infer<typeof adminEvent>;

export const adminEventsQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(['all', 'draft', 'published', 'cancelled']).optional().default('all'),
  when: z.enum(['all', 'upcoming', 'past']).optional().default('all'),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(50),
});
export type AdminEventsQuery = z.input<typeof adminEventsQuery>;
export const adminEventsPage = z.object({ items: z.array(adminEventRow), ...pageFields });
export type AdminEventsPage = z.infer<typeof adminEventsPage>;

export const attendee = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  treatmentStage: z.string().nullable(),
  status: registrationStatus,
  /** When they registered, or joined the waiting list. */
  since: z.string(),
  /** Their place on the waiting list (1 first); null when registered. */
  position: z.number().nullable(),
});
export type Attendee = z.infer<typeof attendee>;
export const attendeeList = z.object({ registered: z.array(attendee), waitlisted: z.array(attendee) });
export type AttendeeList = z.infer<typeof attendeeList>;

export const cancelEventInput = z.object({ reason: z.string().trim().min(1, 'Please say why the event is cancelled').max(1_000) }).strict();
export const attendeeMessageInput = z
  .object({
    subject: z.string().trim().min(1, 'Please write a subject').max(150),
    message: z.string().trim().min(1, 'Please write a message').max(5_000),
    includeWaitlist: z.boolean().default(false),
  })
  .strict();
export type AttendeeMessageInput = z.input<typeof attendeeMessageInput>;
export const messageSent = z.object({ recipients: z.number() });
export const invitationResult = z.object({ invited: z.number(), totalInvited: z.number() });
export type InvitationResult = z.infer<typeof invitationResult>;
export const recordingInput = z.object({ videoSlug: z.string().trim().min(1).max(120).nullable() }).strict();

/* ---------- Endpoints ---------- */

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const idParams = z.object({ id: rowId });
/** 32 random bytes, base64url. */
const feedParams = z.object({ secret: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a calendar address') });

const publicErrors = { 400: errorBody, 401: errorBody, 404: errorBody };
const memberErrors = { ...publicErrors, 409: errorBody };
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

const eventText = ['title', 'description', 'hostName', 'hostRole', 'venueName', 'address'];
/** Where an event's words are read: the list (published and upcoming), its page, the admin list and form. */
const eventShown: ShownOn[] = [
  { viewer: 'admin', page: () => '/admin/events', fields: ['title'] },
  { viewer: 'admin', page: ({ result }) => `/admin/events?edit=${result.id}`, fields: eventText },
  { viewer: 'visitor', page: () => '/events', fields: ['title', 'hostName', 'hostRole', 'venueName'] },
  { viewer: 'member', page: ({ result }) => `/events/${result.slug}`, fields: eventText },
];

export const eventEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/events', access: 'public', query: eventListQuery, responses: { 200: eventPage, 400: errorBody } }),
  /** The member's upcoming events: registered or on the waiting list, soonest first. */
  mine: endpoint({ method: 'GET', path: '/api/events/mine', access: 'member', responses: { 200: z.array(eventCard), 401: errorBody } }),
  detail: endpoint({ method: 'GET', path: '/api/events/:slug', access: 'public', params: slugParams, responses: { 200: eventDetail, ...publicErrors } }),
  /** The event as an .ics file (Add to calendar). */
  ics: endpoint({ method: 'GET', path: '/api/events/:slug/calendar.ics', access: 'public', produces: 'file', params: slugParams, responses: publicErrors }),
  /** Registers, or puts on the waiting list when full; a member already registered or waiting keeps their place. */
  register: endpoint({
    method: 'PUT',
    path: '/api/events/:slug/registration',
    access: 'member',
    params: slugParams,
    responses: { 200: eventDetail, ...memberErrors },
  }),
  /** Gives the place up (or leaves the waiting list); a freed place goes to the first waiting. */
  cancelRegistration: endpoint({
    method: 'DELETE',
    path: '/api/events/:slug/registration',
    access: 'member',
    params: slugParams,
    responses: { 200: eventDetail, ...memberErrors },
  }),
  calendarFeed: endpoint({ method: 'GET', path: '/api/events/calendar-feed', access: 'member', responses: { 200: calendarFeed, 401: errorBody } }),
  /** A new secret address for the feed: the old one stops working. */
  renewCalendarFeed: endpoint({ method: 'POST', path: '/api/events/calendar-feed', access: 'member', responses: { 200: calendarFeed, 401: errorBody } }),
  /** The member's events as a calendar feed; the secret in the address is the key (calendar apps send no cookie). */
  feed: endpoint({ method: 'GET', path: '/api/events/calendar/:secret.ics', access: 'public', produces: 'file', params: feedParams, responses: publicErrors }),
};

export const eventAdminEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/admin/events', access: 'admin', query: adminEventsQuery, responses: { 200: adminEventsPage, ...adminErrors } }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/events',
    access: 'admin',
    idempotent: true,
    shownOn: eventShown,
    body: eventInput,
    responses: { 201: adminEvent, ...adminErrors },
  }),
  get: endpoint({ method: 'GET', path: '/api/admin/events/:id', access: 'admin', params: idParams, responses: { 200: adminEvent, ...adminErrors } }),
  /** A new capacity gives the freed places to the waiting list at once. */
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/events/:id',
    access: 'admin',
    shownOn: eventShown,
    params: idParams,
    body: eventUpdate,
    responses: { 200: adminEvent, ...adminErrors },
  }),
  /** Cancels the event with a reason, e-mailed to everyone registered or waiting. */
  cancel: endpoint({
    method: 'POST',
    path: '/api/admin/events/:id/cancel',
    access: 'admin',
    shownOn: [
      { viewer: 'visitor', page: ({ result }) => `/events/${result.slug}`, fields: ['reason'] },
      { viewer: 'admin', page: ({ params }) => `/admin/events?edit=${params.id}`, fields: ['reason'] },
    ],
    params: idParams,
    body: cancelEventInput,
    responses: { 200: adminEvent, ...adminErrors },
  }),
  attendees: endpoint({ method: 'GET', path: '/api/admin/events/:id/attendees', access: 'admin', params: idParams, responses: { 200: attendeeList, ...adminErrors } }),
  exportAttendees: endpoint({ method: 'GET', path: '/api/admin/events/:id/attendees/export', access: 'admin', produces: 'file', params: idParams, responses: adminErrors }),
  /** An e-mail to those registered (and, if asked, those waiting). */
  message: endpoint({
    method: 'POST',
    path: '/api/admin/events/:id/message',
    access: 'admin',
    shownOn: [],
    params: idParams,
    body: attendeeMessageInput,
    responses: { 200: messageSent, ...adminErrors },
  }),
  /** Invites the members whose profile fits the audience and who were not invited before. */
  invite: endpoint({ method: 'POST', path: '/api/admin/events/:id/invitations', access: 'admin', params: idParams, responses: { 200: invitationResult, ...adminErrors } }),
  /** Links a published video of the library as the recording; those registered get its link once, after the event. */
  setRecording: endpoint({
    method: 'PUT',
    path: '/api/admin/events/:id/recording',
    access: 'admin',
    shownOn: [],
    params: idParams,
    body: recordingInput,
    responses: { 200: adminEvent, ...adminErrors },
  }),
};

export { EVENT_PAGE_SIZE };
