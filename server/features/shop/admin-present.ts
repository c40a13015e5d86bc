import { and, asc, count, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { AdminOrder, AdminProduct, AdminProductRow } from '../../../shared/api/shop';
import { displayName } from '../../../shared/display-name';
import type { Db } from '../../db';
import { productImages, productVariants, users } from '../../db/schema';
import { firstImages, type OrderRow, presentImage, presentOrders, presentVariant, type ProductRow, ratingOf } from './present';

/* Rows to the admins' JSON (shared/api/shop.ts): products with their photos and variants, orders with their customer. */

/** A product's variants still sold (retired ones stay only for old orders), in the form's order. */
const activeVariants = (db: Db, productId: string) =>
  db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.retiredAt)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));

const imagesOf = (db: Db, productId: string) =>
  db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position), asc(productImages.id));

export async function presentAdminProduct(db: Db, row: ProductRow): Promise<AdminProduct> {
  const [images, variants] = await Promise.all([imagesOf(db, row.id), activeVariants(db, row.id)]);
  const { id, slug, name, category, summary, description, status, soldInPairs, allowMismatched, relatedResourceSlugs, soldCount } = row;
  return {
    id,
    slug,
    name,
    category,
    summary,
    description,
    status,
    soldInPairs,
    allowMismatched,
    relatedResourceSlugs,
    soldCount,
    images: images.map(presentImage),
    variants: variants.map(presentVariant),
    rating: ratingOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The list's rows: each product with its first photo, its stock and variants in all, and its lowest price. */
export async function presentAdminProductRows(db: Db, rows: ProductRow[]): Promise<AdminProductRow[]> {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [images, totals] = await Promise.all([
    firstImages(db, ids),
    db
      .select({
        productId: productVariants.productId,
        totalStock: sql<number>`coalesce(sum(${productVariants.stock}), 0)::int`,
        variantCount: count(),
        priceFromCents: min(productVariants.priceCents),
      })
      .from(productVariants)
      .where(and(inArray(productVariants.productId, ids), isNull(productVariants.retiredAt)))
      .groupBy(productVariants.productId),
  ]);
  const totalsOf = new Map(totals.map((total) => [total.productId, total]));
  return rows.map((row) => {
    const total = totalsOf.get(row.id);
    const image = images.get(row.id);
    const { id, slug, name, category, status, soldCount } = row;
    return {
      id,
      slug,
      name,
      category,
      status,
      soldCount,
      rating: ratingOf(row),
      updatedAt: row.updatedAt.toISOString(),
      image: image ? presentImage(image) : null,
      totalStock: total?.totalStock ?? 0,
      variantCount: total?.variantCount ?? 0,
      priceFromCents: total?.priceFromCents ?? 0,
    };
  });
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Orders as the admins see them: the customer's view of each, with who bought it, how it was paid and every step's time. */
export async function presentAdminOrders(db: Db, rows: OrderRow[]): Promise<AdminOrder[]> {
  const userIds = [...new Set(rows.map((row) => row.userId).filter((id): id is string => id !== null))];
  const [orders, buyers] = await Promise.all([
    presentOrders(db, rows),
    userIds.length ? db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, userIds)) : [],
  ]);
  const nameOf = new Map(buyers.map((buyer) => [buyer.id, displayName(buyer, '') || null]));
  return orders.map((order, index) => {
    const row = rows[index]!;
    return {
      ...order,
      // A member's own name, else the name the order ships to.
      customer: { userId: row.userId, name: (row.userId ? nameOf.get(row.userId) : null) ?? row.shippingAddress.name, email: row.email },
      provider: row.provider,
      packedAt: iso(row.packedAt),
      cancelledAt: iso(row.cancelledAt),
      refundedAt: iso(row.refundedAt),
    };
  });
}

export async function presentAdminOrder(db: Db, row: OrderRow): Promise<AdminOrder> {
  const [order] = await presentAdminOrders(db, [row]);
  return order!;
}
