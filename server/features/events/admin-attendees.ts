import { format } from 'date-fns';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Attendee, AttendeeList } from '../../../shared/api/events';
import { displayName } from '../../../shared/display-name';
import { EVENT_STAGE_LABELS, type EventStage } from '../../../shared/policies/events';
import type { Db } from '../../db';
import { eventRegistrations, events, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { auditEvent } from './admin-service';
import { toCsv } from '../../../shared/csv';

/* Who is coming (issue 21): the registered and the waiting list in its order, on screen and as a spreadsheet. */

export async function attendeesOf(db: Db, id: number): Promise<AttendeeList & { title: string; slug: string }> {
  const [row] = await db.select({ id: events.id, title: events.title, slug: events.slug }).from(events).where(eq(events.id, id));
  if (!row) throw notFound('Event not found');
  const rows = await db
    .select({ registration: eventRegistrations, member: users })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(and(eq(eventRegistrations.eventId, id), inArray(eventRegistrations.status, ['registered', 'waitlisted'])))
    .orderBy(asc(eventRegistrations.waitlistedAt), asc(eventRegistrations.registeredAt), asc(eventRegistrations.id));
  const toAttendee = ({ registration, member }: (typeof rows)[number], position: number | null): Attendee => ({
    userId: member.id,
    name: displayName(member),
    email: member.email,
    treatmentStage: member.treatmentStage,
    status: registration.status,
    since: (registration.status === 'waitlisted' ? registration.waitlistedAt : registration.registeredAt)?.toISOString() ?? registration.createdAt.toISOString(),
    position,
  });
  const registered = rows.filter((entry) => entry.registration.status === 'registered').map((entry) => toAttendee(entry, null));
  registered.sort((a, b) => a.since.localeCompare(b.since));
  const waitlisted = rows.filter((entry) => entry.registration.status === 'waitlisted').map((entry, i) => toAttendee(entry, i + 1));
  return { title: row.title, slug: row.slug, registered, waitlisted };
}

const HEADER = ['Status', 'Waiting list place', 'Name', 'E-mail', 'Treatment stage', 'Since (UTC)'];

export async function exportAttendeesCsv(db: Db, actor: UserRow, id: number) {
  const list = await attendeesOf(db, id);
  const lines = [...list.registered, ...list.waitlisted].map((entry) => [
    entry.status === 'registered' ? 'Registered' : 'Waiting list',
    entry.position,
    entry.name,
    entry.email,
    entry.treatmentStage ? (EVENT_STAGE_LABELS[entry.treatmentStage as EventStage] ?? entry.treatmentStage) : null,
    entry.since.slice(0, 16).replace('T', ' '),
  ]);
  await auditEvent(db, actor, 'event.attendees_exported', { id, title: list.title }, { count: lines.length });
  return { fileName: `attendees-${list.slug}-${format(new Date(), 'yyyy-MM-dd')}.csv`, csv: toCsv([HEADER, ...lines]) };
}
