import type { PaymentsConfig } from '../../config';
import { StripePaymentProvider } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

export type Payments = TestPaymentProvider | StripePaymentProvider;

/** Stripe when its keys are set, test mode otherwise. */
export function createPayments(config: PaymentsConfig): Payments {
  return config.mode === 'stripe' ? new StripePaymentProvider(config) : new TestPaymentProvider();
}
