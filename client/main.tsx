import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { setRenderClock } from './lib/clock';
import { readPageData, readQueryData } from './lib/site-settings';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const rendered = readQueryData();
const app = (
  <StrictMode>
    <App siteSettings={readPageData()} queries={rendered} />
  </StrictMode>
);
// Visitors get each screen prerendered by the server; signed-in members get the empty shell.
if (root.hasChildNodes()) {
  // Hydrated with the times the server showed (its moment, in UTC); the browser's own follow at once.
  setRenderClock(rendered?.renderedAt ?? Date.now());
  // Loaded by boot.ts once the server's page has painted.
  hydrateRoot(root, app);
} else createRoot(root).render(app);
