import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db';
import { analyticsDaily, analyticsMonthly, analyticsRollups } from '../../../db/schema';
import { addDays, monthStart, todayUtc } from './days';

/**
 * A group of daily figures counted together from the tables that hold what happened (page views,
 * accounts, payments...). Each writes rows of `analytics_daily` for the metrics it names, and only
 * those: the engine deletes a range's rows of these metrics before `count` writes them again.
 */
export type RollupGroup = {
  name: string;
  /** Every metric this group writes (metric names start with the group's name: `traffic.pageViews`). */
  metrics: readonly string[];
  /**
   * How many days before today are counted again on every refresh, because what happened on them can
   * still change (a session's end arrives after midnight, an account is verified days later, a gift
   * is refunded). Older days keep the figures they were given.
   */
  settleDays: number;
  /** The first day with anything to count (`YYYY-MM-DD`), or null while there is nothing. */
  firstDay: (db: Db | Tx) => Promise<string | null>;
  /** Writes the group's rows for the days `from` to `to` (both counted, UTC), in the engine's transaction. */
  count: (tx: Tx, from: string, to: string, context: RollupContext) => Promise<void>;
};

/** What a group may need to know of the site while it counts. */
export type RollupContext = {
  /** The site's own address (config `publicUrl`): a visit referred by the site itself came from no other site. */
  siteUrl: string | null;
  /** The refresh's "now" (what is due by now, say). */
  now: Date;
};

export type RefreshOptions = {
  /** A group refreshed more recently than this is left as it is (0: always refresh). */
  maxAgeMs: number;
  /** "Now", for tests that feed days in the past. */
  now?: Date;
  /** The site's own address, for the groups that tell it apart from other sites. */
  siteUrl?: string;
};

/**
 * Brings each group's rollups up to today: the days never counted, and the days still settling,
 * are counted again in one pass per metric. The group's state row is locked meanwhile, so two
 * instances (or two admins opening the page) never count the same group at once; the second waits
 * and then finds it fresh.
 */
export async function refreshRollups(db: Db, groups: readonly RollupGroup[], { maxAgeMs, now = new Date(), siteUrl }: RefreshOptions) {
  const context: RollupContext = { siteUrl: siteUrl ?? null, now };
  for (const group of groups) await refreshGroup(db, group, maxAgeMs, now, context);
}

async function refreshGroup(db: Db, group: RollupGroup, maxAgeMs: number, now: Date, context: RollupContext) {
  const today = todayUtc(now);
  // A cheap read first: a fresh group costs no lock and no transaction.
  const [known] = await db.select().from(analyticsRollups).where(eq(analyticsRollups.name, group.name));
  if (known && isFresh(known, today, maxAgeMs, now)) return;

  await db.transaction(async (tx) => {
    await tx.insert(analyticsRollups).values({ name: group.name }).onConflictDoNothing();
    const [state] = await tx.select().from(analyticsRollups).where(eq(analyticsRollups.name, group.name)).for('update');
    if (state && isFresh(state, today, maxAgeMs, now)) return;

    // The days last counted while still settling are counted again too: after a pause of the job (a
    // server down for a week), those before today's window were counted too early and never since.
    const settleFrom = addDays(today, -group.settleDays);
    const from = state?.computedThrough ? minDay(addDays(state.computedThrough, -group.settleDays), settleFrom) : await group.firstDay(tx);
    if (from !== null && from <= today) {
      await tx.delete(analyticsDaily).where(and(inArray(analyticsDaily.metric, [...group.metrics]), between(analyticsDaily.day, from, today)));
      await group.count(tx, from, today, context);
      await sumMonths(tx, group, from, today);
    }
    await tx
      .update(analyticsRollups)
      .set({ computedThrough: from === null ? null : today, refreshedAt: now })
      .where(eq(analyticsRollups.name, group.name));
  });
}

/** Writes again the monthly sums of the group's metrics for every month the recounted days touch. */
async function sumMonths(tx: Tx, group: RollupGroup, from: string, to: string) {
  const first = monthStart(from);
  const last = addDays(monthStart(addDays(monthStart(to), 31)), -1);
  const metrics = [...group.metrics];
  await tx.delete(analyticsMonthly).where(and(inArray(analyticsMonthly.metric, metrics), between(analyticsMonthly.month, first, last)));
  await tx.execute(sql`
    insert into ${analyticsMonthly} (month, metric, key, value)
    select date_trunc('month', ${analyticsDaily.day})::date, ${analyticsDaily.metric}, ${analyticsDaily.key}, sum(${analyticsDaily.value})
    from ${analyticsDaily}
    where ${inArray(analyticsDaily.metric, metrics)} and ${between(analyticsDaily.day, first, last)}
    group by 1, 2, 3`);
}

function isFresh(state: { computedThrough: string | null; refreshedAt: Date | null }, today: string, maxAgeMs: number, now: Date) {
  if (!state.refreshedAt || maxAgeMs <= 0) return false;
  if (state.computedThrough !== null && state.computedThrough < today) return false;
  return now.getTime() - state.refreshedAt.getTime() < maxAgeMs;
}

const minDay = (a: string, b: string) => (a < b ? a : b);

/** The earliest UTC day of a timestamp column's values, as `YYYY-MM-DD`, or null for an empty table. */
export async function firstDayOf(db: Db | Tx, table: unknown, column: unknown) {
  const result = await db.execute(sql`select to_char(min(${column}) at time zone 'UTC', 'YYYY-MM-DD') as day from ${table}`);
  return ((result as unknown as { rows: { day: string | null }[] }).rows[0]?.day ?? null) as string | null;
}

/** The earliest of several first days (null ones left out). */
export const earliestDay = (...days: (string | null)[]) => days.filter((day): day is string => day !== null).sort()[0] ?? null;

/**
 * The SQL for a timestamp column's UTC day and the condition that it falls in `from`..`to`
 * (both counted), for a group's `insert ... select ... group by` statements.
 */
export function utcDay(column: unknown) {
  return sql`(${column} at time zone 'UTC')::date`;
}
export function inDays(column: unknown, from: string, to: string) {
  // `timestamp at time zone 'UTC'` reads midnight as UTC's. (A `date at time zone` would be taken as
  // midnight in the connection's own time zone first, and be off by its offset.)
  return sql`${column} >= (${from}::date::timestamp at time zone 'UTC') and ${column} < ((${to}::date + 1)::timestamp at time zone 'UTC')`;
}

/**
 * The CTEs of a per-day snapshot of things running: `spans` is a CTE (named before these) of
 * `started` and `ended` UTC days (ended null while running). Defines `running (day, value)`: how many
 * were running at the end of each day from `from` to `to`, those started before `from` included.
 */
export function runningCount(spans: string, from: string, to: string) {
  const source = sql.raw(spans);
  return sql`
    changes as (
      select started as day, 1 as delta from ${source}
      union all select ended, -1 from ${source} where ended is not null
    ),
    days as (
      select series::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') series
    ),
    running as (
      select days.day,
        ((select coalesce(sum(delta), 0) from changes where changes.day < ${from}::date)
          + sum(coalesce(changed.delta, 0)) over (order by days.day))::bigint as value
      from days left join (select day, sum(delta) as delta from changes group by day) changed on changed.day = days.day
    )`;
}
