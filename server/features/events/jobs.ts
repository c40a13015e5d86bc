import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, eq, isNull, not, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale, localizedPath } from '../../../shared/i18n/locales';
import { JOIN_OPENS_MINUTES, REMINDER_HOURS, type ReminderKind } from '../../../shared/policies/events';
import { sendsEmail } from '../../../shared/notification-channels';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db';
import { eventInvitations, eventRegistrations, events, users, videos } from '../../db/schema';
import { memberLocale, messagesIn, type ServerTranslate } from '../../lib/i18n';
import { enqueueJob, type JobHandlers } from '../../lib/jobs';
import { queuePush } from '../../lib/push';
import type { Mailer } from '../../lib/mail';
import { eventMailMessages } from './mail-messages';
import type { EventRow } from './present';
import { EVENT_EMAIL_JOB } from './registration';

/*
 * The events' e-mails, all sent from the job queue (written in the transaction of the change that
 * causes them), each in the member's language with links to the pages in it (issue 25). What each
 * honours of the member's notification preferences:
 * - reminders (24 hours and 1 hour before): e-mail notifications on and event reminders by e-mail
 *   (shared/notification-channels.ts); by push too when the member chose it (issue 26);
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

type Say = ServerTranslate<(typeof eventMailMessages)['en']>;

/**
 * "Tuesday 5 May 2026, 19:00 to 20:30 (time in Europe/London)", in the organiser's zone; in another
 * language, its own way of writing dates ("martes, 5 de mayo de 2026, de 19:00 a 20:30, hora de …").
 */
export function whenText(row: Pick<EventRow, 'startsAt' | 'endsAt' | 'timeZone'>, locale: Locale = DEFAULT_LOCALE) {
  const t = messagesIn(eventMailMessages, locale);
  const start = new TZDate(row.startsAt.getTime(), row.timeZone);
  const end = new TZDate(row.endsAt.getTime(), row.timeZone);
  const sameDay = format(start, 'yyyy-MM-dd') === format(end, 'yyyy-MM-dd');
  const dayFormat = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: row.timeZone });
  const timeFormat = new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: row.timeZone });
  const date = (at: TZDate) => (locale === DEFAULT_LOCALE ? format(at, 'EEEE d MMMM yyyy') : dayFormat.format(at));
  const time = (at: TZDate) => (locale === DEFAULT_LOCALE ? format(at, 'HH:mm') : timeFormat.format(at));
  return sameDay
    ? t('when.sameDay', { date: date(start), start: time(start), end: time(end), zone: row.timeZone })
    : t('when.days', { startDate: date(start), startTime: time(start), endDate: date(end), endTime: time(end), zone: row.timeZone });
}

const whereText = (t: Say, row: EventRow) =>
  row.format === 'online' ? t('where.online', { minutes: JOIN_OPENS_MINUTES }) : [row.venueName, row.address?.replace(/\s*\n\s*/g, ', ')].filter(Boolean).join(', ');

type Recipient = typeof users.$inferSelect;
const reachable = (member: Recipient | undefined): member is Recipient => !!member && !member.deletedAt && !member.suspendedAt;

