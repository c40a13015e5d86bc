import { z } from 'zod';
import { COUNTRY_CODES } from '../countries';
import { REPORT_REASON_MAX } from '../constants';
import { clubfootSides, profileTreatmentStages } from './user';
import {
  MAX_CART_LINES,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_TITLE_MAX,
  REVIEWS_PAGE_SIZE,
  reviewSorts,
  MAX_LINE_QUANTITY,
  ORDER_NUMBER_PATTERN,
  orderStatuses,
  splitPairStatuses,
  productCategories,
  productSides,
  productSorts,
  productStatuses,
  productWidths,
  shippingMethods,
} from '../shop';
import { errorBody, okBody, pageFields, pageQueryFields } from './common';
import { endpoint, type ShownOn } from './endpoint';

/** The shop (issue 20): a catalogue for everyone, carts and checkout, orders, and the admins' side. */

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const productSlug = z.string().min(1).max(120).regex(slugPattern, 'Use lower-case letters, digits and single hyphens');
const uuid = z.string().uuid('Not a valid id');
const idParams = z.object({ id: uuid });

export const productCategory = z.enum(productCategories);
export const productWidth = z.enum(productWidths);
export const productSide = z.enum(productSides);

export const productImage = z.object({ id: z.string(), url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() });
export type ProductImage = z.infer<typeof productImage>;

/** Average rating (null before the first review) and how many reviews it is over. */
export const ratingSummary = z.object({ average: z.number().nullable(), count: z.number().int() });

/** A product as the list shows it. */
export const productCard = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  category: productCategory,
  summary: z.string(),
  image: productImage.nullable(),
  /** The lowest and highest variant price: one figure when they are the same. */
  priceFromCents: z.number().int(),
  priceToCents: z.number().int(),
  rating: ratingSummary,
  inStock: z.boolean(),
});
export type ProductCard = z.infer<typeof productCard>;

export const productListQuery = z
  .object({
    category: productCategory.optional(),
    q: z.string().trim().max(100).optional(),
    sort: z.enum(productSorts).optional().default('popular'),
    inStock: z.enum(['true', 'false']).optional(),
    ...pageQueryFields,
  })
  .strict();
export const productPage = z.object({ products: z.array(productCard), ...pageFields });
export type ProductPage = z.infer<typeof productPage>;

export const productVariant = z.object({
  id: z.string(),
  sku: z.string(),
  size: z.string().nullable(),
  width: productWidth.nullable(),
  side: productSide.nullable(),
  label: z.string(),
  priceCents: z.number().int(),
  /** Pairs (or units) that can be bought now (the shelf less what checkouts hold). */
  stock: z.number().int(),
  /** Single shoes left from pairs split for mismatched sales: sold first to the next mismatched buyer. */
  spareLeft: z.number().int(),
  spareRight: z.number().int(),
});
export type ProductVariant = z.infer<typeof productVariant>;

export const relatedArticle = z.object({ slug: z.string(), title: z.string(), excerpt: z.string().nullable() });

/** One product's page. */
export const productDetail = productCard.extend({
  /** Sanitised HTML made from the admins' markdown. */
  descriptionHtml: z.string(),
  images: z.array(productImage),
  variants: z.array(productVariant),
  soldInPairs: z.boolean(),
  allowMismatched: z.boolean(),
  related: z.array(productCard),
  relatedArticles: z.array(relatedArticle),
});
export type ProductDetail = z.infer<typeof productDetail>;

/* ---------- Carts ---------- */

export const cartLineInput = z
  .object({
    /** The variant; for a pair of two sizes, the left shoe's size. */
    variantId: uuid,
    /** A pair of two sizes (products that allow it): the right shoe's size. */
    rightVariantId: uuid.optional(),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  })
  .strict();
