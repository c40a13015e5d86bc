import { isActiveViewer, isAdmin, type Viewer } from './viewer';

/**
 * Events and webinars (issue 21): everyone sees published and cancelled events; drafts only
 * administrators. Signed-in members register until the event ends; a full event puts them on the
 * waiting list. The join link of an online event goes to those registered only, from
 * JOIN_OPENS_MINUTES before the start until the end (the server decides; the page only shows it).
 */

/** The profile's treatment stages (spec section 3), which an event's audience may name. */
export const EVENT_STAGES = ['casting', 'bracing', 'post-treatment', 'adult-maintenance', 'recurrence'] as const;
export type EventStage = (typeof EVENT_STAGES)[number];
export const EVENT_STAGE_LABELS: Record<EventStage, string> = {
  casting: 'Casting',
  bracing: 'Bracing',
  'post-treatment': 'After treatment',
  'adult-maintenance': 'Adults',
  recurrence: 'Recurrence',
};

export const EVENT_AUDIENCES = ['everyone', 'parents', 'adults'] as const;
export type EventAudienceWho = (typeof EVENT_AUDIENCES)[number];
export const EVENT_AUDIENCE_LABELS: Record<EventAudienceWho, string> = {
  everyone: 'Everyone',
  parents: 'Parents and carers',
  adults: 'Adults with clubfoot',
};

/** The languages an event can be held in, named in their own language. */
export const EVENT_LANGUAGES = { en: 'English', es: 'Español', fr: 'Français', pt: 'Português', de: 'Deutsch' } as const;
export type EventLanguage = keyof typeof EVENT_LANGUAGES;
export const EVENT_LANGUAGE_CODES = Object.keys(EVENT_LANGUAGES) as [EventLanguage, ...EventLanguage[]];

