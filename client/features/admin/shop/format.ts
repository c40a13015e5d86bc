import { INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { SHOP_CURRENCY } from '@shared/shop';

/* The shop's amounts and ratings as each language writes them (English keeps shared/shop.ts's own: '$12.50', '4.0'). */

const moneyFormats = new Map<Locale, Intl.NumberFormat>();
/** '$12.50' from 1250 cents ('12,50 US$'); always with the cents, as the shop's prices are written. */
export function formatCents(cents: number, locale: Locale) {
  let format = moneyFormats.get(locale);
  if (!format) moneyFormats.set(locale, (format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: SHOP_CURRENCY.toUpperCase() })));
  return format.format(cents / 100);
}

/** A number with one decimal: '4.0', '4,0'. */
export const oneDecimal = (value: number, locale: Locale) => new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
