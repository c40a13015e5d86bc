import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { TEST_CARDS, type TestPaymentMethod } from '../../../shared/payments';
import type { Db } from '../../db';
import { testPaymentIntents } from '../../db/schema';
import type { CreatePaymentInput, PaymentProvider, ProviderEvent } from './provider';

export const CANCELED_MESSAGE = 'This payment was stopped before it was made (the checkout expired, or a newer one replaced it). Nothing was charged.';

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * Test mode: a provider of our own that behaves like Stripe's test mode. Create calls issue an intent
 * with a client secret; the page confirms it with one of Stripe's documented test cards (as a test
 * payment method id, never a number); confirmation produces the same events Stripe's webhooks would.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly mode = 'test' as const;
  readonly publishableKey = null;

  /** The database test intents live in (the same as the site's), for refunds and cancellations. */
  constructor(private readonly db: Db) {}

  private async issue(db: Db, input: CreatePaymentInput, subscriptionId: string | null) {
    const id = randomId('testpi');
    await db
      .insert(testPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        amountCents: input.amountCents,
        subscriptionId,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing();
    // A repeated key answers with the intent issued the first time, as Stripe does.
    const [intent] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.idempotencyKey, input.idempotencyKey));
    if (!intent) throw new Error('test payment intent vanished');
    return intent;
  }

  async createPayment(db: Db, input: CreatePaymentInput) {
    const intent = await this.issue(db, input, null);
    return { paymentIntentId: intent.id, clientSecret: intent.clientSecret };
  }

  async createSubscription(db: Db, input: CreatePaymentInput) {
    const intent = await this.issue(db, input, randomId('testsub'));
    const subscriptionId = intent.subscriptionId as string;
    return { subscriptionId, customerId: subscriptionId.replace('testsub', 'testcus'), clientSecret: intent.clientSecret };
  }

  /**
   * Nothing else is held: the subscription ends when our record says so. Its first payment, if still
   * unpaid, can no longer be made (Stripe voids an incomplete subscription's invoice with it).
   */
  async cancelSubscription(subscriptionId: string) {
    await this.db
      .update(testPaymentIntents)
      .set({ status: 'canceled' })
      .where(and(eq(testPaymentIntents.subscriptionId, subscriptionId), eq(testPaymentIntents.status, 'requires_payment_method')));
  }

  async cancelUnpaidSubscription(subscriptionId: string) {
    const [paid] = await this.db
      .select({ id: testPaymentIntents.id })
      .from(testPaymentIntents)
      .where(and(eq(testPaymentIntents.subscriptionId, subscriptionId), eq(testPaymentIntents.status, 'succeeded')))
      .limit(1);
    if (paid) return false;
    await this.cancelSubscription(subscriptionId);
    return true;
  }

  async refundPayment(paymentIntentId: string) {
    await this.db.update(testPaymentIntents).set({ status: 'refunded' }).where(eq(testPaymentIntents.id, paymentIntentId));
  }

  async cancelPayment(paymentIntentId: string) {
    await this.db
      .update(testPaymentIntents)
      .set({ status: 'canceled' })
      .where(and(eq(testPaymentIntents.id, paymentIntentId), eq(testPaymentIntents.status, 'requires_payment_method')));
  }

  /**
   * Confirms an intent with a test card. Returns the event to apply (null for an unknown or mismatched
   * secret) and whether the card was accepted.
   */
  async confirm(db: Db, clientSecret: string, paymentMethod: TestPaymentMethod): Promise<ProviderEvent | null> {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const [intent] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
    if (!intent || !sameText(intent.clientSecret, clientSecret)) return null;
    const card = TEST_CARDS.find((c) => c.paymentMethod === paymentMethod);
    const accepted = card?.outcome === 'succeeds';
    const now = new Date();
    // A checkout that expired stopped its payment: the card is not charged.
    if (intent.status === 'canceled') return { id: randomId('testevt'), type: 'payment.failed', paymentIntentId: id, message: CANCELED_MESSAGE };
    if (accepted) {
      if (intent.status === 'refunded') return { id: randomId('testevt'), type: 'ignored', providerType: 'payment_intent.already_refunded' };
      await db.update(testPaymentIntents).set({ status: 'succeeded' }).where(eq(testPaymentIntents.id, id));
      // One success per intent: the same event id, so confirming twice changes nothing.
      return intent.subscriptionId
        ? { id: `testevt_${id}_paid`, type: 'invoice.paid', invoiceId: `testin_${id}`, subscriptionId: intent.subscriptionId, amountCents: intent.amountCents, at: now }
        : { id: `testevt_${id}_succeeded`, type: 'payment.succeeded', paymentIntentId: id, amountCents: intent.amountCents, at: now };
    }
    if (intent.status !== 'requires_payment_method') {
      return { id: randomId('testevt'), type: 'ignored', providerType: `payment_intent.already_${intent.status}` };
    }
    const message = card?.outcome ?? 'Your card was declined.';
    return intent.subscriptionId
      ? { id: randomId('testevt'), type: 'invoice.failed', invoiceId: `testin_${id}`, subscriptionId: intent.subscriptionId, message }
      : { id: randomId('testevt'), type: 'payment.failed', paymentIntentId: id, message };
  }
}

function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
