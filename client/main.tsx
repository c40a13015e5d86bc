import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { setRenderClock } from './lib/clock';
import { browserLocale, loadCatalogs } from './lib/i18n';
import { readPageData, readQueryData } from './lib/site-settings';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const rendered = readQueryData();
const app = (
  <StrictMode>
    <App siteSettings={readPageData()} queries={rendered} />
  </StrictMode>
);
// Visitors get each screen prerendered by the server; signed-in members get the empty shell. A page in
// another language first loads that language's messages for the parts already here (English has its own).
const catalogs = loadCatalogs(browserLocale());
const ready = (run: () => void) => void catalogs.then(run, run);
if (root.hasChildNodes()) {
  // Hydrated with the times the server showed (its moment, in UTC); the browser's own follow at once.
  setRenderClock(rendered?.renderedAt ?? Date.now());
  // Loaded by boot.ts once the server's page has painted. As a transition, React hydrates in slices
  // and yields between them, so a tap or a frame never waits for the whole page (no long task on phones).
  ready(() => startTransition(() => void hydrateRoot(root, app)));
} else ready(() => createRoot(root).render(app));
