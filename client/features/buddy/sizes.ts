import type {
  CONFIRM_AFTER_DAYS as CONTRACT_CONFIRM_DAYS,
  FEEDBACK_MAX as CONTRACT_FEEDBACK_MAX,
  FOOT_WIDTH_LABELS as CONTRACT_WIDTH_LABELS,
  FootWidth,
  MAX_OPEN_REQUESTS as CONTRACT_MAX_OPEN,
  REQUEST_MESSAGE_MAX as CONTRACT_REQUEST_MAX,
  SizeScale,
} from '@shared/api/buddy';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/runtime';
import { buddyMessages } from './messages';

/*
 * The contract's constants the buddy screens show, repeated here: importing shared/api/buddy.ts at run
 * time would bring zod to these screens. The types check the shapes and tests/unit/buddy.test.ts the values.
 */

/** Each scale's name and range (shared/api/buddy.ts SIZE_SCALES, without the range in the name); the screens show the catalogue's `scale.*`. */
export const SCALE_NAMES: Record<SizeScale, string> = {
  'us-kids': 'US toddler and little kid',
  'us-youth': 'US big kid / youth',
  'us-women': "US women's",
  'us-men': "US men's",
};

export const FOOT_WIDTH_LABELS: typeof CONTRACT_WIDTH_LABELS = { narrow: 'Narrow', medium: 'Medium', wide: 'Wide', 'extra-wide': 'Extra wide' };
export const REQUEST_MESSAGE_MAX: typeof CONTRACT_REQUEST_MAX = 500;
export const FEEDBACK_MAX: typeof CONTRACT_FEEDBACK_MAX = 1000;
export const MAX_OPEN_REQUESTS: typeof CONTRACT_MAX_OPEN = 10;
export const CONFIRM_AFTER_DAYS: typeof CONTRACT_CONFIRM_DAYS = { underFive: 90, other: 180 };

const sizeFormats = new Map<Locale, Intl.NumberFormat>();
function sizeFormat(locale: Locale) {
  let format = sizeFormats.get(locale);
  if (!format) sizeFormats.set(locale, (format = new Intl.NumberFormat(locale === 'en' ? 'en' : INTL_LOCALE[locale], { maximumFractionDigits: 1 })));
  return format;
}

/** 7.5 → '7.5', 8 → '8' (in French '7,5'). */
export const formatSize = (size: number, locale: Locale = DEFAULT_LOCALE) => sizeFormat(locale).format(size);

/** 'Left 8, right 7.5'. */
export const sizePair = (left: number, right: number, locale: Locale = DEFAULT_LOCALE) =>
  translate(locale, buddyMessages, 'sizes.pair', { left: formatSize(left, locale), right: formatSize(right, locale) });

/** 'Left medium, right wide', or null when neither width is known. */
export function widthPair(left: FootWidth | null, right: FootWidth | null, locale: Locale = DEFAULT_LOCALE) {
  if (!left && !right) return null;
  const name = (width: FootWidth | null) => translate(locale, buddyMessages, width ? `widthInPair.${width}` : 'widths.notSet');
  return translate(locale, buddyMessages, 'widths.pair', { left: name(left), right: name(right) });
}
