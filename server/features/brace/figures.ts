import { sql } from 'drizzle-orm';
import type { BraceFigures } from '../../../shared/api/brace';
import { dayAt, FIGURES_MIN_CHILDREN, phaseOn, PUBLISHED_WEAR_BY_MONTHS, STILL_LOGGING_MONTHS, TIMER_LIMIT_HOURS } from '../../../shared/brace';
import type { Db } from '../../db';
import { braceChildren } from '../../db/schema';

/*
 * The Brace Tracker's anonymous figures for administrators (issue 24): counts and averages over all
 * children, never a child, and none from fewer than FIGURES_MIN_CHILDREN children. Spans are counted
 * in UTC: for figures over many families an hour either side of a child's midnight does not matter.
 */

const DAY_S = 86_400;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

/** An average, or null from too few children to show one; rounded to a tenth. */
const averageOf = (values: readonly number[]) => (values.length < FIGURES_MIN_CHILDREN ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10);

/**
 * Seconds worn within [from, to) for each child: stretches that ended, and a running one up to now
 * unless it has run past the limit (the family has not said when it ended).
 */
const wornWithin = (from: ReturnType<typeof sql>, to: ReturnType<typeof sql>) => sql`
  coalesce(sum(extract(epoch from
    least(coalesce(w.ended_at, now()), ${to}) - greatest(w.started_at, ${from})
  )) filter (where w.started_at < ${to} and coalesce(w.ended_at, now()) > ${from}
    and (w.ended_at is not null or w.started_at > now() - make_interval(hours => ${TIMER_LIMIT_HOURS}))), 0)::float8`;

export async function braceFigures(db: Db, now = Date.now()): Promise<BraceFigures> {
  const children = await db
    .select({
      id: braceChildren.id,
      birthDate: braceChildren.birthDate,
      braceStartDate: braceChildren.braceStartDate,
      fullTimeWeeks: braceChildren.fullTimeWeeks,
      endAgeMonths: braceChildren.endAgeMonths,
      timeZone: braceChildren.timeZone,
    })
    .from(braceChildren);

  const start = sql`(c.brace_start_date::timestamp at time zone 'UTC')`;
  const [recent, bands, around] = await Promise.all([
    // The last 7 and 14 days, per child.
    rowsOf<{ id: string; week: number; fortnight: number }>(
      db,
      sql`select c.id, ${wornWithin(sql`now() - interval '7 days'`, sql`now()`)} as week, ${wornWithin(sql`now() - interval '14 days'`, sql`now()`)} as fortnight
        from brace_children c left join brace_wear w on w.child_id = c.id group by c.id`,
    ),
    // Each span of months since bracing began that has passed, per child.
    rowsOf<{ band: number; id: string; worn: number; length: number }>(
      db,
      sql`select b.band, c.id,
          ${wornWithin(sql`(${start} + make_interval(months => b.from_m))`, sql`(${start} + make_interval(months => b.to_m))`)} as worn,
          extract(epoch from (${start} + make_interval(months => b.to_m)) - (${start} + make_interval(months => b.from_m)))::float8 as length
        from brace_children c
        cross join (values ${sql.join(
          PUBLISHED_WEAR_BY_MONTHS.map((span, band) => sql`(${band}::int, ${span.fromMonth}::int, ${span.toMonth}::int)`),
          sql`, `,
        )}) as b(band, from_m, to_m)
        left join brace_wear w on w.child_id = c.id
        where ${start} + make_interval(months => b.to_m) <= now()
        group by b.band, b.from_m, b.to_m, c.id`,
    ),
    // The fortnight around each month, for the children braced at least a week past it.
    rowsOf<{ month: number; id: string; worn: number }>(
      db,
      sql`select m.month, c.id,
          ${wornWithin(sql`(${start} + make_interval(months => m.month) - interval '7 days')`, sql`(${start} + make_interval(months => m.month) + interval '7 days')`)} as worn
        from brace_children c
        cross join (values ${sql.join(
          STILL_LOGGING_MONTHS.map((month) => sql`(${month}::int)`),
          sql`, `,
        )}) as m(month)
        left join brace_wear w on w.child_id = c.id
        where ${start} + make_interval(months => m.month) + interval '7 days' <= now()
        group by m.month, c.id`,
    ),
  ]);

  const week = new Map(recent.map((row) => [row.id, Number(row.week)]));
  const lastWeekByPhase = (['full-time', 'nights-and-naps'] as const).map((phase) => {
    const hours = children
      .filter((child) => phaseOn(child, dayAt(now, child.timeZone)).phase === phase)
      .map((child) => week.get(child.id) ?? 0)
      .filter((seconds) => seconds > 0)
      .map((seconds) => seconds / 3600 / 7);
    return { phase, children: hours.length, averageHours: averageOf(hours) };
  });

  const byMonths = PUBLISHED_WEAR_BY_MONTHS.map((span, band) => {
    // Among the children logged in the span: a family that stopped logging says nothing about the hours.
    const hours = bands.filter((row) => row.band === band && Number(row.worn) > 0).map((row) => Number(row.worn) / 3600 / (Number(row.length) / DAY_S));
    return { fromMonth: span.fromMonth, toMonth: span.toMonth, children: hours.length, averageHours: averageOf(hours), publishedHours: span.hours };
  });

  const stillLogging = STILL_LOGGING_MONTHS.map((month) => {
    const rows = around.filter((row) => row.month === month);
    const logged = rows.filter((row) => Number(row.worn) > 0).length;
    return { month, children: rows.length, share: rows.length < FIGURES_MIN_CHILDREN ? null : Math.round((logged / rows.length) * 1000) / 1000 };
  });

  return {
    minimumChildren: FIGURES_MIN_CHILDREN,
    childrenSetUp: children.length,
    childrenLoggedRecently: recent.filter((row) => Number(row.fortnight) > 0).length,
    lastWeekByPhase,
    byMonths,
    stillLogging,
  };
}
