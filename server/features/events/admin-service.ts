import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminEvent, AdminEventsPage, adminEventsQuery, attendeeMessageInput, eventInput, eventUpdate, InvitationResult } from '../../../shared/api/events';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import { RESERVED_EVENT_SLUGS } from '../../../shared/policies/events';
import { slugify } from '../../../shared/slug';
import type { Db, Tx } from '../../db';
import { auditLog, eventInvitations, eventRegistrations, events, users, videos } from '../../db/schema';
import { AppError, badRequest, notFound, said } from '../../lib/errors';
import { freeSlug } from '../../lib/free-slug';
import { memberLocale, messagesIn } from '../../lib/i18n';
import { enqueueJob } from '../../lib/jobs';
import { renderMemberText } from '../../lib/member-markdown';
import { addNotice } from '../../lib/notices';
import type { UserRow } from '../../lib/sessions';
import { escapeLike } from '../../lib/text-search';
import { EVENT_RECORDING_JOB, scheduleReminders } from './jobs';
import { eventMailMessages } from './mail-messages';
import { type EventRow, presentAdminEvent, presentAdminRow } from './present';
import { EVENT_EMAIL_JOB, lockEvent, promoteFromWaitlist } from './registration';
import { instantOf, localOf } from './times';

/* The admins' events (issue 21): create, edit, cancel, message, invite by stage, the recording. Every change is audited here. */

type Executor = Db | Tx;
type EventInput = z.output<typeof eventInput>;
type EventUpdate = z.output<typeof eventUpdate>;

const conflict = (message: string) => new AppError('CONFLICT', message);

export const auditEvent = (tx: Executor, actor: UserRow, action: string, row: Pick<EventRow, 'id' | 'title'>, extra: Record<string, unknown> = {}) =>
  tx.insert(auditLog).values({ actorId: actor.id, action, details: { eventId: row.id, title: row.title, ...extra } });

async function invitedCountOf(db: Executor, eventId: number) {
  const [row] = await db.select({ n: count() }).from(eventInvitations).where(eq(eventInvitations.eventId, eventId));
  return row?.n ?? 0;
}

async function present(db: Executor, row: EventRow): Promise<AdminEvent> {
  const [invited, recording] = await Promise.all([
    invitedCountOf(db, row.id),
    row.recordingVideoId === null
      ? Promise.resolve(null)
      : db
          .select({ id: videos.id, slug: videos.slug, title: videos.title })
          .from(videos)
          .where(eq(videos.id, row.recordingVideoId))
          .then((found) => found[0] ?? null),
  ]);
  return presentAdminEvent(row, invited, recording);
}

async function loadEvent(db: Executor, id: number) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw notFound('Event not found');
  return row;
}

export const getAdminEvent = async (db: Db, id: number) => present(db, await loadEvent(db, id));

