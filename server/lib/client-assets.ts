import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isClientRoute, redirects } from '../../shared/routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * precompressed .br/.gz files when the browser accepts them, index.html for client routes.
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

  return function serveClientRoute(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const target = redirects[pathname.replace(/\/$/, '') || '/'];
    if (target) return reply.redirect(target, 301);
    if (!indexHtml) {
      return reply.status(404).send({ message: 'The client has not been built: run `npm run build`.' });
    }
    return reply
      .status(isClientRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };
}
