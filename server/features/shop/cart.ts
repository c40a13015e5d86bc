import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Cart, CartLine, CartLineInput } from '../../../shared/api/shop';
import { cartLineKey, MAX_CART_LINES, MAX_LINE_QUANTITY, mismatchedLabel, SHOP_HOME_COUNTRY, shippingOptionsFor, variantLabel } from '../../../shared/shop';
import type { Db } from '../../db';
import { cartItems, products, productVariants } from '../../db/schema';
import { AppError, notFound, said } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { firstImages, presentImage } from './present';

type VariantRow = typeof productVariants.$inferSelect;
type ProductRow = typeof products.$inferSelect;
export type Found = Map<string, { variant: VariantRow; product: ProductRow }>;
/** A line as it is bought: one variant, or a pair of two sizes (the left's variant and the right's). */
export type Line = { variantId: string; rightVariantId: string | null; quantity: number };

/** One line per variant (or pair of sizes): repeats add up, to the most one order may hold, in first-seen order. */
export function mergeLines(lines: readonly CartLineInput[]): Line[] {
  const merged = new Map<string, Line>();
  for (const line of lines) {
    const key = cartLineKey(line);
    const rightVariantId = line.rightVariantId && line.rightVariantId !== line.variantId ? line.rightVariantId : null;
    const quantity = Math.min(MAX_LINE_QUANTITY, (merged.get(key)?.quantity ?? 0) + line.quantity);
    merged.set(key, { variantId: line.variantId, rightVariantId, quantity });
  }
  return [...merged.values()];
}

/** The variants asked about with their product, as sold now (missing ones are not in the map). */
export async function variantsOf(db: Db, variantIds: string[]): Promise<Found> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, ids));
  return new Map(rows.map((row) => [row.variant.id, row]));
}

export const idsOf = (lines: readonly Line[]) => lines.flatMap((line) => (line.rightVariantId ? [line.variantId, line.rightVariantId] : [line.variantId]));

const onSale = (row: { variant: VariantRow; product: ProductRow } | undefined): row is { variant: VariantRow; product: ProductRow } =>
  !!row && !row.variant.retiredAt && row.product.status === 'published';

/**
 * What a line is now: its product, label, price and how many can be bought. A pair of two sizes
 * takes a left shoe of one size and a right of the other (spare singles first, else a pair is split),
 * costs the dearer size's pair price, and is only sold where the product allows it.
 */
export function lineFacts(found: Found, line: Line) {
  const left = found.get(line.variantId);
  if (!line.rightVariantId) {
    const sold = onSale(left);
    return { row: left, sold, label: left ? variantLabel(left.variant) : '', unitPriceCents: left?.variant.priceCents ?? 0, available: sold ? left.variant.stock : 0 };
  }
  const right = found.get(line.rightVariantId);
  const sold =
    onSale(left) && onSale(right) && left.product.id === right.product.id && left.product.soldInPairs && left.product.allowMismatched;
  return {
    row: left,
    sold,
    label: left && right ? mismatchedLabel(left.variant, right.variant) : '',
    unitPriceCents: Math.max(left?.variant.priceCents ?? 0, right?.variant.priceCents ?? 0),
    available: sold ? Math.min(left.variant.stock + left.variant.spareLeft, right.variant.stock + right.variant.spareRight) : 0,
  };
}

/** Why a line cannot be bought as it is, or null. */
export function lineProblem(facts: { sold: boolean; available: number }, quantity: number) {
  if (!facts.sold) return 'No longer sold';
  if (facts.available === 0) return 'Sold out';
  if (quantity > facts.available) return facts.available === 1 ? 'Only 1 left' : `Only ${facts.available} left`;
  return null;
}

/**
 * A cart priced by the server now: prices and stock from the database, shipping by destination.
 * Whatever a browser believes a price to be, this is what checkout charges.
 */
