import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { preloadPages } from './app/router';
import type { PublicSettings } from '@shared/api/settings';
import { type PageMeta, PageMetaCollector, type PageMetaSink } from './lib/page-meta';

function render(url: string, meta: PageMeta, siteSettings: PublicSettings | undefined) {
  const sink: PageMetaSink = { record: (found) => Object.assign(meta, found) };
  return renderToString(
    <StrictMode>
      <PageMetaCollector value={sink}>
        <App location={url} siteSettings={siteSettings} />
      </PageMetaCollector>
    </StrictMode>,
  );
}

/**
 * Renders one screen as a visitor sees it, with the site settings the page carries, so the server can
 * send real HTML (painted before any script runs) that the browser then hydrates. The page modules
 * are loaded first so that the render is complete and synchronous: no streaming, and so no inline
 * script the CSP would block.
 */
export async function renderPage(url: string, siteSettings?: PublicSettings): Promise<{ html: string; meta: PageMeta }> {
  const meta: PageMeta = {};
  // The first render starts React.lazy's loads; once they have settled, the second is complete.
  render(url, meta, siteSettings);
  await preloadPages();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const html = render(url, meta, siteSettings);
  return { html, meta };
}
