import { and, asc, count, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { EventCard, EventDetail, EventPage, eventListQuery, RegistrationStatus } from '../../../shared/api/events';
import { EVENT_PAGE_SIZE } from '../../../shared/policies/events';
import type { Db, Tx } from '../../db';
import { eventRegistrations, events, videos } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { canSeeEvent } from './policy';
import { type EventRow, presentCard, presentDetail, type RegistrationRow } from './present';

type Executor = Db | Tx;

/** What the public list shows: published events and cancelled ones (which say so); never drafts. */
const listed = inArray(events.status, ['published', 'cancelled']);

/** The viewer's place at each of these events (cancelled places included), by event id. */
async function placesOf(db: Executor, viewer: UserRow | null, eventIds: number[]) {
  const byEvent = new Map<number, RegistrationStatus>();
  if (!viewer || !eventIds.length) return byEvent;
  const rows = await db
    .select({ eventId: eventRegistrations.eventId, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.userId, viewer.id), inArray(eventRegistrations.eventId, eventIds)));
  for (const row of rows) byEvent.set(row.eventId, row.status);
  return byEvent;
}

export async function listEvents(db: Db, viewer: UserRow | null, query: z.output<typeof eventListQuery>, now = new Date()): Promise<EventPage> {
  const upcoming = query.when === 'upcoming';
  const filters: (SQL | undefined)[] = [listed, upcoming ? gt(events.endsAt, now) : lte(events.endsAt, now)];
  if (query.format) filters.push(eq(events.format, query.format));
  // An event for every stage fits any stage asked for.
  if (query.stage) filters.push(sql`(${events.audience}->'stages' @> ${JSON.stringify([query.stage])}::jsonb or jsonb_array_length(${events.audience}->'stages') = 0)`);
  const where = and(...filters);
  const order = upcoming ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(...order)
      .limit(EVENT_PAGE_SIZE)
      .offset((query.page - 1) * EVENT_PAGE_SIZE),
    db.select({ n: count() }).from(events).where(where),
  ]);
  const places = await placesOf(
    db,
    viewer,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => presentCard(row, places.get(row.id) ?? null)), total: counted?.n ?? 0, page: query.page, pageSize: EVENT_PAGE_SIZE };
}

/** The member's coming events (registered or waiting), soonest first. */
export async function myEvents(db: Db, viewer: UserRow, now = new Date()): Promise<EventCard[]> {
  const rows = await db
    .select({ event: events, status: eventRegistrations.status })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.userId, viewer.id), inArray(eventRegistrations.status, ['registered', 'waitlisted']), listed, gt(events.endsAt, now)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(50);
  return rows.map((row) => presentCard(row.event, row.status));
}

/** An event the viewer may see, by its address (drafts only for administrators). */
export async function visibleEvent(db: Executor, viewer: UserRow | null, slug: string): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.slug, slug));
  if (!row || !canSeeEvent(viewer, row)) throw notFound('Event not found');
  return row;
}

/** Where a waiting member stands: 1 for the first in line. */
export async function waitlistPositionOf(db: Executor, registration: RegistrationRow) {
  if (registration.status !== 'waitlisted' || !registration.waitlistedAt) return null;
  const [row] = await db
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, registration.eventId),
        eq(eventRegistrations.status, 'waitlisted'),
        or(
          sql`${eventRegistrations.waitlistedAt} < ${registration.waitlistedAt.toISOString()}::timestamptz`,
          and(sql`${eventRegistrations.waitlistedAt} = ${registration.waitlistedAt.toISOString()}::timestamptz`, sql`${eventRegistrations.id} < ${registration.id}`),
        ),
      ),
    );
  return (row?.n ?? 0) + 1;
}

export async function registrationOf(db: Executor, eventId: number, userId: string) {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  return row ?? null;
}

/** The event's page as this viewer sees it: their place, the join link when open, the recording once set. */
export async function presentEventFor(db: Executor, viewer: UserRow | null, row: EventRow, now = new Date()): Promise<EventDetail> {
  const registration = viewer ? await registrationOf(db, row.id, viewer.id) : null;
  const position = registration ? await waitlistPositionOf(db, registration) : null;
  let recording: { slug: string; title: string } | null = null;
  if (row.recordingVideoId !== null) {
    const [video] = await db
      .select({ slug: videos.slug, title: videos.title })
      .from(videos)
      .where(and(eq(videos.id, row.recordingVideoId), eq(videos.status, 'published')));
    recording = video ?? null;
  }
  return presentDetail(row, viewer, registration, position, recording, now);
}

export async function eventDetail(db: Db, viewer: UserRow | null, slug: string): Promise<EventDetail> {
  return presentEventFor(db, viewer, await visibleEvent(db, viewer, slug));
}
