import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import {
  ANALYTICS_FIGURES,
  daysInRange,
  type FigurePair,
  type FigureRange,
  type FigureRanking,
  type FigureSeries,
  type FiguresQuery,
  type RankingRow,
  type SeriesInterval,
} from '../../../../shared/api/analytics-figures';
import type { Db } from '../../../db';
import { analyticsDaily, analyticsMonthly } from '../../../db/schema';
import { addDays, monthStart, weekStart } from '../rollups/days';

/** The period asked for and the one before it, of the same length. */
export function rangeOf(query: FiguresQuery): FigureRange {
  const length = daysInRange(query.from, query.to);
  return { from: query.from, to: query.to, previousFrom: addDays(query.from, -length), previousTo: addDays(query.from, -1) };
}

type Bucket = { start: string; end: string };

/** The period cut into days, weeks (from Monday) or months; the first and last may be partial. */
export function bucketsOf(range: FigureRange, interval: SeriesInterval): Bucket[] {
  const buckets: Bucket[] = [];
  let start = range.from;
  while (start <= range.to) {
    const next = interval === 'day' ? addDays(start, 1) : interval === 'week' ? addDays(weekStart(start), 7) : monthStart(addDays(monthStart(start), 31));
    const end = addDays(next, -1) < range.to ? addDays(next, -1) : range.to;
    buckets.push({ start, end });
    start = addDays(end, 1);
  }
  return buckets;
}

/** Daily values of one metric (summed over keys) from `previousFrom` to `to`. */
async function dailyTotals(db: Db, metric: string, range: FigureRange) {
  const rows = await db
    .select({ day: analyticsDaily.day, value: sql<string>`sum(${analyticsDaily.value})` })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.metric, metric), between(analyticsDaily.day, range.previousFrom, range.to)))
    .groupBy(analyticsDaily.day);
  return new Map(rows.map((row) => [row.day, Number(row.value)]));
}

const sumDays = (values: Map<string, number>, from: string, to: string) => {
  let total = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) total += values.get(day) ?? 0;
  return total;
};

/**
 * A metric over time, in buckets. The previous period's buckets are the current ones moved back by
 * the period's length, so each pair covers the same number of days.
 */
export function seriesFromDaily(values: Map<string, number>, range: FigureRange, interval: SeriesInterval): FigureSeries {
  const shift = -daysInRange(range.from, range.to);
  const buckets = bucketsOf(range, interval);
  const points = buckets.map((bucket) => ({ start: bucket.start, value: sumDays(values, bucket.start, bucket.end) }));
  const previous = buckets.map((bucket) => ({ start: addDays(bucket.start, shift), value: sumDays(values, addDays(bucket.start, shift), addDays(bucket.end, shift)) }));
  return {
    interval,
    total: points.reduce((sum, point) => sum + point.value, 0),
    previousTotal: previous.reduce((sum, point) => sum + point.value, 0),
    points,
    previous,
  };
}

export async function seriesOf(db: Db, metric: string, range: FigureRange, interval: SeriesInterval) {
  return seriesFromDaily(await dailyTotals(db, metric, range), range, interval);
}

/** A metric's total over the period and over the previous one. */
export async function pairOf(db: Db, metric: string, range: FigureRange): Promise<FigurePair> {
  const [row] = await db
    .select({
      value: sql<string>`coalesce(sum(${analyticsDaily.value}) filter (where ${analyticsDaily.day} >= ${range.from}), 0)`,
      previous: sql<string>`coalesce(sum(${analyticsDaily.value}) filter (where ${analyticsDaily.day} <= ${range.previousTo}), 0)`,
    })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.metric, metric), between(analyticsDaily.day, range.previousFrom, range.to)));
  return { value: Number(row?.value ?? 0), previous: Number(row?.previous ?? 0) };
}

/**
 * A period cut into the whole months it holds and the days around them: a year's figures by key
 * read twelve monthly rows per key (analytics_monthly) and a few daily ones, not 365.
 */
export function monthsAndDays(from: string, to: string) {
  const days: [string, string][] = [];
  const months: string[] = [];
  let cursor = from;
  while (cursor <= to) {
    const monthEnd = addDays(monthStart(addDays(monthStart(cursor), 31)), -1);
    if (cursor === monthStart(cursor) && monthEnd <= to) months.push(cursor);
    else days.push([cursor, monthEnd < to ? monthEnd : to]);
    cursor = addDays(monthEnd < to ? monthEnd : to, 1);
  }
  return { days, months };
}

