import { desc, eq } from 'drizzle-orm';
import type { MembershipPaymentView, MyMembership } from '../../../shared/api/memberships';
import { isSupporter, membershipSplitCents, statusAt } from '../../../shared/memberships';
import type { Db } from '../../db';
import { membershipPayments } from '../../db/schema';
import type { MembershipRow } from './service';

type PaymentRow = typeof membershipPayments.$inferSelect;

/** The reference a receipt gives for a payment. */
export const receiptReference = (payment: Pick<PaymentRow, 'id'>) => payment.id.slice(0, 8).toUpperCase();

export function presentPayment(payment: PaymentRow): MembershipPaymentView {
  const split = payment.status === 'paid' ? membershipSplitCents(payment.amountCents - payment.refundedCents) : { charities: 0, platform: 0 };
  return {
    id: payment.id,
    amountCents: payment.amountCents,
    status: payment.status,
    paidAt: payment.paidAt?.toISOString() ?? null,
    createdAt: payment.createdAt.toISOString(),
    refundedCents: payment.refundedCents,
    reference: receiptReference(payment),
    charitiesCents: split.charities,
    platformCents: split.platform,
    failureMessage: payment.failureMessage,
  };
}

/** A membership as its member sees it, as of now. */
export async function presentMembership(db: Db, membership: MembershipRow, now = new Date()): Promise<MyMembership> {
  const payments = await db
    .select()
    .from(membershipPayments)
    .where(eq(membershipPayments.membershipId, membership.id))
    .orderBy(desc(membershipPayments.createdAt));
  const status = statusAt(membership, now);
  return {
    id: membership.id,
    level: membership.level,
    interval: membership.interval,
    amountCents: membership.amountCents,
    status,
    supporter: isSupporter(membership, now),
    currentPeriodEnd: membership.currentPeriodEnd?.toISOString() ?? null,
    startedAt: membership.startedAt?.toISOString() ?? null,
    cancelledAt: membership.cancelledAt?.toISOString() ?? null,
    endedAt: membership.endedAt?.toISOString() ?? (status === 'ended' && membership.currentPeriodEnd ? membership.currentPeriodEnd.toISOString() : null),
    failureMessage: membership.failureMessage,
    payments: payments.map(presentPayment),
  };
}
