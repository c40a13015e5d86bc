import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, eq, isNull, not, sql } from 'drizzle-orm';
import { z } from 'zod';
import { JOIN_OPENS_MINUTES, REMINDER_HOURS, type ReminderKind } from '../../../shared/policies/events';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db';
import { eventInvitations, eventRegistrations, events, users, videos } from '../../db/schema';
import { enqueueJob, type JobHandlers } from '../../lib/jobs';
import type { Mailer } from '../../lib/mail';
import type { EventRow } from './present';
import { EVENT_EMAIL_JOB } from './registration';

/*
 * The events' e-mails, all sent from the job queue (written in the transaction of the change that
 * causes them). What each honours of the member's notification preferences:
 * - reminders (24 hours and 1 hour before): e-mail notifications and event reminders both on;
 * - an invitation by stage and the recording's link: e-mail notifications on;
 * - a place given from the waiting list, a cancelled event, a message from the organisers: always,
 *   as they change or concern a place the member asked for.
 * Each e-mail is marked sent on the registration (`reminders_sent`) or invitation, so a retried job
 * sends nobody a second one.
 */

export const EVENT_REMINDER_JOB = 'events.reminder';
export const EVENT_RECORDING_JOB = 'events.recording';

const emailPayload = z.object({
  kind: z.enum(['promoted', 'cancelled', 'invited', 'message']),
  eventId: z.number().int(),
  userId: z.string().uuid(),
  subject: z.string().optional(),
  message: z.string().optional(),
  /** Where the member stood when the event was cancelled. */
  place: z.enum(['registered', 'waitlisted']).optional(),
});
const reminderPayload = z.object({ eventId: z.number().int(), which: z.enum(['24h', '1h']), startsAt: z.string() });
const recordingPayload = z.object({ eventId: z.number().int() });

/** Queues the two reminders of an event for its start time; a job whose time no longer matches the event's does nothing. */
export async function scheduleReminders(tx: Pick<Tx, 'insert'>, row: Pick<EventRow, 'id' | 'startsAt'>) {
  for (const which of Object.keys(REMINDER_HOURS) as ReminderKind[]) {
    const runAt = new Date(row.startsAt.getTime() - REMINDER_HOURS[which] * 3_600_000);
    await enqueueJob(tx, EVENT_REMINDER_JOB, { eventId: row.id, which, startsAt: row.startsAt.toISOString() }, runAt);
  }
}

/** "Tuesday 5 May 2026, 19:00 to 20:30 (time in Europe/London)", in the organiser's zone. */
export function whenText(row: Pick<EventRow, 'startsAt' | 'endsAt' | 'timeZone'>) {
  const start = new TZDate(row.startsAt.getTime(), row.timeZone);
  const end = new TZDate(row.endsAt.getTime(), row.timeZone);
  const sameDay = format(start, 'yyyy-MM-dd') === format(end, 'yyyy-MM-dd');
  return `${format(start, 'EEEE d MMMM yyyy, HH:mm')} to ${format(end, sameDay ? 'HH:mm' : 'EEEE d MMMM yyyy, HH:mm')} (time in ${row.timeZone})`;
}

const whereText = (row: EventRow) =>
  row.format === 'online'
    ? `Online webinar. The join link appears on the event's page ${JOIN_OPENS_MINUTES} minutes before the start, for those registered.`
    : [row.venueName, row.address?.replace(/\s*\n\s*/g, ', ')].filter(Boolean).join(', ');

type Recipient = typeof users.$inferSelect;
const reachable = (member: Recipient | undefined): member is Recipient => !!member && !member.deletedAt && !member.suspendedAt;