/** A metric's rows of the period and of the previous one, as (key, value, current), from the monthly sums where whole months allow. */
function keyedRows(metric: string, range: FigureRange) {
  const parts = (from: string, to: string, current: boolean) => {
    const { days, months } = monthsAndDays(from, to);
    const selects = days.map(
      ([first, last]) =>
        sql`select ${analyticsDaily.key} as key, ${analyticsDaily.value} as value, ${sql.raw(String(current))} as current from ${analyticsDaily} where ${analyticsDaily.metric} = ${metric} and ${analyticsDaily.day} between ${first} and ${last}`,
    );
    if (months.length > 0) {
      selects.push(
        sql`select ${analyticsMonthly.key} as key, ${analyticsMonthly.value} as value, ${sql.raw(String(current))} as current from ${analyticsMonthly} where ${analyticsMonthly.metric} = ${metric} and ${analyticsMonthly.month} between ${months[0]} and ${months[months.length - 1]}`,
      );
    }
    return selects;
  };
  return sql.join([...parts(range.from, range.to, true), ...parts(range.previousFrom, range.previousTo, false)], sql` union all `);
}

/** How many different keys a metric has in each period (members active at least once, say). */
export async function distinctKeysOf(db: Db, metric: string, range: FigureRange): Promise<FigurePair> {
  const result = await db.execute(sql`
    select count(distinct key) filter (where current) as value, count(distinct key) filter (where not current) as previous
    from (${keyedRows(metric, range)}) keyed`);
  const [row] = (result as unknown as { rows: { value: string; previous: string }[] }).rows;
  return { value: Number(row?.value ?? 0), previous: Number(row?.previous ?? 0) };
}

/** `part` over `whole`, per period, as a share from 0 to 1 (0 when there is no whole). */
export function shareOf(part: FigurePair, whole: FigurePair): FigurePair {
  return { value: whole.value > 0 ? part.value / whole.value : 0, previous: whole.previous > 0 ? part.previous / whole.previous : 0 };
}

export type Labelled = { label: string; detail?: string | null; href?: string | null };

/**
 * The keys of a metric with the most in the period (at most `rankingRows`), each with its value in
 * the previous period, and both periods' totals over every key. `label` names each key for people
 * (an article's title for its path, say); it may also leave a key out by answering null.
 * `keyFilter` keeps only the keys it accepts, in the totals too.
 */
export async function rankingOf(
  db: Db,
  metric: string,
  range: FigureRange,
  label: (keys: string[]) => Promise<Map<string, Labelled | null>> | Map<string, Labelled | null> = (keys) => new Map(keys.map((key) => [key, { label: key }])),
  { keyFilter, limit = ANALYTICS_FIGURES.rankingRows }: { keyFilter?: (key: SQL) => SQL; limit?: number } = {},
): Promise<FigureRanking> {
  const where = keyFilter ? sql`where ${keyFilter(sql`key`)}` : sql``;
  const result = await db.execute(sql`
    with keyed as (select key, coalesce(sum(value) filter (where current), 0) as value, coalesce(sum(value) filter (where not current), 0) as previous
                   from (${keyedRows(metric, range)}) rows ${where} group by key)
    (select key, value, previous, false as total from keyed order by value desc, previous desc, key limit ${limit * 4})
    union all
    select null, coalesce(sum(value), 0), coalesce(sum(previous), 0), true from keyed`);
  // Room was left for keys the labeller leaves out (a page that is no article, say).
  const all = (result as unknown as { rows: { key: string | null; value: string; previous: string; total: boolean }[] }).rows;
  const rows = all.filter((row) => !row.total);
  const totals = all.find((row) => row.total);
  const labels = await label(rows.map((row) => row.key ?? ''));
  const ranked: RankingRow[] = [];
  for (const row of rows) {
    const key = row.key ?? '';
    const named = labels.get(key);
    if (!named || ranked.length >= limit) continue;
    ranked.push({ key, label: named.label, detail: named.detail ?? null, href: named.href ?? null, value: Number(row.value), previous: Number(row.previous) });
  }
  return { rows: ranked, total: Number(totals?.value ?? 0), previousTotal: Number(totals?.previous ?? 0) };
}
