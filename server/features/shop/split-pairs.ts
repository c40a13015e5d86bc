import { randomUUID } from 'node:crypto';
import { addDays, addMinutes, min } from 'date-fns';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CheckoutResponse, SplitPairOption, SplitPairStarted, SplitPairView, splitPairHalfBody, startSplitPairBody } from '../../../shared/api/shop';
import { displayName } from '../../../shared/display-name';
import { mismatchedLabel, orderNumberText, RESERVATION_MINUTES, SPLIT_PAIR_DAYS, splitHalves } from '../../../shared/shop';
import type { Db, Tx } from '../../db';
import { buddyMatches, orders, products, productVariants, shoeProfiles, splitPairs, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { memberLocaleOf, messagesIn } from '../../lib/i18n';
import { enqueueJob } from '../../lib/jobs';
import { addNotice } from '../../lib/notices';
import type { Payments } from '../../lib/payments';
import type { UserRow } from '../../lib/sessions';
import { checkoutKey, ORDER_RECEIPT_JOB, orderByKey, payingProvider, placeOrder } from './checkout';
import { shopMailMessages } from './mail-messages';
import { presentProductCards, type OrderRow, type ProductRow } from './present';
import { releaseStock } from './stock';

export const SPLIT_EXPIRY_JOB = 'shop.split-pair-expiry';
export const ORDER_REFUND_JOB = 'shop.refund-order';

type SplitRow = typeof splitPairs.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
export type RefundReason = 'sold-out' | 'split-expired' | 'split-declined' | 'split-cancelled';

/** '5', '5.5': a shoe profile's size as variants name it. */
const sizeText = (size: number) => String(Number(size));

async function acceptedMatches(db: Db, member: UserRow) {
  return db
    .select()
    .from(buddyMatches)
    .where(and(eq(buddyMatches.status, 'accepted'), or(eq(buddyMatches.requesterId, member.id), eq(buddyMatches.recipientId, member.id))))
    .orderBy(desc(buddyMatches.respondedAt));
}

const buddyOf = (match: typeof buddyMatches.$inferSelect, member: UserRow) => (match.requesterId === member.id ? match.recipientId : match.requesterId);

/** The variant of one size to take a pair from: the member's width where the product has widths, in stock. */
function variantFor(variants: VariantRow[], size: string, width: string | null) {
  const sized = variants.filter((variant) => variant.size === size && !variant.retiredAt && variant.stock > 0);
  return sized.find((variant) => variant.width === (width ?? 'medium')) ?? sized.find((variant) => variant.width === null) ?? sized[0] ?? null;
}

/**
 * For each accepted buddy match: whether the two members' feet make two pairs of this product between
 * them (one's left size is the other's right, and both sizes are in stock), and what the first half costs.
 */
export async function splitPairOptions(db: Db, member: UserRow, product: ProductRow): Promise<SplitPairOption[]> {
  if (!product.soldInPairs) return [];
  const matches = await acceptedMatches(db, member);
  if (matches.length === 0) return [];
  const buddyIds = matches.map((match) => buddyOf(match, member));
  const [buddies, profiles, variants] = await Promise.all([
    db.select().from(users).where(inArray(users.id, buddyIds)),
    db.select().from(shoeProfiles).where(inArray(shoeProfiles.userId, [member.id, ...buddyIds])),
    db.select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(asc(productVariants.position)),
  ]);
  const mine = profiles.find((profile) => profile.userId === member.id);
  return matches.map((match) => {
    const buddyId = buddyOf(match, member);
    const buddy = buddies.find((row) => row.id === buddyId);
    const theirs = profiles.find((profile) => profile.userId === buddyId);
    const name = displayName(buddy);
    const option: SplitPairOption = {
      matchId: match.id,
      buddy: { id: buddyId, name },
      mine: mine ? { left: sizeText(mine.leftFootSize), right: sizeText(mine.rightFootSize) } : null,
      buddys: theirs ? { left: sizeText(theirs.leftFootSize), right: sizeText(theirs.rightFootSize) } : null,
      problem: null,
      halfCents: null,
      leftVariantId: null,
      rightVariantId: null,
    };
    if (!mine) return { ...option, problem: 'Add your shoe sizes in Clubfoot Buddy first.' };
    if (!theirs) return { ...option, problem: `${name} has not added their shoe sizes yet.` };
    const [left, right] = [sizeText(mine.leftFootSize), sizeText(mine.rightFootSize)];
    if (left === right || sizeText(theirs.leftFootSize) !== right || sizeText(theirs.rightFootSize) !== left) {
      return { ...option, problem: `Your sizes and ${name}'s do not make two pairs between you.` };
    }
    const leftVariant = variantFor(variants, left, mine.leftWidth);
    const rightVariant = variantFor(variants, right, mine.rightWidth);
    if (!leftVariant || !rightVariant) {
      const missing = !leftVariant ? left : right;
      const sold = variants.some((variant) => variant.size === missing && !variant.retiredAt);
      return { ...option, problem: sold ? `Size ${missing} is sold out just now.` : `This product does not come in size ${missing}.` };
    }
    return {
      ...option,
      halfCents: splitHalves(leftVariant.priceCents + rightVariant.priceCents).first,
      leftVariantId: leftVariant.id,
      rightVariantId: rightVariant.id,
    };
  });
}

async function splitById(db: Db, id: string) {
  const [split] = await db.select().from(splitPairs).where(eq(splitPairs.id, id));
  if (!split) throw notFound('This split pair was not found.');
  return split;
}

/** A split pair is its two members' own. */
async function ownSplit(db: Db, member: UserRow, id: string) {
  const split = await splitById(db, id);
  if (split.initiatorId !== member.id && split.partnerId !== member.id) throw notFound('This split pair was not found.');
  return split;
}

const label = (left: VariantRow, right: VariantRow, buddy: string) => `${mismatchedLabel(left, right)} (split pair with ${buddy})`;

/**
 * The first half: both pairs are held by this order (the buddy's shoes too), and the caller pays their
 * half. Once paid, the buddy has SPLIT_PAIR_DAYS to pay theirs.
 */
export async function startSplitPair(
  db: Db,
  payments: Payments,
  member: UserRow,
  product: ProductRow,
  body: z.output<typeof startSplitPairBody>,
  requestKey: string | null,
): Promise<SplitPairStarted> {
  const paying = payingProvider(payments);
  const idempotencyKey = checkoutKey(body.idempotencyKey, requestKey);
  const repeated = await orderByKey(db, idempotencyKey);
  const [match] = await db.select().from(buddyMatches).where(eq(buddyMatches.id, body.matchId));
  if (!match || match.status !== 'accepted' || (match.requesterId !== member.id && match.recipientId !== member.id)) {
    throw new AppError('CONFLICT', 'A split pair needs an accepted Clubfoot Buddy match.');
  }
  if (!product.soldInPairs) throw new AppError('CONFLICT', 'This product is not sold in pairs, so it cannot be split.');
  const [left, right] = await Promise.all([variantOf(db, product, body.leftVariantId), variantOf(db, product, body.rightVariantId)]);
  if (left.size === right.size) throw new AppError('CONFLICT', 'A split pair needs two different sizes.');
  const partnerId = buddyOf(match, member);
  const [partner] = await db.select().from(users).where(eq(users.id, partnerId));
  const halves = splitHalves(left.priceCents + right.priceCents);
  const splitPairId = repeated?.splitPairId ?? randomUUID();
  const started = await placeOrder(
    db,
    paying,
    {
      buyer: member,
      email: member.email,
      shippingAddress: body.shippingAddress,
      shippingMethod: body.shippingMethod,
      idempotencyKey,
      splitPairId,
      items: [
        {
          productId: product.id,
          variantId: left.id,
          rightVariantId: right.id,
          productName: product.name,
          variantLabel: label(left, right, displayName(partner)),
          sku: `${left.sku}/${right.sku}`,
          unitPriceCents: halves.first,
          quantity: 1,
        },
      ],
      // Both pairs: the buyer's left and right, and the other shoe of each for the buddy.
      holds: [
        { variantId: left.id, unit: 'pair', quantity: 1 },
        { variantId: right.id, unit: 'pair', quantity: 1 },
      ],
    },
    async (tx, order) => {
      await tx.insert(splitPairs).values({
        id: splitPairId,
        productId: product.id,
        matchId: match.id,
        initiatorId: member.id,
        partnerId,
        initiatorLeftVariantId: left.id,
        initiatorRightVariantId: right.id,
        initiatorOrderId: order.id,
        expiresAt: order.reservedUntil,
      });
    },
  );
  return { ...started, splitPairId };
}

async function variantOf(db: Db, product: ProductRow, id: string) {
  const [variant] = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.id, id), eq(productVariants.productId, product.id), isNull(productVariants.retiredAt)));
  if (!variant) throw notFound('This size is not sold any more.');
  return variant;
}