export async function priceCart(db: Db, input: readonly CartLineInput[], country: string | undefined): Promise<Cart> {
  const lines = mergeLines(input);
  const found = await variantsOf(db, idsOf(lines));
  const images = await firstImages(db, [...new Set([...found.values()].map((row) => row.product.id))]);
  const priced: CartLine[] = lines.map((line) => {
    const facts = lineFacts(found, line);
    const image = facts.row ? images.get(facts.row.product.id) : undefined;
    return {
      lineKey: cartLineKey(line),
      variantId: line.variantId,
      rightVariantId: line.rightVariantId,
      productSlug: facts.row?.product.slug ?? '',
      productName: facts.row?.product.name ?? 'An item no longer sold',
      variantLabel: facts.label,
      image: image ? presentImage(image) : null,
      unitPriceCents: facts.unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: facts.sold ? facts.unitPriceCents * line.quantity : 0,
      available: facts.available,
      problem: lineProblem(facts, line.quantity),
    };
  });
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const destination = country ?? SHOP_HOME_COUNTRY;
  return {
    lines: priced,
    itemCount: priced.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents,
    country: destination,
    shippingOptions: shippingOptionsFor(destination, subtotalCents),
  };
}

/* ---------- A member's cart, on the server ---------- */

export async function memberCartLines(db: Db, member: UserRow): Promise<CartLineInput[]> {
  const rows = await db
    .select({ variantId: cartItems.variantId, rightVariantId: cartItems.rightVariantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, member.id))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.lineKey));
  return rows.map((row) => ({ variantId: row.variantId, ...(row.rightVariantId ? { rightVariantId: row.rightVariantId } : {}), quantity: row.quantity }));
}

/** A cart line key as the address names it: 'variant' or 'left:right'. */
export function lineOfKey(lineKey: string, quantity: number): Line {
  const [variantId = '', rightVariantId] = lineKey.split(':');
  return { variantId, rightVariantId: rightVariantId && rightVariantId !== variantId ? rightVariantId : null, quantity };
}

/** Sets one line's quantity (0 removes it). Only what is on sale can be added; any line can be removed. */
export async function setCartQuantity(db: Db, member: UserRow, lineKey: string, quantity: number) {
  const line = lineOfKey(lineKey, quantity);
  const key = cartLineKey(line);
  const where = and(eq(cartItems.userId, member.id), eq(cartItems.lineKey, key));
  if (quantity === 0) {
    await db.delete(cartItems).where(where);
    return;
  }
  if (!lineFacts(await variantsOf(db, idsOf([line])), line).sold) throw notFound('This item is not sold any more.');
  await db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(and(eq(cartItems.userId, member.id), sql`${cartItems.lineKey} <> ${key}`));
    if (n >= MAX_CART_LINES) throw new AppError('CONFLICT', said('A cart holds at most {max} different items.', { max: MAX_CART_LINES }));
    await tx
      .insert(cartItems)
      .values({ userId: member.id, variantId: line.variantId, rightVariantId: line.rightVariantId, lineKey: key, quantity })
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.lineKey], set: { quantity } });
  });
}

/** A visitor's cart joins the member's on sign-in: quantities add up (to the limit); what is no longer sold is left out. */
export async function mergeIntoCart(db: Db, member: UserRow, input: readonly CartLineInput[]) {
  const lines = mergeLines(input);
  const found = await variantsOf(db, idsOf(lines));
  const selling = lines.filter((line) => lineFacts(found, line).sold);
  if (selling.length === 0) return;
  await db.transaction(async (tx) => {
    const existing = await tx.select({ lineKey: cartItems.lineKey }).from(cartItems).where(eq(cartItems.userId, member.id));
    const known = new Set(existing.map((row) => row.lineKey));
    let room = MAX_CART_LINES - existing.length;
    for (const line of selling) {
      const key = cartLineKey(line);
      if (!known.has(key)) {
        if (room <= 0) continue;
        room -= 1;
      }
      await tx
        .insert(cartItems)
        .values({ userId: member.id, variantId: line.variantId, rightVariantId: line.rightVariantId, lineKey: key, quantity: line.quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.lineKey],
          set: { quantity: sql`least(${MAX_LINE_QUANTITY}, ${cartItems.quantity} + ${line.quantity})` },
        });
    }
  });
}
