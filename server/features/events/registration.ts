import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EventDetail } from '../../../shared/api/events';
import type { Db, Tx } from '../../db';
import { eventRegistrations, events, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { memberLocale, messagesIn } from '../../lib/i18n';
import { enqueueJob } from '../../lib/jobs';
import { addNotice } from '../../lib/notices';
import type { UserRow } from '../../lib/sessions';
import { eventMailMessages } from './mail-messages';
import { canSeeEvent, registrationVerdict } from './policy';
import type { EventRow } from './present';
import { presentEventFor, registrationOf } from './service';

/*
 * Registering, cancelling and the waiting list (issue 21). Each is one transaction that first locks
 * the event's row, so two members going for the last place at once are served one after the other:
 * the first takes it, the second finds it full and joins the waiting list. The counts on the event
 * row change in the same transaction as the registrations.
 */

/** The e-mails about one member's place (promoted, event cancelled, invited, a message from the organisers). */
export const EVENT_EMAIL_JOB = 'events.email';

const conflict = (message: string) => new AppError('CONFLICT', message);

export async function lockEvent(tx: Tx, where: { slug: string } | { id: number }) {
  const [row] = await tx
    .select()
    .from(events)
    .where('slug' in where ? eq(events.slug, where.slug) : eq(events.id, where.id))
    .for('update');
  return row ?? null;
}

function refuseClosed(verdict: ReturnType<typeof registrationVerdict>) {
  if (verdict === 'cancelled') throw conflict('This event has been cancelled, so it takes no registrations.');
  if (verdict === 'draft') throw conflict('This event is not published yet, so it takes no registrations.');
  if (verdict === 'ended') throw conflict('This event has already ended.');
  if (verdict === 'not-yet') throw conflict('Registration for this event has not opened yet.');
}

/**
 * Gives freed places to the waiting list, first come first served, while the event has room (all of
 * them when it has no limit). Each promoted member gets an in-site notice and an e-mail. `row` is the
 * event as locked in this transaction; answers how many moved up.
 */
export async function promoteFromWaitlist(tx: Tx, row: EventRow, now = new Date()) {
  if (row.status !== 'published' || row.endsAt <= now || row.waitlistCount === 0) return 0;
  const free = row.capacity === null ? row.waitlistCount : row.capacity - row.registeredCount;
  if (free <= 0) return 0;
  const next = await tx
    .select({ id: eventRegistrations.id, userId: eventRegistrations.userId, language: users.language })
    .from(eventRegistrations)
    .leftJoin(users, eq(users.id, eventRegistrations.userId))
    .where(and(eq(eventRegistrations.eventId, row.id), eq(eventRegistrations.status, 'waitlisted')))
    .orderBy(asc(eventRegistrations.waitlistedAt), asc(eventRegistrations.id))
    .limit(free)
    .for('update', { of: eventRegistrations });
  if (!next.length) return 0;
  await tx
    .update(eventRegistrations)
    .set({ status: 'registered', registeredAt: now })
    .where(
      inArray(
        eventRegistrations.id,
        next.map((entry) => entry.id),
      ),
    );
  await tx
    .update(events)
    .set({ registeredCount: sql`${events.registeredCount} + ${next.length}`, waitlistCount: sql`greatest(${events.waitlistCount} - ${next.length}, 0)` })
    .where(eq(events.id, row.id));
  for (const entry of next) {
    // In the member's language: the notice keeps the words it is written with.
    const t = messagesIn(eventMailMessages, memberLocale(entry));
    await addNotice(tx, entry.userId, {
      kind: 'event.promoted',
      title: t('notice.promoted.title'),
      body: t('notice.promoted.body', { title: row.title }),
      link: `/events/${row.slug}`,
    });
    await enqueueJob(tx, EVENT_EMAIL_JOB, { kind: 'promoted', eventId: row.id, userId: entry.userId });
  }
  return next.length;
}

/** Registers the member, or puts them on the waiting list when the event is full; a place already held is kept as it is. */
export async function register(db: Db, viewer: UserRow, slug: string, now = new Date()): Promise<EventDetail> {
  return db.transaction(async (tx) => {
    const row = await lockEvent(tx, { slug });
    if (!row || !canSeeEvent(viewer, row)) throw notFound('Event not found');
    refuseClosed(registrationVerdict(viewer, row, now));
    const existing = await registrationOf(tx, row.id, viewer.id);
    if (existing && existing.status !== 'cancelled') return presentEventFor(tx, viewer, row, now);
    const full = row.capacity !== null && row.registeredCount >= row.capacity;
    const place = full
      ? { status: 'waitlisted' as const, waitlistedAt: now, registeredAt: null, cancelledAt: null }
      : { status: 'registered' as const, registeredAt: now, waitlistedAt: null, cancelledAt: null };
    await tx
      .insert(eventRegistrations)
      .values({ eventId: row.id, userId: viewer.id, ...place })
      .onConflictDoUpdate({ target: [eventRegistrations.eventId, eventRegistrations.userId], set: place });
    const [updated] = await tx
      .update(events)
      .set(full ? { waitlistCount: sql`${events.waitlistCount} + 1` } : { registeredCount: sql`${events.registeredCount} + 1` })
      .where(eq(events.id, row.id))
      .returning();
    return presentEventFor(tx, viewer, updated!, now);
  });
}

/** Gives the member's place up (or leaves the waiting list); a freed place goes to the first in line at once. */
export async function cancelRegistration(db: Db, viewer: UserRow, slug: string, now = new Date()): Promise<EventDetail> {
  return db.transaction(async (tx) => {
    const row = await lockEvent(tx, { slug });
    if (!row || !canSeeEvent(viewer, row)) throw notFound('Event not found');
    const existing = await registrationOf(tx, row.id, viewer.id);
    if (!existing || existing.status === 'cancelled') return presentEventFor(tx, viewer, row, now);
    if (row.endsAt <= now) throw conflict('This event has already ended.');
    await tx.update(eventRegistrations).set({ status: 'cancelled', cancelledAt: now }).where(eq(eventRegistrations.id, existing.id));
    const [updated] = await tx
      .update(events)
      .set(
        existing.status === 'registered'
          ? { registeredCount: sql`greatest(${events.registeredCount} - 1, 0)` }
          : { waitlistCount: sql`greatest(${events.waitlistCount} - 1, 0)` },
      )
      .where(eq(events.id, row.id))
      .returning();
    if (existing.status === 'registered') await promoteFromWaitlist(tx, updated!, now);
    return presentEventFor(tx, viewer, (await lockEvent(tx, { id: row.id }))!, now);
  });
}
