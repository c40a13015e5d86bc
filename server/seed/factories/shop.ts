import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { addDays, addMinutes, max, min, subDays, subHours } from 'date-fns';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  buddyMatches,
  cartItems,
  orderItems,
  orders,
  productImages,
  productReviews,
  products,
  productVariants,
  reviewHelpfulVotes,
  shoeProfiles,
  splitPairs,
  users,
  type ShippingAddress,
} from '../../db/schema';
import { displayName } from '../../../shared/display-name';
import {
  cartLineKey,
  mismatchedLabel,
  RESERVATION_MINUTES,
  shippingOptionsFor,
  SPLIT_PAIR_DAYS,
  splitHalves,
  variantLabel,
  type ProductCategory,
  type ShippingMethod,
} from '../../../shared/shop';
import { seedProducts, type SeedProduct } from '../content/shop';
import { seedReviews } from '../content/shop-reviews';

const MAYA = 'maya@clubfoot.example';
const JONAS = 'jonas@clubfoot.example';
const ALEX = 'admin@clubfoot.example';

type Member = { id: string; email: string; firstName: string | null; lastName: string | null };

/**
 * A line of a demo order: so many of a variant, or one half of a split pair, the buyer's own left
 * and right sizes (SKUs of the two pairs) with the buddy who shares them.
 */
type DemoItem = { sku: string; quantity: number } | { leftSku: string; rightSku: string; half: 'first' | 'second'; buddy: Member };

type DemoOrder = {
  /** A member's e-mail (the order is on their account) or a visitor's. */
  email: string;
  status: 'paid' | 'packed' | 'shipped' | 'delivered';
  placedAt: Date;
  /** When it could be packed, if not once paid: a split pair's half waits for the other. */
  readyAt?: Date;
  address: ShippingAddress;
  method: ShippingMethod;
  items: DemoItem[];
  splitPairId?: string;
  carrier?: string;
  trackingNumber?: string;
  /** Business days in the post, for a delivered order. */
  daysInTransit?: number;
};

const JONAS_ADDRESS: ShippingAddress = { name: 'Jonas Berg', line1: 'Lerkeveien 14B', line2: null, city: 'Oslo', region: null, postalCode: '0574', country: 'NO', phone: '+47 912 34 570' };

