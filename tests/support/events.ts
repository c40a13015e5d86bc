import type { FastifyInstance } from 'fastify';
import type { EventInput } from '../../shared/api/events';
import type { Db } from '../../server/db';
import { events } from '../../server/db/schema';
import { eventValues } from '../../server/seed/factories/events';

/** An event row made directly (published, online, a week away unless told otherwise). */
export async function makeEvent(db: Db, overrides: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db.insert(events).values(eventValues(overrides)).returning();
  return row!;
}

/** A wall-clock date-time `days` days from now in UTC, as the admin form sends it. */
export function localIn(days: number, hour = 18) {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

let made = 0;

/** The body of a valid create: an online webinar in UTC, `days` days away, one hour long. */
export function eventBody(overrides: Partial<EventInput> = {}, days = 10): EventInput {
  made += 1;
  return {
    title: `Question time with a physiotherapist ${made}`,
    description: 'Bring your **questions** about bracing.',
    hostName: 'Priya Nair',
    hostRole: 'Paediatric physiotherapist',
    startsLocal: localIn(days, 18),
    endsLocal: localIn(days, 19),
    timeZone: 'UTC',
    format: 'online',
    joinUrl: 'https://meet.clubfoot.example/question-time',
    capacity: null,
    status: 'published',
    ...overrides,
  };
}

/** Creates an event through the admin API; answers its JSON. */
export async function createEventAsAdmin(app: FastifyInstance, adminCookie: string, overrides: Partial<EventInput> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/events', headers: { cookie: adminCookie }, payload: eventBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`create event: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; slug: string; title: string };
}
