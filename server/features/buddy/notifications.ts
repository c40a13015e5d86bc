import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { enqueueJob, type JobHandlers } from '../../lib/jobs';
import { addNotice } from '../../lib/notices';
import type { Mailer } from '../../lib/mail';
import { BUDDY_EMAIL_JOB } from './match-service';
import type { ShoeFacts } from './matching';
import { candidateRows } from './suggestions';
import { displayName } from '../../../shared/display-name';

const payload = z.object({ recipientId: z.string().uuid(), title: z.string(), body: z.string(), link: z.string() });

/** Each step of a match, and new possible buddies, by e-mail too when the member's e-mail notifications are on. */
export function buddyJobHandlers({ db, mailer, config }: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> }): JobHandlers {
  return {
    [BUDDY_EMAIL_JOB]: async (raw) => {
      const job = payload.parse(raw);
      const [recipient] = await db.select().from(users).where(eq(users.id, job.recipientId));
      if (!recipient || recipient.deletedAt || recipient.suspendedAt || !recipient.notificationPreferences.emailNotifications) return;
      const link = `${config.publicUrl}${job.link}`;
      await mailer.send({
        to: recipient.email,
        subject: `Clubfoot Buddy: ${job.title}`,
        link,
        text: [
          `Hello ${recipient.firstName ?? 'there'},`,
          '',
          job.body,
          '',
          `See it here: ${link}`,
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

/** How many waiting members are told about a newcomer whose sizes fit theirs. */
const TELL_WAITING = 5;

/**
 * A new or resized profile that fits members who are waiting (no open match yet): both sides hear
 * about it, in the site and by e-mail.
 */
export async function announceNewCandidate(db: Db, member: { id: string; firstName: string | null }, facts: ShoeFacts) {
  const rows = await candidateRows(db, facts, { limit: 20 });
  if (rows.length === 0) return;
  const waiting = rows.slice(0, TELL_WAITING);
  await db.transaction(async (tx) => {
    for (const row of waiting) {
      const text = {
        title: 'A possible shoe buddy joined',
        body: `${displayName({ firstName: member.firstName })}'s shoe sizes are the opposite of yours. Have a look at your suggestions.`,
      };
      await addNotice(tx, row.profile.userId, { kind: 'buddy.new-candidate', ...text, link: '/clubfoot-buddy' });
      await enqueueJob(tx, BUDDY_EMAIL_JOB, { recipientId: row.profile.userId, ...text, link: '/clubfoot-buddy' });
    }
    const count = rows.length;
    const text = {
      title: count === 1 ? 'We found a possible shoe buddy' : `We found ${count >= 20 ? '20 or more' : count} possible shoe buddies`,
      body: 'Members with the opposite shoe sizes are waiting. Have a look and send a request.',
    };
    await addNotice(tx, member.id, { kind: 'buddy.new-candidate', ...text, link: '/clubfoot-buddy' });
  });
}
