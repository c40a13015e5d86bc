import { useSyncExternalStore } from 'react';

/*
 * The moment "3 minutes ago" counts from and the zone dates are shown in. The server renders a
 * visitor's page at one moment in UTC (and may send it again for a few minutes); the browser hydrates
 * that HTML with the same clock, so the text agrees, then takes its own clock and zone and shows
 * every time again in the visitor's zone. A minute tick keeps relative times current.
 */

export type Clock = { now: number; timeZone: string };

/** The zone the server renders dates in, whatever the machine's own. */
export const RENDER_ZONE = 'UTC';

const TICK_MS = 30_000;

function browserZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || RENDER_ZONE;
  } catch {
    return RENDER_ZONE;
  }
}

/** Made when first read, after hydration: asking for the zone at start-up would cost the page's first task. */
let live: Clock | null = null;
let rendered: Clock | null = null;

/** The clock of the render being made (server) or hydrated (browser, from the page); null for neither. */
export function setRenderClock(renderedAt: number | null | undefined) {
  rendered = typeof renderedAt === 'number' ? { now: renderedAt, timeZone: RENDER_ZONE } : null;
}

/** This browser's clock, the same object until it is a tick old (React compares snapshots by identity). */
function liveClock() {
  const now = Date.now();
  if (!live || now - live.now >= TICK_MS) live = { now, timeZone: live?.timeZone ?? browserZone() };
  return live;
}

const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  ticker ??= setInterval(() => {
    liveClock();
    for (const notify of listeners) notify();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && ticker !== undefined) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

/** The clock to show times by: the render's while hydrating its HTML, this browser's from then on. */
export function useClock(): Clock {
  return useSyncExternalStore(subscribe, liveClock, () => rendered ?? liveClock());
}
