import { ANALYTICS_FIGURES, daysInRange } from '@shared/api/analytics-figures';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { tIn } from '@client/lib/i18n';
import { intlLocale } from './format';
import { type AnalyticsSection, analyticsSections } from './links';
import { analyticsMessages as messages } from './messages';

type Key = keyof (typeof messages)['en'];

export { type AnalyticsSection, analyticsSections };

/*
 * The period /admin/analytics shows, kept in the address so a link opens the same view:
 * `?range=7d|30d|90d|12m` (30 days when absent) or `?from=YYYY-MM-DD&to=YYYY-MM-DD`, and `&section=`.
 * Days are calendar days in UTC, as the server counts them; a preset ends today.
 */


export const sectionLabels = {
  traffic: 'section.traffic',
  members: 'section.members',
  content: 'section.content',
  programmes: 'section.programmes',
} as const satisfies Record<AnalyticsSection, Key>;

export const rangePresets = ['7d', '30d', '90d', '12m'] as const;
export type RangePreset = (typeof rangePresets)[number];
export const DEFAULT_PRESET: RangePreset = '30d';

export const presetLabels = {
  '7d': 'preset.7d',
  '30d': 'preset.30d',
  '90d': 'preset.90d',
  '12m': 'preset.12m',
} as const satisfies Record<RangePreset, Key>;

/** A period: both days counted. */
export type DayRange = { from: string; to: string };

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar day in UTC. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

export function addDays(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` months earlier or later, kept within the month (31 March less one month is 28 or 29 February). */
function addMonths(day: string, months: number) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDate = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastDate));
  return first.toISOString().slice(0, 10);
}

/** A preset's period, ending today. */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const from =
    preset === '12m' ? addDays(addMonths(today, -12), 1) : addDays(today, -(Number.parseInt(preset, 10) - 1));
  return { from, to: today };
}

/** The period just before, of the same length (as the server compares it). */
export function previousRange({ from, to }: DayRange): DayRange {
  const length = daysInRange(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

const isRealDay = (value: string) => ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Why a custom period cannot be shown, in words for the form; null when it can. */
export function customRangeProblem(from: string, to: string, locale: Locale = DEFAULT_LOCALE): string | null {
  const t = tIn(messages, locale);
  if (!from || !to) return t('range.bothDays');
  if (!isRealDay(from) || !isRealDay(to)) return t('range.realDates');
  if (from < ANALYTICS_FIGURES.earliestDay) return t('range.earliest', { day: formatDay(ANALYTICS_FIGURES.earliestDay, locale) });
  if (from > to) return t('range.order');
  if (daysInRange(from, to) > ANALYTICS_FIGURES.rangeMaxDays) return t('range.tooLong', { max: ANALYTICS_FIGURES.rangeMaxDays });
  return null;
}

export type AnalyticsView = {
  section: AnalyticsSection;
  /** The preset chosen, or 'custom' for dates of one's own. */
  choice: RangePreset | 'custom';
  range: DayRange;
  /** The address asked for a custom period that cannot be shown: why (the default period is shown instead). */
  refused: string | null;
};

const readSection = (value: string | null): AnalyticsSection =>
  analyticsSections.includes(value as AnalyticsSection) ? (value as AnalyticsSection) : 'traffic';

/** What the address asks for, with the default for anything missing or unreadable. */
export function readView(params: URLSearchParams, today: string, locale: Locale = DEFAULT_LOCALE): AnalyticsView {
  const section = readSection(params.get('section'));
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null || to !== null) {
    const problem = customRangeProblem(from ?? '', to ?? '', locale);
    if (!problem) return { section, choice: 'custom', range: { from: from!, to: to! }, refused: null };
    return { section, choice: DEFAULT_PRESET, range: presetRange(DEFAULT_PRESET, today), refused: problem };
  }
  const preset = rangePresets.includes(params.get('range') as RangePreset) ? (params.get('range') as RangePreset) : DEFAULT_PRESET;
  return { section, choice: preset, range: presetRange(preset, today), refused: null };
}

/** The address's query for a view; the defaults are left out, so /admin/analytics is the 30 days' traffic. */
export function viewSearch(view: { section: AnalyticsSection; choice: RangePreset | 'custom'; range: DayRange }) {
  const params = new URLSearchParams();
  if (view.choice === 'custom') {
    params.set('from', view.range.from);
    params.set('to', view.range.to);
  } else if (view.choice !== DEFAULT_PRESET) params.set('range', view.choice);
  if (view.section !== 'traffic') params.set('section', view.section);
  return params;
}

const dayFormat = (locale: Locale) => new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = (locale: Locale) => new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = (locale: Locale) => new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' });

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'Nov 26, 2026'. */
export const formatDay = (day: string, locale: Locale = DEFAULT_LOCALE) => dayFormat(locale).format(dateOf(day));
/** 'Nov 26'. */
export const formatShortDay = (day: string, locale: Locale = DEFAULT_LOCALE) => shortDayFormat(locale).format(dateOf(day));
/** 'Nov 2026'. */
export const formatMonth = (day: string, locale: Locale = DEFAULT_LOCALE) => monthFormat(locale).format(dateOf(day));

/** 'Oct 28 – Nov 26, 2026'; one day reads as that day. */
export function formatPeriod({ from, to }: DayRange, locale: Locale = DEFAULT_LOCALE) {
  return from === to ? formatDay(from, locale) : dayFormat(locale).formatRange(dateOf(from), dateOf(to));
}

/** '30 days', '1 day'. */
export function periodLength({ from, to }: DayRange, locale: Locale = DEFAULT_LOCALE) {
  return tIn(messages, locale)('range.days', { count: daysInRange(from, to) });
}
