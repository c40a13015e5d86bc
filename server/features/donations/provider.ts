import type { Db } from '../../db';

/**
 * What happened at the payment provider, in our words. Stripe's webhooks and test mode's confirmations
 * both become these, and one handler (service.ts) applies them: a gift is marked paid only here.
 */
export type ProviderEvent = { id: string } & (
  | { type: 'payment.succeeded'; paymentIntentId: string; amountCents: number; at: Date }
  | { type: 'payment.failed'; paymentIntentId: string; message: string | null }
  | { type: 'invoice.paid'; invoiceId: string; subscriptionId: string; amountCents: number; at: Date }
  | { type: 'invoice.failed'; invoiceId: string; subscriptionId: string; message: string | null }
  | { type: 'subscription.cancelled'; subscriptionId: string }
  | { type: 'ignored'; providerType: string }
);

export type CreatePaymentInput = {
  donationId: string;
  amountCents: number;
  email: string | null;
  /** Stable for one press of Donate: the provider answers a repeat with the same intent. */
  idempotencyKey: string;
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
