/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import {
  ASSETS_CACHE,
  isKeptMemberAnswer,
  isKeptPublicAnswer,
  MEMBER_CACHE,
  MEMBER_CACHES,
  OFFLINE_SCREENS,
  PUBLIC_DATA_CACHE,
  SAVED_CACHE,
  SAVED_INDEX_PREFIX,
  type SavedItem,
} from '../../shared/offline';
import { localeFromPath } from '../../shared/i18n/locales';
import { apiNavigations } from '../../shared/routes';
import { pushPayload } from './push-payload';

/*
 * The site's service worker (issue 26). It keeps the app shell (the page and the scripts the offline
 * screens need, listed by the build), keeps public files as they are used, and keeps the member's own
 * answers the brace tracker needs. Every request still goes to the network first: what is kept only
 * answers when there is no connection. Nothing of another member's is ever kept, and a sign-out (or
 * another member signing in here) empties the member's caches.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Only the kept files themselves: "/" is the home page, not the kept shell (index.html), and "/offline"
// is not offline.html. Pages always go to the network first (below).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

const SHELL = '/index.html';
const OFFLINE_PAGE = '/offline.html';

async function clearMemberCaches() {
  await Promise.all(MEMBER_CACHES.map((name) => caches.delete(name)));
}

/** The site's own files (hashed, so never changed in place) and pictures: kept as they are used. */
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && /^\/(assets|icons|images)\//.test(url.pathname),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })] }),
);

/** Who is signed in decides whose answers may stay: nobody (401), or someone else, empties them. */
async function keepSignedIn(response: Response) {
  if (response.status === 401) return clearMemberCaches();
  if (!response.ok) return;
  const before = await caches.match('/api/auth/user', { cacheName: MEMBER_CACHE });
  const [now, was] = await Promise.all([response.clone().json() as Promise<{ id?: string }>, before ? (before.json() as Promise<{ id?: string }>) : null]);
  if (was && was.id !== now.id) await clearMemberCaches();
  await (await caches.open(MEMBER_CACHE)).put('/api/auth/user', response);
}

/**
 * The member's own answer while it is being kept: a member's answer asked for right after it (the
 * page's next request) waits for it, or it would find no member yet and not be kept.
 */
let keepingSignedIn: Promise<unknown> = Promise.resolve();

async function keepAnswer(url: URL, response: Response) {
  if (url.pathname === '/api/auth/user') return (keepingSignedIn = keepSignedIn(response).catch(() => undefined));
  if (!response.ok) return;
  if (isKeptMemberAnswer(url.pathname)) {
    // Only while a member is signed in (their own answer is kept first): a visitor's page keeps nothing.
    await keepingSignedIn;
    if (await caches.match('/api/auth/user', { cacheName: MEMBER_CACHE })) await (await caches.open(MEMBER_CACHE)).put(url.pathname + url.search, response);
  } else if (isKeptPublicAnswer(url.pathname)) await (await caches.open(PUBLIC_DATA_CACHE)).put(url.pathname + url.search, response);
}

/** An answer kept for this address: what was saved, then the member's own, then the public ones. */
async function keptAnswer(request: Request) {
  for (const cacheName of [SAVED_CACHE, MEMBER_CACHE, PUBLIC_DATA_CACHE]) {
    const hit = await caches.match(request.url, { cacheName, ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

/** The API's reads: from the network; without one, what was kept (a saved video answers its ranges). */
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/api/') && request.headers.get('accept') !== 'text/event-stream',
  async ({ url, request, event }) => {
    try {
      const response = await fetch(request);
      if (isKeptMemberAnswer(url.pathname) || isKeptPublicAnswer(url.pathname)) (event as ExtendableEvent).waitUntil(keepAnswer(url, response.clone()));
      return response;
    } catch (error) {
      const kept = await keptAnswer(request);
      if (!kept) throw error;
      return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
    }
  },
);

/** A sign-out empties the member's caches once the server has signed the member out. */
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.origin !== self.location.origin) return;
  if (url.pathname !== apiNavigations.logout && url.pathname !== '/api/auth/logout') return;
  event.respondWith(
    fetch(event.request).then(async (response) => {
      if (response.ok || response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) await clearMemberCaches();
      return response;
    }),
  );
});

async function savedPaths() {
  const cache = await caches.open(SAVED_CACHE);
  const keys = await cache.keys();
  const items = await Promise.all(
    keys.filter((key) => new URL(key.url).pathname.startsWith(SAVED_INDEX_PREFIX)).map(async (key) => ((await (await cache.match(key))?.json()) as SavedItem | undefined)?.path),
  );
  return new Set(items.filter((path): path is string => typeof path === 'string'));
}

/** A screen the app can show without a connection: the tracker, the saved list, and what was saved. */
async function opensOffline(pathname: string) {
  const { path } = localeFromPath(pathname);
  const bare = path.replace(/\/$/, '') || '/';
  if ((OFFLINE_SCREENS as readonly string[]).includes(bare)) return true;
  return (await savedPaths()).has(bare);
}

/** Pages: from the network; without one, the app for a screen that works offline, else the offline page. */
registerRoute(
  new NavigationRoute(async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      const page = (await opensOffline(url.pathname)) ? await matchPrecache(SHELL) : undefined;
      return page ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  }),
);

/** A push (issue 26): shown as the site's notification; a tap opens the page it is about. */
self.addEventListener('push', (event) => {
  const message = pushPayload(event.data?.text());
  if (!message) return;
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, tag: message.tag, data: { url: message.url }, icon: '/icons/icon-192.png', badge: '/icons/icon-96.png' }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(typeof event.notification.data?.url === 'string' ? event.notification.data.url : '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = open.find((client) => new URL(client.url).pathname === target.pathname);
      if (same) return void (await same.focus());
      await self.clients.openWindow(target.href);
    })(),
  );
});
