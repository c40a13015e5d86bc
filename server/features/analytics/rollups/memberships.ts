import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db';
import { analyticsDaily, membershipPayments, memberships } from '../../../db/schema';
import { inDays, type RollupGroup, runningCount, utcDay } from './engine';

const METRICS = ['memberships.cents', 'memberships.activeSupporters'] as const;

/**
 * Supporting memberships (issue 29), per UTC day, a group of its own so its first refresh counts
 * every day since the first membership:
 * - Membership payments on the day each was received, and money given back at the provider taken
 *   off on the day it was refunded.
 * - Supporting memberships running at the end of each day: started (first payment received) on or
 *   before it and not ended by its end. A cancelled membership runs until its paid period ends, so it
 *   ends on the day the ending recorded (`ended_at`), or its period's end when that was not recorded.
 *   A snapshot per day, not a sum.
 */
export const membershipRollup: RollupGroup = {
  name: 'memberships',
  metrics: METRICS,
  settleDays: 35,
  firstDay: async (db) => {
    const result = await db.execute(sql`select to_char(min(started_at) at time zone 'UTC', 'YYYY-MM-DD') as day from ${memberships}`);
    return ((result as unknown as { rows: { day: string | null }[] }).rows[0]?.day ?? null) as string | null;
  },
  count: async (tx, from, to) => countMemberships(tx, from, to),
};

async function countMemberships(tx: Tx, from: string, to: string) {
  const dayEnd = sql`((${to}::date + 1)::timestamp at time zone 'UTC')`;
  const endedAt = sql`coalesce(m.ended_at, case when m.status = 'ended' then m.current_period_end end)`;
  await tx.execute(sql`
    with running_memberships as (
      select ${utcDay(sql`m.started_at`)} as started, ${utcDay(endedAt)} as ended
      from ${memberships} m
      where m.started_at is not null and m.started_at < ${dayEnd}
    ),
    ${runningCount('running_memberships', from, to)},
    happened (day, metric, value) as (
      select ${utcDay(sql`p.paid_at`)}, 'memberships.cents', p.amount_cents::bigint
        from ${membershipPayments} p
        where p.status = 'paid' and ${inDays(sql`p.paid_at`, from, to)}
      union all select ${utcDay(sql`p.refunded_at`)}, 'memberships.cents', -p.refunded_cents::bigint
        from ${membershipPayments} p
        where p.status = 'paid' and p.refunded_cents > 0 and ${inDays(sql`p.refunded_at`, from, to)}
      union all select day, 'memberships.activeSupporters', value from running where value > 0
    )
    insert into ${analyticsDaily} (day, metric, key, value)
    select day, metric, '', sum(value) from happened
    group by day, metric
    having sum(value) <> 0`);
}
