import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import { pathOf } from '../../../shared/api/endpoint';
import { type CalendarFeed, eventEndpoints } from '../../../shared/api/events';
import { JOIN_OPENS_MINUTES } from '../../../shared/policies/events';
import type { Db } from '../../db';
import { calendarFeeds, eventRegistrations, events } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { type EventRow, summaryOf } from './present';

/*
 * Add to calendar (issue 21): one event as an .ics file, and each member's private feed of the
 * events they registered for, made by ical-generator. A calendar app fetches the feed without a
 * session, so its address holds a secret (32 random bytes); a new one replaces the old, which then
 * answers 404. Join links stay out of both: they appear on the event's page shortly before the start.
 */

/** How far back the feed keeps events, so a calendar keeps recent ones rather than dropping them. */
const FEED_DAYS_BACK = 90;

const newSecret = () => randomBytes(32).toString('base64url');
const feedUrl = (publicUrl: string, secret: string) => `${publicUrl}${pathOf(eventEndpoints.feed.path, { secret })}`;

export async function calendarFeedOf(db: Db, viewer: UserRow, publicUrl: string): Promise<CalendarFeed> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, viewer.id));
  return { url: row ? feedUrl(publicUrl, row.secret) : null };
}

/** A new secret address (the first, or one replacing the old). */
export async function renewCalendarFeed(db: Db, viewer: UserRow, publicUrl: string): Promise<CalendarFeed> {
  const secret = newSecret();
  await db
    .insert(calendarFeeds)
    .values({ userId: viewer.id, secret })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secret, createdAt: new Date() } });
  return { url: feedUrl(publicUrl, secret) };
}

function calendarOf(name: string) {
  return ical({ name, prodId: { company: 'Clubfoot Community', product: 'Events', language: 'EN' } });
}

function addEvent(calendar: ReturnType<typeof ical>, row: EventRow, publicUrl: string) {
  const page = `${publicUrl}/events/${row.slug}`;
  const online = row.format === 'online';
  const lines = [
    summaryOf(row.description, 600),
    '',
    `Hosted by ${row.hostName}${row.hostRole ? `, ${row.hostRole}` : ''}.`,
    online ? `Online webinar: the join link appears on the event's page ${JOIN_OPENS_MINUTES} minutes before the start, for those registered.` : null,
    row.status === 'cancelled' ? `This event has been cancelled.${row.cancelledReason ? ` ${row.cancelledReason}` : ''}` : null,
    `Details: ${page}`,
  ].filter((line): line is string => line !== null);
  calendar.createEvent({
    id: `event-${row.id}@${new URL(publicUrl).host}`,
    start: row.startsAt,
    end: row.endsAt,
    stamp: row.updatedAt,
    lastModified: row.updatedAt,
    summary: row.status === 'cancelled' ? `Cancelled: ${row.title}` : row.title,
    description: lines.join('\n'),
    location: online ? 'Online webinar' : [row.venueName, row.address?.replace(/\s*\n\s*/g, ', ')].filter(Boolean).join(', ') || null,
    url: page,
    status: row.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

export function eventIcs(row: EventRow, publicUrl: string) {
  const calendar = calendarOf(row.title);
  addEvent(calendar, row, publicUrl);
  return calendar.toString();
}

/** The feed of the member whose secret this is: every event they are registered for, recent and coming. */
export async function feedIcs(db: Db, secret: string, publicUrl: string, now = new Date()) {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.secret, secret));
  if (!feed) throw notFound('This calendar address is no longer in use. Copy the new one from the events page.');
  const rows = await db
    .select({ event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        eq(eventRegistrations.userId, feed.userId),
        eq(eventRegistrations.status, 'registered'),
        inArray(events.status, ['published', 'cancelled']),
        gt(events.endsAt, new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000)),
      ),
    )
    .orderBy(asc(events.startsAt));
  const calendar = calendarOf('Clubfoot Community events');
  for (const row of rows) addEvent(calendar, row.event, publicUrl);
  return calendar.toString();
}
