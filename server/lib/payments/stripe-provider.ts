import Stripe from 'stripe';
import { SHOP_CURRENCY as CURRENCY } from '../../../shared/shop';
import { SITE_NAME } from '../../../shared/constants';
import type { Db } from '../../db';
import type { CreatePaymentInput, PaymentProvider, ProviderEvent } from './provider';
import { ProviderError } from './provider';

type StripeSettings = { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string | undefined };

/** Stripe: Payment Intents for one-time gifts, Subscriptions (a monthly or yearly price made from the amount) for monthly gifts and memberships. */
export class StripePaymentProvider implements PaymentProvider {
  readonly mode = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.webhookSecret = settings.webhookSecret;
    const base = settings.apiBase ? new URL(settings.apiBase) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: SITE_NAME },
      ...(base
        ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' }
        : {}),
    });
  }

  async createPayment(_db: Db, input: CreatePaymentInput) {
    const intent = await call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: CURRENCY,
          automatic_payment_methods: { enabled: true },
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: `${input.idempotencyKey}:payment-intent` },
      ),
    );
    if (!intent.client_secret) throw new ProviderError('The payment provider returned no client secret', false);
    return { paymentIntentId: intent.id, clientSecret: intent.client_secret };
  }

  async createSubscription(_db: Db, input: CreatePaymentInput) {
    const customer = await call(() =>
      this.stripe.customers.create(
        { ...(input.email ? { email: input.email } : {}), metadata: input.metadata },
        { idempotencyKey: `${input.idempotencyKey}:customer` },
      ),
    );
    const price = await call(() =>
      this.stripe.prices.create(
        {
          unit_amount: input.amountCents,
          currency: CURRENCY,
          recurring: { interval: input.interval ?? 'month' },
          product_data: { name: input.description },
        },
        { idempotencyKey: `${input.idempotencyKey}:price` },
      ),
    );
    const subscription = await call(() =>
      this.stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price: price.id }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: input.metadata,
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: `${input.idempotencyKey}:subscription` },
      ),
    );
    const invoice = subscription.latest_invoice;
    const clientSecret = invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : undefined;
    if (!clientSecret) throw new ProviderError('The payment provider returned no client secret', false);
    return { subscriptionId: subscription.id, customerId: customer.id, clientSecret };
  }

  async cancelSubscription(subscriptionId: string, idempotencyKey: string) {
    try {
      await this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey });
    } catch (error) {
      // Already cancelled there (for example from Stripe's dashboard): our record catches up.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return;
      if (error instanceof Stripe.errors.StripeInvalidRequestError && /cancel/i.test(error.message)) return;
      throw toProviderError(error);
    }
  }

  async refundPayment(paymentIntentId: string, amountCents: number, idempotencyKey: string) {
    await call(() => this.stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey }));
  }

  async cancelUnpaidSubscription(subscriptionId: string, idempotencyKey: string) {
    const subscription = await call(() => this.stripe.subscriptions.retrieve(subscriptionId));
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return true;
    // Paid (or paying) meanwhile: its invoice.paid event decides.
    if (subscription.status !== 'incomplete') return false;
    await this.cancelSubscription(subscriptionId, idempotencyKey);
    return true;
  }

  /** The invoice a payment intent paid, if any: for a refund whose invoice_payment.paid never reached us (a payment made before we listened for it). */
  async invoiceOfPayment(paymentIntentId: string): Promise<string | null> {
    const page = await call(() => this.stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntentId }, limit: 1 }));
    const invoice = page.data[0]?.invoice;
    return (typeof invoice === 'string' ? invoice : invoice?.id) ?? null;
  }

  async cancelPayment(paymentIntentId: string, idempotencyKey: string) {
    try {
      await this.stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey });
    } catch (error) {
      // Already cancelled, or it succeeded meanwhile (the succeeded event then decides): nothing to stop.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw toProviderError(error);
    }
  }

  /** A webhook's event, after checking its signature on the raw body; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string): ProviderEvent {
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'payment_intent.succeeded':
        return { id: event.id, type: 'payment.succeeded', paymentIntentId: event.data.object.id, amountCents: event.data.object.amount_received, at };
      case 'payment_intent.payment_failed':
        return { id: event.id, type: 'payment.failed', paymentIntentId: event.data.object.id, message: event.data.object.last_payment_error?.message ?? null };
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const subscription = invoice.parent?.subscription_details?.subscription;
        const subscriptionId = typeof subscription === 'string' ? subscription : subscription?.id;
        if (!subscriptionId || !invoice.id) return { id: event.id, type: 'ignored', providerType: event.type };
        return event.type === 'invoice.paid'
          ? { id: event.id, type: 'invoice.paid', invoiceId: invoice.id, subscriptionId, amountCents: invoice.amount_paid, at }
          : { id: event.id, type: 'invoice.failed', invoiceId: invoice.id, subscriptionId, message: 'The monthly payment was refused by the card issuer.' };
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        const paymentIntentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
        if (!paymentIntentId) return { id: event.id, type: 'ignored', providerType: event.type };
        return { id: event.id, type: 'payment.refunded', paymentIntentId, refundedCents: charge.amount_refunded, at };
      }
      case 'invoice_payment.paid': {
        const paid = event.data.object;
        const invoiceId = typeof paid.invoice === 'string' ? paid.invoice : paid.invoice?.id;
        const intent = paid.payment?.payment_intent;
        const paymentIntentId = typeof intent === 'string' ? intent : intent?.id;
        if (!invoiceId || !paymentIntentId) return { id: event.id, type: 'ignored', providerType: event.type };
        return { id: event.id, type: 'invoice.payment-linked', invoiceId, paymentIntentId };
      }
      case 'customer.subscription.deleted':
        return { id: event.id, type: 'subscription.cancelled', subscriptionId: event.data.object.id };
      default:
        return { id: event.id, type: 'ignored', providerType: event.type };
    }
  }
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toProviderError(error);
  }
}

function toProviderError(error: unknown) {
  if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new ProviderError(error.message, true);
  }
  return new ProviderError(error instanceof Error ? error.message : 'The payment provider failed', false);
}
