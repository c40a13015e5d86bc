import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
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

type PaymentTable = typeof donationPayments | typeof membershipPayments;
type MonthRow = { month: string; cents: number; charities: number };

const monthOf = (column: PaymentTable['paidAt'] | PaymentTable['refundedAt']) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;
/** Integer division of positive cents: the share rounded down, the rule the pages and statements use. */
const share = (cents: unknown, percent: number) => sql`((${cents}) * ${percent}::int) / 100`;

/** What was paid in each month, with the charities' share summed payment by payment. */
const paidFields = (table: PaymentTable, percent: number) => ({
  month: monthOf(table.paidAt),
  cents: sql<number>`coalesce(sum(${table.amountCents}), 0)::bigint`.mapWith(Number),
  charities: sql<number>`coalesce(sum(${share(table.amountCents, percent)}), 0)::bigint`.mapWith(Number),
});

/**
 * What was refunded in each month, and the charities' share each refund removed: the share of the
 * whole payment less the share of what is left of it, so that over all time a payment counts exactly
 * the share of its net amount.
 */
const refundFields = (table: PaymentTable, percent: number) => ({
  month: monthOf(table.refundedAt),
  cents: sql<number>`coalesce(sum(${table.refundedCents}), 0)::bigint`.mapWith(Number),
  charities: sql<number>`coalesce(sum(${share(table.amountCents, percent)} - ${share(sql`${table.amountCents} - ${table.refundedCents}`, percent)}), 0)::bigint`.mapWith(Number),
});

const refundedOf = (table: PaymentTable) => and(gt(table.refundedCents, 0), isNotNull(table.refundedAt));

/** Paid months and refund months together: a refund is taken off the month it was made in. */
function mergeMonths(paid: MonthRow[], refunded: MonthRow[]): SourceMonth[] {
  const months = new Map<string, SourceMonth>();
  const monthFor = (month: string) => months.get(month) ?? months.set(month, { month, grossCents: 0, refundedCents: 0, charitiesCents: 0 }).get(month)!;
  for (const row of paid) {
    const entry = monthFor(row.month);
    entry.grossCents += row.cents;
    entry.charitiesCents += row.charities;
  }
  for (const row of refunded) {
    const entry = monthFor(row.month);
    entry.refundedCents += row.cents;
    entry.charitiesCents -= row.charities;
  }
  return [...months.values()];
}

/** Gifts' payments that went through, less what was refunded at the provider (in the month it was). */
const giftPayments =
  (source: RevenueSource, type: 'one-time' | 'monthly') =>
  async (db: Db): Promise<SourceMonth[]> => {
    const percent = CHARITY_PERCENT[source];
    const gifts = and(eq(donationPayments.status, 'paid'), isNotNull(donationPayments.paidAt), eq(donations.type, type));
    const [paid, refunded] = await Promise.all([
      db.select(paidFields(donationPayments, percent)).from(donationPayments).innerJoin(donations, eq(donations.id, donationPayments.donationId)).where(gifts).groupBy(monthOf(donationPayments.paidAt)),
      db
        .select(refundFields(donationPayments, percent))
        .from(donationPayments)
        .innerJoin(donations, eq(donations.id, donationPayments.donationId))
        .where(and(gifts, refundedOf(donationPayments)))
        .groupBy(monthOf(donationPayments.refundedAt)),
    ]);
    return mergeMonths(paid, refunded);
  };

/**
 * Supporting memberships' payments that went through (decision 0038: half to the charities), less
 * refunds. Payments stay when the membership's member deletes their account: they are income.
 */
async function membershipMonths(db: Db): Promise<SourceMonth[]> {
  const percent = CHARITY_PERCENT.memberships;
  const paidOnes = and(eq(membershipPayments.status, 'paid'), isNotNull(membershipPayments.paidAt));
  const [paid, refunded] = await Promise.all([
    db.select(paidFields(membershipPayments, percent)).from(membershipPayments).where(paidOnes).groupBy(monthOf(membershipPayments.paidAt)),
    db.select(refundFields(membershipPayments, percent)).from(membershipPayments).where(and(paidOnes, refundedOf(membershipPayments))).groupBy(monthOf(membershipPayments.refundedAt)),
  ]);
  return mergeMonths(paid, refunded);
}

export const revenueSourceReaders: RevenueSourceReader[] = [
  { source: 'oneTime', months: giftPayments('oneTime', 'one-time') },
  { source: 'monthly', months: giftPayments('monthly', 'monthly') },
  { source: 'memberships', months: membershipMonths },
];
