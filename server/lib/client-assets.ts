import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { manifestPath } from '../../shared/app-manifest';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE, SITE_NAME } from '../../shared/constants';
import { escapeHtml, type PageHeadProvider, withPageHead } from './page-head';
import { matchClientRoute, paths, redirects, routeHints } from '../../shared/routes';
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_COOKIE, LOCALES, localeFromPath, localizedPath, negotiateLocale } from '../../shared/i18n/locales';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const IMMUTABLE = 'public, max-age=31536000, immutable';

type ManifestEntry = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestEntry>;

function readManifest(clientDist: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDist, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** Files the entry already loads; no need to announce them again. */
function entryFiles(manifest: Manifest) {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    // Its stylesheet is inlined in index.html (vite.config.ts): linking it again would load it twice.
    for (const css of entry.css ?? []) files.add(css);
    for (const next of entry.imports ?? []) visit(next);
  };
  // The entry (client/boot.ts) always loads the app (client/main.tsx) it imports.
  for (const [key, entry] of Object.entries(manifest)) {
    if (!entry.isEntry) continue;
    visit(key);
    for (const app of entry.dynamicImports ?? []) visit(app);
  }
  return files;
}

const ADMIN_AREA_MODULES = ['app/admin-routes.tsx', 'features/admin/pages/admin-layout.tsx'];

/**
 * The head's hints for one screen: the images it paints first, and its page module with what that
 * imports, named in `<meta name="page-modules">` for client/boot.ts to fetch with the app (after the
 * page has painted), so they do not wait for the app to ask for them.
 */
export function headHintsFor(pattern: string, manifest: Manifest, loadedByEntry: Set<string>, withImages = true) {
  const hints = routeHints[pattern];
  if (!hints) return '';
  const links: string[] = [];
  const modules: string[] = [];
  // A rendered page has React's own preload for the image it paints first: one is enough.
  if (withImages) for (const image of hints.images ?? []) links.push(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    if (!loadedByEntry.has(entry.file)) modules.push(`/${entry.file}`);
    for (const css of entry.css ?? []) if (!loadedByEntry.has(css)) links.push(`<link rel="stylesheet" href="/${css}">`);
    for (const next of entry.imports ?? []) visit(next);
  };
  // An admin screen loads through the admin area's route table and layout (client/app/admin-routes.tsx).
  if (pattern === paths.admin || pattern.startsWith(`${paths.admin}/`)) for (const key of ADMIN_AREA_MODULES) visit(key);
  if (hints.module) visit(hints.module);
  if (modules.length) links.push(`<meta name="page-modules" content="${modules.join(' ')}">`);
  return links.join('');
}

type RenderPage = (
  url: string,
  data?: unknown,
) => Promise<{ html: string; meta: { title?: string; description?: string }; queries?: unknown; complete: boolean }>;
type Renderer = { renderPage: RenderPage; setTransport: (transport: typeof fetch) => void; warmUp: () => Promise<unknown> };

/** A path that matches no route, rendered once for the not-found page. */
const NOT_FOUND_URL = '/__page-not-found__';

