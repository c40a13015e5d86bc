import type { Locale } from '../../../shared/i18n/locales';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { addMonths } from 'date-fns';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { CreateDonationBody } from '../../../shared/api/donations';
import type { Db } from '../../db';
import { donationPayments, donations } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { enqueueJob } from '../../lib/jobs';
import { markGiftCancelled, stopMonthlyGift } from '../../lib/monthly-gifts';
import type { UserRow } from '../../lib/sessions';
import { authorizeCancelGift, authorizeOwnGift } from './policy';
import { type PaymentEventHandler, refundedRefs } from '../../lib/payments/events';
import { type PaymentProvider, ProviderError } from '../../lib/payments/provider';
import { readOrganisation } from '../../lib/organisation';

export const RECEIPT_JOB = 'donations.receipt';
export const TEST_RENEWAL_JOB = 'donations.test-renewal';

export type DonationRow = typeof donations.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Starts a gift: records it as pending, then asks the provider for an intent (one-time) or a
 * subscription (monthly). The same idempotency key always leads to the same gift and intent: the
 * body's key, else `requestKey` (the request's Idempotency-Key, decision 0016), else a new one.
 */
export async function startDonation(
  db: Db,
  provider: PaymentProvider,
  body: CreateDonationBody,
  donor: UserRow | null,
  requestKey: string | null = null,
  language: Locale = 'en',
) {
  const amountCents = Math.round(body.amount * 100);
  const idempotencyKey = body.idempotencyKey ?? (requestKey ? `request:${requestKey}` : randomUUID());
  const email = donor?.email ?? body.email ?? null;
  await db
    .insert(donations)
    .values({ type: body.type, amountCents, userId: donor?.id ?? null, email, language, provider: provider.mode, idempotencyKey })
    .onConflictDoNothing();
  const [gift] = await db.select().from(donations).where(eq(donations.idempotencyKey, idempotencyKey));
  if (!gift) throw new Error('donation vanished');
  if (gift.type !== body.type || gift.amountCents !== amountCents || gift.userId !== (donor?.id ?? null)) {
    throw new AppError('CONFLICT', 'This request was already used for a different gift. Please press Donate again.');
  }
  if (gift.status !== 'pending') throw new AppError('CONFLICT', 'This gift has already been completed. Please press Donate again for a new one.');

  const organisation = (await readOrganisation(db)).name;
  const input = {
    amountCents,
    email,
    description: gift.type === 'one-time' ? `One-time gift to ${organisation}` : `Monthly gift to ${organisation}`,
    metadata: { donationId: gift.id },
    idempotencyKey: `donation:${idempotencyKey}`,
  };
  try {
    if (gift.type === 'one-time') {
      const created = await provider.createPayment(db, input);
      await db.update(donations).set({ providerPaymentIntentId: created.paymentIntentId }).where(eq(donations.id, gift.id));
      return { donationId: gift.id, clientSecret: created.clientSecret, mode: provider.mode };
    }
    const created = await provider.createSubscription(db, input);
    await db
      .update(donations)
      .set({ providerSubscriptionId: created.subscriptionId, providerCustomerId: created.customerId })
      .where(eq(donations.id, gift.id));
    return { donationId: gift.id, clientSecret: created.clientSecret, mode: provider.mode };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await db.update(donations).set({ status: 'failed', failureMessage: error.message }).where(eq(donations.id, gift.id));
    throw new AppError(
      error.refusedInput ? 'BAD_REQUEST' : 'UNAVAILABLE',
      error.refusedInput ? `The payment provider refused the gift: ${error.message}` : 'The payment provider could not be reached. Please try again.',
    );
  }
}

/**
 * A provider event about a gift (applied once by applyPaymentEvent, in its transaction): only here is
 * a gift marked paid, active, failed or cancelled. Null when the payment is not a gift's.
 */
