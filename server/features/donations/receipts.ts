import { format } from 'date-fns';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { splitCentsOf } from '../../../shared/donations';
import { INTL_LOCALE, type Locale, localizedPath } from '../../../shared/i18n/locales';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { donationPayments, donations } from '../../db/schema';
import { memberLocale, memberLocaleOf, messagesIn } from '../../lib/i18n';
import type { JobHandlers } from '../../lib/jobs';
import type { Mailer } from '../../lib/mail';
import { readOrganisation } from '../../lib/organisation';
import { applyPaymentEvent } from '../../lib/payments/events';
import { donationMailMessages } from './mail-messages';
import { handleDonationEvent, issueManageToken, RECEIPT_JOB, TEST_RENEWAL_JOB } from './service';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** An amount in the donor's language: '$12.50' in English as always, '12,50 US$' in Spanish, '12,50 $US' in French. */
const amountIn = (locale: Locale) => (cents: number) =>
  locale === 'en' ? dollars(cents) : new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD' }).format(cents / 100);

/** 'November 2, 2026' in English as always, '2 de noviembre de 2026', '2 novembre 2026'. */
const dateIn = (locale: Locale, date: Date) =>
  locale === 'en' ? format(date, 'MMMM d, yyyy') : new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric' }).format(date);

/** The e-mail a donor receives for each successful payment; the organisation's name, address and charity number follow in every e-mail's footer. */
export function receiptText(input: {
  amountCents: number;
  paidAt: Date;
  type: 'one-time' | 'monthly';
  reference: string;
  manageLink: string | null;
  /** The donor's language (a member's gift); English when not given. */
  locale?: Locale;
}) {
  const locale = input.locale ?? 'en';
  const t = messagesIn(donationMailMessages, locale);
  const amount = amountIn(locale);
  const split = splitCentsOf(input.amountCents);
  return [
    t('receipt.thanks'),
    '',
    t('receipt.amount', { amount: amount(input.amountCents) }),
    t('receipt.date', { date: dateIn(locale, input.paidAt) }),
    input.type === 'monthly' ? t('receipt.giftMonthly') : t('receipt.giftOneTime'),
    t('receipt.reference', { reference: input.reference }),
    '',
    t('receipt.split', { charities: amount(split.charities), platform: amount(split.platform) }),
    ...(input.type === 'monthly' ? ['', t('receipt.monthly'), input.manageLink ?? ''] : []),
    '',
    t('receipt.keep'),
  ].join('\n');
}

const receiptPayload = z.object({ paymentId: z.string().uuid() });
const renewalPayload = z.object({ donationId: z.string().uuid() });

export function donationJobHandlers({ db, mailer, config }: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> }): JobHandlers {
  return {
    [RECEIPT_JOB]: async (raw) => {
      const { paymentId } = receiptPayload.parse(raw);
      const [row] = await db
        .select({ payment: donationPayments, gift: donations })
        .from(donationPayments)
        .innerJoin(donations, eq(donations.id, donationPayments.donationId))
        .where(eq(donationPayments.id, paymentId));
      if (!row || row.payment.receiptSentAt || !row.gift.email) return;
      // A member's gift: their language; a visitor's: the language of the page they gave on.
      const locale = row.gift.userId ? await memberLocaleOf(db, row.gift.userId) : memberLocale({ language: row.gift.language });
      const t = messagesIn(donationMailMessages, locale);
      let manageLink: string | null = null;
      if (row.gift.type === 'monthly') {
        manageLink = row.gift.userId
          ? `${config.publicUrl}${localizedPath('/profile', locale)}`
          : `${config.publicUrl}${localizedPath(`/donate/manage?token=${await issueManageToken(db, row.gift.id)}`, locale)}`;
      }
      await mailer.send({
        to: row.gift.email,
        subject: t('receipt.subject', { amount: amountIn(locale)(row.payment.amountCents), organisation: (await readOrganisation(db)).name }),
        link: manageLink ?? undefined,
        text: receiptText({
          locale,
          amountCents: row.payment.amountCents,
          paidAt: row.payment.paidAt ?? row.payment.createdAt,
          type: row.gift.type,
          reference: row.payment.id.slice(0, 8).toUpperCase(),
          manageLink,
        }),
      });
      await db.update(donationPayments).set({ receiptSentAt: new Date() }).where(eq(donationPayments.id, paymentId));
    },
    // Test mode's monthly charge: the same event Stripe's invoice.paid webhook brings.
    [TEST_RENEWAL_JOB]: async (raw) => {
      const { donationId } = renewalPayload.parse(raw);
      const [gift] = await db.select().from(donations).where(eq(donations.id, donationId));
      if (!gift || gift.provider !== 'test' || gift.status !== 'active' || !gift.providerSubscriptionId) return;
      const [paid] = await db
        .select({ n: count() })
        .from(donationPayments)
        .where(and(eq(donationPayments.donationId, donationId), eq(donationPayments.status, 'paid')));
      const invoiceId = `testin_${gift.providerSubscriptionId}_${(paid?.n ?? 0) + 1}`;
      const event = { id: `testevt_${invoiceId}_paid`, type: 'invoice.paid', invoiceId, subscriptionId: gift.providerSubscriptionId, amountCents: gift.amountCents, at: new Date() } as const;
      await applyPaymentEvent(db, 'test', event, [handleDonationEvent]);
    },
  };
}
