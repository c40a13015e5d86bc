import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requestReference } from '../../../shared/referrals';
import type { Db } from '../../db';
import { contactMessages } from '../../db/schema';
import type { JobHandlers } from '../../lib/jobs';
import type { Mailer } from '../../lib/mail';
import { readOrganisation } from '../../lib/organisation';
import { CONTACT_RECEIVED_JOB } from './routes';

const payload = z.object({ messageId: z.string().uuid() });

/** The sender's confirmation: what they wrote, and when to expect an answer. */
export function contactJobHandlers({ db, mailer }: { db: Db; mailer: Mailer }): JobHandlers {
  return {
    [CONTACT_RECEIVED_JOB]: async (raw) => {
      const { messageId } = payload.parse(raw);
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
      if (!row) return;
      await mailer.send({
        to: row.email,
        subject: `We received your message: ${row.subject}`,
        text: [
          `Hello ${row.name},`,
          '',
          'Thank you for writing to us. Our team reads every message and aims to reply within 48 hours (Monday to Friday).',
          '',
          `Your reference: ${requestReference('contact', row.id)}`,
          '',
          'Your message:',
          row.message
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n'),
          '',
          `The ${(await readOrganisation(db)).name} team`,
        ].join('\n'),
      });
    },
  };
}
