import { useSyncExternalStore } from 'react';

/*
 * Which build of the site this page runs (issue 26, updates): the server names its build in the page
 * (`<meta name="app-build">`) and on every API answer (`x-app-build`). When an answer names another,
 * the site has been updated since the page loaded: the page says so and offers to reload, rather than
 * running old code against a new server.
 */

export const APP_BUILD_HEADER = 'x-app-build';

let pageBuild: string | null | undefined;
let newer = false;
const listeners = new Set<() => void>();

/** Called with each API answer's build. */
export function noticeBuild(build: string | null) {
  if (!build || newer || typeof document === 'undefined') return;
  pageBuild ??= document.querySelector<HTMLMetaElement>('meta[name="app-build"]')?.content ?? null;
  if (!pageBuild || build === pageBuild) return;
  newer = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a newer build of the site is running on the server than the one this page loaded. */
export const useNewerBuild = () =>
  useSyncExternalStore(
    subscribe,
    () => newer,
    () => false,
  );