export const handleDonationEvent: PaymentEventHandler = async (tx, provider, event) => {
    switch (event.type) {
      case 'payment.succeeded': {
        const gift = await giftBy(tx, eq(donations.providerPaymentIntentId, event.paymentIntentId));
        if (!gift || gift.type !== 'one-time') return null;
        const paymentId = await recordPayment(tx, gift, event.paymentIntentId, event.amountCents, event.at);
        if (!paymentId) return 'duplicate' as const;
        await tx
          .update(donations)
          .set({ status: 'paid', paidAt: event.at, failureMessage: null })
          .where(and(eq(donations.id, gift.id), inArray(donations.status, ['pending', 'failed'])));
        return 'paid' as const;
      }
      case 'payment.failed':
        return recordFailure(tx, await giftBy(tx, eq(donations.providerPaymentIntentId, event.paymentIntentId)), event.id, event.message);
      case 'invoice.paid': {
        const gift = await giftBy(tx, eq(donations.providerSubscriptionId, event.subscriptionId));
        if (!gift) return null;
        const paymentId = await recordPayment(tx, gift, event.invoiceId, event.amountCents, event.at);
        if (!paymentId) return 'duplicate' as const;
        await tx
          .update(donations)
          .set({ status: 'active', paidAt: sql`coalesce(${donations.paidAt}, ${event.at.toISOString()}::timestamptz)`, failureMessage: null })
          .where(and(eq(donations.id, gift.id), inArray(donations.status, ['pending', 'failed'])));
        // Test mode has no billing clock of its own: it charges again a month later, as Stripe would.
        if (provider === 'test' && gift.status !== 'cancelled') {
          await enqueueJob(tx, TEST_RENEWAL_JOB, { donationId: gift.id }, addMonths(event.at, 1));
        }
        return 'paid' as const;
      }
      case 'invoice.failed':
        return recordFailure(tx, await giftBy(tx, eq(donations.providerSubscriptionId, event.subscriptionId)), event.id, event.message);
      case 'subscription.cancelled': {
        const gift = await giftBy(tx, eq(donations.providerSubscriptionId, event.subscriptionId));
        if (!gift) return null;
        await markGiftCancelled(tx, gift.id);
        return 'cancelled' as const;
      }
      case 'payment.refunded': {
        const [refunded] = await tx
          .update(donationPayments)
          .set({ refundedCents: sql`least(${event.refundedCents}::int, ${donationPayments.amountCents})`, refundedAt: event.at })
          .where(and(inArray(donationPayments.providerRef, await refundedRefs(tx, event.paymentIntentId)), eq(donationPayments.status, 'paid'), lt(donationPayments.refundedCents, event.refundedCents)))
          .returning({ id: donationPayments.id });
        return refunded ? ('refunded' as const) : null;
      }
      case 'invoice.payment-linked':
      case 'ignored':
        return null;
    }
};

async function giftBy(db: Db, where: ReturnType<typeof eq>) {
  const [gift] = await db.select().from(donations).where(where);
  return gift ?? null;
}

/** A paid payment, once per provider reference, with its receipt queued in the same transaction. */
async function recordPayment(db: Db, gift: DonationRow, providerRef: string, amountCents: number, at: Date) {
  const [payment] = await db
    .insert(donationPayments)
    .values({ donationId: gift.id, amountCents, status: 'paid', providerRef, paidAt: at })
    .onConflictDoNothing()
    .returning({ id: donationPayments.id });
  if (!payment) return null;
  await enqueueJob(db, RECEIPT_JOB, { paymentId: payment.id });
  return payment.id;
}

/** A refused payment is kept too; a gift whose first payment is refused becomes failed (a later one stays active, the provider retries). */
async function recordFailure(db: Db, gift: DonationRow | null, eventId: string, message: string | null) {
  if (!gift) return null;
  await db
    .insert(donationPayments)
    .values({ donationId: gift.id, amountCents: gift.amountCents, status: 'failed', providerRef: `failed:${eventId}`, failureMessage: message });
  await db
    .update(donations)
    .set({ status: 'failed', failureMessage: message })
    .where(and(eq(donations.id, gift.id), eq(donations.status, 'pending')));
  return 'failed' as const;
}

/** Ends a monthly gift: at the provider first (so no further charge), then here. */
export async function cancelGift(db: Db, provider: Parameters<typeof stopMonthlyGift>[1], gift: DonationRow) {
  if (!authorizeCancelGift(gift)) return;
  await stopMonthlyGift(db, provider, gift, 'The payment provider could not be reached. Please try again.');
}

export async function findMemberGift(db: Db, member: UserRow, donationId: string) {
  const [gift] = await db.select().from(donations).where(eq(donations.id, donationId));
  return authorizeOwnGift(member, gift);
}

export async function findGiftByToken(db: Db, token: string) {
  const [gift] = await db.select().from(donations).where(eq(donations.manageTokenHash, hashToken(token)));
  if (!gift) throw notFound('This link is not valid any more. Please use the link in your most recent receipt.');
  return gift;
}

/** A new link for a visitor's monthly gift; earlier links stop working (only the hash is kept). */
export async function issueManageToken(db: Db, donationId: string) {
  const token = randomBytes(24).toString('base64url');
  await db.update(donations).set({ manageTokenHash: hashToken(token) }).where(eq(donations.id, donationId));
  return token;
}
