import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined) {
  if (!value) return null;
  try {
    return new URL(value).host;
  } catch {
    return 'invalid';
  }
}

export function isCrossSite(request: FastifyRequest) {
  const source = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (source === null) return false; // not a browser-initiated cross-site request (no Origin, no Referer)
  return source !== request.host;
}

/** Refuses state-changing requests that a browser sent from another site (cross-site request forgery). */
export function registerSameOriginCheck(app: FastifyInstance) {
  // A callback hook, not an async one: a read (most requests) passes with no promise made.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!safeMethods.has(request.method) && isCrossSite(request)) return done(new AppError('FORBIDDEN', 'Cross-site request refused'));
    done();
  });
}
