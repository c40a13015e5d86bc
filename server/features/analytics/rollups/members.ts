import { type SQL, sql } from 'drizzle-orm';
import { analyticsDaily, users } from '../../../db/schema';
import { profileCompletenessSql as completenessSql } from '../../../lib/profile-completeness';
import { firstDayOf, inDays, type RollupGroup, utcDay } from './engine';

const METRICS = ['members.signUps', 'members.verified', 'members.completeness', 'members.completenessBand'] as const;

/** The completeness bands, in order, with the lowest completeness (0 to 100) each starts at. */
export const COMPLETENESS_BANDS = [
  { key: '0-24%', from: 0 },
  { key: '25-49%', from: 25 },
  { key: '50-74%', from: 50 },
  { key: '75-100%', from: 75 },
] as const;

const bandSql = (completeness: SQL) =>
  sql`case ${sql.join(
    [...COMPLETENESS_BANDS].reverse().map((band) => sql`when ${completeness} >= ${band.from} then ${band.key}`),
    sql` `,
  )} end`;

/**
 * The accounts made each UTC day (deleted ones left out), how many of them have verified their
 * address by now, and their profile completeness. Verifying and filling in a profile happen days
 * after signing up, so 35 days settle.
 */
export const memberRollup: RollupGroup = {
  name: 'members',
  metrics: METRICS,
  settleDays: 35,
  firstDay: (db) => firstDayOf(db, users, users.createdAt),
  count: async (tx, from, to) => {
    await tx.execute(sql`
      with made as (
        select ${utcDay(users.createdAt)} as day, ${users.emailVerifiedAt} is not null as verified, ${completenessSql} as completeness
        from ${users}
        where ${users.deletedAt} is null and ${inDays(users.createdAt, from, to)}
      )
      insert into ${analyticsDaily} (day, metric, key, value)
      select day, 'members.signUps', '', count(*) from made group by day
      union all select day, 'members.verified', '', count(*) from made where verified group by day
      union all select day, 'members.completeness', '', sum(completeness) from made group by day
      union all select day, 'members.completenessBand', band, count(*) from (select day, ${bandSql(sql`completeness`)} as band from made) banded group by day, band`);
  },
};
