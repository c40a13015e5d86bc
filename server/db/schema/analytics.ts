import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One browser visit. No IP address is stored; userId only when the visitor was signed in. */
export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull().unique(),
    userId: text('user_id'),
    userAgent: text('user_agent'),
    /** The language the browser prefers most (its Accept-Language's first tag, primary subtag only: "es"), for the figures. */
    language: text('language'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
  },
  (t) => [
    index('analytics_sessions_started_at_idx').on(t.startedAt),
    check('analytics_sessions_duration_range', sql`${t.durationSeconds} IS NULL OR ${t.durationSeconds} BETWEEN 0 AND 86400`),
  ],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    userId: text('user_id'),
    path: text('path').notNull(),
    referrer: text('referrer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_session_idx').on(t.sessionId), index('page_views_created_at_idx').on(t.createdAt, t.path)],
);

/**
 * The daily rollups behind /admin/analytics (issue 22): one row per day, figure and key (a page's
 * path, a browser's name, a search term; '' for a plain count). Filled by the rollup job from the
 * tables that hold what happened, and recounted for the days still settling, so a year's chart reads
 * a few hundred rows rather than a million page views. Kept when the page views are deleted.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull().default(''),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day, t.key] })],
);

/**
 * The daily rollups summed per month (`month` is the month's first day), written by the engine after
 * each count, so a year's ranking of pages reads twelve months of keys instead of 365 days of them.
 */
export const analyticsMonthly = pgTable(
  'analytics_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull().default(''),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.month, t.key] })],
);

/**
 * How far each group of rollups is counted: days up to `computedThrough` have their rows; days within
 * the group's settling window are counted again on each refresh. One row per group, locked while a
 * refresh runs, so two instances never count the same days at once.
 */
export const analyticsRollups = pgTable('analytics_rollups', {
  name: text('name').primaryKey(),
  computedThrough: date('computed_through', { mode: 'string' }),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
});

/** A search that found nothing (the library's or the forum's), for the figures; no member or address is kept. Deleted with the page views after 13 months. */
export const searchMisses = pgTable(
  'search_misses',
  {
    id: serial('id').primaryKey(),
    area: text('area', { enum: ['library', 'forum'] }).notNull(),
    term: text('term').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_misses_created_at_idx').on(t.createdAt), check('search_misses_area_check', sql`${t.area} in ('library', 'forum')`)],
);
