import { format, type Locale as DateFnsLocale } from 'date-fns';
import { tz } from '@date-fns/tz';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { defineLocaleData } from '@shared/i18n/runtime';
import type { Clock } from './clock';

/** date-fns's words for each language, loaded with that language's messages (English is date-fns's own). */
const dateLocales: Partial<Record<Locale, DateFnsLocale>> = {};
defineLocaleData('date-fns', {
  es: async () => {
    dateLocales.es = (await import('date-fns/locale/es')).es;
  },
  fr: async () => {
    dateLocales.fr = (await import('date-fns/locale/fr')).fr;
  },
});

/**
 * The site's English patterns as each language writes the same thing: "29 de noviembre de 2026",
 * "29 novembre 2026 à 14:05". A pattern not listed keeps its order, with the language's words.
 */
const LOCAL_PATTERNS: Record<string, string> = {
  'MMMM d, yyyy': 'PPP',
  'MMM d, yyyy': 'PP',
  'MMMM d, yyyy h:mm a': 'PPP p',
  'MMM d, yyyy h:mm a': 'PP p',
  "EEEE, MMMM d, yyyy 'at' h:mm a": 'PPPP p',
  'EEEE, MMMM d, yyyy': 'PPPP',
  'EEEE, MMMM d': 'EEEE d MMMM',
  'EEE, MMM d': 'EEE d MMM',
  'MMM d': 'd MMM',
  'MMMM d': 'd MMMM',
  'MMMM yyyy': 'LLLL yyyy',
  'MMM yyyy': 'LLL yyyy',
  'h:mm a': 'p',
};

/** The pattern as the language writes it (English keeps the spec's own). */
export const localPattern = (pattern: string, locale: Locale) => (locale === DEFAULT_LOCALE ? pattern : (LOCAL_PATTERNS[pattern] ?? pattern));

/** A date-fns pattern in the clock's zone (apart from the clock itself, which the first load carries without date-fns), in the page's language when given. */
export const formatIn = (date: Date | number, pattern: string, clock: Pick<Clock, 'timeZone'>, locale: Locale = DEFAULT_LOCALE) =>
  format(date, localPattern(pattern, locale), { in: tz(clock.timeZone), locale: dateLocales[locale] });
