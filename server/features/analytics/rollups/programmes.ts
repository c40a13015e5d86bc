import { sql } from 'drizzle-orm';
import { REFERRAL_RESPONSE_HOURS } from '../../../../shared/referrals';
import type { Db, Tx } from '../../../db';
import { analyticsDaily, buddyMatches, donationPayments, donations, eventRegistrations, orders, referralRequests } from '../../../db/schema';
import { inDays, type RollupGroup, runningCount, utcDay } from './engine';

const METRICS = [
  'programmes.buddyRequests',
  'programmes.buddyMatches',
  'programmes.buddyCompleted',
  'programmes.doctorRequests',
  'programmes.doctorDue',
  'programmes.doctorAnsweredIn48h',
  'programmes.oneTimeCents',
  'programmes.monthlyCents',
  'programmes.activeMonthlyDonors',
  'programmes.shopOrders',
  'programmes.shopRevenueCents',
  'programmes.eventRegistrations',
] as const;

/**
 * The site's own programmes, per UTC day: Clubfoot Buddy, doctor requests, donations, the shop and
 * events. Answers, refunds and cancellations come weeks later, so 35 days settle.
 *
 * What each figure counts:
 * - Buddy requests on the day a match was asked for; matches on the day it was accepted (its
 *   `responded_at`, which only accepting and declining set: a match cancelled after it was accepted
 *   still counts, a declined one never does); completed matches on the day they were closed.
 * - Doctor requests on the day they were made. A request is answered when the team sent its
 *   specialists (`matched_at`) or closed it without them (`closed_at`, say a duplicate): from then
 *   on it no longer waits, as the referral queue counts it (referrals/present.ts, `waiting`). Each
 *   day's requests are due once answered or once their 48 hours have passed, and answered in time
 *   when the answer came within 48 hours of the request.
 * - Donations on the day each payment was received, split by the gift's kind; money given back at
 *   the provider (its refund event) is taken off on the day it was refunded, as the shop does.
 * - Active monthly donors: the monthly gifts running at the end of each day, started (first payment
 *   received) on or before it and not cancelled by its end. A snapshot per day, not a sum.
 * - Shop orders and revenue on the day each was paid, and each refund (a cancelled order is refunded
 *   too) taken off on the day it was refunded. So a month's figure never changes once a refund comes
 *   later, however late: it is money in and money out as they happened, and a month can even be
 *   negative when refunds outweigh sales.
 * - Event registrations: places and waiting-list places taken that day and not cancelled since.
 *   A member who cancels and registers again reuses their row, so a place counts from when it was
 *   last taken (joining the waiting list, or registering), not from when the row was first made.
 */
export const programmeRollup: RollupGroup = {
  name: 'programmes',
  metrics: METRICS,
  settleDays: 35,
  firstDay: async (db) => firstDay(db),
  count: async (tx, from, to, context) => countProgrammes(tx, from, to, context.now),
};

/** The earliest day anything here happened, in one query (later times of a row never come before these). */
async function firstDay(db: Db | Tx) {
  const result = await db.execute(sql`
    select to_char(least(
      (select min(created_at) from ${buddyMatches}),
      (select min(created_at) from ${referralRequests}),
      (select min(paid_at) from ${donationPayments}),
      (select min(paid_at) from ${donations}),
      (select min(paid_at) from ${orders}),
      (select min(created_at) from ${eventRegistrations})
    ) at time zone 'UTC', 'YYYY-MM-DD') as day`);
  return ((result as unknown as { rows: { day: string | null }[] }).rows[0]?.day ?? null) as string | null;
}

/** Every metric for the days `from` to `to` in one statement: each source gives (day, metric, value) rows, summed per day. */
async function countProgrammes(tx: Tx, from: string, to: string, now: Date) {
  const dayEnd = sql`((${to}::date + 1)::timestamp at time zone 'UTC')`;
  const promise = sql`make_interval(hours => ${REFERRAL_RESPONSE_HOURS}::int)`;
  const placeTaken = sql`coalesce(e.waitlisted_at, e.registered_at, e.created_at)`;
  await tx.execute(sql`
    with doctor as (
      select ${utcDay(sql`r.created_at`)} as day, r.created_at, coalesce(r.matched_at, r.closed_at) as answered_at
      from ${referralRequests} r
      where ${inDays(sql`r.created_at`, from, to)}
    ),
    gifts as (
      select ${utcDay(sql`d.paid_at`)} as started, ${utcDay(sql`d.cancelled_at`)} as ended
      from ${donations} d
      where d.type = 'monthly' and d.paid_at is not null and d.paid_at < ${dayEnd}
    ),
    ${runningCount('gifts', from, to)},
    happened (day, metric, value) as (
      select ${utcDay(sql`b.created_at`)}, 'programmes.buddyRequests', 1::bigint from ${buddyMatches} b
        where ${inDays(sql`b.created_at`, from, to)}
      union all select ${utcDay(sql`b.responded_at`)}, 'programmes.buddyMatches', 1 from ${buddyMatches} b
        where b.status <> 'declined' and ${inDays(sql`b.responded_at`, from, to)}
      union all select ${utcDay(sql`b.closed_at`)}, 'programmes.buddyCompleted', 1 from ${buddyMatches} b
        where b.status = 'completed' and ${inDays(sql`b.closed_at`, from, to)}
      union all select day, 'programmes.doctorRequests', 1 from doctor
      union all select day, 'programmes.doctorDue', 1 from doctor
        where answered_at is not null or created_at + ${promise} <= ${now.toISOString()}::timestamptz
      union all select day, 'programmes.doctorAnsweredIn48h', 1 from doctor
        where answered_at <= created_at + ${promise}
      union all select ${utcDay(sql`p.paid_at`)}, case d.type when 'monthly' then 'programmes.monthlyCents' else 'programmes.oneTimeCents' end, p.amount_cents
        from ${donationPayments} p join ${donations} d on d.id = p.donation_id
        where p.status = 'paid' and ${inDays(sql`p.paid_at`, from, to)}
      union all select ${utcDay(sql`p.refunded_at`)}, case d.type when 'monthly' then 'programmes.monthlyCents' else 'programmes.oneTimeCents' end, -p.refunded_cents
        from ${donationPayments} p join ${donations} d on d.id = p.donation_id
        where p.status = 'paid' and p.refunded_cents > 0 and ${inDays(sql`p.refunded_at`, from, to)}
      union all select day, 'programmes.activeMonthlyDonors', value from running where value > 0
      union all select ${utcDay(sql`o.paid_at`)}, 'programmes.shopOrders', 1 from ${orders} o
        where ${inDays(sql`o.paid_at`, from, to)}
      union all select ${utcDay(sql`o.paid_at`)}, 'programmes.shopRevenueCents', o.total_cents from ${orders} o
        where ${inDays(sql`o.paid_at`, from, to)}
      union all select ${utcDay(sql`o.refunded_at`)}, 'programmes.shopOrders', -1 from ${orders} o
        where o.paid_at is not null and ${inDays(sql`o.refunded_at`, from, to)}
      union all select ${utcDay(sql`o.refunded_at`)}, 'programmes.shopRevenueCents', -o.total_cents from ${orders} o
        where o.paid_at is not null and ${inDays(sql`o.refunded_at`, from, to)}
      union all select ${utcDay(placeTaken)}, 'programmes.eventRegistrations', 1 from ${eventRegistrations} e
        where e.status <> 'cancelled' and ${inDays(placeTaken, from, to)}
    )
    insert into ${analyticsDaily} (day, metric, key, value)
    select day, metric, '', sum(value) from happened
    group by day, metric
    having sum(value) <> 0`);
}
