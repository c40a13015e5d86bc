import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per create sent with an `Idempotency-Key` (decision 0016): claimed before the handler
 * runs (the primary key refuses a second claim), then holding the first answer so a repeat gets it
 * back. Scoped by member (or visitor address) so nobody can read another's answer; purged after 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is in flight. */
    status: integer('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.endpoint, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
