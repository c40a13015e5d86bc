import { sql } from 'drizzle-orm';
import { bigint, check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small facts about this installation, such as when the demo content was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The versions of the videos, the shop, events, stories and support groups (issue 23): statement triggers raise them when
 * what those pages show changes, and a change is told to every instance (NOTIFY kept_versions), so the
 * pages and answers kept in memory know when they are out of date (migration 0025).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    name: text('name', { enum: ['videos', 'shop', 'events', 'stories', 'groups'] }).primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('content_versions_name_check', sql`${t.name} in ('videos', 'shop', 'events', 'stories', 'groups')`)],
);
