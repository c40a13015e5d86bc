import { SHOP_CURRENCY } from '@shared/shop';
import { INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import type { Translate } from '@client/lib/i18n';
import type { shopMessages } from './messages';

/** The shop's messages in the page's language (useT(shopMessages)). */
export type ShopT = Translate<(typeof shopMessages)['en']>;

const moneyFormats = new Map<Locale, Intl.NumberFormat>();
/** '$12.50' from 1250 cents, in the page's language ('12,50 US$'); always with the cents, as the shop's prices are written. */
export function formatCents(cents: number, locale: Locale) {
  let format = moneyFormats.get(locale);
  if (!format) moneyFormats.set(locale, (format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: SHOP_CURRENCY.toUpperCase() })));
  return format.format(cents / 100);
}

/** '$24.00', or '$24.00 – $32.00' when the variants' prices differ (thin spaces: it fits a phone's product card). */
export const priceRange = (fromCents: number, toCents: number, locale: Locale) =>
  fromCents === toCents ? formatCents(fromCents, locale) : `${formatCents(fromCents, locale)}\u2009–\u2009${formatCents(toCents, locale)}`;

/** A rating with one decimal, as the language writes it: '4.0', '4,0'. */
export const oneDecimal = (value: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** A rating with at most one decimal: '4.5', '4'. */
export const upToOneDecimal = (value: number, locale: Locale) => new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 1 }).format(value);

/** Below this many, the page says how many are left. */
export const LOW_STOCK = 5;

/** 'Sold out', 'Only 2 left' or 'In stock'. */
export const stockNote = (stock: number, t: ShopT) => (stock <= 0 ? t('stock.soldOut') : stock <= LOW_STOCK ? t('stock.onlyLeft', { count: stock }) : t('stock.inStock'));

/** '1 item', '3 items'. */
export const itemCount = (count: number, t: ShopT) => t('itemCount', { count });

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
/** 'March 4, 2025' ('4 de marzo de 2025'). */
export function orderDate(iso: string, locale: Locale) {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric' })));
  return format.format(new Date(iso));
}

/** '3 to 5 business days', from the shop's shipping rates (shared/shop.ts SHIPPING_RATES). */
export function businessDays(days: string, t: ShopT) {
  const range = /^(\d+) to (\d+)$/.exec(days);
  return range ? t('shipping.days', { from: range[1], to: range[2] }) : t('shipping.daysOther', { days });
}