export async function listAdminEvents(db: Db, query: z.output<typeof adminEventsQuery>, now = new Date()): Promise<AdminEventsPage> {
  const filters: (SQL | undefined)[] = [];
  if (query.status !== 'all') filters.push(eq(events.status, query.status));
  if (query.when === 'upcoming') filters.push(gt(events.endsAt, now));
  if (query.when === 'past') filters.push(lte(events.endsAt, now));
  if (query.q) filters.push(or(ilike(events.title, `%${escapeLike(query.q)}%`), ilike(events.slug, `%${escapeLike(query.q)}%`), ilike(events.hostName, `%${escapeLike(query.q)}%`)));
  const where = filters.length ? and(...filters) : undefined;
  const invited = db
    .select({ eventId: eventInvitations.eventId, n: count().as('n') })
    .from(eventInvitations)
    .groupBy(eventInvitations.eventId)
    .as('invited');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ event: events, invited: invited.n })
      .from(events)
      .leftJoin(invited, eq(invited.eventId, events.id))
      .where(where)
      .orderBy(desc(events.startsAt), desc(events.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return { items: rows.map((row) => presentAdminRow(row.event, Number(row.invited ?? 0))), total: counted?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The columns of where and how it happens, after the rules the schema cannot say alone. */
function placeColumns(format: EventRow['format'], fields: { joinUrl?: string | null; venueName?: string | null; address?: string | null }) {
  if (format === 'online') return { joinUrl: fields.joinUrl || null, venueName: null, address: null };
  const address = fields.address?.trim() || null;
  if (!address) throw badRequest('Please give the address of an in-person event, so people can find it.');
  return { joinUrl: null, venueName: fields.venueName?.trim() || null, address };
}

function timeColumns(startsLocal: string, endsLocal: string, timeZone: string, opensLocal: string | null) {
  const startsAt = instantOf(startsLocal, timeZone, 'start');
  const endsAt = instantOf(endsLocal, timeZone, 'end');
  if (endsAt <= startsAt) throw badRequest('The event must end after it starts.');
  if (endsAt.getTime() - startsAt.getTime() > 14 * 86_400_000) throw badRequest('An event can last at most 14 days.');
  const registrationOpensAt = opensLocal ? instantOf(opensLocal, timeZone, 'opens') : null;
  if (registrationOpensAt && registrationOpensAt >= startsAt) throw badRequest('Registration must open before the event starts.');
  return { startsAt, endsAt, timeZone, registrationOpensAt };
}

export async function createEvent(db: Db, actor: UserRow, input: EventInput): Promise<AdminEvent> {
  return db.transaction(async (tx) => {
    const slug = await freeSlug(tx, events, input.slug ?? slugify(input.title, 'event'), { explicit: input.slug !== undefined, reserved: RESERVED_EVENT_SLUGS });
    const [row] = await tx
      .insert(events)
      .values({
        slug,
        title: input.title,
        description: input.description,
        descriptionHtml: renderMemberText(input.description),
        hostName: input.hostName,
        hostRole: input.hostRole,
        ...timeColumns(input.startsLocal, input.endsLocal, input.timeZone, input.registrationOpensLocal ?? null),
        format: input.format,
        ...placeColumns(input.format, input),
        capacity: input.capacity ?? null,
        audience: input.audience ?? { stages: [], who: 'everyone', language: 'en' },
        status: input.status,
        createdById: actor.id,
      })
      .returning();
    await scheduleReminders(tx, row!);
    await auditEvent(tx, actor, 'event.created', row!, { slug, status: row!.status });
    return present(tx, row!);
  });
}

export async function updateEvent(db: Db, actor: UserRow, id: number, input: EventUpdate, now = new Date()): Promise<AdminEvent> {
  return db.transaction(async (tx) => {
    const current = await lockEvent(tx, { id });
    if (!current) throw notFound('Event not found');
    if (current.status === 'cancelled') throw conflict('This event has been cancelled and can no longer be changed.');
    if (input.status === 'draft' && current.status === 'published' && current.registeredCount + current.waitlistCount > 0) {
      throw conflict('Members have registered for this event, so it cannot go back to being a draft. Cancel it instead, with a reason they will be sent.');
    }
    const changes: Partial<typeof events.$inferInsert> = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) {
      changes.description = input.description;
      changes.descriptionHtml = renderMemberText(input.description);
    }
    if (input.hostName !== undefined) changes.hostName = input.hostName;
    if (input.hostRole !== undefined) changes.hostRole = input.hostRole;
    if (input.slug !== undefined && input.slug !== current.slug) {
      changes.slug = await freeSlug(tx, events, input.slug, { explicit: true, exceptId: id, reserved: RESERVED_EVENT_SLUGS });
    }
    if (input.startsLocal !== undefined || input.endsLocal !== undefined || input.timeZone !== undefined || input.registrationOpensLocal !== undefined) {
      const zone = input.timeZone ?? current.timeZone;
      const opens = input.registrationOpensLocal !== undefined ? input.registrationOpensLocal : current.registrationOpensAt && localOf(current.registrationOpensAt, current.timeZone);
      Object.assign(
        changes,
        timeColumns(input.startsLocal ?? localOf(current.startsAt, current.timeZone), input.endsLocal ?? localOf(current.endsAt, current.timeZone), zone, opens),
      );
    }
    const format = input.format ?? current.format;
    if (input.format !== undefined || input.joinUrl !== undefined || input.venueName !== undefined || input.address !== undefined) {
      changes.format = format;
      Object.assign(
        changes,
        placeColumns(format, {
          joinUrl: input.joinUrl !== undefined ? input.joinUrl : current.joinUrl,
          venueName: input.venueName !== undefined ? input.venueName : current.venueName,
          address: input.address !== undefined ? input.address : current.address,
        }),
      );
    }
    if (input.capacity !== undefined) changes.capacity = input.capacity;
    if (input.audience !== undefined) changes.audience = input.audience;
    if (input.status !== undefined) changes.status = input.status;
    const [row] = await tx
      .update(events)
      .set({ ...changes, updatedAt: now })
      .where(eq(events.id, id))
      .returning();
    const moved = row!.startsAt.getTime() !== current.startsAt.getTime();
    if (moved) {
      // New reminders for the new time (the old ones find the time changed and do nothing).
      await tx
        .update(eventRegistrations)
        .set({ remindersSent: sql`${eventRegistrations.remindersSent} - '24h' - '1h'` })
        .where(eq(eventRegistrations.eventId, id));
      await scheduleReminders(tx, row!);
    }
    // More room (or a published event that had a waiting list): the waiting list moves up now.
    const promoted = await promoteFromWaitlist(tx, row!, now);
    await auditEvent(tx, actor, 'event.updated', row!, { fields: Object.keys(input), ...(promoted ? { promoted } : {}) });
    return present(tx, (await loadEvent(tx, id))!);
  });
}

/** Cancels the event: everyone registered or waiting gets an in-site notice and an e-mail with the reason. */
export async function cancelEvent(db: Db, actor: UserRow, id: number, reason: string, now = new Date()): Promise<AdminEvent> {
  return db.transaction(async (tx) => {
    const current = await lockEvent(tx, { id });
    if (!current) throw notFound('Event not found');
    if (current.status === 'cancelled') throw conflict('This event is already cancelled.');
    if (current.endsAt <= now) throw conflict('This event has already taken place, so it cannot be cancelled.');
    const [row] = await tx.update(events).set({ status: 'cancelled', cancelledReason: reason, updatedAt: now }).where(eq(events.id, id)).returning();
    const places = await tx
      .select({ userId: eventRegistrations.userId, status: eventRegistrations.status, language: users.language })
      .from(eventRegistrations)
      .leftJoin(users, eq(users.id, eventRegistrations.userId))
      .where(and(eq(eventRegistrations.eventId, id), inArray(eventRegistrations.status, ['registered', 'waitlisted'])));
    for (const place of places) {
      // In the member's language: the notice keeps the words it is written with.
      const t = messagesIn(eventMailMessages, memberLocale(place));
      await addNotice(tx, place.userId, {
        kind: 'event.cancelled',
        title: t('notice.cancelled.title'),
        body: t('notice.cancelled.body', { title: row!.title, reason }).slice(0, 500),
        link: `/events/${row!.slug}`,
      });
      await enqueueJob(tx, EVENT_EMAIL_JOB, { kind: 'cancelled', eventId: id, userId: place.userId, place: place.status });
    }
    await auditEvent(tx, actor, 'event.cancelled', row!, { reason, told: places.length });
    return present(tx, row!);
  });
}

/** An e-mail from the organisers to those registered (and, if asked, those waiting); answers how many it goes to. */
export async function messageAttendees(db: Db, actor: UserRow, id: number, input: z.output<typeof attendeeMessageInput>) {
  return db.transaction(async (tx) => {
    const row = await loadEvent(tx, id);
    const statuses = input.includeWaitlist ? (['registered', 'waitlisted'] as const) : (['registered'] as const);
    const recipients = await tx
      .select({ userId: eventRegistrations.userId })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, id), inArray(eventRegistrations.status, [...statuses])));
    for (const recipient of recipients) {
      await enqueueJob(tx, EVENT_EMAIL_JOB, { kind: 'message', eventId: id, userId: recipient.userId, subject: input.subject, message: input.message });
    }
    await auditEvent(tx, actor, 'event.messaged', row, { subject: input.subject, recipients: recipients.length, includeWaitlist: input.includeWaitlist });
    return { recipients: recipients.length };
  });
}

