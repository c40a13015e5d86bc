import { addMonths, addYears } from 'date-fns';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { membershipPayments, memberships } from '../../db/schema';
import { enqueueJob } from '../../lib/jobs';
import { type PaymentEventHandler, refundedRefs } from '../../lib/payments/events';
import { keepBadge, MAIL_JOB, type MembershipRow, TEST_RENEWAL_JOB } from './service';

/** The end of the period a payment at `from` pays for. */
export const periodEndAfter = (membership: Pick<MembershipRow, 'interval'>, from: Date) => (membership.interval === 'year' ? addYears(from, 1) : addMonths(from, 1));

async function bySubscription(tx: Tx, subscriptionId: string) {
  const [row] = await tx.select().from(memberships).where(eq(memberships.providerSubscriptionId, subscriptionId));
  return row ?? null;
}

/**
 * A provider event about a supporting membership, applied once by applyPaymentEvent in its
 * transaction: only here does a membership become active, renew, fail or end. Null when the
 * subscription is not a membership's (a monthly gift's, say).
 */
export const handleMembershipEvent: PaymentEventHandler = async (tx, provider, event) => {
  switch (event.type) {
    case 'invoice.paid': {
      const membership = await bySubscription(tx, event.subscriptionId);
      if (!membership) return null;
      // A renewal extends the paid period from its end; a first (or late) payment from when it was paid.
      const from = membership.currentPeriodEnd && membership.currentPeriodEnd > event.at ? membership.currentPeriodEnd : event.at;
      const periodEnd = periodEndAfter(membership, from);
      const [payment] = await tx
        .insert(membershipPayments)
        .values({ membershipId: membership.id, amountCents: event.amountCents, status: 'paid', providerRef: event.invoiceId, paidAt: event.at, periodEnd })
        .onConflictDoNothing()
        .returning({ id: membershipPayments.id });
      if (!payment) return 'duplicate';
      const first = membership.status === 'pending' || membership.status === 'failed';
      const [updated] = await tx
        .update(memberships)
        .set({ status: first ? 'active' : membership.status, currentPeriodEnd: periodEnd, startedAt: membership.startedAt ?? event.at, failureMessage: null })
        .where(and(eq(memberships.id, membership.id), inArray(memberships.status, ['pending', 'failed', 'active', 'cancelling'])))
        .returning();
      if (updated) await keepBadge(tx, updated);
      await enqueueJob(tx, MAIL_JOB, { membershipId: membership.id, kind: first ? 'joined' : 'renewed', paymentId: payment.id });
      // Test mode has no billing clock of its own: it charges again when the period ends, as Stripe would.
      if (provider === 'test' && updated?.status === 'active') await enqueueJob(tx, TEST_RENEWAL_JOB, { membershipId: membership.id }, periodEnd);
      return 'paid';
    }
    case 'invoice.failed': {
      const membership = await bySubscription(tx, event.subscriptionId);
      if (!membership) return null;
      const [payment] = await tx
        .insert(membershipPayments)
        .values({ membershipId: membership.id, amountCents: membership.amountCents, status: 'failed', providerRef: `failed:${event.id}`, failureMessage: event.message })
        .onConflictDoNothing()
        .returning({ id: membershipPayments.id });
      if (!payment) return 'duplicate';
      // A refused first payment: the page says so at once. A refused renewal: the provider retries, the member is told.
      if (membership.status === 'pending') {
        await tx.update(memberships).set({ status: 'failed', failureMessage: event.message }).where(eq(memberships.id, membership.id));
      } else if (membership.status === 'active') {
        await tx.update(memberships).set({ failureMessage: event.message }).where(eq(memberships.id, membership.id));
        await enqueueJob(tx, MAIL_JOB, { membershipId: membership.id, kind: 'failed', paymentId: payment.id });
      }
      return 'failed';
    }
    case 'subscription.cancelled': {
      const membership = await bySubscription(tx, event.subscriptionId);
      if (!membership) return null;
      // The member cancelled (cancelling): the paid period runs on. Otherwise the provider gave up: it ends now.
      if (membership.status === 'active' || membership.status === 'pending') {
        const [ended] = await tx
          .update(memberships)
          .set({ status: 'ended', endedAt: new Date() })
          .where(and(eq(memberships.id, membership.id), inArray(memberships.status, ['active', 'pending'])))
          .returning();
        if (ended) {
          await keepBadge(tx, ended);
          if (membership.status === 'active') await enqueueJob(tx, MAIL_JOB, { membershipId: membership.id, kind: 'ended' });
        }
      }
      return 'cancelled';
    }
    case 'payment.refunded': {
      // Money given back at the provider: taken off the figures. The membership's status stays as the provider leaves it.
      const [refunded] = await tx
        .update(membershipPayments)
        .set({ refundedCents: sql`least(${event.refundedCents}::int, ${membershipPayments.amountCents})`, refundedAt: event.at })
        .where(and(inArray(membershipPayments.providerRef, await refundedRefs(tx, event.paymentIntentId)), eq(membershipPayments.status, 'paid'), lt(membershipPayments.refundedCents, event.refundedCents)))
        .returning({ id: membershipPayments.id });
      return refunded ? 'refunded' : null;
    }
    default:
      return null;
  }
};
