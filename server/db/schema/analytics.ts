import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