export function eventJobHandlers({ db, mailer, config }: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> }): JobHandlers {
  const eventOf = async (id: number) => (await db.select().from(events).where(eq(events.id, id)))[0];
  /** What an e-mail to the member is written with: their language, and the site's addresses in it. */
  const writerFor = (to: Recipient) => {
    const locale = memberLocale(to);
    const t = messagesIn(eventMailMessages, locale);
    const url = (path: string) => `${config.publicUrl}${localizedPath(path, locale)}`;
    return {
      t,
      url,
      when: (row: EventRow) => whenText(row, locale),
      pageOf: (row: EventRow) => url(`/events/${row.slug}`),
      profileLink: url('/profile'),
      details: (row: EventRow) => [
        t('details.when', { when: whenText(row, locale) }),
        t('details.where', { where: whereText(t, row) }),
        row.hostRole ? t('details.hostWithRole', { host: row.hostName, role: row.hostRole }) : t('details.host', { host: row.hostName }),
      ],
      send: (subject: string, link: string, body: string[]) =>
        mailer.send({
          to: to.email,
          subject,
          link,
          text: [to.firstName === null ? t('greetingNoName') : t('greeting', { name: to.firstName }), '', ...body, '', t('signature')].join('\n'),
        }),
    };
  };

  return {
    [EVENT_EMAIL_JOB]: async (raw) => {
      const job = emailPayload.parse(raw);
      const [row, [member]] = await Promise.all([eventOf(job.eventId), db.select().from(users).where(eq(users.id, job.userId))]);
      if (!row || !reachable(member)) return;
      const { t, url, when, pageOf, profileLink, details, send } = writerFor(member);
      const link = pageOf(row);
      if (job.kind === 'promoted') {
        const [place] = await db
          .select({ status: eventRegistrations.status })
          .from(eventRegistrations)
          .where(and(eq(eventRegistrations.eventId, row.id), eq(eventRegistrations.userId, member.id)));
        // Given up again before the e-mail went: nothing to tell.
        if (place?.status !== 'registered' || row.status !== 'published') return;
        await send(t('promoted.subject', { title: row.title }), link, [
          t('promoted.body', { title: row.title }),
          '',
          ...details(row),
          '',
          t('promoted.link', { link }),
          '',
          t('promoted.cancel'),
        ]);
      } else if (job.kind === 'cancelled') {
        await send(t('cancelled.subject', { title: row.title }), link, [
          t('cancelled.body', { title: row.title, when: when(row) }),
          ...(row.cancelledReason ? ['', t('cancelled.reason', { reason: row.cancelledReason })] : []),
          '',
          t('cancelled.place', { place: job.place === 'waitlisted' ? 'waitlisted' : 'registered' }),
          t('cancelled.others', { link: url('/events') }),
        ]);
      } else if (job.kind === 'invited') {
        if (!member.notificationPreferences.emailNotifications) return;
        const [invitation] = await db
          .select()
          .from(eventInvitations)
          .where(and(eq(eventInvitations.eventId, row.id), eq(eventInvitations.userId, member.id)));
        if (!invitation || invitation.emailed || row.status !== 'published' || row.startsAt <= new Date()) return;
        await send(t('invited.subject', { title: row.title }), link, [
          t('invited.body', { title: row.title }),
          '',
          ...details(row),
          '',
          row.description ? `${row.description.slice(0, 600)}${row.description.length > 600 ? '…' : ''}` : '',
          '',
          t('invited.link', { link }),
          '',
          t('emailsOn', { link: profileLink }),
        ]);
        await db.update(eventInvitations).set({ emailed: true }).where(and(eq(eventInvitations.eventId, row.id), eq(eventInvitations.userId, member.id)));
      } else {
        await send(job.subject ?? row.title, link, [t('message.intro', { title: row.title, when: when(row) }), '', job.message ?? '', '', t('eventPage', { link })]);
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
      for (const { registration, member } of due) {
        if (reachable(member) && sendsEmail(member.notificationPreferences, 'eventReminders')) {
          const { t, pageOf, profileLink, details, send } = writerFor(member);
          const link = pageOf(row);
          await send(t(`reminder.subject.${job.which}`, { title: row.title }), link, [
            t(`reminder.body.${job.which}`, { title: row.title }),
            '',
            ...details(row),
            '',
            t('eventPage', { link }),
            '',
            t('reminder.why', { link: profileLink }),
          ]);
        }
        // The push (issue 26) is queued with the mark, so a retry queues it no second time.
        await db.transaction(async (tx) => {
          await queuePush(tx, member.id, 'eventReminders', (locale) => {
            const t = messagesIn(eventMailMessages, locale);
            return {
              title: t(`reminder.subject.${job.which}`, { title: row.title }),
              body: t(`reminder.body.${job.which}`, { title: row.title }),
              url: localizedPath(`/events/${row.slug}`, locale),
              tag: `event-${row.id}`,
            };
          });
          await tx
            .update(eventRegistrations)
            .set({ remindersSent: sql`${eventRegistrations.remindersSent} || ${JSON.stringify([job.which])}::jsonb` })
            .where(eq(eventRegistrations.id, registration.id));
        });
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
          const { t, url, profileLink, send } = writerFor(member);
          const link = url(`/videos/${video.slug}`);
          await send(t('recording.subject', { title: row.title }), link, [
            t('recording.body', { title: row.title }),
            '',
            t('recording.link', { title: video.title, link }),
            '',
            t('emailsOn', { link: profileLink }),
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
