import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { setRenderClock } from './lib/clock';
import { readPageData, readQueryData } from './lib/site-settings';
import './styles.css';

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
  // The server's page is painted before it is hydrated (the most work a first visit does), so a phone
  // shows it at once. A hidden tab paints no frames: a timer starts it there.
  let hydrated = false;
  const hydrate = () => {
    if (hydrated) return;
    hydrated = true;
    hydrateRoot(root, app);
  };
  requestAnimationFrame(() => setTimeout(hydrate, 0));
  setTimeout(hydrate, 200);
} else createRoot(root).render(app);