function demoOrders(now: Date): DemoOrder[] {
  return [
    {
      email: MAYA,
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
      email: JONAS,
      status: 'shipped',
      placedAt: subDays(now, 4),
      address: JONAS_ADDRESS,
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

/** What Maya has in her cart, waiting: a third pack of brace socks and a bear for Theo. */
const MAYAS_CART = [
  { sku: 'SW-SOCK3-S', quantity: 1, hoursAgo: 50 },
  { sku: 'TOY-BEAR', quantity: 1, hoursAgo: 26 },
];

/** A demo payment comes in this long after the order is placed. */
const paidAtOf = (order: DemoOrder) => addMinutes(order.placedAt, 2);

const STEPS = ['paid', 'packed', 'shipped', 'delivered'] as const;
const reached = (order: DemoOrder, step: (typeof STEPS)[number]) => STEPS.indexOf(order.status) >= STEPS.indexOf(step);

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

const productOfSku = new Map(seedProducts.flatMap((product) => product.variants.map((variant) => [variant.sku, product] as const)));

/** '5', '5.5': a shoe profile's size as variants name it. */
const sizeText = (size: number) => String(Number(size));

const SPLIT_PRODUCT = 'stepwell-flex-walkers';

/**
 * The buddies Jonas and Alex shared a pair of Stepwell Flex Walkers in two sizes: Jonas paid the first
 * half five days ago, Alex the second three days later, and Jonas's half is packed. Their buddy match
 * is the buddy seed's if it made one; otherwise it is added here as completed (they bought their
 * shoes together, which is what completing a match means), so each stays the other's suggestion.
 */
async function planSplitPair(db: Db, now: Date, initiator: Member, partner: Member) {
  const [found] = await db
    .select({ id: buddyMatches.id })
    .from(buddyMatches)
    .where(
      and(
        inArray(buddyMatches.status, ['accepted', 'completed']),
        or(
          and(eq(buddyMatches.requesterId, initiator.id), eq(buddyMatches.recipientId, partner.id)),
          and(eq(buddyMatches.requesterId, partner.id), eq(buddyMatches.recipientId, initiator.id)),
        ),
      ),
    )
    .limit(1);
  const match =
    found ??
    (
      await db
        .insert(buddyMatches)
        .values({
          requesterId: initiator.id,
          recipientId: partner.id,
          status: 'completed',
          message: 'Hello from Ella’s family! Our girls have opposite feet: shall we share shoes?',
          createdAt: subDays(now, 9),
          respondedAt: subDays(now, 8),
          closedAt: subDays(now, 1),
          closedById: initiator.id,
        })
        .returning({ id: buddyMatches.id })
    )[0];
  if (!match) return null;
  const profiles = await db.select().from(shoeProfiles).where(inArray(shoeProfiles.userId, [initiator.id, partner.id]));
  const mine = profiles.find((profile) => profile.userId === initiator.id);
  const theirs = profiles.find((profile) => profile.userId === partner.id);
  const [left, right] = [mine?.leftFootSize, mine?.rightFootSize].map((size) => (size === undefined ? '' : sizeText(size)));
  if (!theirs || !left || left === right || sizeText(theirs.leftFootSize) !== right || sizeText(theirs.rightFootSize) !== left) {
    throw new Error('demo shop: the split pair needs buddies whose left and right sizes are each other’s');
  }
  const product = seedProducts.find((entry) => entry.slug === SPLIT_PRODUCT);
  const skuOf = (size: string) => {
    const sku = product?.variants.find((variant) => variant.size === size)?.sku;
    if (!sku) throw new Error(`demo shop: no ${SPLIT_PRODUCT} in size ${size}`);
    return sku;
  };
  const [leftSku, rightSku] = [skuOf(left), skuOf(right)];
  const id = randomUUID();
  const second: DemoOrder = {
    email: partner.email,
    status: 'paid',
    placedAt: subDays(now, 2),
    address: { name: displayName(partner), line1: '27 Peterborough Street', line2: 'Apt 4', city: 'Boston', region: 'MA', postalCode: '02215', country: 'US', phone: null },
    method: 'standard',
    // The other shoe of each pair: the first buyer's right size on the left foot, and so on.
    items: [{ leftSku: rightSku, rightSku: leftSku, half: 'second', buddy: initiator }],
    splitPairId: id,
  };
  const first: DemoOrder = {
    email: initiator.email,
    status: 'packed',
    placedAt: subDays(now, 5),
    readyAt: paidAtOf(second),
    address: JONAS_ADDRESS,
    method: 'standard',
    items: [{ leftSku, rightSku, half: 'first', buddy: partner }],
    splitPairId: id,
  };
  return { id, matchId: match.id, initiator, partner, leftSku, rightSku, first, second };
}

/**
 * The shop's demo catalogue (server/seed/content/shop.ts, pictures drawn by
 * scripts/make-product-images.ts), its members' reviews (content/shop-reviews.ts) with a few
 * "helpful" votes, and some orders: Maya's has arrived, Jonas's is on its way, a visitor's was just
 * paid, and Jonas and Alex shared a split pair when they are accepted buddies. Maya has two things in
 * her cart. The orders leave stock as it is: the shelf counts are the demo's own.
 */
export async function seedShop(db: Db) {
  const now = new Date();
  const emails = [...new Set([MAYA, JONAS, ALEX, ...seedReviews.flatMap((review) => [review.author, ...(review.helpfulFrom ?? [])])])];
  const memberRows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.email, emails));
  const memberOf = new Map(memberRows.map((member) => [member.email, member]));
  const idOfMember = (email: string) => must(memberOf, email, 'member').id;

  const split = await planSplitPair(db, now, must(memberOf, JONAS, 'member'), must(memberOf, ALEX, 'member'));
  // Inserted oldest first, so order numbers follow the dates.
  const plannedOrders = [...demoOrders(now), ...(split ? [split.first, split.second] : [])].sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
  const ordered = new Map<string, number>();
  for (const item of plannedOrders.flatMap((order) => order.items)) {
    const [sku, quantity] = 'sku' in item ? [item.sku, item.quantity] : [item.leftSku, 1];
    const product = must(productOfSku, sku, 'product');
    ordered.set(product.slug, (ordered.get(product.slug) ?? 0) + quantity);
  }

  // Older products first, so "newest" has an order to show.
  const createdAtOf = new Map(seedProducts.map((product, i) => [product.slug, subDays(now, product.status === 'draft' ? 3 : 150 - i * 6)]));
  const reviewsOf = (slug: string) => seedReviews.filter((review) => review.product === slug);
  const productRows = await db
    .insert(products)
    .values(
      seedProducts.map((product) => {
        const createdAt = must(createdAtOf, product.slug, 'date');
        const reviews = reviewsOf(product.slug);
        if (product.status !== 'published' && reviews.length > 0) throw new Error(`demo shop: ${product.slug} is not published, so it has no reviews`);
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
          reviewCount: reviews.length,
          ratingSum: reviews.reduce((sum, review) => sum + review.rating, 0),
          createdAt,
          updatedAt: createdAt,
          publishedAt: product.status === 'published' ? addDays(createdAt, 1) : null,
        };
      }),
    )
    .returning({ id: products.id, slug: products.slug, publishedAt: products.publishedAt });
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
  const variant = (sku: string) => must(variantOfSku, sku, 'variant');

  const linesOf = (order: DemoOrder) =>
    order.items.map((item) => {
      if ('sku' in item) {
        const row = variant(item.sku);
        return {
          productId: row.productId,
          variantId: row.id,
          rightVariantId: null,
          productName: must(productOfSku, item.sku, 'product').name,
          variantLabel: variantLabel(row),
          sku: row.sku,
          unitPriceCents: row.priceCents,
          quantity: item.quantity,
        };
      }
      const [left, right] = [variant(item.leftSku), variant(item.rightSku)];
      return {
        productId: left.productId,
        variantId: left.id,
        rightVariantId: right.id,
        productName: must(productOfSku, item.leftSku, 'product').name,
        variantLabel: `${mismatchedLabel(left, right)} (split pair with ${displayName(item.buddy)})`,
        sku: `${left.sku}/${right.sku}`,
        unitPriceCents: splitHalves(left.priceCents + right.priceCents)[item.half],
        quantity: 1,
      };
    });
  const lines = plannedOrders.map(linesOf);
  const keys = plannedOrders.map(() => randomUUID());
  const orderRows = await db
    .insert(orders)
    .values(
      plannedOrders.map((order, i) => {
        const subtotalCents = (lines[i] ?? []).reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
        const shipping = shippingOptionsFor(order.address.country, subtotalCents).find((option) => option.method === order.method);
        const shippingCents = shipping?.cents ?? 0;
        const paidAt = paidAtOf(order);
        const packedAt = reached(order, 'packed') ? addDays(order.readyAt ?? paidAt, 1) : null;
        const shippedAt = packedAt && reached(order, 'shipped') ? addDays(packedAt, 1) : null;
        return {
          userId: memberOf.get(order.email)?.id ?? null,
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
          // Demo orders keep no access token: only their members open them.
          reservedUntil: addMinutes(order.placedAt, RESERVATION_MINUTES),
          stockReleasedAt: null,
          splitPairId: order.splitPairId ?? null,
          carrier: shippedAt ? (order.carrier ?? null) : null,
          trackingNumber: shippedAt ? (order.trackingNumber ?? null) : null,
          createdAt: order.placedAt,
          paidAt,
          packedAt,
          shippedAt,
          deliveredAt: order.status === 'delivered' && shippedAt ? addDays(shippedAt, order.daysInTransit ?? 3) : null,
        };
      }),
    )
    .returning({ id: orders.id, idempotencyKey: orders.idempotencyKey });
  const orderIdOfKey = new Map(orderRows.map((row) => [row.idempotencyKey, row.id]));
  const orderIdOf = (order: DemoOrder) => must(orderIdOfKey, keys[plannedOrders.indexOf(order)], 'order');

  await db.insert(orderItems).values(plannedOrders.flatMap((order, i) => (lines[i] ?? []).map((line) => ({ ...line, orderId: orderIdOf(order) }))));

  if (split) {
    const firstPaid = paidAtOf(split.first);
    await db.insert(splitPairs).values({
      id: split.id,
      productId: idOf(SPLIT_PRODUCT),
      matchId: split.matchId,
      initiatorId: split.initiator.id,
      partnerId: split.partner.id,
      initiatorLeftVariantId: variant(split.leftSku).id,
      initiatorRightVariantId: variant(split.rightSku).id,
      initiatorOrderId: orderIdOf(split.first),
      partnerOrderId: orderIdOf(split.second),
      status: 'complete',
      expiresAt: addDays(firstPaid, SPLIT_PAIR_DAYS),
      createdAt: split.first.placedAt,
      completedAt: paidAtOf(split.second),
    });
  }

  await seedReviewRows(db, now, idOf, idOfMember, new Map(productRows.map((row) => [row.slug, row.publishedAt])));

  await db.insert(cartItems).values(
    MAYAS_CART.map(({ sku, quantity, hoursAgo }) => {
      const row = variant(sku);
      return { userId: idOfMember(MAYA), variantId: row.id, lineKey: cartLineKey({ variantId: row.id }), quantity, addedAt: subHours(now, hoursAgo) };
    }),
  );
}

