import { z } from 'zod';
import { CHILD_NAME_MAX, DAY_NOTE_MAX, isDay, isTimeZone, PERIOD_MAX_HOURS, SCHEDULE_LIMITS, skinChecks, TIME_OF_DAY } from '../brace';
import { errorBody, okBody } from './common';
import { endpoint } from './endpoint';

/** The brace-wear tracker (issue 24): a family's own log, seen only by the members who share the child. */

const day = (what: string) => z.string().refine(isDay, `${what} must be a date (YYYY-MM-DD)`);
const hours = (what: string) =>
  z
    .number()
    .int(`${what} must be whole hours`)
    .min(SCHEDULE_LIMITS.hours.min, `${what} must be at least ${SCHEDULE_LIMITS.hours.min}`)
    .max(SCHEDULE_LIMITS.hours.max, `${what} can be at most ${SCHEDULE_LIMITS.hours.max}`);

const childFields = {
  name: z.string().trim().min(1, 'Please give a first name or nickname').max(CHILD_NAME_MAX, `At most ${CHILD_NAME_MAX} characters`),
  birthDate: day('The birth date'),
  braceStartDate: day('The brace start date'),
  timeZone: z.string().refine(isTimeZone, 'Choose a time zone from the list'),
  fullTimeHours: hours('Full-time hours'),
  fullTimeWeeks: z.number().int().min(SCHEDULE_LIMITS.fullTimeWeeks.min).max(SCHEDULE_LIMITS.fullTimeWeeks.max, `At most ${SCHEDULE_LIMITS.fullTimeWeeks.max} weeks`),
  partTimeHours: hours('Nights-and-naps hours'),
  endAgeMonths: z.number().int().min(SCHEDULE_LIMITS.endAgeMonths.min).max(SCHEDULE_LIMITS.endAgeMonths.max, `At most ${SCHEDULE_LIMITS.endAgeMonths.max} months`),
  nextVisitDate: day('The next clinic visit').nullable(),
};

/** A child's dates must follow each other: born, then braced (the server also refuses a birth date in the future). */
const datesInOrder = (body: { birthDate?: string; braceStartDate?: string }, ctx: z.RefinementCtx) => {
  if (body.birthDate && body.braceStartDate && body.braceStartDate < body.birthDate) {
    ctx.addIssue({ code: 'custom', path: ['braceStartDate'], message: 'The brace start date cannot be before the birth date' });
  }
};

export const childBody = z
  .object({ ...childFields, nextVisitDate: childFields.nextVisitDate.optional().default(null) })
  .strict()
  .superRefine(datesInOrder);
export type ChildBody = z.input<typeof childBody>;

export const childPatch = z.object(childFields).partial().strict().superRefine(datesInOrder);
export type ChildPatch = z.input<typeof childPatch>;

const moment = (what: string) => z.iso.datetime({ offset: true, message: `${what} must be a date and time` });

/**
 * Boots on now, or (a tap made offline and sent later, issue 26) at the moment it was tapped: the
 * timer then runs from that moment.
 */
export const bootsOnBody = z.object({ startedAt: moment('The start').optional() }).strict().nullish();
export type BootsOnBody = z.input<typeof bootsOnBody>;

export const periodBody = z
  .object({ startedAt: moment('The start'), endedAt: moment('The end') })
  .strict()
  .superRefine((body, ctx) => {
    const length = Date.parse(body.endedAt) - Date.parse(body.startedAt);
    if (length <= 0) ctx.addIssue({ code: 'custom', path: ['endedAt'], message: 'The boots must come off after they went on' });
    else if (length > PERIOD_MAX_HOURS * 3_600_000) ctx.addIssue({ code: 'custom', path: ['endedAt'], message: `One stretch can be at most ${PERIOD_MAX_HOURS} hours` });
  });
export type PeriodBody = z.input<typeof periodBody>;

