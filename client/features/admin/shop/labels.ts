import type { OrderStatus, ProductCategory, ProductSide, ProductStatus, ProductWidth, ShippingMethod } from '@shared/shop';
import type { Translate } from '@client/lib/i18n';
import type { shopAdminMessages } from './messages';

/* What the shop's admin screens call things (shared/shop.ts's English labels, as keys of the catalogue). */

type Key = keyof (typeof shopAdminMessages)['en'];
export type ShopAdminT = Translate<(typeof shopAdminMessages)['en']>;

export const ORDER_STATUS = {
  pending: 'orderStatus.pending',
  'awaiting-partner': 'orderStatus.awaiting-partner',
  paid: 'orderStatus.paid',
  packed: 'orderStatus.packed',
  shipped: 'orderStatus.shipped',
  delivered: 'orderStatus.delivered',
  cancelled: 'orderStatus.cancelled',
  refunded: 'orderStatus.refunded',
  failed: 'orderStatus.failed',
  expired: 'orderStatus.expired',
} as const satisfies Record<OrderStatus, Key>;

export const PRODUCT_STATUS = { draft: 'productStatus.draft', published: 'productStatus.published' } as const satisfies Record<ProductStatus, Key>;

export const CATEGORY = {
  'braces-and-bars': 'category.braces-and-bars',
  boots: 'category.boots',
  shoes: 'category.shoes',
  'socks-and-liners': 'category.socks-and-liners',
  'books-and-toys': 'category.books-and-toys',
} as const satisfies Record<ProductCategory, Key>;

export const SHIPPING = { standard: 'shipping.standard', express: 'shipping.express' } as const satisfies Record<ShippingMethod, Key>;

export const WIDTH = { narrow: 'width.narrow', medium: 'width.medium', wide: 'width.wide', 'extra-wide': 'width.extra-wide' } as const satisfies Record<ProductWidth, Key>;

export const SIDE = { left: 'side.left', right: 'side.right' } as const satisfies Record<ProductSide, Key>;

/** Each value's words, for a select or a filter: { draft: 'Draft', ... }. */
export const labelsOf = <V extends string>(keys: Record<V, Key>, t: ShopAdminT) => Object.fromEntries(Object.entries(keys).map(([value, key]) => [value, t(key as Key)])) as Record<V, string>;

/** What a variant is called (shared/shop.ts variantLabel in the page's language): 'Size 6 · Wide · Left', or 'One size'. */
export function variantLabel(variant: { size: string | null; width: ProductWidth | null; side: ProductSide | null }, t: ShopAdminT) {
  const parts = [
    variant.size ? t('variant.size', { size: variant.size }) : null,
    variant.width ? t(WIDTH[variant.width]) : null,
    variant.side ? t(SIDE[variant.side]) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : t('variant.oneSize');
}
