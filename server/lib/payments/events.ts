import type { PaymentOutcome } from '../../../shared/api/payments';
import type { Db, Tx } from '../../db';
import { paymentEvents } from '../../db/schema';
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
    for (const handler of handlers) {
      const outcome = await handler(tx, provider, event);
      if (outcome) return outcome;
    }
    return 'ignored';
  });
}
