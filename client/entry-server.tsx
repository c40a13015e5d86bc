import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { PublicSettings } from '@shared/api/settings';
import { App } from './app/app';
import { preloadPages } from './app/router';
import { setTransport } from './lib/api';
import { currentUserKey } from './lib/auth';
import { setRenderClock } from './lib/clock';
import { readyLazyParts } from './lib/lazy';
import { loadAllCatalogs } from '@shared/i18n/runtime';
import { type PageMeta, PageMetaCollector, type PageMetaSink } from './lib/page-meta';
import { createQueryClient } from './lib/query-client';
import { type RenderedData, siteSettingsKey } from './lib/site-settings';

export { setTransport };

function render(url: string, meta: PageMeta, siteSettings: PublicSettings | undefined, queryClient: QueryClient, renderedAt: number) {
  const sink: PageMetaSink = { record: (found) => Object.assign(meta, found) };
  // Renders are synchronous, so the clock set here is this render's alone.
  setRenderClock(renderedAt);
  return renderToString(
    <StrictMode>
      <PageMetaCollector value={sink}>
        <App location={url} siteSettings={siteSettings} queryClient={queryClient} />
      </PageMetaCollector>
    </StrictMode>,
  );
}

/** Queries a render asked for that would fetch in the browser: built in the cache, with no data yet. */
function waitingQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
      return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
    });
}

/** Every page module, loaded once (each import() would otherwise go through the module loader again). */
let pagesLoaded: Promise<unknown> | null = null;

/** Loads every page module and lazy part, and every language's messages for them: the server calls this as it starts, so no visitor waits for one. */
export function warmUp() {
  return (pagesLoaded ??= preloadPages().then(readyLazyParts).then(loadAllCatalogs));
}

/** A suspended part (a lazy module not yet loaded) renders its fallback, marked for the browser to render it. */
const suspended = (html: string) => html.includes('<!--$!-->') || html.includes('<!--$?-->');

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** How many times a screen is rendered at most: the lazy page, then its data, then data that needs data. */
const MAX_RENDERS = 4;

/**
 * Renders one screen as a visitor sees it, with its data, so the server sends real HTML (painted and
 * read by search engines before any script runs) that the browser then hydrates. Each render starts
 * what the screen still waits for (its lazy module, the queries it asked for, through the transport
 * the server set: its own routes, in-process), until a render asks for nothing new. The answers go into
 * the page too (`queries`), so hydration asks for none of them again. No streaming, and so no inline
 * script the CSP would block.
 */
export async function renderPage(
  url: string,
  siteSettings?: PublicSettings,
): Promise<{ html: string; meta: PageMeta; queries: RenderedData; complete: boolean }> {
  const meta: PageMeta = {};
  const queryClient = createQueryClient();
  // Every render of the page counts times from one moment, which goes into the page for hydration.
  const renderedAt = Date.now();
  let html = render(url, meta, siteSettings, queryClient, renderedAt);
  await warmUp();
  for (let renders = 1; renders < MAX_RENDERS; renders += 1) {
    const waiting = waitingQueries(queryClient);
    if (waiting.length === 0 && !suspended(html)) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    // A lazy module first rendered just now settles a turn after its import.
    if (suspended(html)) await new Promise((resolve) => setTimeout(resolve, 0));
    html = render(url, meta, siteSettings, queryClient, renderedAt);
  }
  // A screen whose data could not all be read (a 404, a members-only answer) or that is still waiting for
  // something would hydrate differently from how it was rendered: the browser renders it itself.
  const complete = !suspended(html) && !queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error');
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && !sameKey(query.queryKey, currentUserKey) && !sameKey(query.queryKey, siteSettingsKey),
  });
  return { html, meta, queries: { ...queries, renderedAt }, complete };
}