/**
 * Invites the members whose profile fits the audience (its stages, parents or adults) and who are
 * neither invited before nor already registered or waiting: each gets an in-site notice, and an
 * e-mail when their preferences allow. Inviting again reaches only new matches.
 */
export async function inviteAudience(db: Db, actor: UserRow, id: number, now = new Date()): Promise<InvitationResult> {
  return db.transaction(async (tx) => {
    const row = await lockEvent(tx, { id });
    if (!row) throw notFound('Event not found');
    if (row.status !== 'published') throw conflict('Only a published event can be sent to members. Publish it first.');
    if (row.startsAt <= now) throw conflict('This event has already started, so there is no one left to invite.');
    const audience = row.audience ?? { stages: [], who: 'everyone', language: 'en' };
    const filters: (SQL | undefined)[] = [
      isNull(users.deletedAt),
      isNull(users.suspendedAt),
      notExists(tx.select({ one: sql`1` }).from(eventInvitations).where(and(eq(eventInvitations.eventId, id), eq(eventInvitations.userId, users.id)))),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(eventRegistrations)
          .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.userId, users.id), inArray(eventRegistrations.status, ['registered', 'waitlisted']))),
      ),
    ];
    if (audience.stages.length) filters.push(inArray(users.treatmentStage, audience.stages));
    if (audience.who === 'parents') filters.push(eq(users.isParent, true));
    if (audience.who === 'adults') filters.push(eq(users.isAdult, true));
    const matches = await tx
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(and(...filters))
      .orderBy(asc(users.createdAt), asc(users.id));
    const localeOf = new Map(matches.map((member) => [member.id, memberLocale(member)]));
    let invited = 0;
    for (let i = 0; i < matches.length; i += 500) {
      const batch = matches.slice(i, i + 500);
      const added = await tx
        .insert(eventInvitations)
        .values(batch.map((member) => ({ eventId: id, userId: member.id, invitedAt: now })))
        .onConflictDoNothing()
        .returning({ userId: eventInvitations.userId });
      for (const { userId } of added) {
        // In the member's language: the notice keeps the words it is written with.
        const t = messagesIn(eventMailMessages, localeOf.get(userId) ?? DEFAULT_LOCALE);
        await addNotice(tx, userId, {
          kind: 'event.invited',
          title: t('notice.invited.title'),
          body: t('notice.invited.body', { title: row.title }),
          link: `/events/${row.slug}`,
        });
        await enqueueJob(tx, EVENT_EMAIL_JOB, { kind: 'invited', eventId: id, userId });
      }
      invited += added.length;
    }
    const totalInvited = await invitedCountOf(tx, id);
    await auditEvent(tx, actor, 'event.invited', row, { invited, totalInvited, audience });
    return { invited, totalInvited };
  });
}

/** Links a published video as the recording; those registered get its link once the event is over (once only). */
export async function setRecording(db: Db, actor: UserRow, id: number, videoSlug: string | null, now = new Date()): Promise<AdminEvent> {
  return db.transaction(async (tx) => {
    const current = await lockEvent(tx, { id });
    if (!current) throw notFound('Event not found');
    let videoId: number | null = null;
    if (videoSlug !== null) {
      const [video] = await tx
        .select({ id: videos.id })
        .from(videos)
        .where(and(eq(videos.slug, videoSlug), eq(videos.status, 'published')));
      if (!video) throw badRequest(said('No published video has the address “{address}”. Use the part after /videos/ of a published video.', { address: videoSlug }));
      videoId = video.id;
    }
    const [row] = await tx.update(events).set({ recordingVideoId: videoId, updatedAt: now }).where(eq(events.id, id)).returning();
    if (videoId !== null && !row!.recordingSentAt) {
      await enqueueJob(tx, EVENT_RECORDING_JOB, { eventId: id }, row!.endsAt > now ? row!.endsAt : undefined);
    }
    await auditEvent(tx, actor, 'event.recording_set', row!, { videoSlug });
    return present(tx, row!);
  });
}
