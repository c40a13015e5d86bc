import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE, SITE_NAME } from '../../shared/constants';
import { matchClientRoute, paths, redirects, routeHints } from '../../shared/routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';

type ManifestEntry = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
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
    for (const next of entry.imports ?? []) visit(next);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) visit(key);
  return files;
}

const ADMIN_AREA_MODULES = ['app/admin-routes.tsx', 'features/admin/pages/admin-layout.tsx'];

/**
 * `<link>` tags for one screen: its page module and what that imports (so the browser fetches
 * them with the entry, not after it) and the images it paints first.
 */
export function headHintsFor(pattern: string, manifest: Manifest, loadedByEntry: Set<string>) {
  const hints = routeHints[pattern];
  if (!hints) return '';
  const links: string[] = [];
  for (const image of hints.images ?? []) links.push(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    if (!loadedByEntry.has(entry.file)) links.push(`<link rel="modulepreload" crossorigin href="/${entry.file}">`);
    for (const css of entry.css ?? []) links.push(`<link rel="stylesheet" href="/${css}">`);
    for (const next of entry.imports ?? []) visit(next);
  };
  // An admin screen loads through the admin area's route table and layout (client/app/admin-routes.tsx).
  if (pattern === paths.admin || pattern.startsWith(`${paths.admin}/`)) for (const key of ADMIN_AREA_MODULES) visit(key);
  if (hints.module) visit(hints.module);
  return links.join('');
}

type RenderPage = (url: string, data?: unknown) => Promise<{ html: string; meta: { title?: string; description?: string } }>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A path that matches no route, rendered once for the not-found page. */
const NOT_FOUND_URL = '/__page-not-found__';

/** The prerenderer (dist/server/entry-server.js, built by `npm run build`), or null without that build. */
async function loadRenderer(clientDist: string): Promise<RenderPage | null> {
  const entry = path.join(path.dirname(clientDist), 'server', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  return ((await import(pathToFileURL(entry).href)) as { renderPage: RenderPage }).renderPage;
}

/** Every static screen, keyed by route pattern (null: the not-found page), with the URL it is rendered from. */
const prerenderTargets = (): [string | null, string][] => [
  ...Object.values(paths)
    .filter((p) => !p.includes(':'))
    .map((p): [string, string] => [p, p]),
  [null, NOT_FOUND_URL],
];

/**
 * What every page is rendered with and carries for the browser to start from (the site's public
 * settings), and its version: a new version renders the pages again. Read on each page request.
 */
export type PageData = () => Promise<{ version: number; data: unknown }>;

/** The data as a JSON block the browser reads before it hydrates; `<` escaped, so no text in it can end the element. */
export const pageDataScript = (data: unknown) =>
  data === undefined ? '' : `<script type="application/json" id="page-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** What a link preview (Open Graph, Twitter cards) and search engines read of one page. */
export type PageHead = {
  title: string;
  description: string;
  /** An absolute URL. */
  url: string;
  image?: string | null;
  type?: 'website' | 'article';
  publishedTime?: string;
  /** 404 for a page whose content does not exist: the shell still shows the screen's own not-found view. */
  status?: number;
};

/** Answers the head of a dynamic screen (a route pattern with parameters), or null to serve it as usual. */
export type PageHeadProvider = (pattern: string, pathname: string) => Promise<PageHead | null>;

/** The shell with a page's own title, description, canonical link and preview tags. */
export function withPageHead(html: string, head: PageHead) {
  const title = escapeHtml(`${head.title} | ${SITE_NAME}`);
  const description = escapeHtml(head.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.url)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(head.url)}">`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
    head.publishedTime ? `<meta property="article:published_time" content="${escapeHtml(head.publishedTime)}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${description}">`,
    head.image ? `<meta name="twitter:image" content="${escapeHtml(head.image)}">` : '',
  ].join('');
  // Replacer functions: a '$' in a title or an address must stay a '$', not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${description}"`)
    .replace('</head>', () => `${tags}</head>`);
}

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * precompressed .br/.gz files when the browser accepts them, index.html for client routes
 * (404 for unknown paths) with the screen's own preload hints in its head. Visitors get the
 * screen prerendered; signed-in members, and URLs with a query the screen may read, the shell.
 */
