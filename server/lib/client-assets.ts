import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchClientRoute, redirects, routeHints } from '../../shared/routes';

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
  if (hints.module) visit(hints.module);
  return links.join('');
}

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * precompressed .br/.gz files when the browser accepts them, index.html for client routes
 * (404 for unknown paths) with the screen's own preload hints in its head.
 */
export async function registerClientAssets(app: FastifyInstance, clientDist: string) {
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
  // Each screen's index.html is built and compressed once, not per request.
  type Page = { html: Buffer; br: Buffer; gzip: Buffer };
  const pages = new Map<string | null, Page>();
  const pageFor = (pattern: string | null): Page => {
    let page = pages.get(pattern);
    if (!page) {
      const hints = pattern ? headHintsFor(pattern, manifest, loadedByEntry) : '';
      const html = Buffer.from(hints ? (indexHtml ?? '').replace('</head>', `${hints}</head>`) : (indexHtml ?? ''));
      page = {
        html,
        br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: zlib.gzipSync(html, { level: 9 }),
      };
      pages.set(pattern, page);
    }
    return page;
  };

  return function serveClientRoute(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const target = redirects[pathname.replace(/\/$/, '') || '/'];
    if (target) return reply.redirect(target, 301);
    if (!indexHtml) {
      return reply.status(404).send({ message: 'The client has not been built: run `npm run build`.' });
    }
    const pattern = matchClientRoute(pathname);
    const page = pageFor(pattern);
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
