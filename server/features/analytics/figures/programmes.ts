import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FigurePair, FigureRange, ProgrammeFigures } from '../../../../shared/api/analytics-figures';
import type { Db } from '../../../db';
import { analyticsDaily } from '../../../db/schema';
import { todayUtc } from '../rollups/days';
import { pairOf, seriesOf, shareOf } from './read';

/**
 * A per-day snapshot's value on each period's last day (a count of what was running then, which
 * cannot be summed over days). A period that ends after today shows today's value: its end has not
 * come yet.
 */
async function snapshotOf(db: Db, metric: string, range: FigureRange): Promise<FigurePair> {
  const today = todayUtc();
  const last = range.to < today ? range.to : today;
  const previousLast = range.previousTo < today ? range.previousTo : today;
  const [row] = await db
    .select({
      value: sql<string>`coalesce(sum(${analyticsDaily.value}) filter (where ${analyticsDaily.day} = ${last}), 0)`,
      previous: sql<string>`coalesce(sum(${analyticsDaily.value}) filter (where ${analyticsDaily.day} = ${previousLast}), 0)`,
    })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.metric, metric), inArray(analyticsDaily.day, [last, previousLast])));
  return { value: Number(row?.value ?? 0), previous: Number(row?.previous ?? 0) };
}

/** The programmes section of /admin/analytics, read from the programmes rollups. */
export async function programmeFigures(db: Db, range: FigureRange): Promise<ProgrammeFigures> {
  const [
    buddyRequests,
    buddyMatches,
    buddyCompleted,
    doctorRequests,
    doctorDue,
    doctorAnsweredIn48h,
    oneTimeDonationsCents,
    monthlyDonationsCents,
    activeMonthlyDonors,
    shopOrders,
    shopRevenueCents,
    eventRegistrations,
    membershipCents,
    activeSupporters,
  ] = await Promise.all([
    seriesOf(db, 'programmes.buddyRequests', range, 'week'),
    seriesOf(db, 'programmes.buddyMatches', range, 'week'),
    seriesOf(db, 'programmes.buddyCompleted', range, 'week'),
    seriesOf(db, 'programmes.doctorRequests', range, 'week'),
    pairOf(db, 'programmes.doctorDue', range),
    pairOf(db, 'programmes.doctorAnsweredIn48h', range),
    seriesOf(db, 'programmes.oneTimeCents', range, 'month'),
    seriesOf(db, 'programmes.monthlyCents', range, 'month'),
    snapshotOf(db, 'programmes.activeMonthlyDonors', range),
    seriesOf(db, 'programmes.shopOrders', range, 'month'),
    seriesOf(db, 'programmes.shopRevenueCents', range, 'month'),
    seriesOf(db, 'programmes.eventRegistrations', range, 'week'),
    seriesOf(db, 'memberships.cents', range, 'month'),
    snapshotOf(db, 'memberships.activeSupporters', range),
  ]);
  return {
    range,
    buddyRequests,
    buddyMatches,
    buddyCompleted,
    doctorRequests,
    // Of the requests made in the period whose answer is due (answered, or 48 hours old), those answered within 48 hours.
    doctorAnsweredIn48hShare: shareOf(doctorAnsweredIn48h, doctorDue),
    oneTimeDonationsCents,
    monthlyDonationsCents,
    activeMonthlyDonors,
    shopOrders,
    shopRevenueCents,
    eventRegistrations,
    membershipCents,
    activeSupporters,
  };
}
