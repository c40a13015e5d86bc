import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { addDays, addMinutes, subDays, subHours } from 'date-fns';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { orderItems, orders, productImages, products, productVariants, users, type ShippingAddress } from '../../db/schema';
import { RESERVATION_MINUTES, shippingOptionsFor, variantLabel, type ProductCategory, type ShippingMethod } from '../../../shared/shop';
import { seedProducts, type SeedProduct } from '../content/shop';

type DemoOrder = {
  /** A member's e-mail (the order is on their account) or a visitor's. */
  email: string;
  status: 'paid' | 'shipped' | 'delivered';
  placedAt: Date;
  address: ShippingAddress;
  method: ShippingMethod;
  items: { sku: string; quantity: number }[];
  carrier?: string;
  trackingNumber?: string;
  /** Business days in the post, for a delivered order. */
  daysInTransit?: number;
};

function demoOrders(now: Date): DemoOrder[] {
  return [
    {
      email: 'maya@clubfoot.example',
      status: 'delivered',
      placedAt: subDays(now, 40),
      address: { name: 'Maya Okafor', line1: '14 Ashgrove Terrace', line2: null, city: 'Leeds', region: 'West Yorkshire', postalCode: 'LS6 3BQ', country: 'GB', phone: null },
      method: 'standard',
      items: [{ sku: 'BK-PIP', quantity: 1 }, { sku: 'SW-SOCK3-S', quantity: 2 }],
      carrier: 'USPS',
      trackingNumber: 'LX518204736US',
      daysInTransit: 9,
    },
    {
      email: 'jonas@clubfoot.example',
      status: 'shipped',
      placedAt: subDays(now, 4),
      address: { name: 'Jonas Berg', line1: 'Lerkeveien 14B', line2: null, city: 'Oslo', region: null, postalCode: '0574', country: 'NO', phone: '+47 912 34 570' },
      method: 'express',
      items: [{ sku: 'TOY-BEAR', quantity: 1 }, { sku: 'LS-LINER-M', quantity: 2 }],
      carrier: 'USPS',
      trackingNumber: 'EC204815973US',
    },
    {
      email: 'sam.rivera@clubfoot.example',
      status: 'paid',
      placedAt: subHours(now, 5),
      address: { name: 'Sam Rivera', line1: '2417 SE Alder Street', line2: 'Apt 3', city: 'Portland', region: 'OR', postalCode: '97214', country: 'US', phone: null },
      method: 'standard',
      items: [{ sku: 'SW-BOOTS-3-M', quantity: 1 }, { sku: 'SW-SOCK3-M', quantity: 2 }],
    },
  ];
}

/** Roughly how many of a product have sold before the demo orders, by category. */
const SOLD_BEFORE: Record<ProductCategory, number> = { 'socks-and-liners': 140, shoes: 90, 'books-and-toys': 70, boots: 36, 'braces-and-bars': 24 };

/** A steady number in [0.5, 1.5) for a slug, so products of one category do not all sell alike. */
function spread(slug: string) {
  const hash = createHash('sha256').update(slug).digest();
  return 0.5 + (hash[0] ?? 0) / 256;
}

