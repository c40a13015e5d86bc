import { ProviderError } from './provider';

/**
 * No provider: a production site without Stripe keys (and without PAYMENTS_TEST_MODE) takes no gifts,
 * so a test gift is never taken for a real one. Starting a gift is refused before anything is stored
 * (routes.ts); a gift made earlier with another provider can still be stopped here (marked cancelled).
 */
export class OffPaymentProvider {
  readonly mode = 'off' as const;
  readonly publishableKey = null;

  async cancelSubscription(): Promise<void> {}

  async refundPayment(): Promise<void> {
    throw new ProviderError('No payment provider is configured on this site, so nothing can be refunded here.', false);
  }

  async cancelPayment(): Promise<void> {}
}
