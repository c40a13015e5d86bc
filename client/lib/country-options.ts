import { useSyncExternalStore } from 'react';
import { COUNTRY_CODES, countryName } from '@shared/countries';

/** Every country for a select, by its English name (easier to scan than by code). */
export const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) => a.label.localeCompare(b.label, 'en'));

const NO_OPTIONS: typeof COUNTRY_OPTIONS = [];
const subscribe = () => () => undefined;

/**
 * The same on a prerendered page: Node's and the browser's country names differ ('Hong Kong SAR China',
 * 'Hong Kong'), so the list is left out of the server's render and filled in once the page has hydrated.
 */
export function useCountryOptions() {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? COUNTRY_OPTIONS : NO_OPTIONS;
}