/** What a map holds for a key the seed itself put there. */
function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo shop: no ${what} for ${String(key)}`);
  return value;
}

const soldCountOf = (product: SeedProduct, ordered: Map<string, number>) =>
  product.status === 'draft' ? 0 : Math.round(SOLD_BEFORE[product.category] * spread(product.slug)) + (ordered.get(product.slug) ?? 0);

/**
 * The shop's demo catalogue (server/seed/content/shop.ts, pictures drawn by
 * scripts/make-product-images.ts) and a few orders: Maya's has arrived, Jonas's is on its way and a
 * visitor's was just paid. The orders leave stock as it is: the shelf counts are the demo's own.
 */
export async function seedShop(db: Db) {
  const now = new Date();
  const plannedOrders = demoOrders(now);
  const productOfSku = new Map(seedProducts.flatMap((product) => product.variants.map((variant) => [variant.sku, product] as const)));
  const ordered = new Map<string, number>();
  for (const item of plannedOrders.flatMap((order) => order.items)) {
    const product = must(productOfSku, item.sku, 'product');
    ordered.set(product.slug, (ordered.get(product.slug) ?? 0) + item.quantity);
  }

  // Older products first, so "newest" has an order to show.
  const productRows = await db
    .insert(products)
    .values(
      seedProducts.map((product, i) => {
        const createdAt = subDays(now, product.status === 'draft' ? 3 : 150 - i * 6);
        return {
          slug: product.slug,
          name: product.name,
          category: product.category,
          summary: product.summary,
          description: product.description,
          status: product.status,
          soldInPairs: product.soldInPairs,
          allowMismatched: product.allowMismatched,
          relatedResourceSlugs: product.relatedResourceSlugs,
          soldCount: soldCountOf(product, ordered),
          createdAt,
          updatedAt: createdAt,
          publishedAt: product.status === 'published' ? addDays(createdAt, 1) : null,
        };
      }),
    )
    .returning({ id: products.id, slug: products.slug });
  const productId = new Map(productRows.map((row) => [row.slug, row.id]));
  const idOf = (slug: string) => must(productId, slug, 'product id');

  await db.insert(productImages).values(
    seedProducts.flatMap((product) => product.images.map((image, position) => ({ ...image, productId: idOf(product.slug), position }))),
  );
  const variantRows = await db
    .insert(productVariants)
    .values(seedProducts.flatMap((product) => product.variants.map((variant, position) => ({ ...variant, productId: idOf(product.slug), position }))))
    .returning();
  const variantOfSku = new Map(variantRows.map((row) => [row.sku, row]));

  const members = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, plannedOrders.map((order) => order.email)));
  const memberId = new Map(members.map((member) => [member.email, member.id]));

  const lines = plannedOrders.map((order) =>
    order.items.map(({ sku, quantity }) => ({ product: must(productOfSku, sku, 'product'), variant: must(variantOfSku, sku, 'variant'), quantity })),
  );
  const keys = plannedOrders.map(() => randomUUID());
  // Inserted oldest first, so order numbers follow the dates.
  const orderRows = await db
    .insert(orders)
    .values(
      plannedOrders.map((order, i) => {
        const subtotalCents = (lines[i] ?? []).reduce((sum, line) => sum + line.variant.priceCents * line.quantity, 0);
        const shipping = shippingOptionsFor(order.address.country, subtotalCents).find((option) => option.method === order.method);
        const shippingCents = shipping?.cents ?? 0;
        const paidAt = addMinutes(order.placedAt, 2);
        const sent = order.status !== 'paid';
        const shippedAt = sent ? addDays(paidAt, 2) : null;
        return {
          userId: memberId.get(order.email) ?? null,
          email: order.email,
          status: order.status,
          shippingAddress: order.address,
          shippingMethod: order.method,
          subtotalCents,
          shippingCents,
          totalCents: subtotalCents + shippingCents,
          provider: 'test' as const,
          providerPaymentIntentId: `testpi_demo_${randomBytes(10).toString('hex')}`,
          idempotencyKey: keys[i] ?? randomUUID(),
          // Whoever holds the token could open the order; the demo keeps none.
          accessTokenHash: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex'),
          reservedUntil: addMinutes(order.placedAt, RESERVATION_MINUTES),
          stockReleasedAt: null,
          carrier: sent ? (order.carrier ?? null) : null,
          trackingNumber: sent ? (order.trackingNumber ?? null) : null,
          createdAt: order.placedAt,
          paidAt,
          packedAt: sent ? addDays(paidAt, 1) : null,
          shippedAt,
          deliveredAt: order.status === 'delivered' && shippedAt ? addDays(shippedAt, order.daysInTransit ?? 3) : null,
        };
      }),
    )
    .returning({ id: orders.id, idempotencyKey: orders.idempotencyKey });
  const orderId = new Map(orderRows.map((row) => [row.idempotencyKey, row.id]));

  await db.insert(orderItems).values(
    keys.flatMap((key, i) =>
      (lines[i] ?? []).map(({ product, variant, quantity }) => ({
        orderId: must(orderId, key, 'order'),
        productId: variant.productId,
        variantId: variant.id,
        productName: product.name,
        variantLabel: variantLabel(variant),
        sku: variant.sku,
        unitPriceCents: variant.priceCents,
        quantity,
      })),
    ),
  );
}
