import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { countryName } from '../../../shared/countries';
import { formatCents, orderNumberText, SHIPPING_METHOD_LABELS } from '../../../shared/shop';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { orderItems, orders } from '../../db/schema';
import type { JobHandlers } from '../../lib/jobs';
import type { Mailer } from '../../lib/mail';
import { readOrganisation } from '../../lib/organisation';
import type { Payments } from '../../lib/payments';
import { expireOrder, issueOrderToken, LATE_PAYMENT_REFUND_JOB, ORDER_EXPIRY_JOB, ORDER_RECEIPT_JOB } from './checkout';
import type { OrderRow } from './present';

const orderPayload = z.object({ orderId: z.string().uuid() });

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
      await expireOrder(db, payments, orderId);
    },
    [ORDER_RECEIPT_JOB]: async (raw) => {
      const order = await orderOf(raw);
      if (!order || order.status !== 'paid') return;
      const organisation = (await readOrganisation(db)).name;
      const link = await orderLink(db, config, order);
      await mailer.send({
        to: order.email,
        subject: `Your order ${orderNumberText(order.number)} from the ${organisation} shop`,
        link,
        text: [
          `Thank you for your order. We have received your payment and will send another e-mail with tracking as soon as it ships.`,
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
    // A payment that arrived after the stock it was for had gone: given back in full.
    [LATE_PAYMENT_REFUND_JOB]: async (raw) => {
      const order = await orderOf(raw);
      if (!order?.providerPaymentIntentId || order.provider !== payments.mode) return;
      await payments.refundPayment(order.providerPaymentIntentId, order.totalCents, `order-late-refund:${order.id}`);
      await mailer.send({
        to: order.email,
        subject: `Your payment for order ${orderNumberText(order.number)} has been refunded`,
        text: [
          `We are sorry: the items in order ${orderNumberText(order.number)} sold out before your payment reached us, so we have refunded ${formatCents(order.totalCents)} in full.`,
          'The refund shows on your statement within 5 to 10 business days, depending on your bank.',
          '',
          'You are welcome to order again when the items are back in stock.',
        ].join('\n'),
      });
    },
  };
}
