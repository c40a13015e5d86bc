import { format } from 'date-fns';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { splitCentsOf } from '../../../shared/donations';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { donationPayments, donations } from '../../db/schema';
import type { JobHandlers } from '../../lib/jobs';
import type { Mailer } from '../../lib/mail';
import { readOrganisation } from '../../lib/organisation';
import { applyPaymentEvent } from '../../lib/payments/events';
import { handleDonationEvent, issueManageToken, RECEIPT_JOB, TEST_RENEWAL_JOB } from './service';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The e-mail a donor receives for each successful payment; the organisation's name, address and charity number follow in every e-mail's footer. */
export function receiptText(input: {
  amountCents: number;
  paidAt: Date;
  type: 'one-time' | 'monthly';
  reference: string;
  manageLink: string | null;
}) {
  const split = splitCentsOf(input.amountCents);
  return [
    'Thank you for your gift.',
    '',
    `Amount: ${dollars(input.amountCents)} (USD)`,
    `Date: ${format(input.paidAt, 'MMMM d, yyyy')}`,
    `Gift: ${input.type === 'monthly' ? 'monthly gift' : 'one-time gift'}`,
    `Receipt reference: ${input.reference}`,
    '',
    `Where it goes: ${dollars(split.charities)} (80%) to clubfoot charities that fund casting, bracing and travel to treatment for families, and ${dollars(split.platform)} (20%) to keep this community running.`,
    ...(input.type === 'monthly'
      ? ['', 'Your gift repeats every month. You can cancel it at any time:', input.manageLink ?? '']
      : []),
    '',
    'Please keep this e-mail for your records.',
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
      let manageLink: string | null = null;
      if (row.gift.type === 'monthly') {
        manageLink = row.gift.userId
          ? `${config.publicUrl}/profile`
          : `${config.publicUrl}/donate/manage?token=${await issueManageToken(db, row.gift.id)}`;
      }
      await mailer.send({
        to: row.gift.email,
        subject: `Your receipt: ${dollars(row.payment.amountCents)} to ${(await readOrganisation(db)).name}`,
        link: manageLink ?? undefined,
        text: receiptText({
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
