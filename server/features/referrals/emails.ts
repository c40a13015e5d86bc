import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { countryName } from '../../../shared/countries';
import { REFERRAL_RESPONSE_HOURS, requestReference } from '../../../shared/referrals';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { referralRequests } from '../../db/schema';
import type { JobHandlers } from '../../lib/jobs';
import type { Mailer } from '../../lib/mail';
import { readOrganisation } from '../../lib/organisation';
import { matchedSpecialists, REFERRAL_MATCHED_JOB, REFERRAL_RECEIVED_JOB } from './service';

const received = z.object({ referralId: z.string().uuid() });
const matched = z.object({ referralId: z.string().uuid(), token: z.string() });

/** The team's name closes each e-mail; the organisation's details follow in the footer. */
const signature = async (db: Db) => `\nThe ${(await readOrganisation(db)).name} team`;

/** The family's e-mails. They never repeat the child's health details: an e-mail can be read by others. */
export function referralJobHandlers({ db, mailer, config }: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> }): JobHandlers {
  return {
    [REFERRAL_RECEIVED_JOB]: async (raw) => {
      const { referralId } = received.parse(raw);
      const [row] = await db.select().from(referralRequests).where(eq(referralRequests.id, referralId));
      if (!row) return;
      await mailer.send({
        to: row.email,
        subject: 'We received your request for a clubfoot specialist',
        text: [
          `Hello ${row.firstName},`,
          '',
          `Thank you for your request. Our team will review it and, within ${REFERRAL_RESPONSE_HOURS} hours, send you up to three clubfoot specialists to choose from, by e-mail.`,
          '',
          `Your reference: ${requestReference('referral', row.id)}`,
          'Please quote it if you write to us about this request.',
          '',
          'If anything is urgent in the meantime (for example toes that look pale, blue or swollen in a cast), please contact your current clinic or your local emergency services straight away.',
          await signature(db),
        ].join('\n'),
      });
    },
    [REFERRAL_MATCHED_JOB]: async (raw) => {
      const { referralId, token } = matched.parse(raw);
      const [row] = await db.select().from(referralRequests).where(eq(referralRequests.id, referralId));
      if (!row || row.status !== 'matched') return;
      const list = (await matchedSpecialists(db, [row.id])).get(row.id) ?? [];
      const chooseLink = `${config.publicUrl}/find-doctor/choose?token=${token}`;
      const cards = list.map((s, index) =>
        [
          `${index + 1}. ${s.name}, ${s.title}`,
          `   ${s.clinic}, ${s.city}, ${countryName(s.country)}`,
          `   Languages: ${s.languages.join(', ')}${s.ponsetiTrained ? ' · Ponseti-trained' : ''}`,
          ...(s.phone ? [`   Phone: ${s.phone}`] : []),
          ...(s.email ? [`   E-mail: ${s.email}`] : []),
          ...(s.website ? [`   Website: ${s.website}`] : []),
        ].join('\n'),
      );
      await mailer.send({
        to: row.email,
        subject: `Your clubfoot specialists: ${list.map((s) => s.name).join(', ')}`,
        link: chooseLink,
        text: [
          `Hello ${row.firstName},`,
          '',
          `Here ${list.length === 1 ? 'is the specialist' : `are ${list.length} specialists`} our team suggests for you:`,
          '',
          ...cards.flatMap((card) => [card, '']),
          ...(row.note ? ['A note from our team:', row.note, ''] : []),
          'Contact the one that suits you best to make an appointment. When you have chosen, please tell us here, so we know you are in good hands:',
          chooseLink,
          await signature(db),
        ].join('\n'),
      });
    },
  };
}
