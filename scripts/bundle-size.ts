/**
 * Sizes of what the browser loads: the JS and CSS the home page needs before interaction, and
 * each lazily loaded chunk with what it pulls in beyond the first load. With --check it exits
 * non-zero when a budget is broken.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { routeHints } from '../shared/routes';

export const BUDGETS = {
  /**
   * 120.5 since issue 23: hydrating from the answers in the page (and the server's render transport)
   * costs the first load 0.3 KiB, and saves every visitor the data requests the page made after it
   * loaded (docs/decisions/0028-rendered-pages-and-kept-versions.md). 121 since: the render's clock (so
   * hydration meets the same times and the page is not rendered twice) and the cards' srcset of smaller
   * picture copies (0.3 KiB that save a phone some 40 KiB of pictures on the home page alone). 124 since:
   * the entry (client/boot.ts) fetches the app only once the rendered page has painted, which took
   * Lighthouse's LCP from 2.6 s to 1.2 s; the import's preload helper and the split add 2.9 KiB. 124.5
   * since: a button clicked before the app runs is held and pressed once it does (0.2 KiB), not lost.
   */
  initialJsBrotliKiB: 124.5,
  /**
   * 53 since issue 25: a screen's chunk carries its feature's English messages (up to 4 KiB for the
   * Clubfoot Buddy's), where it carried only the sentences of the parts it held; each other language's
   * messages come in a chunk of their own, for that language only (docs/decisions/0032-languages.md).
   */
  lazyRouteJsBrotliKiB: 53,
  /**
   * The sign-in page carries its e-mail forms (react-hook-form, the tabs) in its own chunk since issue 23:
   * the server renders them, and a part loaded after the page hydrates after it, losing a click meanwhile.
   */
  signInRouteJsBrotliKiB: 53,
  signInChunks: /features\/auth\/pages\/login-page/,
  /**
   * The article editor (TipTap on ProseMirror, about 110 KiB by itself) loads only for administrators
   * who open it; no visitor or member ever downloads it (docs/decisions/0003-resources.md).
   */
  adminEditorJsBrotliKiB: 128,
  adminEditorChunks: /rich-text-editor|article-editor-page/,
  /**
   * The adaptive-streaming library (hls.js, light build): loaded by the video player only in a browser
   * without native HLS, after the page itself (which stays within the 53 KiB of every route); issue 19.
   */
  playerLibraryJsBrotliKiB: 100,
  playerLibraryChunks: /node_modules\/hls\.js\//,
  /**
   * The admin analytics' chart library (recharts with its d3 parts, about 90 KiB): loaded with the first
   * chart of /admin/analytics, after the page itself, so only administrators who open it download it (issue 22).
   */
  adminChartsJsBrotliKiB: 100,
  adminChartsChunks: /features\/admin\/analytics\/components\/series-chart/,
  /**
   * An admin screen (issue 25): only administrators download it, and its figure here counts the admin
   * area's own messages, which the admin layout has already loaded (6 KiB), besides the screen's area's
   * (up to 5 KiB for the shop's).
   */
  adminRouteJsBrotliKiB: 64,
  adminRouteChunks: /features\/admin\//,
  /** Never in the first load. */
  forbiddenInitial: [/features\/admin\//, /rich-text|editor/i, /stripe|payment|donat/i, /hls\.js|tus-js-client/, /features\/shop\/(pages|components)\//, /recharts/],
  /** Never in a route's own chunk (what its page loads before it plays or uploads). */
  forbiddenInRoute: [/node_modules\/hls\.js\//, /node_modules\/tus-js-client\//, /node_modules\/recharts\//],
};

type ManifestEntry = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[]; name?: string };
type Manifest = Record<string, ManifestEntry>;

const dist = path.resolve('dist/client');
const kib = (bytes: number) => bytes / 1024;
const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number }>();

function sizes(file: string) {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const data = fs.readFileSync(path.join(dist, file));
  const result = {
    raw: data.length,
    gzip: zlib.gzipSync(data, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(file, result);
  return result;
}

/** Every manifest key reachable through static imports from `keys`. */
function staticClosure(manifest: Manifest, keys: string[]) {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) stack.push(next);
  }
  return seen;
}

function total(manifest: Manifest, keys: Iterable<string>, kind: 'js' | 'css') {
  const files = new Set<string>();
  for (const key of keys) {
    const entry = manifest[key];
    if (!entry) continue;
    if (kind === 'js') files.add(entry.file);
    else for (const css of entry.css ?? []) files.add(css);
  }
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const s = sizes(file);
    gzip += s.gzip;
    brotli += s.brotli;
  }
  return { gzip, brotli, files: [...files] };
}

