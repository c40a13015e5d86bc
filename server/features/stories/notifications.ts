import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MY_STORIES_PATH } from '../../../shared/api/stories';
import { localizedPath } from '../../../shared/i18n/locales';
import { storyPath } from '../../../shared/stories';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { stories, users } from '../../db/schema';
import type { JobHandlers } from '../../lib/jobs';
import { memberLocale, messagesIn } from '../../lib/i18n';
import type { Mailer } from '../../lib/mail';
import { storyMailMessages } from './mail-messages';
import { STORY_EMAIL_JOB } from './moderation';

const payload = z.object({ recipientId: z.string().uuid(), storyId: z.number().int(), decision: z.enum(['approved', 'declined', 'unpublished']) });

/**
 * The author's e-mail about a decision on their story, when their e-mail notifications are on (as
 * every notice's e-mail). Written when sent, from the story as it is then.
 */
export function storyJobHandlers({ db, mailer, config }: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> }): JobHandlers {
  return {
    [STORY_EMAIL_JOB]: async (raw) => {
      const job = payload.parse(raw);
      const [recipient] = await db.select().from(users).where(eq(users.id, job.recipientId));
      if (!recipient || recipient.deletedAt || recipient.suspendedAt || !recipient.notificationPreferences.emailNotifications) return;
      const [story] = await db.select().from(stories).where(eq(stories.id, job.storyId));
      if (!story || story.authorId !== recipient.id) return;
      const locale = memberLocale(recipient);
      const t = messagesIn(storyMailMessages, locale);
      const published = job.decision === 'approved';
      const link = `${config.publicUrl}${localizedPath(published ? storyPath(story.slug) : MY_STORIES_PATH, locale)}`;
      const title = story.title;
      const lines: Record<typeof job.decision, string[]> = {
        approved: [t('email.approved.text', { title }), '', t('email.approved.link', { link })],
        declined: [t('email.declined.text', { title }), '', story.declineReason ?? '', '', t('email.editLink', { link })],
        unpublished: [t('email.unpublished.text', { title }), '', story.declineReason ?? '', '', t('email.editLink', { link })],
      };
      await mailer.send({
        to: recipient.email,
        subject: t(`email.${job.decision}.subject`),
        link,
        text: [
          recipient.firstName === null ? t('greetingNoName') : t('greeting', { name: recipient.firstName }),
          '',
          ...lines[job.decision],
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
