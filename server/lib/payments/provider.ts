import type { Db } from '../../db';

/**
 * What happened at the payment provider, in our words. Stripe's webhooks and test mode's confirmations
 * both become these, and applyPaymentEvent (events.ts) hands each to the feature whose payment it is:
 * a gift or an order is marked paid only there.
 */
export type ProviderEvent = { id: string } & (
  | { type: 'payment.succeeded'; paymentIntentId: string; amountCents: number; at: Date }
  | { type: 'payment.failed'; paymentIntentId: string; message: string | null }
  | { type: 'invoice.paid'; invoiceId: string; subscriptionId: string; amountCents: number; at: Date }
  | { type: 'invoice.failed'; invoiceId: string; subscriptionId: string; message: string | null }
  | { type: 'subscription.cancelled'; subscriptionId: string }
  /** Money given back at the provider (its dashboard): `refundedCents` is all refunded so far on that payment. */
  | { type: 'payment.refunded'; paymentIntentId: string; refundedCents: number; at: Date }
  /** Which payment intent paid an invoice, so a later refund (which names the intent) finds a subscription's payment. */
  | { type: 'invoice.payment-linked'; invoiceId: string; paymentIntentId: string }
  | { type: 'ignored'; providerType: string }
);

export type CreatePaymentInput = {
  amountCents: number;
  email: string | null;
  /** What the payment is for, in the provider's dashboard and on the card statement's details. */
  description: string;
  /** Our own ids, kept by the provider beside the payment ({ donationId } or { orderId }). */
  metadata: Record<string, string>;
  /** Stable for one press of Donate or Pay: the provider answers a repeat with the same intent. */
  idempotencyKey: string;
  /** A subscription's billing interval: monthly gifts and memberships charge monthly, yearly memberships once a year. */
  interval?: 'month' | 'year';
};

export type CreatedPayment = { paymentIntentId: string; clientSecret: string };
export type CreatedSubscription = { subscriptionId: string; customerId: string; clientSecret: string };

/** A payment provider: Stripe, or test mode when no keys are set. Both are stateless (state is theirs or in the database). */
export interface PaymentProvider {
  readonly mode: 'stripe' | 'test';
  readonly publishableKey: string | null;
  createPayment(db: Db, input: CreatePaymentInput): Promise<CreatedPayment>;
  createSubscription(db: Db, input: CreatePaymentInput): Promise<CreatedSubscription>;
  cancelSubscription(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /**
   * Cancels a subscription whose first payment has not been made, so it never can be; answers false
   * (and leaves it alone) when it has been paid meanwhile, or is otherwise not the provider's to stop.
   */
  cancelUnpaidSubscription(subscriptionId: string, idempotencyKey: string): Promise<boolean>;
  /** Gives money back for a succeeded payment (all of it, or `amountCents` of it). */
  refundPayment(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** Stops a payment that has not succeeded, so it can no longer be confirmed (an expired checkout). */
  cancelPayment(paymentIntentId: string, idempotencyKey: string): Promise<void>;
}

/** The provider refused a request or could not be reached: the donor can try again. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly refusedInput: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
