import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { enqueueJob, type JobHandlers } from '../../lib/jobs';
import { addNotice } from '../../lib/notices';
import { queuePush } from '../../lib/push';
import type { Mailer } from '../../lib/mail';
import { BUDDY_EMAIL_JOB } from './match-service';
import type { ShoeFacts } from './matching';
import { candidateRows } from './suggestions';
import { displayName } from '../../../shared/display-name';
import { sendsEmail } from '../../../shared/notification-channels';
import { localizedPath } from '../../../shared/i18n/locales';
import { memberLocale, messagesIn } from '../../lib/i18n';
import { buddyMailMessages } from './mail-messages';

const payload = z.object({ recipientId: z.string().uuid(), title: z.string(), body: z.string(), link: z.string() });

/** Each step of a match, and new possible buddies, by e-mail too when the member's e-mail notifications are on and buddy news comes by e-mail. */
export function buddyJobHandlers({ db, mailer, config }: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> }): JobHandlers {
  return {
    [BUDDY_EMAIL_JOB]: async (raw) => {
      const job = payload.parse(raw);
      const [recipient] = await db.select().from(users).where(eq(users.id, job.recipientId));
      if (!recipient || recipient.deletedAt || recipient.suspendedAt || !sendsEmail(recipient.notificationPreferences, 'buddy')) return;
      const locale = memberLocale(recipient);
      const t = messagesIn(buddyMailMessages, locale);
      const link = `${config.publicUrl}${localizedPath(job.link, locale)}`;
      await mailer.send({
        to: recipient.email,
        subject: t('email.subject', { title: job.title }),
        link,
        text: [
          recipient.firstName === null ? t('greetingNoName') : t('greeting', { name: recipient.firstName }),
          '',
          job.body,
          '',
          t('email.seeIt', { link }),
          '',
          t('footer'),
          `${config.publicUrl}${localizedPath('/profile', locale)}`,
          '',
          t('signature'),
        ].join('\n'),
      });
    },
  };
}

/** How many waiting members are told about a newcomer whose sizes fit theirs. */
const TELL_WAITING = 5;

/**
 * A new or resized profile that fits members who are waiting (no open match yet): both sides hear
 * about it, in the site, the waiting ones by e-mail or push too as they chose, each in their own language.
 */
export async function announceNewCandidate(db: Db, member: { id: string; firstName: string | null; language?: string | null }, facts: ShoeFacts) {
  const rows = await candidateRows(db, facts, { limit: 20 });
  if (rows.length === 0) return;
  const waiting = rows.slice(0, TELL_WAITING);
  const ids = waiting.map((row) => row.profile.userId);
  const languages = new Map((await db.select({ id: users.id, language: users.language }).from(users).where(inArray(users.id, ids))).map((row) => [row.id, row.language]));
  await db.transaction(async (tx) => {
    for (const row of waiting) {
      const t = messagesIn(buddyMailMessages, memberLocale({ language: languages.get(row.profile.userId) }));
      const text = {
        title: t('newCandidate.title'),
        body: t('newCandidate.body', { name: displayName({ firstName: member.firstName }, t('unnamedMember')) }),
      };
      await addNotice(tx, row.profile.userId, { kind: 'buddy.new-candidate', ...text, link: '/clubfoot-buddy' });
      await enqueueJob(tx, BUDDY_EMAIL_JOB, { recipientId: row.profile.userId, ...text, link: '/clubfoot-buddy' });
      await queuePush(tx, row.profile.userId, 'buddy', (locale) => ({ ...text, url: localizedPath('/clubfoot-buddy', locale), tag: 'buddy-suggestions' }));
    }
    const count = rows.length;
    const t = messagesIn(buddyMailMessages, memberLocale(member));
    const text = {
      title: count >= 20 ? t('found.titleMany', { count: 20 }) : t('found.title', { count }),
      body: t('found.body'),
    };
    await addNotice(tx, member.id, { kind: 'buddy.new-candidate', ...text, link: '/clubfoot-buddy' });
  });
}
