import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { CustomerOrder, ProductCard, ProductImage, ProductVariant } from '../../../shared/api/shop';
import { orderNumberText, variantLabel } from '../../../shared/shop';
import type { Db } from '../../db';
import { orderItems, type orders, productImages, products, productVariants } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export const presentImage = (row: ImageRow): ProductImage => ({ id: row.id, url: row.url, alt: row.alt, width: row.width, height: row.height });

export const presentVariant = (row: VariantRow): ProductVariant => ({
  id: row.id,
  sku: row.sku,
  size: row.size,
  width: row.width,
  side: row.side,
  label: variantLabel(row),
  priceCents: row.priceCents,
  stock: row.stock,
  spareLeft: row.spareLeft,
  spareRight: row.spareRight,
});

export const ratingOf = (row: Pick<ProductRow, 'reviewCount' | 'ratingSum'>) => ({
  average: row.reviewCount > 0 ? Math.round((row.ratingSum / row.reviewCount) * 10) / 10 : null,
  count: row.reviewCount,
});

/** Each product's first image, by product id. */
export async function firstImages(db: Db, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, ImageRow>();
  const rows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.position), asc(productImages.id));
  const first = new Map<string, ImageRow>();
  for (const row of rows) if (!first.has(row.productId)) first.set(row.productId, row);
  return first;
}

/** Products as the list shows them, with their price range, stock and first image (two queries for any number). */
export async function presentProductCards(db: Db, rows: ProductRow[]): Promise<ProductCard[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [variants, images] = await Promise.all([
    db
      .select({ productId: productVariants.productId, priceCents: productVariants.priceCents, stock: productVariants.stock })
      .from(productVariants)
      .where(and(inArray(productVariants.productId, ids), isNull(productVariants.retiredAt))),
    firstImages(db, ids),
  ]);
  return rows.map((row) => {
    const own = variants.filter((variant) => variant.productId === row.id);
    const prices = own.map((variant) => variant.priceCents);
    const image = images.get(row.id);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      category: row.category,
      summary: row.summary,
      image: image ? presentImage(image) : null,
      priceFromCents: prices.length > 0 ? Math.min(...prices) : 0,
      priceToCents: prices.length > 0 ? Math.max(...prices) : 0,
      rating: ratingOf(row),
      inStock: own.some((variant) => variant.stock > 0),
    };
  });
}

/** Orders as their customer sees them: what was bought (as it was then), where it goes, what it cost. */
export async function presentOrders(db: Db, rows: OrderRow[]): Promise<CustomerOrder[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id));
  const productIds = [...new Set(items.map((item) => item.productId).filter((id): id is string => id !== null))];
  const [images, slugs] = await Promise.all([
    firstImages(db, productIds),
    productIds.length > 0
      ? db.select({ id: products.id, slug: products.slug, status: products.status }).from(products).where(inArray(products.id, productIds))
      : Promise.resolve([]),
  ]);
  const slugOf = new Map(slugs.filter((row) => row.status === 'published').map((row) => [row.id, row.slug]));
  return rows.map((row) => ({
    id: row.id,
    number: orderNumberText(row.number),
    status: row.status,
    email: row.email,
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => {
        const image = item.productId ? images.get(item.productId) : undefined;
        return {
          productSlug: item.productId ? (slugOf.get(item.productId) ?? null) : null,
          productName: item.productName,
          variantLabel: item.variantLabel,
          sku: item.sku,
          image: image ? presentImage(image) : null,
          unitPriceCents: item.unitPriceCents,
          quantity: item.quantity,
          lineTotalCents: item.unitPriceCents * item.quantity,
        };
      }),
    shippingAddress: row.shippingAddress,
    shippingMethod: row.shippingMethod,
    subtotalCents: row.subtotalCents,
    shippingCents: row.shippingCents,
    totalCents: row.totalCents,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    failureMessage: row.failureMessage,
    reservedUntil: row.reservedUntil.toISOString(),
    splitPairId: row.splitPairId,
  }));
}
