import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Access, AnyEndpoint } from '../../shared/api/endpoint';
import { checkIdempotencyKey } from './idempotency';
import { requireAdmin, requireUser } from './sessions';

/** The guard each access level puts before a route reads its input: 401 for visitors, 403 for members on admin routes. */
const guards: Record<Access, onRequestHookHandler[]> = {
  public: [],
  test: [],
  member: [
    async (request: FastifyRequest) => {
      requireUser(request);
    },
  ],
  admin: [
    async (request: FastifyRequest) => {
      requireAdmin(request);
    },
  ],
};

/**
 * The route options of an endpoint from its definition: method, URL, zod schemas for parameters,
 * query, body and every response status, and the access guard. Spread into `app.route({...})` with
 * the handler, so Fastify's zod type provider types the request and reply from the same schemas:
 *
 *   app.route({ ...on(forumEndpoints.topic), handler: async (request) => ... });
 *
 * A route that needs its own onRequest hooks adds them after `...on(e).onRequest`, never instead.
 */
export function on<const E extends AnyEndpoint>(e: E) {
  return {
    method: e.method,
    url: e.path,
    // A copy per route: @fastify/rate-limit pushes its hook into a route's own onRequest array.
    onRequest: [...guards[e.access]],
    // A create reads its Idempotency-Key once the input is valid and answers a repeat; its handler's
    // createOnce() stores the key with the create (server/lib/idempotency.ts).
    preHandler: e.idempotent ? [checkIdempotencyKey] : [],
    // Absent parts are left out (Fastify warns about a schema key set to undefined).
    schema: Object.fromEntries(
      Object.entries({ params: e.params, querystring: e.query, body: e.body, response: e.responses }).filter(([, schema]) => schema !== undefined),
    ) as { params: E['params']; querystring: E['query']; body: E['body']; response: E['responses'] },
  };
}