/** The buddy's half: their own address and payment; the shoes are already held by the first half. */
export async function paySplitPairHalf(
  db: Db,
  payments: Payments,
  member: UserRow,
  id: string,
  body: z.output<typeof splitPairHalfBody>,
  requestKey: string | null,
): Promise<CheckoutResponse> {
  const paying = payingProvider(payments);
  const split = await ownSplit(db, member, id);
  if (split.partnerId !== member.id) throw new AppError('CONFLICT', 'This is your own split pair: your buddy pays the second half.');
  if (split.status !== 'waiting-partner') throw new AppError('CONFLICT', 'This split pair is not waiting for a payment.');
  const [[left], [right], [product], [initiator]] = await Promise.all([
    db.select().from(productVariants).where(eq(productVariants.id, split.initiatorRightVariantId)),
    db.select().from(productVariants).where(eq(productVariants.id, split.initiatorLeftVariantId)),
    db.select().from(products).where(eq(products.id, split.productId)),
    split.initiatorId ? db.select().from(users).where(eq(users.id, split.initiatorId)) : Promise.resolve([]),
  ]);
  if (!left || !right || !product) throw notFound('This split pair was not found.');
  const halves = splitHalves(left.priceCents + right.priceCents);
  return placeOrder(
    db,
    paying,
    {
      buyer: member,
      email: member.email,
      shippingAddress: body.shippingAddress,
      shippingMethod: body.shippingMethod,
      idempotencyKey: checkoutKey(body.idempotencyKey, requestKey),
      splitPairId: split.id,
      // The buddy gets the other shoe of each pair: the first buyer's right size on the left foot, and so on.
      items: [
        {
          productId: product.id,
          variantId: left.id,
          rightVariantId: right.id,
          productName: product.name,
          variantLabel: label(left, right, displayName(initiator)),
          sku: `${left.sku}/${right.sku}`,
          unitPriceCents: halves.second,
          quantity: 1,
        },
      ],
      holds: [],
      reservedUntil: min([addMinutes(new Date(), RESERVATION_MINUTES), split.expiresAt]),
    },
    async (tx, order) => {
      await tx.update(splitPairs).set({ partnerOrderId: order.id }).where(eq(splitPairs.id, split.id));
    },
  );
}

