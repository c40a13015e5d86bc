import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per create sent with an `Idempotency-Key` (decision 0016): written in the create's own
 * transaction with its first answer, so a repeat gets that answer back (the primary key refuses a
 * second row). Scoped by member (or visitor address) so nobody can read another's answer; purged after 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** Always set since the answer is stored with the create; null only in claims left by the first design (answered 409 until purged). */
    status: integer('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.endpoint, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
