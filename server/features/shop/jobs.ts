import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { countryName } from '../../../shared/countries';
import { formatCents, orderNumberText, SHIPPING_METHOD_LABELS, SPLIT_PAIR_DAYS } from '../../../shared/shop';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { orderItems, orders, splitPairs } from '../../db/schema';
import type { JobHandlers } from '../../lib/jobs';
import type { Mailer } from '../../lib/mail';
import { readOrganisation } from '../../lib/organisation';
import type { Payments } from '../../lib/payments';
import { expireOrder, issueOrderToken, ORDER_EXPIRY_JOB, ORDER_RECEIPT_JOB } from './checkout';
import { closeSplitPair, ORDER_REFUND_JOB, REFUND_NOTES, SPLIT_EXPIRY_JOB, splitOrderUnpaid } from './split-pairs';
import type { OrderRow } from './present';

const orderPayload = z.object({ orderId: z.string().uuid() });
const refundPayload = z.object({ orderId: z.string().uuid(), reason: z.enum(['sold-out', 'split-expired', 'split-declined', 'split-cancelled']).default('sold-out') });
const splitPayload = z.object({ splitPairId: z.string().uuid() });

/** The lines every order e-mail lists: what was bought, where it goes, what it cost. */
export async function orderSummaryText(db: Db, order: OrderRow) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const address = order.shippingAddress;
  return [
    ...items.map((item) => `${item.quantity} × ${item.productName} (${item.variantLabel}): ${formatCents(item.unitPriceCents * item.quantity)}`),
    '',
    `Subtotal: ${formatCents(order.subtotalCents)}`,
    `Shipping (${SHIPPING_METHOD_LABELS[order.shippingMethod]}): ${order.shippingCents === 0 ? 'free' : formatCents(order.shippingCents)}`,
    `Total: ${formatCents(order.totalCents)} (USD)`,
    '',
    'Shipping to:',
    address.name,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    [address.city, address.region, address.postalCode].filter(Boolean).join(', '),
    countryName(address.country),
  ].join('\n');
}

/** Where the e-mail's link leads: the member's own order page, or the order with a new key for a visitor. */
export async function orderLink(db: Db, config: Pick<Config, 'publicUrl'>, order: OrderRow) {
  const base = `${config.publicUrl}/shop/orders/${orderNumberText(order.number)}`;
  return order.userId ? base : `${base}?token=${await issueOrderToken(db, order.id)}`;
}

export function shopJobHandlers({ db, mailer, config, payments }: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'>; payments: Payments }): JobHandlers {
  const orderOf = async (raw: unknown) => {
    const { orderId } = orderPayload.parse(raw);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    return order ?? null;
  };
  return {
    [ORDER_EXPIRY_JOB]: async (raw) => {
      const { orderId } = orderPayload.parse(raw);
      await expireOrder(db, payments, orderId, splitOrderUnpaid);
    },
    // A split pair whose second half never came: the first is refunded.
    [SPLIT_EXPIRY_JOB]: async (raw) => {
      const { splitPairId } = splitPayload.parse(raw);
      const [split] = await db.select().from(splitPairs).where(eq(splitPairs.id, splitPairId));
      if (!split || split.status !== 'waiting-partner' || split.expiresAt > new Date()) return;
      await closeSplitPair(db, payments, split, 'expired');
    },
    [ORDER_RECEIPT_JOB]: async (raw) => {
      const order = await orderOf(raw);
      if (!order || (order.status !== 'paid' && order.status !== 'awaiting-partner')) return;
      const waiting = order.status === 'awaiting-partner';
      const organisation = (await readOrganisation(db)).name;
      const link = await orderLink(db, config, order);
      await mailer.send({
        to: order.email,
        subject: `Your order ${orderNumberText(order.number)} from the ${organisation} shop`,
        link,
        text: [
          waiting
            ? `Thank you for paying your half of a split pair. Your buddy has ${SPLIT_PAIR_DAYS} days to pay theirs; we pack both as soon as they do, and refund you in full if they don't.`
            : `Thank you for your order. We have received your payment and will send another e-mail with tracking as soon as it ships.`,
          '',
          `Order: ${orderNumberText(order.number)}`,
          '',
          await orderSummaryText(db, order),
          '',
          `See your order and its status: ${link}`,
          '',
          'Please keep this e-mail as your receipt.',
        ].join('\n'),
      });
    },
    // A payment that cannot be honoured (sold out meanwhile, a split pair that closed): given back in full.
    [ORDER_REFUND_JOB]: async (raw) => {
      const { orderId, reason } = refundPayload.parse(raw);
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order?.providerPaymentIntentId || order.provider !== payments.mode) return;
      await payments.refundPayment(order.providerPaymentIntentId, order.totalCents, `order-refund:${order.id}`);
      await mailer.send({
        to: order.email,
        subject: `Your payment for order ${orderNumberText(order.number)} has been refunded`,
        link: await orderLink(db, config, order),
        text: [
          `${REFUND_NOTES[reason]} That is ${formatCents(order.totalCents)}, back to the card you paid with.`,
          'The refund shows on your statement within 5 to 10 business days, depending on your bank.',
          '',
          reason === 'sold-out' ? 'You are welcome to order again when the items are back in stock.' : 'Nothing else is needed from you.',
        ].join('\n'),
      });
    },
  };
}