/** The renderer (dist/server/entry-server.js, built by `npm run build`), or null without that build. */
async function loadRenderer(clientDist: string, log: FastifyInstance['log']): Promise<Renderer | null> {
  const entry = path.join(path.dirname(clientDist), 'server', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  // Every module the screens load lazily (a section shown only with data, a dialog) loaded now too: a
  // render that meets one for the first time then has it a turn later, not after a file is read.
  const assets = path.join(path.dirname(entry), 'assets');
  for (const file of fs.existsSync(assets) ? fs.readdirSync(assets) : []) {
    if (!file.endsWith('.js')) continue;
    await import(pathToFileURL(path.join(assets, file)).href).catch((error: unknown) => log.warn({ err: error, file }, 'a lazily loaded module could not be loaded ahead'));
  }
  return renderer;
}

/** The page being rendered (the render's own async context): its language and the API addresses it asked for. */
const rendering = new AsyncLocalStorage<{ asked: Set<string>; locale: Locale }>();

/**
 * What the kept versions cover (decision 0028): a page whose data all came from these is kept until one
 * of them changes. A page that asked for anything else (group memberships, a doctor's list) is rendered
 * for each visit, as its answers are computed for each request.
 */
const KEPT_API = [/^\/api\/settings(\/|\?|$)/, /^\/api\/forum\//, /^\/api\/resources(\/|\?|$)/, /^\/api\/videos(\/|\?|$)/, /^\/api\/shop\/products(\/|\?|$)/, /^\/api\/events(\/|\?|$)/, /^\/api\/stories(\/|\?|$)/];
const isKept = (url: string) => KEPT_API.some((pattern) => pattern.test(url));

/**
 * The renderer's requests, answered by this server's own routes in-process, as a visitor (no cookie):
 * a page is rendered with the same answers the browser would get, kept ones costing no SQL. Reads only.
 */
export function inProcessTransport(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`a page render may only read (asked to ${method} ${String(input)})`);
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const page = rendering.getStore();
    page?.asked.add(url);
    // As the browser's app asks (client/lib/api.ts): in the page's language, so its content comes in it.
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'accept-language': page?.locale ?? DEFAULT_LOCALE } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const one of [value].flat()) headers.append(name, String(one));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

/** What every page is rendered with and carries for the browser to start from (the site's public settings). */
export type PageData = () => Promise<unknown>;