/** A correction of a stretch's times; on a running timer, setting `endedAt` says when the boots came off. */
export const periodPatch = z.object({ startedAt: moment('The start'), endedAt: moment('The end') }).partial().strict();
export type PeriodPatch = z.input<typeof periodPatch>;

export const dayBody = z
  .object({
    note: z.string().trim().max(DAY_NOTE_MAX, `At most ${DAY_NOTE_MAX} characters`).optional().default(''),
    skin: z.enum(skinChecks).nullable().optional().default(null),
  })
  .strict();
export type DayBody = z.input<typeof dayBody>;

export const braceCarer = z.object({ id: z.string(), firstName: z.string().nullable(), role: z.enum(['owner', 'carer']) });

export const braceChild = z.object({
  id: z.string(),
  name: z.string(),
  birthDate: z.string(),
  braceStartDate: z.string(),
  timeZone: z.string(),
  fullTimeHours: z.number(),
  fullTimeWeeks: z.number(),
  partTimeHours: z.number(),
  endAgeMonths: z.number(),
  nextVisitDate: z.string().nullable(),
  /** My part: I set the child up (and may remove the log), or I share it. */
  role: z.enum(['owner', 'carer']),
  carers: z.array(braceCarer),
  createdAt: z.string(),
});
export type BraceChild = z.infer<typeof braceChild>;

export const wearPeriod = z.object({
  id: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Who logged it (first name), for families that share a log. */
  loggedBy: z.string().nullable(),
});
export type WearPeriodView = z.infer<typeof wearPeriod>;

export const braceDay = z.object({ day: z.string(), note: z.string(), skin: z.enum(skinChecks).nullable() });
export type BraceDay = z.infer<typeof braceDay>;

const timeOfDay = (what: string) => z.string().regex(TIME_OF_DAY, `${what} must be a time of day (HH:MM)`).nullable();

/** My reminders for a child: at a time of day in the child's zone (null: none), and the day before a phase change or clinic visit. */
export const braceRemindersBody = z
  .object({
    bootsOnTime: timeOfDay('The boots-on reminder'),
    skinCheckTime: timeOfDay('The skin check reminder'),
    milestones: z.boolean(),
    /** By e-mail too (when the member's e-mail notifications are on), not only in the site. */
    email: z.boolean(),
  })
  .strict();
export type BraceRemindersBody = z.input<typeof braceRemindersBody>;
export const braceReminders = z.object({
  bootsOnTime: z.string().nullable(),
  skinCheckTime: z.string().nullable(),
  milestones: z.boolean(),
  email: z.boolean(),
  /** Brace reminders may go by e-mail: the profile's e-mail switch is on and brace reminders' channel includes e-mail (decision 0034); otherwise they come in the site only. */
  emailAllowed: z.boolean(),
});
export type BraceReminders = z.infer<typeof braceReminders>;

/** An open invitation to share a child's log (its link is shown once, when it is made). */
export const braceInvite = z.object({ id: z.string(), createdAt: z.string(), expiresAt: z.string() });
export type BraceInvite = z.infer<typeof braceInvite>;
export const newBraceInvite = braceInvite.extend({ token: z.string() });
export type NewBraceInvite = z.infer<typeof newBraceInvite>;

/** What the member who opens an invitation link reads before accepting it. */
export const braceInvitation = z.object({
  childId: z.string(),
  childName: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  /** I share this child already (I set it up, or accepted before). */
  alreadySharing: z.boolean(),
});
export type BraceInvitation = z.infer<typeof braceInvitation>;

/** A child's log over a span of days (the child's own calendar). */
export const braceLog = z.object({
  child: braceChild,
  from: z.string(),
  to: z.string(),
  /** Every stretch that touches the span, oldest first; the running one, however old, too. */
  periods: z.array(wearPeriod),
  days: z.array(braceDay),
});
export type BraceLog = z.infer<typeof braceLog>;

