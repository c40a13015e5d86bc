import { addMonths } from 'date-fns';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DonorGift } from '../../../shared/api/donations';
import type { Db } from '../../db';
import { donationPayments } from '../../db/schema';
import type { DonationRow } from './service';

export type PaymentTotals = { paymentCount: number; totalPaidCents: number; lastPaidAt: Date | null };

/** Paid payments per gift, in one query for any number of gifts. */
export async function paymentTotals(db: Db, donationIds: string[]) {
  const totals = new Map<string, PaymentTotals>();
  if (donationIds.length === 0) return totals;
  const rows = await db
    .select({
      donationId: donationPayments.donationId,
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${donationPayments.amountCents} - ${donationPayments.refundedCents}), 0)::int`,
      lastPaidAt: sql<Date | null>`max(${donationPayments.paidAt})`.mapWith((value) => (value ? new Date(value) : null)),
    })
    .from(donationPayments)
    .where(and(inArray(donationPayments.donationId, donationIds), eq(donationPayments.status, 'paid')))
    .groupBy(donationPayments.donationId);
  for (const row of rows) totals.set(row.donationId, { paymentCount: row.count, totalPaidCents: row.total, lastPaidAt: row.lastPaidAt });
  return totals;
}

const none: PaymentTotals = { paymentCount: 0, totalPaidCents: 0, lastPaidAt: null };

export function presentGift(gift: DonationRow, totals: PaymentTotals = none): DonorGift {
  return {
    id: gift.id,
    type: gift.type,
    amountCents: gift.amountCents,
    status: gift.status,
    createdAt: gift.createdAt.toISOString(),
    paidAt: gift.paidAt?.toISOString() ?? null,
    cancelledAt: gift.cancelledAt?.toISOString() ?? null,
    paymentCount: totals.paymentCount,
    totalPaidCents: totals.totalPaidCents,
    nextPaymentAt: gift.type === 'monthly' && gift.status === 'active' && totals.lastPaidAt ? addMonths(totals.lastPaidAt, 1).toISOString() : null,
  };
}

export async function presentGifts(db: Db, gifts: DonationRow[]) {
  const totals = await paymentTotals(
    db,
    gifts.map((gift) => gift.id),
  );
  return gifts.map((gift) => presentGift(gift, totals.get(gift.id)));
}
