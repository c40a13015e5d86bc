import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { conversationMembers, memberBlocks, users } from '../../db/schema';
import { enqueueJob, type JobHandlers } from '../../lib/jobs';
import type { Mailer } from '../../lib/mail';
import { UNREAD_EMAIL_JOB } from './service';
import { displayName } from '../../../shared/display-name';
import { sendsEmail } from '../../../shared/notification-channels';
import { localizedPath } from '../../../shared/i18n/locales';
import { memberLocale, messagesIn } from '../../lib/i18n';
import { messagesMailMessages } from './mail-messages';

const payload = z.object({ conversationId: z.string().uuid(), recipientId: z.string().uuid() });
const HOUR = 3600_000;

/**
 * "You have a message" when one is still unread 15 minutes after it arrived: at most one e-mail per
 * conversation per hour (a later one waits for the hour to pass), never after the messages were read,
 * and only when the recipient's e-mail notifications are on and messages come by e-mail (issue 26:
 * they may come by push instead, or both, queued as the message arrives). The e-mail does not quote the message:
 * a private message stays on the site.
 */
export function messageJobHandlers({ db, mailer, config }: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> }): JobHandlers {
  return {
    [UNREAD_EMAIL_JOB]: async (raw) => {
      const job = payload.parse(raw);
      const mine = and(eq(conversationMembers.conversationId, job.conversationId), eq(conversationMembers.userId, job.recipientId));
      const send = await db.transaction(async (tx) => {
        const [side] = await tx.select().from(conversationMembers).where(mine).for('update');
        if (!side?.emailDueAt) return null;
        if (side.unreadCount === 0) {
          await tx.update(conversationMembers).set({ emailDueAt: null }).where(mine);
          return null;
        }
        const now = Date.now();
        if (side.emailDueAt.getTime() > now + 1000) return null; // A newer job owns this wait.
        if (side.lastEmailedAt && now - side.lastEmailedAt.getTime() < HOUR) {
          const later = new Date(side.lastEmailedAt.getTime() + HOUR);
          await tx.update(conversationMembers).set({ emailDueAt: later }).where(mine);
          await enqueueJob(tx, UNREAD_EMAIL_JOB, job, later);
          return null;
        }
        await tx.update(conversationMembers).set({ emailDueAt: null, lastEmailedAt: new Date(now) }).where(mine);
        return side;
      });
      if (!send) return;
      const [recipient] = await db.select().from(users).where(eq(users.id, job.recipientId));
      if (!recipient || recipient.deletedAt || recipient.suspendedAt || !sendsEmail(recipient.notificationPreferences, 'messages')) return;
      const [sender] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(
          and(
            eq(users.id, send.otherUserId),
            sql`not exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${job.recipientId} and ${memberBlocks.blockedId} = ${send.otherUserId})`,
          ),
        );
      if (!sender) return;
      const locale = memberLocale(recipient);
      const t = messagesIn(messagesMailMessages, locale);
      const who = displayName(sender, t('unnamedMember'));
      const link = `${config.publicUrl}${localizedPath(`/messages/${job.conversationId}`, locale)}`;
      const count = send.unreadCount;
      await mailer.send({
        to: recipient.email,
        subject: t('unread.subject', { who, count }),
        link,
        text: [
          recipient.firstName === null ? t('greetingNoName') : t('greeting', { name: recipient.firstName }),
          '',
          t('unread.text', { who, count }),
          '',
          t('readHere', { link }),
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