/** The longest span one request reads. */
export const LOG_SPAN_MAX_DAYS = 400;
export const logQuery = z
  .object({ from: day('From').optional(), to: day('To').optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From must not be after To', path: ['from'] });

export const childParams = z.object({ id: z.string().uuid('Not a valid child id') });
export const inviteParams = z.object({ id: z.string().uuid('Not a valid child id'), inviteId: z.string().uuid('Not a valid invitation id') });
export const carerParams = z.object({ id: z.string().uuid('Not a valid child id'), userId: z.string().uuid('Not a valid member id') });
/** The secret of an invitation link: 32 random bytes, base64url. */
export const inviteTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not complete: copy the whole link') });
export const periodParams = z.object({ id: z.string().uuid('Not a valid child id'), periodId: z.string().uuid('Not a valid entry id') });
export const dayParams = z.object({ id: z.string().uuid('Not a valid child id'), day: day('The day') });

/** Anonymous figures for administrators: counts and averages only, none from fewer than FIGURES_MIN_CHILDREN children. */
export const braceFigures = z.object({
  minimumChildren: z.number(),
  childrenSetUp: z.number(),
  /** Children with time logged in the last 14 days. */
  childrenLoggedRecently: z.number(),
  /** The last seven days, by each child's phase today: average hours a day among the children logged in them. */
  lastWeekByPhase: z.array(z.object({ phase: z.enum(['full-time', 'nights-and-naps']), children: z.number(), averageHours: z.number().nullable() })),
  /** Average hours a day logged in each span of months since bracing began, beside the published sensor figures. */
  byMonths: z.array(z.object({ fromMonth: z.number(), toMonth: z.number(), children: z.number(), averageHours: z.number().nullable(), publishedHours: z.number() })),
  /** Of the children braced at least that long, the share still logged in the fortnight around the month. */
  stillLogging: z.array(z.object({ month: z.number(), children: z.number(), share: z.number().nullable() })),
});
export type BraceFigures = z.infer<typeof braceFigures>;

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const tracker = () => '/brace-tracker';

export const braceEndpoints = {
  children: endpoint({ method: 'GET', path: '/api/brace-tracker/children', access: 'member', responses: { 200: z.object({ children: z.array(braceChild) }), ...errors } }),
  createChild: endpoint({
    method: 'POST',
    path: '/api/brace-tracker/children',
    access: 'member',
    idempotent: true,
    shownOn: [{ viewer: 'writer', page: tracker }],
    body: childBody,
    responses: { 201: braceChild, ...errors },
  }),
  log: endpoint({ method: 'GET', path: '/api/brace-tracker/children/:id', access: 'member', params: childParams, query: logQuery, responses: { 200: braceLog, ...errors } }),
  updateChild: endpoint({
    method: 'PATCH',
    path: '/api/brace-tracker/children/:id',
    access: 'member',
    shownOn: [{ viewer: 'writer', page: tracker }],
    params: childParams,
    body: childPatch,
    responses: { 200: braceChild, ...errors },
  }),
  /** Only the member who set the child up; the whole log goes with it. */
  removeChild: endpoint({ method: 'DELETE', path: '/api/brace-tracker/children/:id', access: 'member', params: childParams, responses: { 200: okBody, ...errors } }),
  /** Starts the timer now; 409 while one runs. */
  bootsOn: endpoint({ method: 'POST', path: '/api/brace-tracker/children/:id/boots-on', access: 'member', idempotent: true, shownOn: [], params: childParams, body: bootsOnBody, responses: { 201: wearPeriod, ...errors } }),
  /** Stops the running timer now; 409 when none runs, or when it ran past the limit (say when instead). */
  bootsOff: endpoint({ method: 'POST', path: '/api/brace-tracker/children/:id/boots-off', access: 'member', params: childParams, responses: { 200: wearPeriod, ...errors } }),
  addPeriod: endpoint({
    method: 'POST',
    path: '/api/brace-tracker/children/:id/periods',
    access: 'member',
    idempotent: true,
    // Times, not text: they are shown formatted, never as written.
    shownOn: [],
    params: childParams,
    body: periodBody,
    responses: { 201: wearPeriod, ...errors },
  }),
  updatePeriod: endpoint({ method: 'PATCH', path: '/api/brace-tracker/children/:id/periods/:periodId', access: 'member', shownOn: [], params: periodParams, body: periodPatch, responses: { 200: wearPeriod, ...errors } }),
  removePeriod: endpoint({ method: 'DELETE', path: '/api/brace-tracker/children/:id/periods/:periodId', access: 'member', params: periodParams, responses: { 200: okBody, ...errors } }),
  /** A summary for the clinician: each day's hours against the prescription, skin checks and notes, then each week's average (CSV). */
  summaryCsv: endpoint({ method: 'GET', path: '/api/brace-tracker/children/:id/summary.csv', access: 'member', produces: 'file', params: childParams, query: logQuery, responses: errors }),
  /** The same summary as a PDF to print or show at the clinic. */
  summaryPdf: endpoint({ method: 'GET', path: '/api/brace-tracker/children/:id/summary.pdf', access: 'member', produces: 'file', params: childParams, query: logQuery, responses: errors }),
  /** The open invitations to share the child's log: the member who set it up. */
  invites: endpoint({ method: 'GET', path: '/api/brace-tracker/children/:id/invites', access: 'member', params: childParams, responses: { 200: z.object({ invites: z.array(braceInvite) }), ...errors } }),
  /** A new invitation link, valid for a week and used once. */
  createInvite: endpoint({ method: 'POST', path: '/api/brace-tracker/children/:id/invites', access: 'member', idempotent: true, params: childParams, responses: { 201: newBraceInvite, ...errors } }),
  revokeInvite: endpoint({ method: 'DELETE', path: '/api/brace-tracker/children/:id/invites/:inviteId', access: 'member', params: inviteParams, responses: { 200: okBody, ...errors } }),
  /** The invitation behind a link, for the signed-in member who opened it. */
  invitation: endpoint({ method: 'GET', path: '/api/brace-tracker/invites/:token', access: 'member', params: inviteTokenParams, responses: { 200: braceInvitation, ...errors } }),
  /** Accepting an invitation: I share the child's log from now on (the link is used up). */
  acceptInvite: endpoint({ method: 'POST', path: '/api/brace-tracker/invites/:token', access: 'member', idempotent: true, params: inviteTokenParams, responses: { 201: braceChild, ...errors } }),
  /** Taking a member off the log (the one who set it up), or stopping sharing it myself. */
  removeCarer: endpoint({ method: 'DELETE', path: '/api/brace-tracker/children/:id/carers/:userId', access: 'member', params: carerParams, responses: { 200: okBody, ...errors } }),
  /** My reminders for the child (each member who shares it sets their own). */
  reminders: endpoint({ method: 'GET', path: '/api/brace-tracker/children/:id/reminders', access: 'member', params: childParams, responses: { 200: braceReminders, ...errors } }),
  saveReminders: endpoint({ method: 'PUT', path: '/api/brace-tracker/children/:id/reminders', access: 'member', shownOn: [], params: childParams, body: braceRemindersBody, responses: { 200: braceReminders, ...errors } }),
  /** Anonymous figures for /admin/analytics: never a child's log. */
  figures: endpoint({ method: 'GET', path: '/api/admin/analytics/brace-tracker', access: 'admin', responses: { 200: braceFigures, ...errors } }),
  /** The day's note and skin check (an empty note and no check clear the day). */
  saveDay: endpoint({
    method: 'PUT',
    path: '/api/brace-tracker/children/:id/days/:day',
    access: 'member',
    shownOn: [{ viewer: 'writer', page: tracker }],
    params: dayParams,
    body: dayBody,
    responses: { 200: braceDay, ...errors },
  }),
};
