import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/runtime';
import { commonMessages } from './common-messages';

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();
function relative(locale: Locale) {
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' })));
  return format;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "yesterday", "just now"; 'Recently' when the date is missing or invalid (spec section 3). In the page's language when given. */
export function timeAgo(value: string | Date | null | undefined, now = Date.now(), locale: Locale = DEFAULT_LOCALE) {
  const time = value ? new Date(value).getTime() : Number.NaN;
  if (Number.isNaN(time)) return translate(locale, commonMessages, 'time.recently');
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative(locale).format(Math.round(seconds / size), unit);
  }
  return translate(locale, commonMessages, 'time.justNow');
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
function money(locale: Locale, cents: boolean) {
  const key = `${locale}|${cents}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const digits = cents ? 2 : 0;
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits });
    moneyFormats.set(key, format);
  }
  return format;
}

/** US dollars from cents: '$25' for whole dollars, '$25.50' otherwise, '$1,000' with separators (in Spanish '25 US$'). */
export function formatCents(cents: number, locale: Locale = DEFAULT_LOCALE) {
  const rounded = Math.round(cents);
  return money(locale, rounded % 100 !== 0).format(rounded / 100);
}

/** The same for an amount in dollars (what the donor picks on the donate page). */
export const formatDollars = (dollars: number, locale: Locale = DEFAULT_LOCALE) => formatCents(dollars * 100, locale);

/** A whole percentage as the language writes it: '80%', '80 %'. */
export const percent = (value: number, locale: Locale = DEFAULT_LOCALE) => new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent' }).format(value / 100);
