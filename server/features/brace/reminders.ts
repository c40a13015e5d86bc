import { and, eq, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { BraceReminders, BraceRemindersBody } from '../../../shared/api/brace';
import { addDays, dayAt, MILESTONE_NOTE_TIME, nextTimeOfDay, phaseOn } from '../../../shared/brace';
import { type Locale, localizedPath } from '../../../shared/i18n/locales';
import { sendsEmail } from '../../../shared/notification-channels';
import { paths } from '../../../shared/routes';
import type { Db } from '../../db';
import { braceChildren, braceDays, braceReminders, braceWear, users } from '../../db/schema';
import { memberLocale, messagesIn } from '../../lib/i18n';
import { enqueueJob, enqueueUnlessWaiting, type JobHandlers } from '../../lib/jobs';
import { addNotice } from '../../lib/notices';
import { queuePush } from '../../lib/push';
import type { UserRow } from '../../lib/sessions';
import { braceMailMessages } from './mail-messages';
import { childFor } from './service';

/*
 * Brace Tracker reminders (issue 24): each member who shares a child sets their own. Boots on and the
 * skin check come at a time of day in the child's zone (not when the boots are already on, or the
 * day's check is done); the day before a phase change or a clinic visit, a note at 09:00. In the site
 * always, by e-mail too when the member asked for it and their e-mail notifications are on (and brace
 * reminders come by e-mail), by push when they chose push for brace reminders (issue 26).
 *
 * One sweep job runs every few minutes on whichever instance claims it: it takes due rows with
 * `for update skip locked`, moves each to its next time and writes the notice in the same
 * transaction, so no reminder is sent twice and none is lost to a crash.
 */

export const BRACE_REMINDER_JOB = 'brace.reminders';
export const BRACE_REMINDER_EMAIL_JOB = 'brace.reminder-email';
const emailPayload = z.object({ userId: z.string().uuid(), childId: z.string().uuid(), title: z.string(), body: z.string() });
const EVERY_MS = 5 * 60_000;
/** A reminder missed by more than this (the site was down) is skipped, not sent late. */
const STALE_MS = 2 * 3_600_000;

type ReminderRow = typeof braceReminders.$inferSelect;

const present = (row: Pick<ReminderRow, 'bootsOnTime' | 'skinCheckTime' | 'milestones' | 'email'> | undefined, viewer: UserRow): BraceReminders => ({
  bootsOnTime: row?.bootsOnTime ?? null,
  skinCheckTime: row?.skinCheckTime ?? null,
  milestones: row?.milestones ?? false,
  email: row?.email ?? false,
  emailAllowed: sendsEmail(viewer.notificationPreferences, 'braceReminders'),
});

export async function getReminders(db: Db, viewer: UserRow, id: string) {
  await childFor(db, viewer, id);
  const [row] = await db
    .select()
    .from(braceReminders)
    .where(and(eq(braceReminders.childId, id), eq(braceReminders.userId, viewer.id)));
  return present(row, viewer);
}

export async function saveReminders(db: Db, viewer: UserRow, id: string, body: BraceRemindersBody, now = Date.now()) {
  const { child } = await childFor(db, viewer, id);
  const next = (time: string | null) => (time ? new Date(nextTimeOfDay(time, child.timeZone, now)) : null);
  const values = {
    bootsOnTime: body.bootsOnTime,
    skinCheckTime: body.skinCheckTime,
    milestones: body.milestones,
    email: body.email,
    nextBootsOn: next(body.bootsOnTime),
    nextSkinCheck: next(body.skinCheckTime),
    nextMilestones: next(body.milestones ? MILESTONE_NOTE_TIME : null),
    updatedAt: new Date(now),
  };
  if (!body.bootsOnTime && !body.skinCheckTime && !body.milestones) {
    await db.delete(braceReminders).where(and(eq(braceReminders.childId, id), eq(braceReminders.userId, viewer.id)));
  } else {
    await db
      .insert(braceReminders)
      .values({ childId: id, userId: viewer.id, ...values })
      .onConflictDoUpdate({ target: [braceReminders.childId, braceReminders.userId], set: values });
  }
  return present(body, viewer);
}

/** Queues the next sweep unless one waits already (each sweep queues the one after it first). */
export const scheduleReminderSweep = (db: Db, runAt: Date, exceptJobId?: number) => enqueueUnlessWaiting(db, BRACE_REMINDER_JOB, runAt, exceptJobId);

type Kind = 'bootsOn' | 'skinCheck' | 'milestones';
const COLUMNS = {
  bootsOn: { field: 'nextBootsOn', next: braceReminders.nextBootsOn, time: (row: ReminderRow) => row.bootsOnTime },
  skinCheck: { field: 'nextSkinCheck', next: braceReminders.nextSkinCheck, time: (row: ReminderRow) => row.skinCheckTime },
  milestones: { field: 'nextMilestones', next: braceReminders.nextMilestones, time: (row: ReminderRow) => (row.milestones ? MILESTONE_NOTE_TIME : null) },
} as const;

/**
 * What a due reminder says, in the member's language, or null when there is nothing to say (the boots
 * are on, the check is done, nothing changes tomorrow).
 */
async function messageOf(tx: Db, kind: Kind, child: typeof braceChildren.$inferSelect, now: number, locale: Locale) {
  const t = messagesIn(braceMailMessages, locale);
  const name = child.name;
  const today = dayAt(now, child.timeZone);
  if (kind === 'bootsOn') {
    const [running] = await tx
      .select({ id: braceWear.id })
      .from(braceWear)
      .where(and(eq(braceWear.childId, child.id), isNull(braceWear.endedAt)))
      .limit(1);
    if (running || phaseOn(child, today).phase === 'finished' || phaseOn(child, today).phase === 'not-started') return null;
    return { title: t('bootsOn.title', { name }), body: t('bootsOn.body') };
  }
  if (kind === 'skinCheck') {
    const [checked] = await tx
      .select({ skin: braceDays.skin })
      .from(braceDays)
      .where(and(eq(braceDays.childId, child.id), eq(braceDays.day, today)));
    if (checked?.skin || phaseOn(child, today).phase === 'not-started' || phaseOn(child, today).phase === 'finished') return null;
    return { title: t('skinCheck.title', { name }), body: t('skinCheck.body') };
  }
  const tomorrow = addDays(today, 1);
  const lines = [];
  const { phase } = phaseOn(child, tomorrow);
  if (phase !== phaseOn(child, today).phase) {
    lines.push(phase === 'finished' ? t('tomorrow.finished', { name }) : t('tomorrow.schedule', { name, schedule: t(`schedule.${phase}`) }));
  }
  if (child.nextVisitDate === tomorrow) lines.push(t('tomorrow.visit', { name }));
  if (!lines.length) return null;
  return { title: t('tomorrow.title', { name }), body: lines.join(' ') };
}

/** Sends the reminders that are due, each once: answers how many were sent. */
export async function sendDueReminders(db: Db, now = Date.now()) {
  let sent = 0;
  for (const kind of Object.keys(COLUMNS) as Kind[]) {
    const { next: column, field } = COLUMNS[kind];
    for (;;) {
      const handled = await db.transaction(async (tx) => {
        const [due] = await tx
          .select({ reminder: braceReminders, child: braceChildren, member: users })
          .from(braceReminders)
          .innerJoin(braceChildren, eq(braceChildren.id, braceReminders.childId))
          .innerJoin(users, eq(users.id, braceReminders.userId))
          .where(lte(column, new Date(now)))
          .orderBy(column)
          .limit(1)
          .for('update', { of: braceReminders, skipLocked: true });
        if (!due) return false;
        const { reminder, child, member } = due;
        const time = COLUMNS[kind].time(reminder);
        await tx
          .update(braceReminders)
          .set({ [field]: time ? new Date(nextTimeOfDay(time, child.timeZone, now)) : null })
          .where(and(eq(braceReminders.childId, reminder.childId), eq(braceReminders.userId, reminder.userId)));
        const dueAt = reminder[field] as Date;
        if (member.deletedAt || member.suspendedAt || now - dueAt.getTime() > STALE_MS) return true;
        // Written in the member's language as it is sent: the notice keeps these words, the e-mail too.
        const message = await messageOf(tx, kind, child, now, memberLocale(member));
        if (!message) return true;
        const link = `${paths.braceTracker}?child=${child.id}`;
        await addNotice(tx, member.id, { kind: 'brace.reminder', ...message, link });
        // The e-mail goes from the queue, written with the notice: sent once the reminder is settled.
        if (reminder.email && sendsEmail(member.notificationPreferences, 'braceReminders')) await enqueueJob(tx, BRACE_REMINDER_EMAIL_JOB, { userId: member.id, childId: child.id, ...message });
        // The push too (issue 26), when the member chose push for brace reminders.
        await queuePush(tx, member.id, 'braceReminders', (locale) => ({ ...message, url: localizedPath(link, locale), tag: `brace-${child.id}-${kind}` }));
        sent += 1;
        return true;
      });
      if (!handled) break;
    }
  }
  return sent;
}

export const braceJobHandlers = (app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>): JobHandlers => ({
  [BRACE_REMINDER_JOB]: async (_payload, job) => {
    // The next sweep is queued first, so one that fails for good still leaves the next.
    await scheduleReminderSweep(app.db, new Date(Date.now() + EVERY_MS), job.id);
    await sendDueReminders(app.db);
  },
  [BRACE_REMINDER_EMAIL_JOB]: async (raw) => {
    const job = emailPayload.parse(raw);
    const [member] = await app.db.select().from(users).where(eq(users.id, job.userId));
    if (!member || member.deletedAt || member.suspendedAt || !sendsEmail(member.notificationPreferences, 'braceReminders')) return;
    const locale = memberLocale(member);
    const t = messagesIn(braceMailMessages, locale);
    const link = `${app.config.publicUrl}${localizedPath(`${paths.braceTracker}?child=${job.childId}`, locale)}`;
    const greeting = member.firstName === null ? t('greetingNoName') : t('greeting', { name: member.firstName });
    await app.mailer.send({
      to: member.email,
      subject: job.title,
      link,
      text: [greeting, '', job.body, '', t('email.open', { link }), '', t('email.why')].join('\n'),
    });
  },
});
