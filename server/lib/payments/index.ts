import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db';
import { OffPaymentProvider } from './off-provider';
import { StripePaymentProvider } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

export type Payments = TestPaymentProvider | StripePaymentProvider | OffPaymentProvider;

/** Stripe when its keys are set, test mode otherwise (none in production unless PAYMENTS_TEST_MODE). */
export function createPayments(config: PaymentsConfig, db: Db): Payments {
  if (config.mode === 'stripe') return new StripePaymentProvider(config);
  return config.mode === 'off' ? new OffPaymentProvider() : new TestPaymentProvider(db);
}
