import { useSyncExternalStore } from 'react';
import { COUNTRY_CODES, countryName } from '@shared/countries';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { useLocale } from './i18n';

/** Every country for a select, by its name in a language (easier to scan than by code), in that language's order. */
const optionsIn = (locale: Locale) =>
  COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, INTL_LOCALE[locale]) })).sort((a, b) => a.label.localeCompare(b.label, INTL_LOCALE[locale]));

/** Every country by its English name. */
export const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) => a.label.localeCompare(b.label, 'en'));

const translated = new Map<Locale, typeof COUNTRY_OPTIONS>();
const NO_OPTIONS: typeof COUNTRY_OPTIONS = [];
const subscribe = () => () => undefined;

/**
 * The same on a prerendered page: Node's and the browser's country names differ ('Hong Kong SAR China',
 * 'Hong Kong'), so the list is left out of the server's render and filled in once the page has hydrated.
 */
export function useCountryOptions() {
  const locale = useLocale();
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!hydrated) return NO_OPTIONS;
  if (locale === DEFAULT_LOCALE) return COUNTRY_OPTIONS;
  let options = translated.get(locale);
  if (!options) translated.set(locale, (options = optionsIn(locale)));
  return options;
}
