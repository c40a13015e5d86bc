import { toCsv, type CsvCell } from '../../../shared/csv';
import type { TransparencyFigures } from '../../../shared/api/transparency';
import type { RevenueSource } from '../../../shared/transparency';

const SOURCE_NAMES: Record<RevenueSource, string> = { oneTime: 'One-time gifts', monthly: 'Monthly gifts', memberships: 'Supporting memberships' };
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The figures as a spreadsheet: one row per month and source (dollars with cents), then every payout. */
export function figuresCsv(figures: TransparencyFigures) {
  const rows: CsvCell[][] = [['Month', 'Source', 'Paid (USD)', 'Refunded (USD)', 'Net (USD)', 'To clubfoot charities (USD)', 'To the platform (USD)']];
  for (const month of [...figures.months].reverse()) {
    for (const source of month.sources) {
      rows.push([month.period, SOURCE_NAMES[source.source], dollars(source.grossCents), dollars(source.refundedCents), dollars(source.netCents), dollars(source.charitiesCents), dollars(source.platformCents)]);
    }
  }
  const t = figures.totals;
  rows.push(['All time', 'Total', dollars(t.grossCents), dollars(t.refundedCents), dollars(t.netCents), dollars(t.charitiesCents), dollars(t.platformCents)]);
  rows.push([]);
  rows.push(['Payout date', 'Recipient', 'Amount (USD)', 'Reference']);
  for (const payout of [...figures.payouts].reverse()) rows.push([payout.paidOn, payout.recipient, dollars(payout.amountCents), payout.reference ?? '']);
  rows.push(['Passed on in total', '', dollars(figures.paidOutCents), '']);
  rows.push(['Still to pass on', '', dollars(figures.balanceCents), '']);
  return toCsv(rows);
}
