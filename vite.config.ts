import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { apiEndpoints } from './scripts/vite-plugin-api-endpoints.ts';
import { compiledMessages } from './scripts/vite-plugin-messages.ts';
import { appManifestFiles } from './scripts/vite-plugin-app-manifest.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { offlineShellTransform } from './scripts/offline-shell.ts';
import { SPLASH_SCRIPT } from './shared/splash.ts';

/**
 * Puts the site's one small stylesheet inside index.html: the first paint then waits for the
 * HTML and the script only, not for a third request. (CSP allows inline styles, never scripts.)
 */
function inlineCss(): Plugin {
  return {
    name: 'inline-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        let result = html;
        for (const [fileName, chunk] of Object.entries(bundle)) {
          if (chunk.type !== 'asset' || !fileName.endsWith('.css')) continue;
          const tag = new RegExp(`<link rel="stylesheet"[^>]*href="/${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
          if (tag.test(result)) result = result.replace(tag, () => `<style>${String(chunk.source)}</style>`);
        }
        return result;
      },
    },
  };
}

/**
 * The first visit's splash decides before the first paint (shared/splash.ts): its script is the one
 * inline script of the page, allowed by its hash (server/lib/security-headers.ts).
 */
function splashScript(): Plugin {
  return {
    name: 'splash-script',
    // After the charset and viewport (the charset must come within the first kilobyte), before the body.
    transformIndexHtml: (html) => html.replace(/(<meta name="viewport"[^>]*>)/, (meta) => `${meta}\n    <script>${SPLASH_SCRIPT}</script>`),
  };
}

/**
 * The entry's modules are fetched at low priority: the page arrives rendered, so the first paint
 * needs the HTML (and the hero image, fetched high) but none of the script, which only hydrates it.
 * The server gives each screen's own modules the same priority (server/lib/client-assets.ts).
 */
function lowPriorityModules(): Plugin {
  return {
    name: 'low-priority-modules',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replaceAll('<link rel="modulepreload" crossorigin href=', '<link rel="modulepreload" crossorigin fetchpriority="low" href='),
    },
  };
}

/**
 * The files the entry loads before anything else (its static imports, transitively), learnt as the
 * bundle is written. A lazy screen's preload list leaves them out: they are already there when any
 * screen loads, and listing them again for each of some fifty screens cost the first load 2 KiB.
 */
const initialFiles = new Set<string>();
function trackInitialFiles(): Plugin {
  return {
    name: 'track-initial-files',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        initialFiles.clear();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || initialFiles.has(fileName)) return;
          initialFiles.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        // The entry (client/boot.ts) always loads the app (client/main.tsx) it imports: both are initial.
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          visit(chunk.fileName);
          for (const app of chunk.dynamicImports) visit(app);
        }
      },
    },
  };
}

/**
 * Everything the app (client/main.tsx) imports statically goes in its one chunk. Left to itself the
 * bundler cuts out each module a lazy screen shares with it (an icon, a helper) as a file of its own:
 * some forty files of a few hundred bytes, each compressed on its own and each an import to resolve,
 * all loaded by every page anyway. Together they compress about 7 KiB smaller. Vite's preload helper,
 * which the entry needs before the page has painted, is a file of its own (about 1 KiB): in the app's
 * chunk, the entry would fetch the whole app with the page.
 */
const APP_ENTRY = fileURLToPath(new URL('./client/main.tsx', import.meta.url));
const BOOT_ENTRY = fileURLToPath(new URL('./client/boot.ts', import.meta.url));
type ChunkingContext = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };
/** The site's own modules a module imports statically, transitively (a package's index, such as lucide-react's, names all its parts: not followed). */
function staticModules(entry: string, context: ChunkingContext) {
  const found = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const next = stack.pop() as string;
    if (found.has(next)) continue;
    found.add(next);
    stack.push(...(context.getModuleInfo(next)?.importedIds ?? []).filter((imported) => !imported.includes('/node_modules/')));
  }
  return found;
}
let appModules: Set<string> | null = null;
function appChunk(id: string, context: ChunkingContext) {
  if (!appModules) {
    // What the entry (client/boot.ts) needs before the page has painted stays out: the app is fetched after.
    const boot = staticModules(BOOT_ENTRY, context);
    appModules = new Set([...staticModules(APP_ENTRY, context)].filter((module) => !boot.has(module)));
  }
  return appModules.has(id) ? 'main' : null;
}

/**
 * The service worker (client/sw/sw.ts, issue 26), built by vite-plugin-pwa with Workbox: it keeps the
 * app shell listed by scripts/offline-shell.ts. The site's own manifests come from appManifestFiles;
 * the page registers the worker itself (client/app/service-worker.ts).
 */
const CLIENT_DIST = fileURLToPath(new URL('./dist/client', import.meta.url));
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['index.html', 'offline.html', 'offline.js', 'favicon.svg', 'icons/icon-192.png', 'icons/icon-96.png', 'assets/*.js'],
      manifestTransforms: [offlineShellTransform(CLIENT_DIST)],
      // The build's own hashes name the files under assets/: Workbox needs no revision of its own for them.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), splashScript(), inlineCss(), lowPriorityModules(), apiEndpoints(), compiledMessages(), trackInitialFiles(), appManifestFiles(), ...(isSsrBuild ? [] : [serviceWorker()])],
  resolve: {
    alias: [
      { find: '@client', replacement: fileURLToPath(new URL('./client', import.meta.url)) },
      { find: '@shared', replacement: fileURLToPath(new URL('./shared', import.meta.url)) },
      // zod without eval in the browser (client/lib/zod-jitless.ts); the server keeps its fast path.
      ...(isSsrBuild ? [] : [{ find: /^zod$/, replacement: fileURLToPath(new URL('./client/lib/zod-jitless.ts', import.meta.url)) }]),
    ],
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    manifest: true,
    target: 'es2022',
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !initialFiles.has(dep)) : deps) },
    // The server-side render bundle needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'preload-helper', test: /vite[\\/](preload-helper|modulepreload-polyfill)/, priority: 1 }, { name: appChunk }] } } } }),
  },
  // The render bundle carries its own production React (and everything that uses it): the server may run
  // without NODE_ENV=production (npm start, the tests), and React's development build renders several times slower.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
}));
