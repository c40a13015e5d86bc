import { TZDate } from '@date-fns/tz';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { eventRegistrations, events, users, videos } from '../../db/schema';
import { renderMemberText } from '../../lib/member-markdown';
import { scheduleReminders } from '../../features/events/jobs';
import { type DemoEvent, demoEvents, eventAttendees } from '../content/events';

type EventInsert = typeof events.$inferInsert;

let made = 0;

/** An event's row with believable defaults (an online webinar a week from now), for tests and the seed. */
export function eventValues(overrides: Partial<EventInsert> = {}): EventInsert {
  made += 1;
  const startsAt = overrides.startsAt ?? new Date(Date.now() + 7 * 86_400_000);
  const description = overrides.description ?? 'A friendly hour with time for **your questions**.';
  return {
    slug: `demo-event-${Date.now().toString(36)}-${made}`,
    title: `Family question time ${made}`,
    hostName: 'Priya Nair',
    hostRole: 'Paediatric physiotherapist',
    timeZone: 'Europe/London',
    format: 'online',
    joinUrl: 'https://meet.clubfoot.example/question-time',
    status: 'published',
    ...overrides,
    description,
    descriptionHtml: renderMemberText(description),
    startsAt,
    endsAt: overrides.endsAt ?? new Date(startsAt.getTime() + 3_600_000),
  };
}

/** `daysFromNow` days from today in `zone`, at its wall-clock `time` ("19:00"). */
export function dayAt(daysFromNow: number, time: string, zone: string, now = new Date()) {
  const today = new TZDate(now.getTime(), zone);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + daysFromNow, hours, minutes, zone).getTime());
}

async function demoMemberIds(db: Db) {
  await db
    .insert(users)
    .values(eventAttendees.map((member) => ({ ...member, termsAcceptedAt: new Date(), termsVersion: 'demo', emailVerifiedAt: new Date() })))
    .onConflictDoNothing();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [...new Set(demoEvents.flatMap((event) => [...event.registered, ...(event.waitlisted ?? [])]))].map((name) => `${name}@clubfoot.example`)));
  return new Map(rows.map((row) => [row.email.replace('@clubfoot.example', ''), row.id]));
}

async function recordingOf(db: Db, demo: DemoEvent) {
  if (!demo.recordingSlug) return null;
  const [video] = await db.select({ id: videos.id }).from(videos).where(eq(videos.slug, demo.recordingSlug));
  return video?.id ?? null;
}

/**
 * The demo events (issue 21): coming webinars and a meetup (one nearly full, one full with a waiting
 * list), a Spanish-language session, and a past one whose recording is the demo video of the same
 * subject when the videos were seeded. The counts match the registrations; reminders are queued.
 */
export async function seedEvents(db: Db, now = new Date(), generated = 0) {
  const members = await demoMemberIds(db);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@clubfoot.example'));
  for (const demo of demoEvents) {
    const startsAt = dayAt(demo.daysFromNow, demo.startTime, demo.timeZone, now);
    const registered = demo.registered.map((name) => members.get(name)).filter((id): id is string => !!id);
    const waitlisted = (demo.waitlisted ?? []).map((name) => members.get(name)).filter((id): id is string => !!id);
    const recordingVideoId = await recordingOf(db, demo);
    const [row] = await db
      .insert(events)
      .values(
        eventValues({
          slug: demo.slug,
          title: demo.title,
          description: demo.description,
          hostName: demo.hostName,
          hostRole: demo.hostRole,
          startsAt,
          endsAt: new Date(startsAt.getTime() + demo.minutes * 60_000),
          timeZone: demo.timeZone,
          format: demo.format,
          joinUrl: demo.joinUrl ?? null,
          venueName: demo.venueName ?? null,
          address: demo.address ?? null,
          capacity: demo.capacity,
          registrationOpensAt: demo.registrationOpensInDays === undefined ? null : new Date(now.getTime() + demo.registrationOpensInDays * 86_400_000),
          audience: demo.audience,
          status: 'published',
          registeredCount: registered.length,
          waitlistCount: waitlisted.length,
          recordingVideoId,
          // The past event's members had its recording long ago: no e-mail goes for it now.
          recordingSentAt: recordingVideoId ? startsAt : null,
          createdById: admin?.id ?? null,
          createdAt: new Date(Math.min(now.getTime(), startsAt.getTime()) - 21 * 86_400_000),
        }),
      )
      .returning();
    const signedUp = (i: number) => new Date(row!.createdAt.getTime() + (i + 1) * 3_600_000);
    const places = [
      ...registered.map((userId, i) => ({ eventId: row!.id, userId, status: 'registered' as const, registeredAt: signedUp(i) })),
      ...waitlisted.map((userId, i) => ({ eventId: row!.id, userId, status: 'waitlisted' as const, waitlistedAt: signedUp(registered.length + i) })),
    ];
    if (places.length) await db.insert(eventRegistrations).values(places);
    if (startsAt > now) await scheduleReminders(db, row!);
  }
  if (generated) await insertGeneratedEvents(db, generated, now);
}

const TOPICS = ['Bracing at night', 'Casting questions', 'Shoes after treatment', 'Adults’ meetup', 'Starting school', 'Physiotherapy exercises'];
const STAGES = [['bracing'], ['casting'], ['post-treatment'], ['adult-maintenance'], [], ['recurrence']] as const;

/** `count` further events for larger data sets (bench): half coming over the next year, half past; no registrations. */
async function insertGeneratedEvents(db: Db, count: number, now: Date) {
  const rows = Array.from({ length: count }, (_, i) => {
    const daysAway = ((i * 7919) % 365) + 1;
    const startsAt = new Date(now.getTime() + (i % 2 ? daysAway : -daysAway) * 86_400_000 + (i % 24) * 3_600_000);
    const topic = TOPICS[i % TOPICS.length]!;
    return eventValues({
      slug: `generated-event-${i + 1}`,
      title: `${topic}: session ${i + 1}`,
      description: `${topic}, with time for questions.`,
      startsAt,
      format: i % 5 === 0 ? 'in-person' : 'online',
      ...(i % 5 === 0 ? { joinUrl: null, venueName: 'Community hall', address: `${(i % 90) + 1} Station Road\nLeeds` } : {}),
      capacity: i % 3 === 0 ? null : 20 + (i % 80),
      audience: { stages: [...STAGES[i % STAGES.length]!], who: i % 4 === 0 ? 'adults' : 'parents', language: i % 9 === 0 ? 'es' : 'en' },
      createdAt: new Date(now.getTime() - 400 * 86_400_000),
    });
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(events).values(rows.slice(i, i + 500));
}