export type CartLineInput = z.infer<typeof cartLineInput>;
const cartLines = z.array(cartLineInput).max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} different items`);
const countryCode = z.enum(COUNTRY_CODES, { message: 'Please choose a country' });

/** POST /api/shop/cart/quote: a visitor's cart (kept in the browser) priced by the server. */
export const cartQuoteBody = z.object({ items: cartLines, country: countryCode.optional() }).strict();

/** A cart line as the server prices it now. */
export const cartLine = z.object({
  /** What names this line in the cart (the variant, or both of a pair of two sizes). */
  lineKey: z.string(),
  variantId: z.string(),
  rightVariantId: z.string().nullable(),
  productSlug: z.string(),
  productName: z.string(),
  variantLabel: z.string(),
  image: productImage.nullable(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  lineTotalCents: z.number().int(),
  /** How many can be bought now; a line asking for more is a problem to fix before checkout. */
  available: z.number().int(),
  /** Why this line cannot be bought as it is (sold out, fewer left, no longer sold), or null. */
  problem: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLine>;

export const shippingOption = z.object({ method: z.enum(shippingMethods), label: z.string(), cents: z.number().int(), days: z.string() });

export const cart = z.object({
  lines: z.array(cartLine),
  itemCount: z.number().int(),
  subtotalCents: z.number().int(),
  /** Shipping to the country asked about (none asked: the shop's own country). */
  country: z.string(),
  shippingOptions: z.array(shippingOption),
});
export type Cart = z.infer<typeof cart>;

export const cartQuantityBody = z.object({ quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY) }).strict();
const uuidText = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
export const lineKeyParams = z.object({ lineKey: z.string().regex(new RegExp(`^${uuidText}(:${uuidText})?$`), 'Not a cart line') });
/** POST /api/shop/cart/merge: a visitor's cart joins the member's on sign-in (quantities add up, to the limit). */
export const cartMergeBody = z.object({ items: cartLines }).strict();
export const cartQuery = z.object({ country: countryCode.optional() }).strict();

/* ---------- Checkout and orders ---------- */

const line = (max: number, label: string) => z.string().trim().min(1, `Please enter ${label}`).max(max);
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

export const shippingAddress = z
  .object({
    name: line(120, 'the name to ship to'),
    line1: line(200, 'the street address'),
    line2: optionalLine(200),
    city: line(100, 'the town or city'),
    region: optionalLine(100),
    postalCode: optionalLine(20),
    country: countryCode,
    phone: optionalLine(40),
  })
  .strict();
export type ShippingAddressInput = z.input<typeof shippingAddress>;

export const checkoutBody = z
  .object({
    items: cartLines.min(1, 'Your cart is empty'),
    /** Where the receipt goes (a member's own address when omitted). */
    email: z.string().trim().max(254).email('Please enter a valid e-mail address').optional(),
    shippingAddress,
    shippingMethod: z.enum(shippingMethods),
    /** One per press of Pay: a retried request makes one order and one payment. */
    idempotencyKey: z.string().uuid('Not a valid idempotency key').optional(),
  })
  .strict();
export type CheckoutBody = z.input<typeof checkoutBody>;

export const checkoutResponse = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** Lets whoever placed the order see it without signing in (the confirmation page, the receipt's link). */
  accessToken: z.string(),
  clientSecret: z.string(),
  mode: z.enum(['stripe', 'test']),
  publishableKey: z.string().nullable(),
  totalCents: z.number().int(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const orderStatus = z.enum(orderStatuses);

export const orderItem = z.object({
  productSlug: z.string().nullable(),
  productName: z.string(),
  variantLabel: z.string(),
  sku: z.string(),
  image: productImage.nullable(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  lineTotalCents: z.number().int(),
});

export const orderAddress = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
});

/** An order as its customer sees it. */
export const customerOrder = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatus,
  email: z.string(),
  items: z.array(orderItem),
  shippingAddress: orderAddress,
  shippingMethod: z.enum(shippingMethods),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  failureMessage: z.string().nullable(),
  /** Until when a waiting payment holds the stock. */
  reservedUntil: z.string(),
  /** The split pair this order is one half of (its page: /shop/split-pairs/{id}), or null. */
  splitPairId: z.string().nullable(),
});
export type CustomerOrder = z.infer<typeof customerOrder>;

export const orderNumberParams = z.object({ number: z.string().regex(ORDER_NUMBER_PATTERN, 'Not an order number') });
export const orderAccessQuery = z.object({ token: z.string().min(20).max(200).optional() }).strict();
export const myOrders = z.object({ orders: z.array(customerOrder) });

/* ---------- Reviews ---------- */

export const treatmentStage = z.enum(profileTreatmentStages);

/** Who wrote a review, as their privacy settings allow (stage, side and age only when they chose to show them). */
export const reviewAuthor = z.object({
  id: z.string(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  treatmentStage: treatmentStage.nullable(),
  clubfootSide: z.enum(clubfootSides).nullable(),
  /** The wearer's age in years (from the member's Clubfoot Buddy shoe profile). */
  wearerAge: z.number().int().nullable(),
});

export const productReview = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  title: z.string().nullable(),
  /** Sanitised HTML, made from the member's text as forum posts are. */
  bodyHtml: z.string(),
  author: reviewAuthor,
  verifiedPurchase: z.boolean(),
  helpfulCount: z.number().int(),
  /** The viewer found it helpful (false for visitors). */
  votedHelpful: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  mine: z.boolean(),
});
export type ProductReview = z.infer<typeof productReview>;

/** The member's own review as they wrote it, for the edit form. */
export const ownReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  showStage: z.boolean(),
  showSide: z.boolean(),
  showWearerAge: z.boolean(),
  status: z.enum(['published', 'removed']),
});
export type OwnReview = z.infer<typeof ownReview>;

export const reviewsQuery = z
  .object({
    sort: z.enum(reviewSorts).optional().default('helpful'),
    stage: treatmentStage.optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  })
  .strict();

export const reviewsPage = z.object({
  reviews: z.array(productReview),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(REVIEWS_PAGE_SIZE),
  /** Over every published review of the product (not just this filter): the average and how many gave 1 to 5 stars. */
  summary: ratingSummary.extend({ distribution: z.array(z.number().int()).length(5) }),
  /** The signed-in member's review (whatever the filter), or null. */
  mine: ownReview.nullable(),
});
export type ReviewsPage = z.infer<typeof reviewsPage>;

export const reviewInput = z
  .object({
    rating: z.number({ message: 'Please choose a rating' }).int().min(1, 'Please choose a rating from 1 to 5').max(5, 'Please choose a rating from 1 to 5'),
    title: z
      .string()
      .trim()
      .max(REVIEW_TITLE_MAX, `Please keep the title under ${REVIEW_TITLE_MAX} characters`)
      .nullish()
      .transform((value) => value || null),
    body: z
      .string()
      .trim()
      .min(REVIEW_BODY_MIN, `Please write at least ${REVIEW_BODY_MIN} characters, so other families know what you found`)
      .max(REVIEW_BODY_MAX, `Please keep your review under ${REVIEW_BODY_MAX.toLocaleString('en-US')} characters`),
    showStage: z.boolean().optional().default(false),
    showSide: z.boolean().optional().default(false),
    showWearerAge: z.boolean().optional().default(false),
  })
  .strict();
export type ReviewInput = z.input<typeof reviewInput>;

export const helpfulBody = z.object({ helpful: z.boolean() }).strict();
export const helpfulResult = z.object({ helpfulCount: z.number().int(), votedHelpful: z.boolean() });
export const reviewReportBody = z.object({ reason: z.string().trim().min(1, 'Please say what is wrong with this review').max(REPORT_REASON_MAX) }).strict();
const reviewIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const reviewReportStatus = z.enum(['open', 'dismissed', 'removed']);
export const adminReviewReport = z.object({
  id: z.number().int(),
  status: reviewReportStatus,
  reason: z.string(),
  createdAt: z.string(),
  reporter: z.object({ id: z.string(), name: z.string() }).nullable(),
  review: z.object({
    id: z.number().int(),
    rating: z.number().int(),
    title: z.string().nullable(),
    body: z.string(),
    status: z.enum(['published', 'removed']),
    author: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    product: z.object({ name: z.string(), slug: z.string() }),
  }),
  /** Other open reports of the same review. */
  otherOpenReports: z.number().int(),
});
export type AdminReviewReport = z.infer<typeof adminReviewReport>;
export const adminReviewReportsQuery = z.object({ status: reviewReportStatus.optional().default('open'), ...pageQueryFields }).strict();
export const adminReviewReportsPage = z.object({ reports: z.array(adminReviewReport), ...pageFields });
export const resolveReviewReportBody = z.object({ action: z.enum(['dismiss', 'remove']) }).strict();

/* ---------- Split pairs (Clubfoot Buddy) ---------- */

const sizePair = z.object({ left: z.string(), right: z.string() });

/** One accepted buddy match, and whether the two members' sizes make two pairs of this product. */
export const splitPairOption = z.object({
  matchId: z.string(),
  buddy: z.object({ id: z.string(), name: z.string() }),
  /** Each member's sizes from their shoe profile (null when they have none). */
  mine: sizePair.nullable(),
  buddys: sizePair.nullable(),
  /** Why this product cannot be split with this buddy (sizes, stock), or null when it can. */
  problem: z.string().nullable(),
  /** What the first buyer would pay for their half (shipping apart), and the variants of their left and right shoe. */
  halfCents: z.number().int().nullable(),
  leftVariantId: z.string().nullable(),
  rightVariantId: z.string().nullable(),
});
export type SplitPairOption = z.infer<typeof splitPairOption>;
export const splitPairOptions = z.object({ options: z.array(splitPairOption) });

export const startSplitPairBody = z
  .object({
    matchId: uuid,
    leftVariantId: uuid,
    rightVariantId: uuid,
    shippingAddress,
    shippingMethod: z.enum(shippingMethods),
    idempotencyKey: z.string().uuid('Not a valid idempotency key').optional(),
  })
  .strict();
export type StartSplitPairBody = z.input<typeof startSplitPairBody>;

export const splitPairHalfBody = z
  .object({ shippingAddress, shippingMethod: z.enum(shippingMethods), idempotencyKey: z.string().uuid('Not a valid idempotency key').optional() })
  .strict();
export type SplitPairHalfBody = z.input<typeof splitPairHalfBody>;

export const splitPairStarted = checkoutResponse.extend({ splitPairId: z.string() });
export type SplitPairStarted = z.infer<typeof splitPairStarted>;

/** One member's shoes of a split pair, and where they are in paying for them. */
export const splitPairHalf = z.object({
  member: z.object({ id: z.string(), name: z.string() }),
  leftSize: z.string(),
  rightSize: z.string(),
  halfCents: z.number().int(),
  paid: z.boolean(),
  /** The viewer's own half's order (null for the other member's, or before a checkout). */
  orderNumber: z.string().nullable(),
});

export const splitPairView = z.object({
  id: z.string(),
  status: z.enum(splitPairStatuses),
  product: productCard,
  initiator: splitPairHalf,
  partner: splitPairHalf,
  /** Which half is the viewer's. */
  you: z.enum(['initiator', 'partner']),
  /** When the second half must be paid by (once the first is). */
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type SplitPairView = z.infer<typeof splitPairView>;
export const splitPairList = z.object({ splitPairs: z.array(splitPairView) });

/* ---------- Admin ---------- */

export const adminVariantInput = z
  .object({
    /** Omitted for a new variant. */
    id: uuid.optional(),
    sku: z.string().trim().min(1, 'Please enter a SKU').max(60),
    size: optionalLine(20),
    width: productWidth.nullish().transform((value) => value ?? null),
    side: productSide.nullish().transform((value) => value ?? null),
    priceCents: z.number().int().min(0).max(10_000_000),
    stock: z.number().int().min(0).max(100_000),
    /**
     * The stock the editor loaded, for a saved variant: the change (stock - stockWas) is applied to the
     * shelf as it is now, so units a checkout reserved meanwhile stay reserved. Without it, stock is set as sent.
     */
    stockWas: z.number().int().min(0).max(100_000).optional(),
  })
  .strict();

export const productInput = z
  .object({
    name: z.string().trim().min(1, 'Please enter a name').max(120),
    slug: productSlug.optional(),
    category: productCategory,
    summary: z.string().trim().min(1, 'Please enter a short summary').max(300),
    description: z.string().trim().max(20_000),
    status: z.enum(productStatuses),
    soldInPairs: z.boolean(),
    allowMismatched: z.boolean(),
    relatedResourceSlugs: z.array(z.string().max(200)).max(6),
    variants: z.array(adminVariantInput).min(1, 'A product needs at least one variant').max(60),
  })
  .strict();
export type ProductInput = z.input<typeof productInput>;

export const adminProduct = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  category: productCategory,
  summary: z.string(),
  description: z.string(),
  status: z.enum(productStatuses),
  soldInPairs: z.boolean(),
  allowMismatched: z.boolean(),
  relatedResourceSlugs: z.array(z.string()),
  images: z.array(productImage),
  variants: z.array(productVariant),
  soldCount: z.number().int(),
  rating: ratingSummary,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductRow = adminProduct.pick({ id: true, slug: true, name: true, category: true, status: true, soldCount: true, rating: true, updatedAt: true }).extend({
  image: productImage.nullable(),
  totalStock: z.number().int(),
  variantCount: z.number().int(),
  priceFromCents: z.number().int(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

export const adminProductsQuery = z
  .object({
    status: z.enum(productStatuses).optional(),
    category: productCategory.optional(),
    q: z.string().trim().max(100).optional(),
    ...pageQueryFields,
  })
  .strict();
export const adminProductsPage = z.object({ products: z.array(adminProductRow), ...pageFields });

export const imageAltBody = z.object({ alt: z.string().trim().min(1, 'Please describe the photo').max(200) }).strict();
export const imageOrderBody = z.object({ imageIds: z.array(uuid).max(20) }).strict();
const imageParams = z.object({ id: uuid, imageId: uuid });

export const adminOrder = customerOrder.extend({
  customer: z.object({ userId: z.string().nullable(), name: z.string().nullable(), email: z.string() }),
  provider: z.enum(['stripe', 'test']),
  packedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const adminOrdersQuery = z
  .object({
    status: orderStatus.optional(),
    q: z.string().trim().max(100).optional(),
    ...pageQueryFields,
  })
  .strict();
export const adminOrdersPage = z.object({ orders: z.array(adminOrder), ...pageFields });

/** Where an admin moves an order; shipping needs the carrier and tracking number, which are e-mailed to the customer. */
export const orderStatusChange = z.discriminatedUnion('status', [
  z.object({ status: z.literal('packed') }).strict(),
  z
    .object({
      status: z.literal('shipped'),
      carrier: z.string().trim().min(1, 'Please enter the carrier').max(60),
      trackingNumber: z.string().trim().min(1, 'Please enter the tracking number').max(80),
    })
    .strict(),
  z.object({ status: z.literal('delivered') }).strict(),
  z.object({ status: z.literal('cancelled') }).strict(),
  z.object({ status: z.literal('refunded') }).strict(),
]);
export type OrderStatusChange = z.infer<typeof orderStatusChange>;

export const shopFigures = z.object({
  ordersToShip: z.number().int(),
  paidThisMonthCents: z.number().int(),
  ordersThisMonth: z.number().int(),
  lowStockVariants: z.number().int(),
});
export type ShopFigures = z.infer<typeof shopFigures>;

const publicErrors = { 400: errorBody, 404: errorBody };
const memberErrors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
/** Where an order's address is shown: its confirmation page (with the key the checkout answered) and the admins' order view. */
const orderShown: ShownOn[] = [
  { page: ({ result }) => `/shop/orders/${result.orderNumber}?token=${result.accessToken}`, viewer: 'writer', fields: ['shippingAddress'] },
  { page: ({ result }) => `/admin/orders?view=${result.orderId}`, viewer: 'admin', fields: ['shippingAddress'] },
];
const productShown: ShownOn[] = [
  { page: ({ result }) => `/shop/products/${result.slug}`, viewer: 'visitor', fields: ['name', 'summary', 'description'] },
  { page: ({ result }) => `/admin/products?edit=${result.id}`, viewer: 'admin' },
];

export const shopEndpoints = {
  products: endpoint({ method: 'GET', path: '/api/shop/products', access: 'public', query: productListQuery, responses: { 200: productPage, 400: errorBody } }),
  product: endpoint({ method: 'GET', path: '/api/shop/products/:slug', access: 'public', params: z.object({ slug: productSlug }), responses: { 200: productDetail, ...publicErrors } }),
  quote: endpoint({ method: 'POST', path: '/api/shop/cart/quote', access: 'public', shownOn: [], body: cartQuoteBody, responses: { 200: cart, 400: errorBody } }),
  cart: endpoint({ method: 'GET', path: '/api/shop/cart', access: 'member', query: cartQuery, responses: { 200: cart, ...memberErrors } }),
  setCartQuantity: endpoint({
    method: 'PUT',
    path: '/api/shop/cart/items/:lineKey',
    access: 'member',
    params: lineKeyParams,
    body: cartQuantityBody,
    responses: { 200: cart, ...memberErrors },
  }),
  mergeCart: endpoint({ method: 'POST', path: '/api/shop/cart/merge', access: 'member', shownOn: [], body: cartMergeBody, responses: { 200: cart, ...memberErrors } }),
  checkout: endpoint({
    method: 'POST',
    path: '/api/shop/checkout',
    access: 'public',
    idempotent: true,
    shownOn: orderShown,
    body: checkoutBody,
    responses: { 200: checkoutResponse, ...memberErrors, 429: errorBody, 503: errorBody },
  }),
  order: endpoint({
    method: 'GET',
    path: '/api/shop/orders/:number',
    access: 'public',
    params: orderNumberParams,
    query: orderAccessQuery,
    responses: { 200: customerOrder, ...publicErrors },
  }),
  myOrders: endpoint({ method: 'GET', path: '/api/shop/orders', access: 'member', responses: { 200: myOrders, 401: errorBody } }),
  splitPairOptions: endpoint({
    method: 'GET',
    path: '/api/shop/products/:slug/split-pair-options',
    access: 'member',
    params: z.object({ slug: productSlug }),
    responses: { 200: splitPairOptions, ...memberErrors },
  }),
  /** The first half of a split pair: holds both pairs and pays for the caller's half; the buddy is told. */
  startSplitPair: endpoint({
    method: 'POST',
    path: '/api/shop/products/:slug/split-pairs',
    access: 'member',
    idempotent: true,
    shownOn: orderShown,
    params: z.object({ slug: productSlug }),
    body: startSplitPairBody,
    responses: { 200: splitPairStarted, ...memberErrors, 429: errorBody, 503: errorBody },
  }),
  mySplitPairs: endpoint({ method: 'GET', path: '/api/shop/split-pairs', access: 'member', responses: { 200: splitPairList, 401: errorBody } }),
  splitPair: endpoint({ method: 'GET', path: '/api/shop/split-pairs/:id', access: 'member', params: idParams, responses: { 200: splitPairView, ...memberErrors } }),
  /** The buddy's half: their own address and payment. */
  paySplitPairHalf: endpoint({
    method: 'POST',
    path: '/api/shop/split-pairs/:id/checkout',
    access: 'member',
    idempotent: true,
    shownOn: orderShown,
    params: idParams,
    body: splitPairHalfBody,
    responses: { 200: checkoutResponse, ...memberErrors, 429: errorBody, 503: errorBody },
  }),
  /** The buddy declines, or the first buyer calls it off, before the second half is paid: the first half is refunded. */
  closeSplitPair: endpoint({
    method: 'POST',
    path: '/api/shop/split-pairs/:id/close',
    access: 'member',
    params: idParams,
    responses: { 200: splitPairView, ...memberErrors, 503: errorBody },
  }),
  reviews: endpoint({
    method: 'GET',
    path: '/api/shop/products/:slug/reviews',
    access: 'public',
    params: z.object({ slug: productSlug }),
    query: reviewsQuery,
    responses: { 200: reviewsPage, ...publicErrors },
  }),
  /** Writes the member's review of a product, or changes it: one per member and product. */
  saveReview: endpoint({
    method: 'PUT',
    path: '/api/shop/products/:slug/reviews/mine',
    access: 'member',
    // Administrators see a review's text once it is reported: the report's scene writes markup into the review it reports.
    shownOn: [{ page: ({ params }) => `/shop/products/${params.slug}`, viewer: 'visitor', fields: ['title', 'body'] }],
    params: z.object({ slug: productSlug }),
    body: reviewInput,
    responses: { 200: ownReview, ...memberErrors, 429: errorBody },
  }),
  deleteReview: endpoint({
    method: 'DELETE',
    path: '/api/shop/products/:slug/reviews/mine',
    access: 'member',
    params: z.object({ slug: productSlug }),
    responses: { 200: okBody, ...memberErrors },
  }),
  markHelpful: endpoint({
    method: 'PUT',
    path: '/api/shop/reviews/:id/helpful',
    access: 'member',
    params: reviewIdParams,
    body: helpfulBody,
    responses: { 200: helpfulResult, ...memberErrors },
  }),
  reportReview: endpoint({
    method: 'POST',
    path: '/api/shop/reviews/:id/reports',
    access: 'member',
    idempotent: true,
    shownOn: [{ page: () => '/admin/products?tab=reviews&status=open', viewer: 'admin' }],
    params: reviewIdParams,
    body: reviewReportBody,
    responses: { 201: okBody, ...memberErrors, 429: errorBody },
  }),
};

export const shopAdminEndpoints = {
  figures: endpoint({ method: 'GET', path: '/api/admin/shop/figures', access: 'admin', responses: { 200: shopFigures, ...adminErrors } }),
  products: endpoint({ method: 'GET', path: '/api/admin/products', access: 'admin', query: adminProductsQuery, responses: { 200: adminProductsPage, ...adminErrors } }),
  product: endpoint({ method: 'GET', path: '/api/admin/products/:id', access: 'admin', params: idParams, responses: { 200: adminProduct, ...adminErrors } }),
  createProduct: endpoint({
    method: 'POST',
    path: '/api/admin/products',
    access: 'admin',
    idempotent: true,
    shownOn: productShown,
    body: productInput,
    responses: { 201: adminProduct, ...adminErrors },
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: '/api/admin/products/:id',
    access: 'admin',
    shownOn: productShown,
    params: idParams,
    body: productInput,
    responses: { 200: adminProduct, ...adminErrors },
  }),
  deleteProduct: endpoint({ method: 'DELETE', path: '/api/admin/products/:id', access: 'admin', params: idParams, responses: { 200: okBody, ...adminErrors } }),
  /** Multipart: one photo (JPEG, PNG or WebP), re-encoded as avatars are; its alt text is a field of the form. */
  uploadImage: endpoint({
    method: 'POST',
    path: '/api/admin/products/:id/images',
    access: 'admin',
    consumes: 'multipart',
    params: idParams,
    responses: { 201: adminProduct, ...adminErrors, 413: errorBody, 415: errorBody },
  }),
  updateImage: endpoint({
    method: 'PATCH',
    path: '/api/admin/products/:id/images/:imageId',
    access: 'admin',
    // A photo's description is only ever an attribute (alt, an input's value), set by React as a property, never as markup.
    shownOn: [],
    params: imageParams,
    body: imageAltBody,
    responses: { 200: adminProduct, ...adminErrors },
  }),
  reorderImages: endpoint({
    method: 'PUT',
    path: '/api/admin/products/:id/images',
    access: 'admin',
    // Only photo ids: no text of its own.
    shownOn: [],
    params: idParams,
    body: imageOrderBody,
    responses: { 200: adminProduct, ...adminErrors },
  }),
  deleteImage: endpoint({ method: 'DELETE', path: '/api/admin/products/:id/images/:imageId', access: 'admin', params: imageParams, responses: { 200: adminProduct, ...adminErrors } }),
  orders: endpoint({ method: 'GET', path: '/api/admin/orders', access: 'admin', query: adminOrdersQuery, responses: { 200: adminOrdersPage, ...adminErrors } }),
  order: endpoint({ method: 'GET', path: '/api/admin/orders/:id', access: 'admin', params: idParams, responses: { 200: adminOrder, ...adminErrors } }),
  changeOrderStatus: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/status',
    access: 'admin',
    shownOn: [{ page: ({ params }) => `/admin/orders?view=${params.id}`, viewer: 'admin' }],
    params: idParams,
    body: orderStatusChange,
    responses: { 200: adminOrder, ...adminErrors, 503: errorBody },
  }),
  packingSlip: endpoint({ method: 'GET', path: '/api/admin/orders/:id/packing-slip', access: 'admin', produces: 'file', params: idParams, responses: adminErrors }),
  reviewReports: endpoint({
    method: 'GET',
    path: '/api/admin/reviews/reports',
    access: 'admin',
    query: adminReviewReportsQuery,
    responses: { 200: adminReviewReportsPage, ...adminErrors },
  }),
  /** Dismiss a report, or remove the review (every open report of it is closed with it). */
  resolveReviewReport: endpoint({
    method: 'POST',
    path: '/api/admin/reviews/reports/:id',
    access: 'admin',
    params: reviewIdParams,
    body: resolveReviewReportBody,
    responses: { 200: adminReviewReport, ...adminErrors },
  }),
  exportOrders: endpoint({ method: 'GET', path: '/api/admin/orders/export', access: 'admin', produces: 'file', query: adminOrdersQuery, responses: adminErrors }),
};
