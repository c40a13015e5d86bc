import { pathOf } from '../../../shared/api/endpoint';
import { type AdminEvent, type AdminEventRow, type EventCard, type EventDetail, eventEndpoints, type MyPlace, type RegistrationStatus } from '../../../shared/api/events';
import { type EventStage, isSupporterNow, joinOpensAt, joinVerdict, mapLinkOf, openingVerdict, type SupporterFacts, supportersOpenAt } from '../../../shared/policies/events';
import type { eventRegistrations, events } from '../../db/schema';
import { localOf } from './times';

export type EventRow = typeof events.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;

const iso = (date: Date) => date.toISOString();

/** The description's opening as plain text (Markdown marks dropped), for cards and e-mails. */
export function summaryOf(description: string, max = 180) {
  const text = description
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export const placesLeftOf = (row: Pick<EventRow, 'capacity' | 'registeredCount'>) => (row.capacity === null ? null : Math.max(0, row.capacity - row.registeredCount));

const audienceOf = (row: EventRow) => ({
  stages: (row.audience?.stages ?? []) as EventStage[],
  who: row.audience?.who ?? 'everyone',
  language: (row.audience?.language ?? 'en') as EventCard['audience']['language'],
});

export function presentCard(row: EventRow, myStatus: RegistrationStatus | null): EventCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: summaryOf(row.description),
    hostName: row.hostName,
    hostRole: row.hostRole,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    timeZone: row.timeZone,
    format: row.format,
    venueName: row.venueName,
    capacity: row.capacity,
    placesLeft: placesLeftOf(row),
    registeredCount: row.registeredCount,
    waitlistCount: row.waitlistCount,
    audience: audienceOf(row),
    status: row.status,
    // A cancelled place is no place: the card offers registration again.
    myStatus: myStatus === 'cancelled' ? null : myStatus,
    hasRecording: row.recordingVideoId !== null,
  };
}

/** The member's place, with the join link only while it is open (the policy decides, here on the server). */
export function presentPlace(row: EventRow, registration: RegistrationRow | null, waitlistPosition: number | null, now = new Date()): MyPlace | null {
  if (!registration || registration.status === 'cancelled') return null;
  const verdict = joinVerdict(registration.status, row, now);
  return {
    status: registration.status,
    waitlistPosition: registration.status === 'waitlisted' ? waitlistPosition : null,
    joinUrl: verdict === 'open' ? row.joinUrl : null,
    joinOpensAt: verdict === 'not-yet' ? iso(joinOpensAt(row)) : null,
  };
}

export function presentDetail(
  row: EventRow,
  viewer: SupporterFacts | null,
  registration: RegistrationRow | null,
  waitlistPosition: number | null,
  recording: { slug: string; title: string } | null,
  now = new Date(),
): EventDetail {
  const supportersFrom = supportersOpenAt(row);
  const inPerson = row.format === 'in-person';
  return {
    ...presentCard(row, registration?.status ?? null),
    descriptionHtml: row.descriptionHtml,
    address: inPerson ? row.address : null,
    mapUrl: inPerson && row.address ? mapLinkOf(row.address) : null,
    cancelledReason: row.status === 'cancelled' ? row.cancelledReason : null,
    my: presentPlace(row, registration, waitlistPosition, now),
    registration: {
      opensAt: row.registrationOpensAt ? iso(row.registrationOpensAt) : null,
      supportersFrom: supportersFrom ? iso(supportersFrom) : null,
      state: openingVerdict(viewer, row, now),
      supporter: isSupporterNow(viewer, now),
    },
    recording,
    calendarUrl: pathOf(eventEndpoints.ics.path, { slug: row.slug }),
  };
}

export function presentAdminRow(row: EventRow, invitedCount: number): AdminEventRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    timeZone: row.timeZone,
    format: row.format,
    status: row.status,
    capacity: row.capacity,
    registeredCount: row.registeredCount,
    waitlistCount: row.waitlistCount,
    invitedCount,
  };
}

export function presentAdminEvent(row: EventRow, invitedCount: number, recording: { id: number; slug: string; title: string } | null): AdminEvent {
  return {
    ...presentAdminRow(row, invitedCount),
    description: row.description,
    hostName: row.hostName,
    hostRole: row.hostRole,
    startsLocal: localOf(row.startsAt, row.timeZone),
    endsLocal: localOf(row.endsAt, row.timeZone),
    registrationOpensLocal: row.registrationOpensAt ? localOf(row.registrationOpensAt, row.timeZone) : null,
    joinUrl: row.joinUrl,
    venueName: row.venueName,
    address: row.address,
    audience: audienceOf(row),
    cancelledReason: row.cancelledReason,
    recording: recording ? { videoId: recording.id, slug: recording.slug, title: recording.title } : null,
    recordingSentAt: row.recordingSentAt ? iso(row.recordingSentAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