export function eventJobHandlers({ db, mailer, config }: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> }): JobHandlers {
  const pageOf = (row: EventRow) => `${config.publicUrl}/events/${row.slug}`;
  const profileLink = `${config.publicUrl}/profile`;
  const eventOf = async (id: number) => (await db.select().from(events).where(eq(events.id, id)))[0];
  const send = (to: Recipient, subject: string, link: string, body: string[]) =>
    mailer.send({ to: to.email, subject, link, text: [`Hello ${to.firstName ?? 'there'},`, '', ...body, '', 'Clubfoot Community'].join('\n') });
  const details = (row: EventRow) => [`When: ${whenText(row)}`, `Where: ${whereText(row)}`, `Hosted by: ${row.hostName}${row.hostRole ? `, ${row.hostRole}` : ''}`];

  return {
    [EVENT_EMAIL_JOB]: async (raw) => {
      const job = emailPayload.parse(raw);
      const [row, [member]] = await Promise.all([eventOf(job.eventId), db.select().from(users).where(eq(users.id, job.userId))]);
      if (!row || !reachable(member)) return;
      const link = pageOf(row);
      if (job.kind === 'promoted') {
        const [place] = await db
          .select({ status: eventRegistrations.status })
          .from(eventRegistrations)
          .where(and(eq(eventRegistrations.eventId, row.id), eq(eventRegistrations.userId, member.id)));
        // Given up again before the e-mail went: nothing to tell.
        if (place?.status !== 'registered' || row.status !== 'published') return;
        await send(member, `You have a place: ${row.title}`, link, [
          `Good news: a place opened up at “${row.title}” and it is now yours. You moved up from the waiting list automatically.`,
          '',
          ...details(row),
          '',
          `See the event and add it to your calendar: ${link}`,
          '',
          'If you can no longer come, please cancel on the event page so the next person on the waiting list gets your place.',
        ]);
      } else if (job.kind === 'cancelled') {
        await send(member, `Cancelled: ${row.title}`, link, [
          `We are sorry: “${row.title}”, planned for ${whenText(row)}, has been cancelled.`,
          ...(row.cancelledReason ? ['', `The organisers said: ${row.cancelledReason}`] : []),
          '',
          `You were ${job.place === 'waitlisted' ? 'on the waiting list' : 'registered'}; there is nothing more you need to do.`,
          `Other coming events: ${config.publicUrl}/events`,
        ]);
      } else if (job.kind === 'invited') {
        if (!member.notificationPreferences.emailNotifications) return;
        const [invitation] = await db
          .select()
          .from(eventInvitations)
          .where(and(eq(eventInvitations.eventId, row.id), eq(eventInvitations.userId, member.id)));
        if (!invitation || invitation.emailed || row.status !== 'published' || row.startsAt <= new Date()) return;
        await send(member, `You're invited: ${row.title}`, link, [
          `We think “${row.title}” could be useful for you, so we wanted to make sure you heard about it.`,
          '',
          ...details(row),
          '',
          row.description ? `${row.description.slice(0, 600)}${row.description.length > 600 ? '…' : ''}` : '',
          '',
          `Read more and register: ${link}`,
          '',
          `You receive this because e-mail notifications are on. You can turn them off in your profile: ${profileLink}`,
        ]);
        await db.update(eventInvitations).set({ emailed: true }).where(and(eq(eventInvitations.eventId, row.id), eq(eventInvitations.userId, member.id)));
      } else {
        await send(member, job.subject ?? row.title, link, [
          `A message from the organisers of “${row.title}” (${whenText(row)}):`,
          '',
          job.message ?? '',
          '',
          `The event's page: ${link}`,
        ]);
      }
    },

    [EVENT_REMINDER_JOB]: async (raw) => {
      const job = reminderPayload.parse(raw);
      const row = await eventOf(job.eventId);
      // Moved since this was queued (a new pair of reminders was queued then), cancelled, or a draft.
      if (!row || row.status !== 'published' || row.startsAt.toISOString() !== job.startsAt) return;
      const now = new Date();
      if (now >= row.startsAt) return;
      // Created or moved to less than an hour away: the one-hour reminder says it all.
      if (job.which === '24h' && now.getTime() >= row.startsAt.getTime() - REMINDER_HOURS['1h'] * 3_600_000) return;
      const due = await db
        .select({ registration: eventRegistrations, member: users })
        .from(eventRegistrations)
        .innerJoin(users, eq(users.id, eventRegistrations.userId))
        .where(
          and(
            eq(eventRegistrations.eventId, row.id),
            eq(eventRegistrations.status, 'registered'),
            not(sql`${eventRegistrations.remindersSent} @> ${JSON.stringify([job.which])}::jsonb`),
          ),
        );
      const link = pageOf(row);
      for (const { registration, member } of due) {
        const prefs = member.notificationPreferences;
        if (reachable(member) && prefs.emailNotifications && prefs.eventReminders) {
          await send(member, `${job.which === '24h' ? 'Tomorrow' : 'In one hour'}: ${row.title}`, link, [
            `A reminder that “${row.title}” starts ${job.which === '24h' ? 'in 24 hours' : 'in one hour'}.`,
            '',
            ...details(row),
            '',
            `The event's page: ${link}`,
            '',
            `You receive these reminders because event reminders are on. You can turn them off in your profile: ${profileLink}`,
          ]);
        }
        await db
          .update(eventRegistrations)
          .set({ remindersSent: sql`${eventRegistrations.remindersSent} || ${JSON.stringify([job.which])}::jsonb` })
          .where(eq(eventRegistrations.id, registration.id));
      }
    },

    [EVENT_RECORDING_JOB]: async (raw) => {
      const job = recordingPayload.parse(raw);
      const row = await eventOf(job.eventId);
      if (!row || row.recordingVideoId === null || row.recordingSentAt || row.endsAt > new Date()) return;
      const [video] = await db
        .select({ slug: videos.slug, title: videos.title })
        .from(videos)
        .where(and(eq(videos.id, row.recordingVideoId), eq(videos.status, 'published')));
      if (!video) return;
      const link = `${config.publicUrl}/videos/${video.slug}`;
      const due = await db
        .select({ registration: eventRegistrations, member: users })
        .from(eventRegistrations)
        .innerJoin(users, eq(users.id, eventRegistrations.userId))
        .where(
          and(
            eq(eventRegistrations.eventId, row.id),
            eq(eventRegistrations.status, 'registered'),
            not(sql`${eventRegistrations.remindersSent} @> '["recording"]'::jsonb`),
          ),
        );
      for (const { registration, member } of due) {
        if (reachable(member) && member.notificationPreferences.emailNotifications) {
          await send(member, `The recording: ${row.title}`, link, [
            `Thank you for registering for “${row.title}”. The recording is now in the video library, for you to watch (or watch again) at any time:`,
            '',
            `${video.title}: ${link}`,
            '',
            `You receive this because e-mail notifications are on. You can turn them off in your profile: ${profileLink}`,
          ]);
        }
        await db
          .update(eventRegistrations)
          .set({ remindersSent: sql`${eventRegistrations.remindersSent} || '["recording"]'::jsonb` })
          .where(eq(eventRegistrations.id, registration.id));
      }
      await db.update(events).set({ recordingSentAt: new Date() }).where(and(eq(events.id, row.id), isNull(events.recordingSentAt)));
    },
  };
}