/**
 * A split pair's order was paid (inside the event's transaction). The first half holds the shoes
 * and waits for the buddy; the second completes both. A half paid after the split pair closed is
 * refunded. Returns the outcome for the log, or null when the order is not a split pair's.
 */
export async function splitOrderPaid(tx: Tx, order: OrderRow, at: Date) {
  if (!order.splitPairId) return null;
  const [split] = await tx.select().from(splitPairs).where(eq(splitPairs.id, order.splitPairId)).for('update');
  if (!split) return null;
  const isFirst = order.id === split.initiatorOrderId;
  if (isFirst && split.status === 'waiting-initiator') {
    const expiresAt = addDays(at, SPLIT_PAIR_DAYS);
    await tx.update(orders).set({ status: 'awaiting-partner', paidAt: at, failureMessage: null }).where(eq(orders.id, order.id));
    await tx.update(splitPairs).set({ status: 'waiting-partner', expiresAt }).where(eq(splitPairs.id, split.id));
    await enqueueJob(tx, SPLIT_EXPIRY_JOB, { splitPairId: split.id }, expiresAt);
    await enqueueJob(tx, ORDER_RECEIPT_JOB, { orderId: order.id });
    if (split.partnerId) {
      const t = messagesIn(shopMailMessages, await memberLocaleOf(tx, split.partnerId));
      await addNotice(tx, split.partnerId, {
        kind: 'shop.split-pair-invited',
        title: t('notice.invited.title'),
        body: t('notice.invited.body', { days: SPLIT_PAIR_DAYS }),
        link: `/shop/split-pairs/${split.id}`,
      });
    }
    return 'paid' as const;
  }
  if (!isFirst && split.status === 'waiting-partner' && order.id === split.partnerOrderId) {
    await tx.update(orders).set({ status: 'paid', paidAt: at, failureMessage: null }).where(eq(orders.id, order.id));
    await tx
      .update(orders)
      .set({ status: 'paid' })
      .where(and(eq(orders.splitPairId, split.id), eq(orders.status, 'awaiting-partner')));
    await tx.update(splitPairs).set({ status: 'complete', completedAt: at }).where(eq(splitPairs.id, split.id));
    // Two pairs were sold.
    await tx
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + 2` })
      .where(eq(products.id, split.productId));
    await enqueueJob(tx, ORDER_RECEIPT_JOB, { orderId: order.id });
    if (split.initiatorId) {
      const t = messagesIn(shopMailMessages, await memberLocaleOf(tx, split.initiatorId));
      await addNotice(tx, split.initiatorId, {
        kind: 'shop.split-pair-complete',
        title: t('notice.complete.title'),
        body: t('notice.complete.body'),
        link: `/shop/split-pairs/${split.id}`,
      });
    }
    return 'paid' as const;
  }
  // The split pair closed before this payment came: it is given back in full.
  await tx.update(orders).set({ status: 'refunded', paidAt: at, refundedAt: new Date(), failureMessage: 'This split pair had already closed, so your payment was refunded in full.' }).where(eq(orders.id, order.id));
  await releaseStock(tx, order.id);
  await enqueueJob(tx, ORDER_REFUND_JOB, { orderId: order.id, reason: 'split-expired' satisfies RefundReason });
  return 'refunded' as const;
}

/** The first half's order ended unpaid (refused or expired): the split pair ends with it. */
export async function splitOrderUnpaid(tx: Db, order: OrderRow) {
  if (!order.splitPairId) return;
  await tx
    .update(splitPairs)
    .set({ status: 'cancelled', closedAt: new Date() })
    .where(and(eq(splitPairs.id, order.splitPairId), eq(splitPairs.initiatorOrderId, order.id), eq(splitPairs.status, 'waiting-initiator')));
}

/**
 * Ends a split pair still waiting for its second half: the buddy declined, the first buyer called it
 * off, or time ran out. The first half is refunded in full, the shoes go back on the shelf, and a
 * waiting payment of the second half is stopped.
 */
export async function closeSplitPair(db: Db, payments: Payments, split: SplitRow, status: 'declined' | 'cancelled' | 'expired') {
  if (split.status !== 'waiting-partner') throw new AppError('CONFLICT', 'This split pair is no longer waiting for its second half.');
  const pending = split.partnerOrderId ? (await db.select().from(orders).where(eq(orders.id, split.partnerOrderId)))[0] : undefined;
  if (pending?.status === 'pending' && pending.providerPaymentIntentId && pending.provider === payments.mode) {
    await payments.cancelPayment(pending.providerPaymentIntentId, `split-close:${pending.id}`);
  }
  const reason: RefundReason = status === 'expired' ? 'split-expired' : status === 'declined' ? 'split-declined' : 'split-cancelled';
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(splitPairs)
      .set({ status, closedAt: new Date() })
      .where(and(eq(splitPairs.id, split.id), eq(splitPairs.status, 'waiting-partner')))
      .returning();
    if (!closed) return false;
    if (split.partnerOrderId) {
      await tx
        .update(orders)
        .set({ status: 'expired', failureMessage: 'The split pair closed before this payment was made.' })
        .where(and(eq(orders.id, split.partnerOrderId), eq(orders.status, 'pending')));
    }
    if (split.initiatorOrderId) {
      const [refunded] = await tx
        .update(orders)
        .set({ status: 'refunded', refundedAt: new Date(), failureMessage: REFUND_NOTES[reason] })
        .where(and(eq(orders.id, split.initiatorOrderId), eq(orders.status, 'awaiting-partner')))
        .returning({ id: orders.id });
      if (refunded) {
        await releaseStock(tx, split.initiatorOrderId);
        await enqueueJob(tx, ORDER_REFUND_JOB, { orderId: split.initiatorOrderId, reason });
      }
    }
    for (const memberId of [split.initiatorId, split.partnerId]) {
      if (!memberId) continue;
      const t = messagesIn(shopMailMessages, await memberLocaleOf(tx, memberId));
      await addNotice(tx, memberId, {
        kind: 'shop.split-pair-closed',
        title: t(`notice.closed.${status}`),
        body: t('notice.closed.body'),
        link: `/shop/split-pairs/${split.id}`,
      });
    }
    return true;
  });
}

/** What a refund's e-mail and the order page say happened. */
export const REFUND_NOTES: Record<RefundReason, string> = {
  'sold-out': 'The items sold out before your payment arrived, so it was refunded in full.',
  'split-expired': `Your buddy's half did not arrive within ${SPLIT_PAIR_DAYS} days, so your payment was refunded in full.`,
  'split-declined': 'Your buddy declined the split pair, so your payment was refunded in full.',
  'split-cancelled': 'The split pair was called off before the second half was paid, so your payment was refunded in full.',
};

/** The buddy declines, or the first buyer calls it off. */
export async function closeOwnSplitPair(db: Db, payments: Payments, member: UserRow, id: string) {
  const split = await ownSplit(db, member, id);
  await closeSplitPair(db, payments, split, split.partnerId === member.id ? 'declined' : 'cancelled');
  return viewSplitPair(db, member, id);
}

/** A split pair as one of its members sees it: who gets which shoes, who has paid, until when. */
export async function viewSplitPair(db: Db, member: UserRow, id: string): Promise<SplitPairView> {
  const split = await ownSplit(db, member, id);
  const [views] = await presentSplitPairs(db, member, [split]);
  if (!views) throw notFound('This split pair was not found.');
  return views;
}

export async function mySplitPairs(db: Db, member: UserRow) {
  const rows = await db
    .select()
    .from(splitPairs)
    .where(and(or(eq(splitPairs.initiatorId, member.id), eq(splitPairs.partnerId, member.id)), sql`${splitPairs.status} <> 'waiting-initiator'`))
    .orderBy(desc(splitPairs.createdAt))
    .limit(50);
  return presentSplitPairs(db, member, rows);
}

async function presentSplitPairs(db: Db, member: UserRow, rows: SplitRow[]): Promise<SplitPairView[]> {
  if (rows.length === 0) return [];
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const memberIds = [...new Set(rows.flatMap((row) => [row.initiatorId, row.partnerId]).filter((id): id is string => id !== null))];
  const variantIds = [...new Set(rows.flatMap((row) => [row.initiatorLeftVariantId, row.initiatorRightVariantId]))];
  const orderIds = rows.flatMap((row) => [row.initiatorOrderId, row.partnerOrderId]).filter((id): id is string => id !== null);
  const [productRows, people, variants, orderRows] = await Promise.all([
    db.select().from(products).where(inArray(products.id, productIds)),
    db.select().from(users).where(inArray(users.id, memberIds)),
    db.select().from(productVariants).where(inArray(productVariants.id, variantIds)),
    orderIds.length > 0 ? db.select().from(orders).where(inArray(orders.id, orderIds)) : Promise.resolve([]),
  ]);
  const cards = await presentProductCards(db, productRows);
  const PAID = new Set(['awaiting-partner', 'paid', 'packed', 'shipped', 'delivered']);
  return rows.flatMap((row) => {
    const card = cards.find((entry) => entry.id === row.productId);
    const left = variants.find((variant) => variant.id === row.initiatorLeftVariantId);
    const right = variants.find((variant) => variant.id === row.initiatorRightVariantId);
    if (!card || !left || !right) return [];
    const halves = splitHalves(left.priceCents + right.priceCents);
    const half = (memberId: string | null, orderId: string | null, leftSize: string | null, rightSize: string | null, halfCents: number) => {
      const person = people.find((entry) => entry.id === memberId);
      const order = orderRows.find((entry) => entry.id === orderId);
      return {
        member: { id: memberId ?? '', name: displayName(person) },
        leftSize: leftSize ?? '',
        rightSize: rightSize ?? '',
        halfCents,
        paid: !!order && PAID.has(order.status),
        orderNumber: order && memberId === member.id ? orderNumberText(order.number) : null,
      };
    };
    return [
      {
        id: row.id,
        status: row.status,
        product: card,
        initiator: half(row.initiatorId, row.initiatorOrderId, left.size, right.size, halves.first),
        partner: half(row.partnerId, row.partnerOrderId, right.size, left.size, halves.second),
        you: row.initiatorId === member.id ? ('initiator' as const) : ('partner' as const),
        expiresAt: row.expiresAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