/** The data as a JSON block the browser reads before it hydrates; `<` escaped, so no text in it can end the element. */
export const pageDataScript = (data: unknown, id = 'page-data') =>
  data === undefined ? '' : `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** A screen's title without the site's name the browser tab adds to it. */
const withoutSiteName = (title: string) => (title.endsWith(` | ${SITE_NAME}`) ? title.slice(0, -` | ${SITE_NAME}`.length) : title);

/** What a served page is built from and kept per. */
export type ClientAssetOptions = {
  /** The site's address: every rendered page names its canonical URL. */
  publicUrl: string;
  pageHead?: PageHeadProvider;
  pageData?: PageData;
  /**
   * Everything a page may show is covered by these versions (and the time, in steps of PAGE_TIME_STEP_MS):
   * a page is kept while they stay the same. Read from memory (decision 0028), so a kept page costs no SQL.
   */
  versions: () => Promise<Readonly<Record<string, number>>>;
};

/** Pages say how long ago things happened and which events are still to come: rendered again at least this often. */
const PAGE_TIME_STEP_MS = 5 * 60_000;
/** Pages kept per instance (each a few tens of kilobytes, three encodings). */
const KEPT_PAGES = 1000;

/** A built page; a kept one is compressed once, at the highest levels, the first time an encoding is asked for. */
type Page = { status: number; html: Buffer; keep: boolean; br?: Promise<Buffer>; gzip?: Promise<Buffer> };

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * precompressed .br/.gz files when the browser accepts them, index.html for client routes
 * (404 for unknown paths) with the screen's own preload hints and head. Visitors get the screen
 * rendered with its data (and the answers it was rendered with, so hydrating fetches nothing again);
 * signed-in members get the shell. Both are built once per address and versions, then kept.
 */
export async function registerClientAssets(app: FastifyInstance, clientDist: string, options: ClientAssetOptions) {
  const { publicUrl, pageHead, pageData, versions } = options;
  const indexPath = path.join(clientDist, 'index.html');
  // The build this server runs, named in each page and on every answer (x-app-build), so a page loaded
  // before an update offers to reload (client/lib/app-build.ts). Every instance of one build names it alike.
  const manifestFile = path.join(clientDist, '.vite/manifest.json');
  const appBuild = fs.existsSync(manifestFile) ? createHash('sha256').update(fs.readFileSync(manifestFile)).digest('hex').slice(0, 16) : null;
  const indexHtml = fs.existsSync(indexPath)
    ? fs.readFileSync(indexPath, 'utf8').replace('</head>', () => (appBuild ? `<meta name="app-build" content="${appBuild}"></head>` : '</head>'))
    : null;
  if (appBuild) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-app-build', appBuild);
    });
  }

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const underAssets = filePath.startsWith(path.join(clientDist, 'assets') + path.sep);
        res.header('cache-control', underAssets ? IMMUTABLE : 'no-cache');
      },
    });
  }

  const manifest = readManifest(clientDist);
  const loadedByEntry = entryFiles(manifest);
  const renderer = indexHtml ? await loadRenderer(clientDist, app.log) : null;
  renderer?.setTransport(inProcessTransport(app));
  // Every page module loaded now, while the server starts, not while its first visitors wait.
  await renderer?.warmUp();

  /** The screen as a visitor sees it, with its data; null (served as the shell) when rendering fails. */
  const render = async (url: string, data: unknown) => {
    if (!renderer || !indexHtml) return null;
    try {
      const asked = new Set<string>();
      const { locale } = localeFromPath(url.split('?')[0] ?? '/');
      const rendered = await rendering.run({ asked, locale }, () => renderer.renderPage(url, data));
      // Served as the shell (the browser renders it, asking for what it needs), kept like any page.
      if (!rendered.complete) return null;
      const { meta } = rendered;
      // React puts the preloads it finds (the hero image's) before the markup; they belong in the head, not the root.
      const [, preloads = '', html = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(rendered.html) ?? [];
      let result = indexHtml.replace('<div id="root"></div>', () => `<div id="root">${html}</div>`).replace('</head>', () => `${preloads}</head>`);
      if (meta.title) result = result.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title!)}</title>`);
      if (meta.description) {
        result = result.replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(meta.description!)}"`);
      }
      return { html: result, queries: rendered.queries, meta, keepable: [...asked].every(isKept) };
    } catch (error) {
      app.log.error({ err: error, url }, 'rendering a screen failed; it is served as the empty shell');
      return null;
    }
  };

  /** An address of this site in a language: `https://site/es/resources`. */
  const absoluteIn = (pathname: string, locale: Locale) => `${publicUrl}${localizedPath(pathname, locale)}`;

  const build = async (pattern: string | null, url: string, forVisitor: boolean): Promise<Page> => {
    const data = pageData ? await pageData() : undefined;
    const { locale, path: pathname } = localeFromPath(url.split('?')[0] ?? '/');
    const found = pattern && pageHead ? await pageHead(pattern, pathname) : null;
    const rendered = forVisitor ? await render(pattern === null ? localizedPath(NOT_FOUND_URL, locale) : url, data) : null;
    // In another language a page's canonical address is its own, and its title and description are the
    // ones the screen set in that language (the heads are written in English; content stays as written).
    const translatedMeta = locale !== DEFAULT_LOCALE && rendered?.meta.title ? { title: withoutSiteName(rendered.meta.title), description: rendered.meta.description ?? found?.description ?? '' } : null;
    const head =
      found && locale !== DEFAULT_LOCALE
        ? { ...found, ...translatedMeta, url: found.url.startsWith(publicUrl) ? absoluteIn(found.url.slice(publicUrl.length) || '/', locale) : found.url }
        : found;
    let html = (rendered?.html ?? indexHtml ?? '').replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
    // Installed from a Spanish page, the app is named, described and started in Spanish (issue 26).
    if (locale !== DEFAULT_LOCALE) html = html.replace(`<link rel="manifest" href="${manifestPath(DEFAULT_LOCALE)}"`, () => `<link rel="manifest" href="${manifestPath(locale)}"`);
    if (head) html = withPageHead(html, head);
    else if (rendered && pattern && rendered.meta.title) {
      // A screen with no head of its own is previewed with the title and description it set.
      html = withPageHead(html, { title: withoutSiteName(rendered.meta.title), description: rendered.meta.description ?? '', url: absoluteIn(pathname, locale) });
    }
    // Search engines find each language's address of the page (English for everyone else).
    const alternates = pattern
      ? [...LOCALES.map((other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(absoluteIn(pathname, other))}">`), `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteIn(pathname, DEFAULT_LOCALE))}">`].join('')
      : '';
    const extra = alternates + (pattern ? headHintsFor(pattern, manifest, loadedByEntry, !rendered) : '') + pageDataScript(data) + pageDataScript(rendered?.queries, 'query-data');
    const bytes = Buffer.from(extra ? html.replace('</head>', () => `${extra}</head>`) : html);
    return { status: head?.status ?? (pattern ? 200 : 404), html: bytes, keep: rendered?.keepable ?? true };
  };

  // Each page is built and compressed once per address and versions, not per request; the least recently used leave first.
  const kept = new Map<string, { stamp: string; page: Promise<Page> }>();
  const pageFor = async (pattern: string | null, url: string, forVisitor: boolean) => {
    const stamp = `${Object.values(await versions()).join('.')}|${Math.floor(Date.now() / PAGE_TIME_STEP_MS)}`;
    // Every unknown address shows the same not-found page (in its language).
    const key = `${forVisitor ? 'visitor' : 'member'}|${pattern === null ? localeFromPath(url.split('?')[0] ?? '/').locale : url}`;
    const hit = kept.get(key);
    kept.delete(key);
    if (hit && hit.stamp === stamp) {
      kept.set(key, hit);
      return hit.page;
    }
    const page = build(pattern, url, forVisitor);
    const entry = { stamp, page };
    kept.set(key, entry);
    // A page made from answers the versions do not cover is shared only by the requests that waited for it.
    page.then(
      (built) => {
        if (!built.keep && kept.get(key) === entry) kept.delete(key);
      },
      () => {
        if (kept.get(key) === entry) kept.delete(key);
      },
    );
    if (kept.size > KEPT_PAGES) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    return page;
  };

  return async function serveClientRoute(request: FastifyRequest, reply: FastifyReply) {
    const { locale, path: pathname } = localeFromPath(request.url.split('?')[0] ?? '/');
    const target = redirects[pathname.replace(/\/$/, '') || '/'];
    if (target) return reply.redirect(localizedPath(target, locale), 301);
    // The bare addresses open in the language chosen once (the cookie), else on a first visit in the
    // browser's language when it is one of ours; a language's own address always opens in it.
    if (locale === DEFAULT_LOCALE) {
      const chosen = request.cookies?.[LOCALE_COOKIE];
      const preferred = isLocale(chosen) ? chosen : chosen === undefined ? negotiateLocale(request.headers['accept-language']) : null;
      if (preferred && preferred !== DEFAULT_LOCALE) {
        return reply.header('vary', 'accept-language, cookie').header('cache-control', 'no-cache').redirect(localizedPath(request.url, preferred), 302);
      }
    }
    if (!indexHtml) {
      return reply.status(404).send({ message: 'The client has not been built: run `npm run build`.' });
    }
    const pattern = matchClientRoute(pathname);
    const signedIn = request.cookies?.[SIGNED_IN_HINT_COOKIE] === '1';
    const page = await pageFor(pattern, request.url, !signedIn);
    reply.status(page.status).header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie').type('text/html; charset=utf-8');
    // A page made for this request only is compressed by the compress plugin, quickly.
    if (!page.keep) return reply.send(page.html);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      // Off the event loop (libuv's thread pool): other requests go on meanwhile.
      page.br ??= brotli(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      return reply.header('content-encoding', 'br').send(await page.br);
    }
    if (/\bgzip\b/.test(accepts)) {
      page.gzip ??= gzip(page.html, { level: 9 });
      return reply.header('content-encoding', 'gzip').send(await page.gzip);
    }
    return reply.send(page.html);
  };
}
