import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { tIn } from '@client/lib/i18n';
import { formatCents } from '@client/lib/format';
import { analyticsMessages } from './messages';

/*
 * How the analytics' figures read: counts, shares, durations and money, and the change from the
 * previous period, as a sign and a percentage to look at and as words for screen readers. In the
 * page's language when given (English otherwise).
 */

/** What a number is: it decides how it is written and how its change is measured. */
export type FigureKind = 'count' | 'share' | 'percent' | 'duration' | 'money';

/** English keeps the 'en' formats it always had; other languages their own. */
export const intlLocale = (locale: Locale) => (locale === DEFAULT_LOCALE ? 'en' : INTL_LOCALE[locale]);

const countFormat = (locale: Locale) => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 });
const shareFormat = (locale: Locale) => new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 });
const preciseShareFormat = (locale: Locale) => new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 });

/** '2 min 15 s', '45 s', '1 h 5 min'. */
export function formatDuration(seconds: number, locale: Locale = DEFAULT_LOCALE) {
  const t = tIn(analyticsMessages, locale);
  const total = Math.round(seconds);
  if (total < 60) return t('duration.s', { s: total });
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return minutes > 0 ? t('duration.hMin', { h: hours, min: minutes }) : t('duration.h', { h: hours });
  return rest > 0 ? t('duration.minS', { min: minutes, s: rest }) : t('duration.min', { min: minutes });
}

/** A share from 0 to 1 as a percentage: '42%'; small shares keep a decimal ('0.4%') so they do not read as none. */
export function formatShare(share: number, locale: Locale = DEFAULT_LOCALE) {
  return share > 0 && share < 0.01 ? preciseShareFormat(locale).format(share) : shareFormat(locale).format(share);
}

/** A number as its kind is written: '1,240', '42%' (a share of 1, or 'percent' out of 100), '2 min 15 s', '$1,250'. */
export function formatFigure(value: number, kind: FigureKind, locale: Locale = DEFAULT_LOCALE) {
  switch (kind) {
    case 'share':
      return formatShare(value, locale);
    case 'percent':
      return shareFormat(locale).format(Math.round(value) / 100);
    case 'duration':
      return formatDuration(value, locale);
    case 'money':
      return formatCents(value, locale);
    default:
      return countFormat(locale).format(value);
  }
}

export type Change = {
  direction: 'up' | 'down' | 'same';
  /** The change in words: 'up 12% from 240', 'down 3 percentage points from 45%'. */
  words: string;
};

/**
 * The change from the previous period. Counts, durations and money change by a percentage of what
 * they were; shares and percentages by points (a bounce share from 40% to 44% is up 4 points, not 10%).
 */
export function changeOf(value: number, previous: number, kind: FigureKind, locale: Locale = DEFAULT_LOCALE): Change {
  const t = tIn(analyticsMessages, locale);
  const before = formatFigure(previous, kind, locale);
  if (kind === 'share' || kind === 'percent') {
    const points = Math.round((value - previous) * (kind === 'share' ? 100 : 1));
    if (points === 0) return { direction: 'same', words: t('change.same', { before }) };
    const direction = points > 0 ? 'up' : 'down';
    return { direction, words: t('change.points', { direction, points: Math.abs(points), before }) };
  }
  if (formatFigure(value, kind, locale) === before) return { direction: 'same', words: t('change.same', { before }) };
  if (previous === 0) return { direction: 'up', words: t('change.upFrom', { before }) };
  const direction = value > previous ? 'up' : 'down';
  const percent = Math.round((Math.abs(value - previous) / previous) * 100);
  // Less than half a percent still moved: say so rather than '0%'.
  if (percent === 0) return { direction, words: t('change.lessThanOne', { direction, before }) };
  return { direction, words: t('change.percent', { direction, percent: countFormat(locale).format(percent), before }) };
}
