import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requestReference } from '../../../shared/referrals';
import type { Db } from '../../db';
import { contactMessages } from '../../db/schema';
import { memberLocaleOf, messagesIn } from '../../lib/i18n';
import type { JobHandlers } from '../../lib/jobs';
import type { Mailer } from '../../lib/mail';
import { readOrganisation } from '../../lib/organisation';
import { contactMailMessages } from './mail-messages';
import { CONTACT_RECEIVED_JOB } from './routes';

const payload = z.object({ messageId: z.string().uuid() });

/** The sender's confirmation: what they wrote, and when to expect an answer. */
export function contactJobHandlers({ db, mailer }: { db: Db; mailer: Mailer }): JobHandlers {
  return {
    [CONTACT_RECEIVED_JOB]: async (raw) => {
      const { messageId } = payload.parse(raw);
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
      if (!row) return;
      // A member writing while signed in: their language; anyone else: English.
      const t = messagesIn(contactMailMessages, await memberLocaleOf(db, row.userId));
      await mailer.send({
        to: row.email,
        subject: t('received.subject', { subject: row.subject }),
        text: [
          t('greeting', { name: row.name }),
          '',
          t('received.thanks'),
          '',
          t('received.reference', { reference: requestReference('contact', row.id) }),
          '',
          t('received.yourMessage'),
          row.message
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n'),
          '',
          t('signature', { organisation: (await readOrganisation(db)).name }),
        ].join('\n'),
      });
    },
  };
}
