import { useEffect, useState, useSyncExternalStore } from 'react';
import { SAVED_CACHE, SAVED_INDEX_PREFIX, type SavedItem, savedIndexUrl, type SavedKind } from '@shared/offline';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { browserLocale } from './i18n';

/*
 * Articles and videos saved on this device for reading and watching offline (issue 26). Each item's
 * answer and files go in the saved cache, beside a description of it; the service worker answers from
 * there when there is no connection. A sign-out empties it (client/sw/sw.ts).
 */

/** Whether this browser can keep things for offline (a secure page with Cache Storage and a worker). */
export const canSaveOffline = () => typeof window !== 'undefined' && window.isSecureContext && 'caches' in window && 'serviceWorker' in navigator;

const listeners = new Set<() => void>();
let version = 0;
function changed() {
  version += 1;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** Goes up whenever something is saved or removed on this page. */
export const useSavedVersion = () =>
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );

/** Everything saved here, newest first. */
export async function listSaved(): Promise<SavedItem[]> {
  if (!canSaveOffline()) return [];
  const cache = await caches.open(SAVED_CACHE);
  const keys = await cache.keys();
  const items = await Promise.all(
    keys.filter((key) => new URL(key.url).pathname.startsWith(SAVED_INDEX_PREFIX)).map(async (key) => (await cache.match(key))?.json() as Promise<SavedItem | undefined>),
  );
  return items.filter((item): item is SavedItem => Boolean(item)).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export async function findSaved(kind: SavedKind, key: string): Promise<SavedItem | null> {
  if (!canSaveOffline()) return null;
  const hit = await (await caches.open(SAVED_CACHE)).match(savedIndexUrl(kind, key));
  return hit ? ((await hit.json()) as SavedItem) : null;
}

/** The addresses another saved item still needs (two articles may share a picture). */
async function keptByOthers(except: SavedItem) {
  const others = (await listSaved()).filter((item) => !(item.kind === except.kind && item.key === except.key));
  return new Set(others.flatMap((item) => item.urls));
}

/**
 * Saves an item: its answer first, then each file; all or nothing (a failed file removes what was
 * kept, so a half-saved article never shows as saved). Answers the item as kept.
 */
export async function saveForOffline(item: Omit<SavedItem, 'bytes' | 'savedAt' | 'urls'> & { urls: string[] }): Promise<SavedItem> {
  const cache = await caches.open(SAVED_CACHE);
  const urls = [...new Set(item.urls)];
  const stored: string[] = [];
  let bytes = 0;
  try {
    for (const url of urls) {
      const response = await fetch(url, { credentials: 'include', headers: { 'accept-language': browserLocale() } });
      if (!response.ok) throw new Error(`${response.status}: ${url}`);
      const body = await response.blob();
      bytes += body.size;
      // Kept as a whole file (a video's player asks for ranges of it: the worker cuts them).
      await cache.put(url, new Response(body, { status: 200, headers: { 'content-type': response.headers.get('content-type') ?? 'application/octet-stream', 'content-length': String(body.size) } }));
      stored.push(url);
    }
  } catch (error) {
    const shared = await keptByOthers({ ...item, urls, bytes: 0, savedAt: '' });
    await Promise.all(stored.filter((url) => !shared.has(url)).map((url) => cache.delete(url)));
    throw error;
  }
  const saved: SavedItem = { ...item, urls, bytes, savedAt: new Date().toISOString() };
  await cache.put(savedIndexUrl(item.kind, item.key), new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } }));
  changed();
  return saved;
}

/** Removes an item and the files no other saved item needs. */
export async function removeSaved(item: SavedItem) {
  const cache = await caches.open(SAVED_CACHE);
  const shared = await keptByOthers(item);
  await Promise.all([...item.urls.filter((url) => !shared.has(url)).map((url) => cache.delete(url)), cache.delete(savedIndexUrl(item.kind, item.key))]);
  changed();
}

/** This item's saved state on this device, kept current as it is saved or removed anywhere on the page. */
export function useSavedItem(kind: SavedKind, key: string) {
  const current = useSavedVersion();
  const [state, setState] = useState<{ item: SavedItem | null; checked: boolean }>({ item: null, checked: false });
  useEffect(() => {
    let live = true;
    void findSaved(kind, key).then(
      (item) => live && setState({ item, checked: true }),
      () => live && setState({ item: null, checked: true }),
    );
    return () => {
      live = false;
    };
  }, [kind, key, current]);
  return state;
}

/** Everything saved, and the space this site uses on the device (as the browser estimates it). */
export function useSavedItems() {
  const current = useSavedVersion();
  const [state, setState] = useState<{ items: SavedItem[]; usage: number | null; loaded: boolean }>({ items: [], usage: null, loaded: false });
  useEffect(() => {
    let live = true;
    void Promise.all([listSaved(), navigator.storage?.estimate?.().catch(() => null) ?? null]).then(
      ([items, estimate]) => live && setState({ items, usage: estimate?.usage ?? null, loaded: true }),
      () => live && setState({ items: [], usage: null, loaded: true }),
    );
    return () => {
      live = false;
    };
  }, [current]);
  return state;
}

/** A size on the device ("340 kB", "12.5 MB"), in the page's language. */
export function formatBytes(bytes: number, locale: Locale = DEFAULT_LOCALE) {
  const [unit, size] = bytes >= 1_000_000 ? (['megabyte', bytes / 1_000_000] as const) : (['kilobyte', Math.max(1, Math.round(bytes / 1000))] as const);
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'megabyte' ? 1 : 0 }).format(size);
}
