import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Money passed on to clubfoot charities (issue 29), recorded by an administrator: the public
 * transparency page sets these against what the site's stated splits say is owed. A payout is a
 * financial record: it is never edited in place; a mistake is voided (with a reason) and recorded again.
 */
export const charityPayouts = pgTable(
  'charity_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The day the money left (the charity's own calendar date, no time of day). */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    recipient: text('recipient').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** A bank transfer reference, a cheque number, the charity's receipt number. */
    reference: text('reference'),
    /** The receipt or transfer confirmation, a members-only file key (PrivateFiles), shown to admins only. */
    receiptKey: text('receipt_key'),
    receiptName: text('receipt_name'),
    note: text('note'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    /** One per press of Record: a retried request never records the payout twice. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('charity_payouts_paid_on_idx').on(t.paidOn),
    uniqueIndex('charity_payouts_idempotency_idx').on(t.idempotencyKey),
    check('charity_payouts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
