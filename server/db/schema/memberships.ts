import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { membershipIntervals, membershipLevelIds, membershipStatuses } from '../../../shared/memberships';
import { users } from './accounts';

/**
 * Supporting memberships (issue 29): a member's optional subscription through the payment module.
 * Only provider events (applied once) make one active, renewed, failed or ended; the member's cancel
 * only marks it `cancelling`, and it stays a supporter until `current_period_end`.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is deleted: the payments are financial records and stay. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    level: text('level', { enum: membershipLevelIds }).notNull(),
    interval: text('interval', { enum: membershipIntervals }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: membershipStatuses }).notNull().default('pending'),
    /** Paid up to here: a supporter while it is in the future (and the status active or cancelling). */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    /** One per press of Join, so a retried request never starts a second membership. */
    idempotencyKey: text('idempotency_key').notNull(),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('memberships_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('memberships_subscription_idx').on(t.providerSubscriptionId),
    index('memberships_user_idx').on(t.userId, t.createdAt),
    check('memberships_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Each paid or refused charge of a membership: the first, then one per month or year. */
export const membershipPayments = pgTable(
  'membership_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['paid', 'failed'] }).notNull(),
    /** The provider's invoice (or `failed:<event id>`): a payment is recorded once. */
    providerRef: text('provider_ref').notNull(),
    failureMessage: text('failure_message'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The period this payment paid for ends here (paid payments). */
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** What the provider gave back so far, and when it last did (taken off the figures; the status stays as the provider leaves it). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('membership_payments_ref_idx').on(t.providerRef),
    index('membership_payments_membership_idx').on(t.membershipId, t.createdAt),
    check('membership_payments_refund_range', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
  ],
);
