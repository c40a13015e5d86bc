import { z } from 'zod';
import { errorBody } from './common';
import { endpoint } from './endpoint';
import { testPaymentMethods } from '../payments';

/** POST /api/payments/test-mode/confirm: test mode's stand-in for the provider's confirmation (gifts and orders alike). */
export const testConfirmBody = z
  .object({
    clientSecret: z.string().min(1).max(200),
    paymentMethod: z.enum(testPaymentMethods, { message: 'Use one of the test card numbers' }),
  })
  .strict();
export const testConfirmResponse = z.object({
  status: z.enum(['succeeded', 'failed']),
  /** The provider's message when the payment failed. */
  message: z.string().nullable(),
});
export type TestConfirmResponse = z.infer<typeof testConfirmResponse>;

/** What applying a provider's event did (for Stripe's dashboard, the log and the tests). */
export const paymentOutcomes = ['paid', 'failed', 'cancelled', 'refunded', 'linked', 'duplicate', 'ignored'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];
export const webhookReceipt = z.object({ received: z.literal(true), outcome: z.enum(paymentOutcomes) });

const errors = { 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody, 503: errorBody };

export const paymentEndpoints = {
  /** Test mode only (404 otherwise): stands in for the provider's own confirmation page and its webhook. */
  testConfirm: endpoint({
    method: 'POST',
    path: '/api/payments/test-mode/confirm',
    access: 'public',
    shownOn: [],
    body: testConfirmBody,
    responses: { 200: testConfirmResponse, ...errors },
  }),
  /**
   * Stripe's events. Its body is read raw (the signature is over the exact bytes), so it has no body
   * schema; the server's webhook plugin parses JSON as a buffer.
   */
  /** 503 when Stripe could not be asked about a refund's payment: Stripe sends the event again later. */
  stripeWebhook: endpoint({ method: 'POST', path: '/api/webhooks/stripe', access: 'public', responses: { 200: webhookReceipt, 400: errorBody, 404: errorBody, 503: errorBody } }),
};