export async function registerClientAssets(app: FastifyInstance, clientDist: string, pageHead?: PageHeadProvider, pageData?: PageData) {
  const indexPath = path.join(clientDist, 'index.html');
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;

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
  const renderPage = indexHtml ? await loadRenderer(clientDist) : null;

  // The data the pages are rendered with now; a new version drops every page made with the old one.
  let current: { version: number; data: unknown } = { version: -1, data: undefined };
  let prerendered = new Map<string | null, Promise<string | null>>();
  const refresh = async () => {
    if (!pageData || !indexHtml) return;
    try {
      const next = await pageData();
      if (next.version === current.version) return;
      current = next;
      prerendered = new Map();
    } catch (error) {
      // Pages made with the data last read are still right enough to serve.
      app.log.warn({ err: error }, 'could not read the page data; serving the pages made before');
    }
  };

  /** A screen rendered as a visitor sees it, or null (served as the shell) when that fails. */
  const prerender = (pattern: string | null, url: string): Promise<string | null> => {
    let page = prerendered.get(pattern);
    if (!page) {
      const { data } = current;
      page = (async () => {
        if (!renderPage || !indexHtml) return null;
        try {
          const rendered = await renderPage(url, data);
          const { meta } = rendered;
          // React puts the preloads it finds (the hero image's) before the markup; they belong in the head, not the root.
          const [, preloads = '', html = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(rendered.html) ?? [];
          let result = indexHtml.replace('<div id="root"></div>', () => `<div id="root">${html}</div>`).replace('</head>', () => `${preloads}</head>`);
          if (meta.title) result = result.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title!)}</title>`);
          if (meta.description) {
            result = result.replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(meta.description!)}"`);
          }
          return result;
        } catch (error) {
          app.log.error({ err: error, url }, 'prerendering a screen failed; it is served as the empty shell');
          return null;
        }
      })();
      prerendered.set(pattern, page);
    }
    return page;
  };

  // Each screen rendered once at start (a broken one is logged now, not at its first visitor).
  await refresh();
  for (const [pattern, url] of prerenderTargets()) await prerender(pattern, url);

  // Each screen's page is built and compressed once per version of the data, not per request.
  type Page = { html: Buffer; br: Buffer; gzip: Buffer };
  const pages = new Map<string, Page>();
  const pageFor = async (pattern: string | null, usePrerendered: boolean): Promise<Page> => {
    const version = current.version;
    const target = pattern === null ? NOT_FOUND_URL : pattern.includes(':') ? null : pattern;
    const rendered = usePrerendered && target !== null ? await prerender(pattern, target) : null;
    const source = rendered ?? indexHtml ?? '';
    const key = `${version}|${pattern}|${rendered ? 'prerendered' : 'shell'}`;
    let page = pages.get(key);
    if (!page) {
      const hints = pattern ? headHintsFor(pattern, manifest, loadedByEntry) : '';
      const head = hints + pageDataScript(current.data);
      const html = Buffer.from(head ? source.replace('</head>', () => `${head}</head>`) : source);
      page = {
        html,
        br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: zlib.gzipSync(html, { level: 9 }),
      };
      // Pages of an older version are dropped with it.
      for (const old of pages.keys()) if (!old.startsWith(`${version}|`)) pages.delete(old);
      pages.set(key, page);
    }
    return page;
  };

  return async function serveClientRoute(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const target = redirects[pathname.replace(/\/$/, '') || '/'];
    if (target) return reply.redirect(target, 301);
    if (!indexHtml) {
      return reply.status(404).send({ message: 'The client has not been built: run `npm run build`.' });
    }
    const pattern = matchClientRoute(pathname);
    await refresh();
    const head = pattern && pageHead ? await pageHead(pattern, pathname) : null;
    if (head) {
      // Built per request (compressed by the compress plugin): its head depends on the content.
      return reply
        .status(head.status ?? 200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withPageHead((await pageFor(pattern, false)).html.toString('utf8'), head));
    }
    const signedIn = request.cookies?.[SIGNED_IN_HINT_COOKIE] === '1';
    const page = await pageFor(pattern, !signedIn && !request.url.includes('?'));
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    reply
      .status(pattern ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
  };
}
