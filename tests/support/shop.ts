import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buddyMatches, products, productVariants, shoeProfiles } from '../../server/db/schema';
import type { Db } from '../../server/db';

type VariantSpec = { size?: string | null; priceCents?: number; stock?: number; side?: 'left' | 'right' | null; width?: 'narrow' | 'medium' | 'wide' | 'extra-wide' | null };

/** A product with its variants, published unless asked otherwise (each call gets its own slug and SKUs). */
export async function makeProduct(
  db: Db,
  options: { name?: string; status?: 'draft' | 'published'; category?: 'shoes' | 'boots' | 'socks-and-liners' | 'books-and-toys' | 'braces-and-bars'; variants?: VariantSpec[]; soldInPairs?: boolean } = {},
) {
  const tag = randomUUID().slice(0, 8);
  const [product] = await db
    .insert(products)
    .values({
      slug: `cosy-boot-socks-${tag}`,
      name: options.name ?? 'Cosy boot socks',
      category: options.category ?? 'socks-and-liners',
      summary: 'Soft, seamless socks for wearing under brace boots.',
      description: 'Made for **long days** in boots.',
      status: options.status ?? 'published',
      soldInPairs: options.soldInPairs ?? false,
      publishedAt: new Date(),
    })
    .returning();
  const specs = options.variants ?? [{ size: 'S' }, { size: 'M' }];
  const variants = await db
    .insert(productVariants)
    .values(
      specs.map((spec, index) => ({
        productId: product!.id,
        sku: `SOCK-${tag}-${index}`,
        size: spec.size ?? null,
        width: spec.width ?? null,
        side: spec.side ?? null,
        priceCents: spec.priceCents ?? 1200,
        stock: spec.stock ?? 10,
        position: index,
      })),
    )
    .returning();
  return { product: product!, variants };
}

export const shippingAddress = {
  name: 'Rosa Lindqvist',
  line1: '14 Harbour Lane',
  city: 'Portland',
  region: 'OR',
  postalCode: '97201',
  country: 'US',
};

/** Checks out `items` as the caller with the cookie (a visitor without), answering the API's reply. */
export function checkout(
  app: FastifyInstance,
  items: { variantId: string; rightVariantId?: string; quantity: number }[],
  options: { cookie?: string; email?: string; key?: string; language?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/shop/checkout',
    // Each checkout from its own address, so the per-address limit stays out of the way.
    remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.language ? { 'accept-language': options.language } : {}) },
    payload: {
      items,
      ...(options.cookie ? {} : { email: options.email ?? 'rosa@clubfoot.example' }),
      shippingAddress,
      shippingMethod: 'standard',
      idempotencyKey: options.key ?? randomUUID(),
    },
  });
}

/** Pays a checkout's payment with a test card (test mode), answering the confirmation's reply. */
export function payWithTestCard(app: FastifyInstance, clientSecret: string, paymentMethod = 'pm_card_visa') {
  return app.inject({
    method: 'POST',
    url: '/api/payments/test-mode/confirm',
    remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { clientSecret, paymentMethod },
  });
}

/** A shoe sold in pairs, sizes 5 and 5.5 (two pairs each). */
export async function pairedShoes(db: Db) {
  const made = await makeProduct(db, { name: 'Everyday trainers', category: 'shoes', soldInPairs: true, variants: [{ size: '5', stock: 2 }, { size: '5.5', stock: 2 }] });
  return { ...made, five: made.variants[0]!, fiveAndAHalf: made.variants[1]! };
}

/** Two members in an accepted buddy match whose feet are each other's opposite (5 / 5.5 and 5.5 / 5); the match's id. */
export async function acceptedBuddies(db: Db, first: { user: { id: string } }, second: { user: { id: string } }) {
  await db
    .insert(shoeProfiles)
    .values([
      { userId: first.user.id, leftFootSize: 5, rightFootSize: 5.5 },
      { userId: second.user.id, leftFootSize: 5.5, rightFootSize: 5 },
    ])
    .onConflictDoNothing();
  const [match] = await db.insert(buddyMatches).values({ requesterId: first.user.id, recipientId: second.user.id, status: 'accepted', respondedAt: new Date() }).returning();
  return match!.id;
}
