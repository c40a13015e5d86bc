import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { buddyMatches } from './buddy';

const CATEGORIES = ['braces-and-bars', 'boots', 'shoes', 'socks-and-liners', 'books-and-toys'] as const;
const WIDTHS = ['narrow', 'medium', 'wide', 'extra-wide'] as const;
const SIDES = ['left', 'right'] as const;
const ORDER_STATUSES = ['pending', 'awaiting-partner', 'paid', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded', 'failed', 'expired'] as const;
const UNITS = ['pair', 'left', 'right'] as const;

/** A product in the shop. Prices and stock live on its variants; `soldCount` orders "popular". */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    /** One or two sentences for the list. */
    summary: text('summary').notNull(),
    /** Markdown, written by admins. */
    description: text('description').notNull(),
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
    /** Sold as pairs of shoes, where split pairs and mismatched sizes can apply. */
    soldInPairs: boolean('sold_in_pairs').notNull().default(false),
    /** A member may buy a left and a right shoe of different sizes in one pair (issue 20). */
    allowMismatched: boolean('allow_mismatched').notNull().default(false),
    /** Articles in the resource library this product goes with (their slugs). */
    relatedResourceSlugs: text('related_resource_slugs').array().notNull().default(sql`'{}'::text[]`),
    soldCount: integer('sold_count').notNull().default(0),
    /** Kept by reviews: their count and the sum of their ratings, so lists sort by rating cheaply. */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    index('products_list_idx').on(t.status, t.category),
    check('products_category_check', sql`${t.category} in ('braces-and-bars', 'boots', 'shoes', 'socks-and-liners', 'books-and-toys')`),
    check('products_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

/** A size, width or side of a product with its own price and stock (units on the shelf, not reserved). */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    size: text('size'),
    width: text('width', { enum: WIDTHS }),
    side: text('side', { enum: SIDES }),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    /**
     * Single shoes left over when a pair was split for a mismatched sale (a left of this size whose
     * right went to someone else, say). They are sold to the next mismatched buyer first; a left and
     * a right of the same size are put back together as a pair at once, so both are never above zero.
     */
    spareLeft: integer('spare_left').notNull().default(0),
    spareRight: integer('spare_right').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** A variant that was ordered is retired, not deleted, so old orders keep pointing at it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('product_variants_sku_idx').on(t.sku),
    index('product_variants_product_idx').on(t.productId, t.position),
    // Overselling is impossible: a reservation that would take stock below zero fails in the database.
    check('product_variants_stock_check', sql`${t.stock} >= 0 and ${t.spareLeft} >= 0 and ${t.spareRight} >= 0`),
    check('product_variants_price_check', sql`${t.priceCents} between 0 and 10000000`),
  ],
);

/** A product's photos, in gallery order (re-encoded on upload, like avatars). */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** A member's cart, kept on the server (a visitor's lives in the browser and is merged on sign-in). */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The variant; for a mismatched pair, the left shoe's size. */
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** A mismatched pair's right shoe size (null for everything else). */
    rightVariantId: uuid('right_variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    /** `variantId`, or `variantId:rightVariantId` for a mismatched pair: one line each. */
    lineKey: text('line_key').notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lineKey] }), check('cart_items_quantity_check', sql`${t.quantity} between 1 and 10`)],
);

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 10001 });

export type ShippingAddress = {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string | null;
  country: string;
  phone: string | null;
};