export function measureBundle() {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error('No build found: run `npm run build` first.');
  const manifest: Manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry');

  // The home page's own chunk is lazy in the router but announced with the page (routeHints), so it
  // belongs to what the home page loads before interaction.
  const homeModule = routeHints['/']?.module;
  // The entry (client/boot.ts) always loads the app (client/main.tsx), once the page has painted.
  const app = manifest[entryKey]?.dynamicImports ?? [];
  const initial = staticClosure(manifest, [entryKey, ...app, ...(homeModule && manifest[homeModule] ? [homeModule] : [])]);
  const initialJs = total(manifest, initial, 'js');
  const initialCss = total(manifest, initial, 'css');

  // Each lazy chunk costs what it adds to what is already loaded: the first load, plus the chunk
  // that imported it (a profile tab is loaded from the profile page, which shares its libraries).
  const parentOf = new Map<string, string | null>();
  for (const key of initial) for (const dyn of manifest[key]?.dynamicImports ?? []) if (!parentOf.has(dyn)) parentOf.set(dyn, null);
  const queue = [...parentOf.keys()];
  while (queue.length) {
    const key = queue.shift() as string;
    for (const dyn of manifest[key]?.dynamicImports ?? []) {
      if (!parentOf.has(dyn) && !initial.has(dyn)) {
        parentOf.set(dyn, key);
        queue.push(dyn);
      }
    }
  }

  const loadedBefore = (key: string) => {
    const loaded = new Set(initial);
    for (let parent = parentOf.get(key); parent; parent = parentOf.get(parent)) {
      for (const k of staticClosure(manifest, [parent])) loaded.add(k);
    }
    return loaded;
  };

  const lazy = [...parentOf.keys()]
    .filter((key) => !initial.has(key))
    .map((key) => {
      const before = loadedBefore(key);
      const closure = [...staticClosure(manifest, [key])].filter((k) => !before.has(k));
      const js = total(manifest, closure, 'js');
      const inRoute = closure.map((k) => manifest[k]?.src ?? k).filter((src) => BUDGETS.forbiddenInRoute.some((re) => re.test(src)));
      return { name: manifest[key]?.src ?? key, gzip: js.gzip, brotli: js.brotli, inRoute };
    })
    .sort((a, b) => b.brotli - a.brotli);

  const forbidden = [...initial]
    .map((key) => manifest[key]?.src ?? key)
    .filter((src) => BUDGETS.forbiddenInitial.some((re) => re.test(src)));

  return { initialJs, initialCss, lazy, forbidden };
}

export function printBundle(report: ReturnType<typeof measureBundle>) {
  const row = (label: string, gzip: number, brotli: number) =>
    console.info(`${label.padEnd(64)} ${kib(gzip).toFixed(1).padStart(8)} KiB gzip ${kib(brotli).toFixed(1).padStart(8)} KiB br`);
  console.info('\nBundle sizes (what the home page loads before interaction, then each lazy chunk)');
  row('home page JS (initial)', report.initialJs.gzip, report.initialJs.brotli);
  row('home page CSS (initial)', report.initialCss.gzip, report.initialCss.brotli);
  for (const chunk of report.lazy) row(`  lazy: ${chunk.name}`, chunk.gzip, chunk.brotli);
}

export function budgetProblems(report: ReturnType<typeof measureBundle>) {
  const problems: string[] = [];
  if (kib(report.initialJs.brotli) > BUDGETS.initialJsBrotliKiB) {
    problems.push(`home page JS is ${kib(report.initialJs.brotli).toFixed(1)} KiB brotli (budget ${BUDGETS.initialJsBrotliKiB} KiB)`);
  }
  for (const chunk of report.lazy) {
    const budget = BUDGETS.adminEditorChunks.test(chunk.name)
      ? BUDGETS.adminEditorJsBrotliKiB
      : BUDGETS.playerLibraryChunks.test(chunk.name)
        ? BUDGETS.playerLibraryJsBrotliKiB
        : BUDGETS.adminChartsChunks.test(chunk.name)
          ? BUDGETS.adminChartsJsBrotliKiB
          : BUDGETS.signInChunks.test(chunk.name)
            ? BUDGETS.signInRouteJsBrotliKiB
            : BUDGETS.adminRouteChunks.test(chunk.name)
              ? BUDGETS.adminRouteJsBrotliKiB
              : BUDGETS.lazyRouteJsBrotliKiB;
    if (/\/pages\//.test(chunk.name)) for (const src of chunk.inRoute) problems.push(`${src} is in ${chunk.name}'s own chunk; it must load lazily`);
    if (kib(chunk.brotli) > budget) {
      problems.push(`lazy chunk ${chunk.name} is ${kib(chunk.brotli).toFixed(1)} KiB brotli (budget ${budget} KiB)`);
    }
  }
  for (const src of report.forbidden) problems.push(`${src} is in the first load; it must load lazily`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = measureBundle();
  printBundle(report);
  const problems = budgetProblems(report);
  if (process.argv.includes('--check')) {
    if (problems.length) {
      console.error(`\nBundle budget broken:\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    console.info('\nBundle budgets met.');
  }
}
