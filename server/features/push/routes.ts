import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushEndpoints as api } from '../../../shared/api/push';
import { on } from '../../lib/endpoint';
import { createOnce } from '../../lib/idempotency';
import { requireUser } from '../../lib/sessions';
import { authorizePushEndpoint, authorizePushKey } from './policy';
import { pushKey, subscribe, unsubscribe } from './service';

/** Web Push (issue 26): the key browsers subscribe with, and each member's devices. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.key), handler: () => pushKey(app.db, app.config) });

  app.route({
    ...on(api.subscribe),
    handler: async (request, reply) => {
      const me = requireUser(request);
      authorizePushEndpoint(request.body.endpoint, app.config);
      authorizePushKey(request.body.keys.p256dh);
      return createOnce(request, reply, async (db) => {
        const { created, answer } = await subscribe(db, me, request.body, request.headers['user-agent']);
        return { status: created ? 201 : 200, body: answer };
      });
    },
  });

  app.route({
    ...on(api.unsubscribe),
    handler: async (request) => {
      await unsubscribe(app.db, requireUser(request), request.body.endpoint);
      return { ok: true as const };
    },
  });
};