export const EVENT_FORMATS = ['online', 'in-person'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

/** How long before the start the join link appears to those registered. */
export const JOIN_OPENS_MINUTES = 15;
/** Reminders go this many hours before the start. */
export const REMINDER_HOURS = { '24h': 24, '1h': 1 } as const;
export type ReminderKind = keyof typeof REMINDER_HOURS;

export const EVENT_PAGE_SIZE = 12;

/** Addresses the events' own API paths use, so no event may take them as its slug. */
export const RESERVED_EVENT_SLUGS = ['calendar', 'calendar-feed', 'mine'] as const;

/** Supporting members (issue 29) may register this many hours before registration opens to everyone. */
export const SUPPORTER_EARLY_HOURS = 48;

export type EventAccessFacts = { status: 'draft' | 'published' | 'cancelled' | string };
export type EventTimes = { startsAt: Date | string; endsAt: Date | string };
/** When registration opens to everyone; null or absent: as soon as the event is published. */
export type EventOpening = { registrationOpensAt?: Date | string | null };
/** The viewer as the early-registration rule reads them: a supporter until `supporterUntil` (users.supporter_until). */
export type SupporterFacts = { supporterUntil?: Date | string | null };
export type EventAudience = { stages: readonly string[]; who: EventAudienceWho | string; language: string };

const time = (value: Date | string) => new Date(value).getTime();

export const seesDraftEvents = (viewer: Viewer | null | undefined) => isAdmin(viewer);

/** Published and cancelled events are public (a cancelled one says so); drafts are for administrators. */
export const canSeeEvent = (viewer: Viewer | null | undefined, event: EventAccessFacts) => event.status !== 'draft' || seesDraftEvents(viewer);

export const hasEnded = (event: EventTimes, now = new Date()) => time(event.endsAt) <= now.getTime();
export const hasStarted = (event: EventTimes, now = new Date()) => time(event.startsAt) <= now.getTime();

/** A supporting member now: their membership's paid period (with its grace) has not passed. */
export const isSupporterNow = (viewer: SupporterFacts | null | undefined, now = new Date()) =>
  !!viewer?.supporterUntil && time(viewer.supporterUntil) > now.getTime();

/** When supporters may register: SUPPORTER_EARLY_HOURS before everyone; null when registration opens on publication. */
export const supportersOpenAt = (event: EventOpening) =>
  event.registrationOpensAt ? new Date(time(event.registrationOpensAt) - SUPPORTER_EARLY_HOURS * 3_600_000) : null;

/**
 * Where registration stands for this viewer: 'open' to everyone; 'early' open to them only, a
 * supporter in the early hours; 'not-yet' for them (a visitor or a member who does not support the
 * site sees 'not-yet' until it opens to everyone).
 */
export function openingVerdict(viewer: SupporterFacts | null | undefined, event: EventOpening, now = new Date()): 'open' | 'early' | 'not-yet' {
  if (!event.registrationOpensAt || time(event.registrationOpensAt) <= now.getTime()) return 'open';
  const early = supportersOpenAt(event)!;
  return isSupporterNow(viewer, now) && early.getTime() <= now.getTime() ? 'early' : 'not-yet';
}

/**
 * Whether the viewer may register now: 'sign-in' for a visitor; 'cancelled', 'draft' or 'ended' when
 * the event takes no registrations; 'not-yet' before registration opens to them (supporters open
 * early); 'ok' otherwise (a full event puts them on the waiting list).
 */
export function registrationVerdict(
  viewer: (Viewer & SupporterFacts) | null | undefined,
  event: EventAccessFacts & EventTimes & EventOpening,
  now = new Date(),
): 'ok' | 'sign-in' | 'cancelled' | 'draft' | 'ended' | 'not-yet' {
  if (event.status === 'cancelled') return 'cancelled';
  if (event.status === 'draft') return 'draft';
  if (hasEnded(event, now)) return 'ended';
  if (!isActiveViewer(viewer)) return 'sign-in';
  if (openingVerdict(viewer, event, now) === 'not-yet') return 'not-yet';
  return 'ok';
}

/** When the join link appears: JOIN_OPENS_MINUTES before the start. */
export const joinOpensAt = (event: EventTimes) => new Date(time(event.startsAt) - JOIN_OPENS_MINUTES * 60_000);

/**
 * The join link's state for a member's place at an online event: 'open' (show it), 'not-yet' (say
 * when), 'ended', or 'none' (not registered, in person, or cancelled: nothing to join).
 */
export function joinVerdict(
  place: 'registered' | 'waitlisted' | 'cancelled' | null | undefined,
  event: EventAccessFacts & EventTimes & { format: string },
  now = new Date(),
): 'open' | 'not-yet' | 'ended' | 'none' {
  if (place !== 'registered' || event.format !== 'online' || event.status !== 'published') return 'none';
  if (hasEnded(event, now)) return 'ended';
  return now.getTime() >= joinOpensAt(event).getTime() ? 'open' : 'not-yet';
}

/** What an invitation by stage reads of a member's profile. */
export type AudienceProfile = { treatmentStage: string | null; isParent: boolean | null; isAdult: boolean | null };

/**
 * Whether a member's profile fits an event's audience: one of its stages (none named: any stage), and
 * a parent or an adult when it is meant for those. The language is the event's, not a profile's.
 */
export function matchesAudience(profile: AudienceProfile, audience: EventAudience) {
  if (audience.stages.length > 0 && (!profile.treatmentStage || !audience.stages.includes(profile.treatmentStage))) return false;
  if (audience.who === 'parents' && !profile.isParent) return false;
  if (audience.who === 'adults' && !profile.isAdult) return false;
  return true;
}

/** The audience in words, for the event's page and cards: "Parents and carers · Casting, Bracing · Español". */
export function audienceLabels(audience: EventAudience): string[] {
  const labels: string[] = [];
  if (audience.who !== 'everyone') labels.push(EVENT_AUDIENCE_LABELS[audience.who as EventAudienceWho] ?? audience.who);
  for (const stage of audience.stages) labels.push(EVENT_STAGE_LABELS[stage as EventStage] ?? stage);
  if (audience.language !== 'en') labels.push(EVENT_LANGUAGES[audience.language as EventLanguage] ?? audience.language);
  return labels;
}

/** An OpenStreetMap search for an address (no key, no tracking script). */
export const mapLinkOf = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.replace(/\s*\n\s*/g, ', '))}`;
