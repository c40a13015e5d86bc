import { eq } from 'drizzle-orm';
import type { PaymentOutcome } from '../../../shared/api/payments';
import type { Db, Tx } from '../../db';
import { paymentEvents, paymentIntentLinks } from '../../db/schema';
import type { PaymentProvider, ProviderEvent } from './provider';

/**
 * One feature's reading of a provider event: what it did, or null when the payment is not that
 * feature's (a gift's handler is asked about an order's payment, say). Runs inside the transaction
 * that records the event, so what it changes and the record of the event commit together.
 */
export type PaymentEventHandler = (tx: Tx, provider: PaymentProvider['mode'], event: ProviderEvent) => Promise<PaymentOutcome | null>;

/**
 * Applies one provider event, once: the event id is recorded in the same transaction, so a replayed
 * webhook changes nothing. Each handler is asked in turn; the first that knows the payment applies it.
 */
export async function applyPaymentEvent(db: Db, provider: PaymentProvider['mode'], event: ProviderEvent, handlers: readonly PaymentEventHandler[]) {
  return db.transaction(async (tx): Promise<PaymentOutcome> => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return 'duplicate';
    if (event.type === 'ignored') return 'ignored';
    if (event.type === 'invoice.payment-linked') {
      await tx.insert(paymentIntentLinks).values({ paymentIntentId: event.paymentIntentId, invoiceId: event.invoiceId }).onConflictDoNothing();
      return 'linked';
    }
    for (const handler of handlers) {
      const outcome = await handler(tx, provider, event);
      if (outcome) return outcome;
    }
    return 'ignored';
  });
}

/**
 * The provider references a refunded payment may be recorded under: the payment intent itself (a
 * one-time gift), and the invoice it paid (a monthly gift's or a membership's payment).
 */
export async function refundedRefs(tx: Tx, paymentIntentId: string) {
  const [link] = await tx.select({ invoiceId: paymentIntentLinks.invoiceId }).from(paymentIntentLinks).where(eq(paymentIntentLinks.paymentIntentId, paymentIntentId));
  return link ? [paymentIntentId, link.invoiceId] : [paymentIntentId];
}
