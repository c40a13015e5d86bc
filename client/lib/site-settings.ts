import { type DehydratedState, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@shared/api/settings';
import { api, call } from './api';
import { queryKeys } from './query-keys';

/*
 * The site's public settings (issue 18): the organisation's facts, its team and the ad slots' messages.
 * The server renders every page with them and puts them in the page (`#page-data`), so the browser
 * starts from the same data it hydrates; without them (the dev server) they are fetched once.
 */

export const siteSettingsKey = queryKeys.siteSettings;

/** The settings, or null until they have arrived (parts that need them show nothing meanwhile). */
export function useSiteSettings(): PublicSettings | null {
  const { data } = useQuery({ queryKey: siteSettingsKey, queryFn: () => call(api.settings.public) });
  return data ?? null;
}

/** A JSON data block the server put in this page (by its id), if any. */
function readJsonBlock<T>(id: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** The settings the server put in this page, if any. */
export const readPageData = () => readJsonBlock<PublicSettings>('page-data');

/** The answers a page was rendered with, and the moment its times count from (client/lib/clock.ts). */
export type RenderedData = DehydratedState & { renderedAt?: number };

/** The answers the server rendered this page with (`#query-data`), if any: hydration starts from them. */
export const readQueryData = () => readJsonBlock<RenderedData>('query-data');
