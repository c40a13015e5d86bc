import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Cart, CartLine, CartLineInput } from '../../../shared/api/shop';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, SHOP_HOME_COUNTRY, shippingOptionsFor, variantLabel } from '../../../shared/shop';
import type { Db } from '../../db';
import { cartItems, products, productVariants } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { firstImages, presentImage } from './present';

/** One line per variant: repeated variants add up (to the most one order may hold), in first-seen order. */
export function mergeLines(lines: readonly CartLineInput[]): CartLineInput[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.variantId, Math.min(MAX_LINE_QUANTITY, (merged.get(line.variantId) ?? 0) + line.quantity));
  return [...merged].map(([variantId, quantity]) => ({ variantId, quantity }));
}

/** The variants asked about with their product, as sold now (missing ones are not in the map). */
export async function variantsOf(db: Db, variantIds: string[]) {
  if (variantIds.length === 0) return new Map<string, { variant: typeof productVariants.$inferSelect; product: typeof products.$inferSelect }>();
  const rows = await db
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
  return new Map(rows.map((row) => [row.variant.id, row]));
}

/** Why a line cannot be bought as it is, or null. */
export function lineProblem(found: { variant: { stock: number; retiredAt: Date | null }; product: { status: string } } | undefined, quantity: number) {
  if (!found || found.variant.retiredAt || found.product.status !== 'published') return 'No longer sold';
  if (found.variant.stock === 0) return 'Sold out';
  if (quantity > found.variant.stock) return found.variant.stock === 1 ? 'Only 1 left' : `Only ${found.variant.stock} left`;
  return null;
}

/**
 * A cart priced by the server now: prices and stock from the database, shipping by destination.
 * Whatever a browser believes a price to be, this is what checkout charges.
 */
export async function priceCart(db: Db, input: readonly CartLineInput[], country: string | undefined): Promise<Cart> {
  const lines = mergeLines(input);
  const found = await variantsOf(
    db,
    lines.map((line) => line.variantId),
  );
  const images = await firstImages(db, [...new Set([...found.values()].map((row) => row.product.id))]);
  const priced: CartLine[] = lines.map((line) => {
    const row = found.get(line.variantId);
    const image = row ? images.get(row.product.id) : undefined;
    const unitPriceCents = row?.variant.priceCents ?? 0;
    const sold = row && !row.variant.retiredAt && row.product.status === 'published';
    return {
      variantId: line.variantId,
      productSlug: row?.product.slug ?? '',
      productName: row?.product.name ?? 'An item no longer sold',
      variantLabel: row ? variantLabel(row.variant) : '',
      image: image ? presentImage(image) : null,
      unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: sold ? unitPriceCents * line.quantity : 0,
      available: sold ? row.variant.stock : 0,
      problem: lineProblem(row, line.quantity),
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

export async function memberCartLines(db: Db, member: UserRow) {
  return db
    .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, member.id))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.variantId));
}

/** Sets one line's quantity (0 removes it). Only a variant on sale can be added; any line can be removed. */
export async function setCartQuantity(db: Db, member: UserRow, variantId: string, quantity: number) {
  const where = and(eq(cartItems.userId, member.id), eq(cartItems.variantId, variantId));
  if (quantity === 0) {
    await db.delete(cartItems).where(where);
    return;
  }
  const found = (await variantsOf(db, [variantId])).get(variantId);
  if (!found || found.variant.retiredAt || found.product.status !== 'published') throw notFound('This item is not sold any more.');
  await db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(and(eq(cartItems.userId, member.id), sql`${cartItems.variantId} <> ${variantId}`));
    if (n >= MAX_CART_LINES) throw new AppError('CONFLICT', `A cart holds at most ${MAX_CART_LINES} different items.`);
    await tx
      .insert(cartItems)
      .values({ userId: member.id, variantId, quantity })
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.variantId], set: { quantity } });
  });
}

/** A visitor's cart joins the member's on sign-in: quantities add up (to the limit); items no longer sold are left out. */
export async function mergeIntoCart(db: Db, member: UserRow, lines: readonly CartLineInput[]) {
  const merged = mergeLines(lines);
  const found = await variantsOf(
    db,
    merged.map((line) => line.variantId),
  );
  const onSale = merged.filter((line) => {
    const row = found.get(line.variantId);
    return row && !row.variant.retiredAt && row.product.status === 'published';
  });
  if (onSale.length === 0) return;
  await db.transaction(async (tx) => {
    const existing = await tx.select({ variantId: cartItems.variantId }).from(cartItems).where(eq(cartItems.userId, member.id));
    const room = MAX_CART_LINES - existing.length;
    const known = new Set(existing.map((row) => row.variantId));
    let fresh = 0;
    for (const line of onSale) {
      if (!known.has(line.variantId)) {
        if (fresh >= room) continue;
        fresh += 1;
      }
      await tx
        .insert(cartItems)
        .values({ userId: member.id, variantId: line.variantId, quantity: line.quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.variantId],
          set: { quantity: sql`least(${MAX_LINE_QUANTITY}, ${cartItems.quantity} + ${line.quantity})` },
        });
    }
  });
}
