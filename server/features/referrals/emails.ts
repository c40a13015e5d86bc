import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { countryName } from '../../../shared/countries';
import { INTL_LOCALE, type Locale, localizedPath } from '../../../shared/i18n/locales';
import { REFERRAL_RESPONSE_HOURS, requestReference } from '../../../shared/referrals';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { referralRequests } from '../../db/schema';
import { memberLocaleOf, messagesIn } from '../../lib/i18n';
import type { JobHandlers } from '../../lib/jobs';
import type { Mailer } from '../../lib/mail';
import { readOrganisation } from '../../lib/organisation';
import { referralMailMessages } from './mail-messages';
import { matchedSpecialists, REFERRAL_MATCHED_JOB, REFERRAL_RECEIVED_JOB } from './service';

const received = z.object({ referralId: z.string().uuid() });
const matched = z.object({ referralId: z.string().uuid(), token: z.string() });

/** The team's name closes each e-mail; the organisation's details follow in the footer. */
const signature = async (db: Db, locale: Locale) => `\n${messagesIn(referralMailMessages, locale)('signature', { organisation: (await readOrganisation(db)).name })}`;

/** The family's e-mails. They never repeat the child's health details: an e-mail can be read by others. */
export function referralJobHandlers({ db, mailer, config }: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> }): JobHandlers {
  return {
    [REFERRAL_RECEIVED_JOB]: async (raw) => {
      const { referralId } = received.parse(raw);
      const [row] = await db.select().from(referralRequests).where(eq(referralRequests.id, referralId));
      if (!row) return;
      const locale = await memberLocaleOf(db, row.userId);
      const t = messagesIn(referralMailMessages, locale);
      await mailer.send({
        to: row.email,
        subject: t('received.subject'),
        text: [
          t('greeting', { name: row.firstName }),
          '',
          t('received.thanks', { hours: REFERRAL_RESPONSE_HOURS }),
          '',
          t('received.reference', { reference: requestReference('referral', row.id) }),
          t('received.quote'),
          '',
          t('received.urgent'),
          await signature(db, locale),
        ].join('\n'),
      });
    },
    [REFERRAL_MATCHED_JOB]: async (raw) => {
      const { referralId, token } = matched.parse(raw);
      const [row] = await db.select().from(referralRequests).where(eq(referralRequests.id, referralId));
      if (!row || row.status !== 'matched') return;
      const list = (await matchedSpecialists(db, [row.id])).get(row.id) ?? [];
      const locale = await memberLocaleOf(db, row.userId);
      const t = messagesIn(referralMailMessages, locale);
      const chooseLink = `${config.publicUrl}${localizedPath(`/find-doctor/choose?token=${token}`, locale)}`;
      // The specialist's name, title, clinic and languages are the directory's own words.
      const cards = list.map((s, index) =>
        [
          `${index + 1}. ${s.name}, ${s.title}`,
          `   ${s.clinic}, ${s.city}, ${locale === 'en' ? countryName(s.country) : countryName(s.country, INTL_LOCALE[locale])}`,
          `   ${t('matched.languages', { languages: s.languages.join(', ') })}${s.ponsetiTrained ? ` · ${t('matched.ponseti')}` : ''}`,
          ...(s.phone ? [`   ${t('matched.phone', { phone: s.phone })}`] : []),
          ...(s.email ? [`   ${t('matched.email', { email: s.email })}`] : []),
          ...(s.website ? [`   ${t('matched.website', { website: s.website })}`] : []),
        ].join('\n'),
      );
      await mailer.send({
        to: row.email,
        subject: t('matched.subject', { names: list.map((s) => s.name).join(', ') }),
        link: chooseLink,
        text: [
          t('greeting', { name: row.firstName }),
          '',
          t('matched.intro', { count: list.length }),
          '',
          ...cards.flatMap((card) => [card, '']),
          ...(row.note ? [t('matched.note'), row.note, ''] : []),
          t('matched.choose'),
          chooseLink,
          await signature(db, locale),
        ].join('\n'),
      });
    },
  };
}
