import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MY_STORIES_PATH } from '../../../shared/api/stories';
import { storyPath } from '../../../shared/stories';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { stories, users } from '../../db/schema';
import type { JobHandlers } from '../../lib/jobs';
import type { Mailer } from '../../lib/mail';
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
      const published = job.decision === 'approved';
      const link = `${config.publicUrl}${published ? storyPath(story.slug) : MY_STORIES_PATH}`;
      const lines: Record<typeof job.decision, string[]> = {
        approved: [`Your story “${story.title}” is now published on Clubfoot Community. Thank you for sharing it: stories like yours give other families hope.`, '', `Read it here: ${link}`],
        declined: [
          `Thank you for sending your story “${story.title}”. The moderators could not publish it as it is, and left this note:`,
          '',
          story.declineReason ?? '',
          '',
          `You can edit it and send it again from your stories: ${link}`,
        ],
        unpublished: [
          `The moderators have taken your story “${story.title}” off the site, and left this note:`,
          '',
          story.declineReason ?? '',
          '',
          `You can edit it and send it again from your stories: ${link}`,
        ],
      };
      const subjects: Record<typeof job.decision, string> = {
        approved: 'Your story is published',
        declined: 'About the story you sent',
        unpublished: 'Your story was unpublished',
      };
      await mailer.send({
        to: recipient.email,
        subject: subjects[job.decision],
        link,
        text: [
          `Hello ${recipient.firstName ?? 'there'},`,
          '',
          ...lines[job.decision],
          '',
          'You receive these e-mails because e-mail notifications are on. You can turn them off in your profile, under Notifications:',
          `${config.publicUrl}/profile`,
          '',
          'Clubfoot Community',
        ].join('\n'),
      });
    },
  };
}
