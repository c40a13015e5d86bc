import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { countryName } from '../../../shared/countries';
import { INTL_LOCALE, type Locale, localizedPath } from '../../../shared/i18n/locales';
import { formatCents, orderNumberText, SHOP_CURRENCY, type ShippingMethod, SPLIT_PAIR_DAYS } from '../../../shared/shop';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { orderItems, orders, splitPairs } from '../../db/schema';
import type { JobHandlers } from '../../lib/jobs';
import { memberLocale, memberLocaleOf, messagesIn } from '../../lib/i18n';
import type { Mailer } from '../../lib/mail';
import { readOrganisation } from '../../lib/organisation';
import type { Payments } from '../../lib/payments';
import { expireOrder, issueOrderToken, ORDER_EXPIRY_JOB, ORDER_RECEIPT_JOB } from './checkout';
import { shopMailMessages } from './mail-messages';
import { closeSplitPair, ORDER_REFUND_JOB, type RefundReason, SPLIT_EXPIRY_JOB, splitOrderUnpaid } from './split-pairs';
import type { OrderRow } from './present';

const orderPayload = z.object({ orderId: z.string().uuid() });
const refundPayload = z.object({ orderId: z.string().uuid(), reason: z.enum(['sold-out', 'split-expired', 'split-declined', 'split-cancelled']).default('sold-out') });
const splitPayload = z.object({ splitPairId: z.string().uuid() });

/** An amount in the recipient's language: English exactly as the shop shows it ('$12.50'), '12,50 US$' in Spanish. */
export const moneyIn = (locale: Locale) => (cents: number) =>
  locale === 'en' ? formatCents(cents) : new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: SHOP_CURRENCY.toUpperCase() }).format(cents / 100);

/** An order's e-mails are in its buyer's language (a member's order), else English. */
/** A member's order: their language; a visitor's: the language of the page it was placed on. */
export const orderLocale = async (db: Db, order: OrderRow) => (order.userId ? memberLocaleOf(db, order.userId) : memberLocale({ language: order.language }));

const METHOD_KEYS = { standard: 'method.standard', express: 'method.express' } as const satisfies Record<ShippingMethod, string>;

/** What a refund's e-mail says happened (the order page keeps REFUND_NOTES, in English). */
const REFUND_NOTE_KEYS = {
  'sold-out': 'refund.note.soldOut',
  'split-expired': 'refund.note.splitExpired',
  'split-declined': 'refund.note.splitDeclined',
  'split-cancelled': 'refund.note.splitCancelled',
} as const satisfies Record<RefundReason, string>;

/** The lines every order e-mail lists: what was bought, where it goes, what it cost. */
export async function orderSummaryText(db: Db, order: OrderRow, locale: Locale = 'en') {
  const t = messagesIn(shopMailMessages, locale);
  const money = moneyIn(locale);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const address = order.shippingAddress;
  const method = t(METHOD_KEYS[order.shippingMethod]);
  return [
    ...items.map((item) =>
      t('summary.item', { quantity: String(item.quantity), product: item.productName, variant: item.variantLabel, price: money(item.unitPriceCents * item.quantity) }),
    ),
    '',
    t('summary.subtotal', { amount: money(order.subtotalCents) }),
    order.shippingCents === 0 ? t('summary.shippingFree', { method }) : t('summary.shipping', { method, amount: money(order.shippingCents) }),
    t('summary.total', { amount: money(order.totalCents) }),
    '',
    t('summary.shipTo'),
    address.name,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    [address.city, address.region, address.postalCode].filter(Boolean).join(', '),
    locale === 'en' ? countryName(address.country) : countryName(address.country, INTL_LOCALE[locale]),
  ].join('\n');
}

/** Where the e-mail's link leads: the member's own order page, or the order with a new key for a visitor; in the e-mail's language. */
export async function orderLink(db: Db, config: Pick<Config, 'publicUrl'>, order: OrderRow, locale: Locale = 'en') {
  const path = `/shop/orders/${orderNumberText(order.number)}`;
  return `${config.publicUrl}${localizedPath(order.userId ? path : `${path}?token=${await issueOrderToken(db, order.id)}`, locale)}`;
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
      const locale = await orderLocale(db, order);
      const t = messagesIn(shopMailMessages, locale);
      const link = await orderLink(db, config, order, locale);
      const number = orderNumberText(order.number);
      await mailer.send({
        to: order.email,
        subject: t('receipt.subject', { number, organisation }),
        link,
        text: [
          waiting ? t('receipt.waiting', { days: SPLIT_PAIR_DAYS }) : t('receipt.paid'),
          '',
          t('receipt.order', { number }),
          '',
          await orderSummaryText(db, order, locale),
          '',
          t('order.see', { link }),
          '',
          t('receipt.keep'),
        ].join('\n'),
      });
    },
    // A payment that cannot be honoured (sold out meanwhile, a split pair that closed): given back in full.
    [ORDER_REFUND_JOB]: async (raw) => {
      const { orderId, reason } = refundPayload.parse(raw);
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order?.providerPaymentIntentId || order.provider !== payments.mode) return;
      await payments.refundPayment(order.providerPaymentIntentId, order.totalCents, `order-refund:${order.id}`);
      const locale = await orderLocale(db, order);
      const t = messagesIn(shopMailMessages, locale);
      await mailer.send({
        to: order.email,
        subject: t('refund.subject', { number: orderNumberText(order.number) }),
        link: await orderLink(db, config, order, locale),
        text: [
          `${t(REFUND_NOTE_KEYS[reason], { days: SPLIT_PAIR_DAYS })} ${t('refund.amount', { amount: moneyIn(locale)(order.totalCents) })}`,
          t('refund.statement'),
          '',
          reason === 'sold-out' ? t('refund.orderAgain') : t('refund.nothingNeeded'),
        ].join('\n'),
      });
    },
  };
}