/**
 * An order. Totals are the server's own sums at checkout; its stock was reserved (taken from the
 * variants) when payment started and is given back if the payment fails or never comes.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number')
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** The language of the page it was placed on: a visitor's e-mails about it are written in it (a member's, in theirs). */
    language: text('language').notNull().default('en'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    shippingMethod: text('shipping_method', { enum: ['standard', 'express'] }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerPaymentIntentId: text('provider_payment_intent_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Stock is held until then; the expiry job gives it back if no payment came. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull(),
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    failureMessage: text('failure_message'),
    /** The half of a split pair this order pays for (issue 20), or null. */
    splitPairId: uuid('split_pair_id'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    packedAt: timestamp('packed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('orders_payment_intent_idx').on(t.providerPaymentIntentId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_split_pair_idx').on(t.splitPairId),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'awaiting-partner', 'paid', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded', 'failed', 'expired')`,
    ),
    check('orders_total_check', sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents} and ${t.totalCents} > 0`),
  ],
);

/** What an order holds, with the product's name, variant and price as they were when it was bought. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The variant; for a pair of two sizes, the left shoe's. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** A pair of two sizes: the right shoe's variant (the label spells out both sizes). */
    rightVariantId: uuid('right_variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variantLabel: text('variant_label').notNull(),
    sku: text('sku').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 10`),
  ],
);

/**
 * Keys to an order for whoever holds them without signing in: the confirmation page's and each
 * receipt's link. Only the sha256 is kept, so a database leak opens no order.
 */
export const orderAccessTokens = pgTable(
  'order_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_access_tokens_order_idx').on(t.orderId)],
);

/**
 * A member's review of a product: one per member and product, editable. Which profile facts it
 * shows beside it (stage, side, the wearer's age) is the reviewer's choice, and still subject to their
 * privacy settings when shown. `removed` reviews (by moderators) count nowhere.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    showStage: boolean('show_stage').notNull().default(false),
    showSide: boolean('show_side').notNull().default(false),
    showWearerAge: boolean('show_wearer_age').notNull().default(false),
    status: text('status', { enum: ['published', 'removed'] }).notNull().default('published'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('product_reviews_once_idx').on(t.productId, t.userId),
    index('product_reviews_list_idx').on(t.productId, t.status, t.createdAt),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('product_reviews_status_check', sql`${t.status} in ('published', 'removed')`),
  ],
);

/** "Helpful" votes: one per member and review. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** A member's report of a review, for the admins' moderation queue (as forum reports are). */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'dismissed', 'removed'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('review_reports_status_idx').on(t.status, t.createdAt),
    uniqueIndex('review_reports_once_idx').on(t.reviewId, t.reporterId),
    check('review_reports_status_check', sql`${t.status} in ('open', 'dismissed', 'removed')`),
  ],
);

/**
 * What an order took off the shelf: pairs, or single left and right shoes (a mismatched pair, the
 * halves of a split pair). Released once (orders.stock_released_at) when the payment fails or never
 * comes, or the order is cancelled before it ships. A split pair's first half holds all four shoes.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    unit: text('unit', { enum: UNITS }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('stock_holds_order_idx').on(t.orderId), check('stock_holds_unit_check', sql`${t.unit} in ('pair', 'left', 'right')`)],
);

const SPLIT_STATUSES = ['waiting-initiator', 'waiting-partner', 'complete', 'cancelled', 'declined', 'expired'] as const;

/**
 * A split pair between two Clubfoot Buddies: two pairs of a shoe in two sizes, bought together; each
 * member pays for their half and receives the left and right shoes that fit them. The initiator's
 * order holds all four shoes; the partner has until `expiresAt` to pay their half, else the
 * initiator is refunded in full.
 */
export const splitPairs = pgTable(
  'split_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id').references(() => buddyMatches.id, { onDelete: 'set null' }),
    initiatorId: uuid('initiator_id').references(() => users.id, { onDelete: 'set null' }),
    partnerId: uuid('partner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The initiator's left and right sizes; the partner receives the other shoe of each pair. */
    initiatorLeftVariantId: uuid('initiator_left_variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    initiatorRightVariantId: uuid('initiator_right_variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    initiatorOrderId: uuid('initiator_order_id'),
    partnerOrderId: uuid('partner_order_id'),
    status: text('status', { enum: SPLIT_STATUSES }).notNull().default('waiting-initiator'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('split_pairs_initiator_idx').on(t.initiatorId, t.createdAt),
    index('split_pairs_partner_idx').on(t.partnerId, t.createdAt),
    check('split_pairs_status_check', sql`${t.status} in ('waiting-initiator', 'waiting-partner', 'complete', 'cancelled', 'declined', 'expired')`),
  ],
);