/** The members' reviews, each a day or more after its product was published, and their "helpful" votes. */
async function seedReviewRows(db: Db, now: Date, idOf: (slug: string) => string, idOfMember: (email: string) => string, publishedAtOf: Map<string, Date | null>) {
  const written = seedReviews.map((review) => {
    const publishedAt = must(publishedAtOf, review.product, 'publication date') ?? now;
    const createdAt = min([max([subDays(now, review.daysAgo), addDays(publishedAt, 1)]), now]);
    if ((review.helpfulFrom ?? []).includes(review.author)) throw new Error(`demo shop: ${review.author} marks their own review of ${review.product} helpful`);
    return { review, createdAt, productId: idOf(review.product), userId: idOfMember(review.author) };
  });
  const rows = await db
    .insert(productReviews)
    .values(
      written.map(({ review, createdAt, productId, userId }) => ({
        productId,
        userId,
        rating: review.rating,
        title: review.title,
        body: review.body,
        showStage: review.show?.stage ?? false,
        showSide: review.show?.side ?? false,
        showWearerAge: review.show?.wearerAge ?? false,
        helpfulCount: review.helpfulFrom?.length ?? 0,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: productReviews.id, productId: productReviews.productId, userId: productReviews.userId });
  const reviewId = new Map(rows.map((row) => [`${row.productId}:${row.userId}`, row.id]));
  const votes = written.flatMap(({ review, createdAt, productId, userId }) =>
    (review.helpfulFrom ?? []).map((email, i) => ({
      reviewId: must(reviewId, `${productId}:${userId}`, 'review'),
      userId: idOfMember(email),
      createdAt: min([addDays(createdAt, i + 1), now]),
    })),
  );
  if (votes.length > 0) await db.insert(reviewHelpfulVotes).values(votes);
}
