import { desc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { charityPayouts } from '../../db/schema';
import type { MoneyFigures, PeriodFigures, SourceFigures, TransparencyFigures } from '../../../shared/api/transparency';
import { CHARITY_PERCENT, revenueSources, type RevenueSource } from '../../../shared/transparency';
import { presentPublicPayout } from './present';
import { revenueSourceReaders, type SourceMonth } from './sources';

const zero = (): MoneyFigures => ({ grossCents: 0, refundedCents: 0, netCents: 0, charitiesCents: 0, platformCents: 0 });

function add(into: MoneyFigures, month: SourceMonth) {
  const net = month.grossCents - month.refundedCents;
  into.grossCents += month.grossCents;
  into.refundedCents += month.refundedCents;
  into.netCents += net;
  into.charitiesCents += month.charitiesCents;
  into.platformCents += net - month.charitiesCents;
}

/** Each source's months, read once. */
async function readSources(db: Db) {
  const read = await Promise.all(revenueSourceReaders.map(async (reader) => ({ source: reader.source, months: await reader.months(db) })));
  return read.filter((entry) => entry.months.some((month) => month.grossCents !== 0));
}

/** Periods (months, or years: the month's first four characters) newest first, each with its sources in a fixed order. */
function periodsOf(read: { source: RevenueSource; months: SourceMonth[] }[], key: (month: string) => string): PeriodFigures[] {
  const periods = new Map<string, Map<RevenueSource, MoneyFigures>>();
  for (const { source, months } of read) {
    for (const month of months) {
      const period = key(month.month);
      const bySource = periods.get(period) ?? new Map<RevenueSource, MoneyFigures>();
      periods.set(period, bySource);
      const figures = bySource.get(source) ?? zero();
      bySource.set(source, figures);
      add(figures, month);
    }
  }
  return [...periods.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([period, bySource]) => {
      const sources: SourceFigures[] = revenueSources.flatMap((source) => {
        const figures = bySource.get(source);
        return figures ? [{ source, ...figures }] : [];
      });
      const total = zero();
      for (const figures of sources) for (const field of Object.keys(total) as (keyof MoneyFigures)[]) total[field] += figures[field];
      return { period, sources, total };
    });
}

/** What the splits say charities are owed, what has been passed on, and the difference. */
export async function payoutBalance(db: Db) {
  const read = await readSources(db);
  const owedCents = read.reduce((sum, { months }) => sum + months.reduce((s, month) => s + month.charitiesCents, 0), 0);
  const [paid] = await db
    .select({ cents: sql<number>`coalesce(sum(${charityPayouts.amountCents}), 0)::bigint`.mapWith(Number) })
    .from(charityPayouts)
    .where(isNull(charityPayouts.voidedAt));
  const paidOutCents = paid?.cents ?? 0;
  return { owedCents, paidOutCents, balanceCents: owedCents - paidOutCents };
}

/** The public page's figures: every source with income, by year and month, the payouts and the balance. */
export async function transparencyFigures(db: Db): Promise<TransparencyFigures> {
  const read = await readSources(db);
  const years = periodsOf(read, (month) => month.slice(0, 4));
  const months = periodsOf(read, (month) => month);
  const bySource = revenueSources.flatMap((source) => {
    const entry = read.find((r) => r.source === source);
    if (!entry) return [];
    const figures = zero();
    for (const month of entry.months) add(figures, month);
    return [{ source, ...figures }];
  });
  const totals = zero();
  for (const figures of bySource) for (const field of Object.keys(totals) as (keyof MoneyFigures)[]) totals[field] += figures[field];
  const payouts = await db
    .select()
    .from(charityPayouts)
    .where(isNull(charityPayouts.voidedAt))
    .orderBy(desc(charityPayouts.paidOn), desc(charityPayouts.createdAt));
  const paidOutCents = payouts.reduce((sum, payout) => sum + payout.amountCents, 0);
  return {
    currency: 'usd',
    sources: read.map(({ source }) => ({ source, charityPercent: CHARITY_PERCENT[source] })),
    totals,
    bySource,
    years,
    months,
    payouts: payouts.map(presentPublicPayout),
    paidOutCents,
    balanceCents: totals.charitiesCents - paidOutCents,
  };
}
