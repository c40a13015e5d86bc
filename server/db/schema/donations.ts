import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A gift: one-time, or monthly (a subscription with one payment per month in donation_payments).
 * Money is in cents. Card data never reaches us: only the provider's ids are kept.
 */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['one-time', 'monthly'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'active', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** The member who gave (kept as null when the account is deleted: the gift itself is a financial record). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where receipts go: the member's address at the time, or the one a visitor typed (null: no receipt). */
    email: text('email'),
    /** The language of the page it was given on: a visitor's receipts are written in it (a member's, in theirs). */
    language: text('language').notNull().default('en'),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerPaymentIntentId: text('provider_payment_intent_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    /** One per press of Donate, so a retried request never creates a second gift. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of the token in a monthly gift's receipt link that lets a visitor cancel it. */
    manageTokenHash: text('manage_token_hash'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('donations_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('donations_payment_intent_idx').on(t.providerPaymentIntentId),
    uniqueIndex('donations_subscription_idx').on(t.providerSubscriptionId),
    uniqueIndex('donations_manage_token_idx').on(t.manageTokenHash),
    index('donations_user_idx').on(t.userId, t.createdAt),
    index('donations_created_idx').on(t.createdAt),
    check('donations_amount_range', sql`${t.amountCents} between 500 and 1000000`),
  ],
);

/** Each successful or refused payment: a one-time gift has one, a monthly gift one per month. */
export const donationPayments = pgTable(
  'donation_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['paid', 'failed'] }).notNull(),
    /** The provider's payment intent (one-time) or invoice (monthly): a payment is recorded once. */
    providerRef: text('provider_ref').notNull(),
    failureMessage: text('failure_message'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What the provider gave back so far (issue 29: refunds taken off the figures), and when it last did. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('donation_payments_ref_idx').on(t.providerRef),
    check('donation_payments_refund_range', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
    index('donation_payments_donation_idx').on(t.donationId, t.createdAt),
    index('donation_payments_paid_idx').on(t.paidAt),
  ],
);

/** Provider events already handled: a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which payment intent paid which invoice (Stripe's `invoice_payment.paid`): a refund names only the
 * payment intent, and a monthly gift's or a membership's payment is recorded by its invoice. Kept in
 * its own table because the two events arrive in either order.
 */
export const paymentIntentLinks = pgTable('payment_intent_links', {
  paymentIntentId: text('payment_intent_id').primaryKey(),
  invoiceId: text('invoice_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Test mode's own "provider": the payment intents and subscriptions it has issued, so that test mode
 * runs the same flow as Stripe (create, confirm with a client secret, events) on any machine.
 */
export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Set for a subscription's first invoice. */
    subscriptionId: text('subscription_id'),
    status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled', 'refunded'] })
      .notNull()
      .default('requires_payment_method'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_payment_intents_idempotency_idx').on(t.idempotencyKey)],
);
