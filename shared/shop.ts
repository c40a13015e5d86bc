/**
 * Shop constants (issue 20), free of zod so the shop's first chunk stays small. Money is always in
 * integer cents in one currency, set here; the server takes prices, shipping and stock from its own
 * records at checkout, so nothing the browser sends changes what is charged.
 */
export const SHOP_CURRENCY = 'usd' as const;

export const productCategories = ['braces-and-bars', 'boots', 'shoes', 'socks-and-liners', 'books-and-toys'] as const;
export type ProductCategory = (typeof productCategories)[number];
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  'braces-and-bars': 'Braces and bars',
  boots: 'Boots',
  shoes: 'Shoes',
  'socks-and-liners': 'Socks and liners',
  'books-and-toys': 'Books and toys',
};

export const productSorts = ['popular', 'price-low', 'price-high', 'rating', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  popular: 'Most popular',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  rating: 'Highest rated',
  newest: 'Newest',
};

export const productStatuses = ['draft', 'published'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const productWidths = ['narrow', 'medium', 'wide', 'extra-wide'] as const;
export type ProductWidth = (typeof productWidths)[number];
export const PRODUCT_WIDTH_LABELS: Record<ProductWidth, string> = { narrow: 'Narrow', medium: 'Medium', wide: 'Wide', 'extra-wide': 'Extra wide' };

export const productSides = ['left', 'right'] as const;
export type ProductSide = (typeof productSides)[number];
export const PRODUCT_SIDE_LABELS: Record<ProductSide, string> = { left: 'Left', right: 'Right' };

/** What a variant is called: 'Size 6 · Wide · Left', or 'One size'. */
export function variantLabel(variant: { size: string | null; width: ProductWidth | null; side: ProductSide | null }) {
  const parts = [
    variant.size ? `Size ${variant.size}` : null,
    variant.width ? PRODUCT_WIDTH_LABELS[variant.width] : null,
    variant.side ? PRODUCT_SIDE_LABELS[variant.side] : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : 'One size';
}

/** A pair of two sizes: 'Left size 5 · Right size 5.5'. */
export function mismatchedLabel(left: { size: string | null }, right: { size: string | null }) {
  return `Left size ${left.size ?? '?'} · Right size ${right.size ?? '?'}`;
}

/** A cart line's key: the variant, or both of a pair of two sizes. */
export const cartLineKey = (line: { variantId: string; rightVariantId?: string | null }) =>
  line.rightVariantId && line.rightVariantId !== line.variantId ? `${line.variantId}:${line.rightVariantId}` : line.variantId;

/** How many of one variant one order may hold, and how many lines a cart may have. */
export const MAX_LINE_QUANTITY = 10;
export const MAX_CART_LINES = 30;

/** How long stock stays reserved for a checkout whose payment has not come. */
export const RESERVATION_MINUTES = 30;

export const shippingMethods = ['standard', 'express'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];
export const SHIPPING_METHOD_LABELS: Record<ShippingMethod, string> = { standard: 'Standard', express: 'Express' };

/** Where the shop ships from: orders to this country are domestic. */
export const SHOP_HOME_COUNTRY = 'US';

/**
 * Shipping by destination: a flat rate per method, domestic or international; standard domestic
 * shipping is free from a subtotal up. Days are business days, for the checkout's promise.
 */
export const SHIPPING_RATES: Record<'domestic' | 'international', Record<ShippingMethod, { cents: number; days: string }>> = {
  domestic: { standard: { cents: 695, days: '3 to 5' }, express: { cents: 1800, days: '1 to 2' } },
  international: { standard: { cents: 1900, days: '7 to 14' }, express: { cents: 3900, days: '3 to 5' } },
};
export const FREE_DOMESTIC_SHIPPING_FROM_CENTS = 7500;

export type ShippingOption = { method: ShippingMethod; label: string; cents: number; days: string };

/** The shipping methods to a country, with their price for this subtotal. */
export function shippingOptionsFor(country: string, subtotalCents: number): ShippingOption[] {
  const zone = country === SHOP_HOME_COUNTRY ? 'domestic' : 'international';
  return shippingMethods.map((method) => {
    const rate = SHIPPING_RATES[zone][method];
    const free = zone === 'domestic' && method === 'standard' && subtotalCents >= FREE_DOMESTIC_SHIPPING_FROM_CENTS;
    return { method, label: SHIPPING_METHOD_LABELS[method], cents: free ? 0 : rate.cents, days: rate.days };
  });
}

export const RETURNS_SUMMARY =
  'Unworn items can be returned within 30 days for a full refund. Braces and boots fitted by your clinic can be exchanged for another size within 30 days if they have not been worn outside.';

/**
 * pending: waiting for payment (stock reserved). paid -> packed -> shipped -> delivered. failed:
 * the payment was refused; expired: it never came in time (stock released either way). cancelled
 * and refunded are an admin's decision (refunded through the payment provider). awaiting-partner: a
 * split pair's half that is paid, waiting for the buddy's half (then both become paid together).
 */
export const orderStatuses = ['pending', 'awaiting-partner', 'paid', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded', 'failed', 'expired'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Waiting for payment',
  'awaiting-partner': 'Paid, waiting for your buddy',
  paid: 'Paid',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  failed: 'Payment failed',
  expired: 'Expired',
};

/** '$12.50' from 1250 cents. */
export function formatCents(cents: number) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: SHOP_CURRENCY.toUpperCase() }).format(cents / 100);
}

/** Order numbers as customers see them: 'CF-10001'. */
export const orderNumberText = (number: number) => `CF-${number}`;
export const ORDER_NUMBER_PATTERN = /^CF-(\d{1,9})$/;

/* ---------- Reviews ---------- */

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 5000;
export const REVIEWS_PAGE_SIZE = 10;
export const reviewSorts = ['helpful', 'newest'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = { helpful: 'Most helpful', newest: 'Newest' };
/** '4.5 out of 5 stars'. */
export const ratingText = (average: number) => `${average.toFixed(1).replace(/\.0$/, '')} out of 5 stars`;

/* ---------- Split pairs (Clubfoot Buddy) ---------- */

/** How long a buddy has to pay their half once the first half is paid. */
export const SPLIT_PAIR_DAYS = 7;
export const splitPairStatuses = ['waiting-initiator', 'waiting-partner', 'complete', 'cancelled', 'declined', 'expired'] as const;
export type SplitPairStatus = (typeof splitPairStatuses)[number];
export const SPLIT_PAIR_STATUS_LABELS: Record<SplitPairStatus, string> = {
  'waiting-initiator': 'Waiting for the first payment',
  'waiting-partner': 'Waiting for the second half',
  complete: 'Both halves paid',
  cancelled: 'Cancelled',
  declined: 'Declined',
  expired: 'Expired',
};
/** Each buddy pays half of the two pairs (the first half takes the odd cent). */
export const splitHalves = (totalCents: number) => ({ first: Math.ceil(totalCents / 2), second: Math.floor(totalCents / 2) });
