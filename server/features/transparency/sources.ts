import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { donationPayments, donations, membershipPayments } from '../../db/schema';
import { CHARITY_PERCENT, type RevenueSource } from '../../../shared/transparency';

/** One source's paid income in one UTC month, with the charities' share summed payment by payment. */
export type SourceMonth = { month: string; grossCents: number; refundedCents: number; charitiesCents: number };

/**
 * The kinds of income the transparency figures are made of. Each reads its own paid records and
 * splits every payment by its stated percentage (shared/transparency.ts: the charities' share rounded
 * down to the cent, per payment, net of refunds).
 */
export type RevenueSourceReader = { source: RevenueSource; months: (db: Db) => Promise<SourceMonth[]> };

const monthOf = (column: typeof donationPayments.paidAt | typeof membershipPayments.paidAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/**
 * Gifts' payments that went through. Donation payments have no refund record (a refund is made at
 * the provider and not written back here), so nothing is taken off them yet.
 */
const giftPayments =
  (source: RevenueSource, type: 'one-time' | 'monthly') =>
  async (db: Db): Promise<SourceMonth[]> => {
    const month = monthOf(donationPayments.paidAt);
    const percent = CHARITY_PERCENT[source];
    const rows = await db
      .select({
        month,
        gross: sql<number>`coalesce(sum(${donationPayments.amountCents}), 0)::bigint`.mapWith(Number),
        // Integer division of positive cents: the share rounded down, the rule charitySplitOf() uses.
        charities: sql<number>`coalesce(sum((${donationPayments.amountCents} * ${percent}::int) / 100), 0)::bigint`.mapWith(Number),
      })
      .from(donationPayments)
      .innerJoin(donations, eq(donations.id, donationPayments.donationId))
      .where(and(eq(donationPayments.status, 'paid'), isNotNull(donationPayments.paidAt), eq(donations.type, type)))
      .groupBy(month);
    return rows.map((row) => ({ month: row.month, grossCents: row.gross, refundedCents: 0, charitiesCents: row.charities }));
  };

/**
 * Supporting memberships' payments that went through (decision 0038: half to the charities). Like
 * gifts, a membership payment has no refund record (a refund is made at the provider), so nothing is
 * taken off. Payments stay when the membership's member deletes their account: they are income.
 */
async function membershipMonths(db: Db): Promise<SourceMonth[]> {
  const month = monthOf(membershipPayments.paidAt);
  const percent = CHARITY_PERCENT.memberships;
  const rows = await db
    .select({
      month,
      gross: sql<number>`coalesce(sum(${membershipPayments.amountCents}), 0)::bigint`.mapWith(Number),
      // Per payment, rounded down: the rule membershipSplitCents() uses on statements.
      charities: sql<number>`coalesce(sum((${membershipPayments.amountCents} * ${percent}::int) / 100), 0)::bigint`.mapWith(Number),
    })
    .from(membershipPayments)
    .where(and(eq(membershipPayments.status, 'paid'), isNotNull(membershipPayments.paidAt)))
    .groupBy(month);
  return rows.map((row) => ({ month: row.month, grossCents: row.gross, refundedCents: 0, charitiesCents: row.charities }));
}

export const revenueSourceReaders: RevenueSourceReader[] = [
  { source: 'oneTime', months: giftPayments('oneTime', 'one-time') },
  { source: 'monthly', months: giftPayments('monthly', 'monthly') },
  { source: 'memberships', months: membershipMonths },
];
