import fs from 'node:fs';
import path from 'node:path';
import type { ManifestEntry } from 'workbox-build';
import { paths, routeHints } from '../shared/routes';

/**
 * What the service worker keeps at install (issue 26): the app shell and the code of the screens that
 * open without a connection (the brace tracker, an article, a video, the saved list), with their
 * Spanish and French words. Worked out from the build's manifest, so every other screen (the admin,
 * the shop, the forum) is fetched only when visited: a family on a small data plan does not download
 * the whole site on their first visit.
 */
const OFFLINE_ROUTES = [paths.braceTracker, paths.resource, paths.video, paths.saved];

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };

export function offlineShellFiles(clientDist: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const roots = new Set(OFFLINE_ROUTES.map((route) => routeHints[route]?.module).filter((key): key is string => Boolean(key)));
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    // Each part's words in every language come too. A screen's own lazy parts do not (the tracker's
    // form for a new child, the adaptive stream player): offline, a child is not added, and a saved
    // video plays its single file.
    for (const imported of chunk.dynamicImports ?? []) if (/\/messages\/[a-z]{2}\.json$/.test(imported)) visit(imported);
  };
  visit('index.html');
  for (const root of roots) visit(root);
  return files;
}

/** Workbox's manifest, cut to the shell: other built files are kept only as they are used. */
export function offlineShellTransform(clientDist: string) {
  return async <T extends ManifestEntry>(entries: T[]) => {
    const shell = offlineShellFiles(clientDist);
    const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url));
    return { manifest, warnings: [] };
  };
}
