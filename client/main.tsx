import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readPageData, readQueryData } from './lib/site-settings';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App siteSettings={readPageData()} queries={readQueryData()} />
  </StrictMode>
);
// Visitors get each screen prerendered by the server; signed-in members get the empty shell.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
