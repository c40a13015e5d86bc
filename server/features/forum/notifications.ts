import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db';
import { forumTopics, users } from '../../db/schema';
import type { JobHandlers } from '../../lib/jobs';
import { queuePush } from '../../lib/push';
import type { Mailer } from '../../lib/mail';
import { displayName } from '../../../shared/display-name';
import { localizedPath } from '../../../shared/i18n/locales';
import { sendsEmail } from '../../../shared/notification-channels';
import { memberLocale, messagesIn } from '../../lib/i18n';
import { forumMailMessages } from './mail-messages';

export const REPLY_EMAIL_JOB = 'forum.reply-email';

const payload = z.object({
  kind: z.enum(['reply', 'comment']),
  recipientId: z.string().uuid(),
  actorId: z.string().uuid(),
  topicId: z.number(),
  postId: z.number(),
  commentId: z.number().optional(),
});

/**
 * The e-mail about a reply to my topic or a comment on my reply, sent from the job queue (so a slow
 * mail server never slows posting), and only when my notification preferences allow it (e-mail on,
 * forum replies by e-mail).
 */
export function forumJobHandlers({ db, mailer, config }: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> }): JobHandlers {
  return {
    [REPLY_EMAIL_JOB]: async (raw) => {
      const job = payload.parse(raw);
      const [recipient] = await db.select().from(users).where(eq(users.id, job.recipientId));
      if (!recipient || recipient.deletedAt || recipient.suspendedAt) return;
      if (!sendsEmail(recipient.notificationPreferences, 'forumReplies')) return;
      const [actor] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, job.actorId));
      const [topic] = await db.select({ title: forumTopics.title, slug: forumTopics.slug }).from(forumTopics).where(eq(forumTopics.id, job.topicId));
      if (!topic) return;
      const locale = memberLocale(recipient);
      const t = messagesIn(forumMailMessages, locale);
      const who = displayName(actor, t('unnamedMember'));
      const link = `${config.publicUrl}${localizedPath(`/community/forum/${topic.slug}`, locale)}`;
      const what = job.kind === 'reply' ? t('reply.text', { who, title: topic.title }) : t('comment.text', { who, title: topic.title });
      await mailer.send({
        to: recipient.email,
        subject: job.kind === 'reply' ? t('reply.subject', { title: topic.title }) : t('comment.subject', { title: topic.title }),
        link,
        text: [
          recipient.firstName === null ? t('greetingNoName') : t('greeting', { name: recipient.firstName }),
          '',
          what,
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

/**
 * The push about a reply to my topic or a comment on my reply (issue 26), queued in the reply's
 * transaction when I chose push for forum replies; the same words as the e-mail's, in my language.
 */
export function queueReplyPush(
  tx: Tx,
  reply: { kind: 'reply' | 'comment'; recipientId: string; actor: { firstName: string | null; lastName: string | null }; topic: { id: number; title: string; slug: string } },
) {
  const { topic } = reply;
  return queuePush(tx, reply.recipientId, 'forumReplies', (locale) => {
    const t = messagesIn(forumMailMessages, locale);
    const who = displayName(reply.actor, t('unnamedMember'));
    const words =
      reply.kind === 'reply'
        ? { title: t('reply.subject', { title: topic.title }), body: t('reply.text', { who, title: topic.title }) }
        : { title: t('comment.subject', { title: topic.title }), body: t('comment.text', { who, title: topic.title }) };
    return { ...words, url: localizedPath(`/community/forum/${topic.slug}`, locale), tag: `forum-${topic.id}` };
  });
}
