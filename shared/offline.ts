/*
 * What the service worker (client/sw/sw.ts) and the pages agree on for offline use (issue 26): the
 * names of the caches, which of them hold a member's own data, and how a saved article or video is
 * described. Written for both sides; nothing here touches the DOM or the worker's globals.
 */

/** Public files kept as they are used (the site's scripts, icons, pictures): never anyone's data. */
export const ASSETS_CACHE = 'assets-v1';
/** Public answers the app needs to start (the site's settings). */
export const PUBLIC_DATA_CACHE = 'public-data-v1';
/** The signed-in member's own answers (who they are, their brace tracker) and the tracker's outbox. */
export const MEMBER_CACHE = 'member-v1';
/** What the member saved for offline: each item's answers and files, and its description. */
export const SAVED_CACHE = 'saved-v1';
/** The caches a sign-out (or another member signing in on the device) empties. */
export const MEMBER_CACHES = [MEMBER_CACHE, SAVED_CACHE] as const;

/** A saved item's description is kept in the saved cache under this address (never fetched). */
export const SAVED_INDEX_PREFIX = '/offline/saved/';
/** The brace tracker's taps made offline, kept in the member cache under this address (never fetched). */
export const BRACE_OUTBOX_URL = '/offline/brace-outbox';

export type SavedKind = 'article' | 'video';

/** An article or video saved for offline: what it is, where it opens and the files kept for it. */
export type SavedItem = {
  kind: SavedKind;
  /** Its slug. */
  key: string;
  title: string;
  /** Where it opens, without the language prefix ("/resources/first-weeks-in-boots"). */
  path: string;
  /** Every address kept for it (its answer, pictures, the video's file). */
  urls: string[];
  /** The bytes kept for it. */
  bytes: number;
  savedAt: string;
};

export const savedIndexUrl = (kind: SavedKind, key: string) => `${SAVED_INDEX_PREFIX}${kind}/${encodeURIComponent(key)}`;

/**
 * The member's own answers the worker keeps from the network as they arrive, so the brace tracker
 * opens without a connection: who is signed in and the tracker's reads (not its files).
 */
export function isKeptMemberAnswer(pathname: string) {
  if (pathname === '/api/auth/user') return true;
  return /^\/api\/brace-tracker\/children(\/[^/]+(\/reminders)?)?$/.test(pathname);
}

/** Public answers kept as they arrive, for the app to start offline. */
export const isKeptPublicAnswer = (pathname: string) => pathname === '/api/settings';

/** Screens that open offline from the app shell whatever was saved (the member's tracker, the saved list). */
export const OFFLINE_SCREENS = ['/brace-tracker', '/saved'] as const;
