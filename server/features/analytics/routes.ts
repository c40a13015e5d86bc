import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsEndpoints as api } from '../../../shared/api/analytics';
import { on } from '../../lib/endpoint';
import { rateLimitFor } from '../../lib/rate-limits';
import { endSession, isRobot, preferredLanguage, recordPageView, startSession } from './service';

/** Ingest for the browser tracker (spec sections 4 and 7). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // navigator.sendBeacon sends a string as text/plain; read it as JSON like any other body.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const error = Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });

  const config = { rateLimit: rateLimitFor(app.config, 'analytics') };

  app.route({
    ...on(api.startSession),
    config,
    handler: async (request) => {
      if (isRobot(request.body.userAgent, request.headers['user-agent'])) return { ok: true as const };
      await startSession(app.db, request.body, { userId: request.viewerId, language: preferredLanguage(request.headers['accept-language']) });
      return { ok: true as const };
    },
  });

  app.route({
    ...on(api.pageView),
    config,
    handler: async (request) => {
      if (isRobot(request.body.userAgent, request.headers['user-agent'])) return { ok: true as const };
      await recordPageView(app.db, request.body, { userId: request.viewerId, language: preferredLanguage(request.headers['accept-language']) });
      return { ok: true as const };
    },
  });

  // One route for both ways the end arrives (a keepalive PATCH, a beacon's POST), so they share one rate limit.
  app.route({
    ...on(api.endSession),
    method: [api.endSession.method, api.endSessionBeacon.method],
    config,
    handler: async (request) => {
      if (isRobot(request.headers['user-agent'])) return { ok: true as const };
      await endSession(app.db, request.params.sessionId, request.body);
      return { ok: true as const };
    },
  });
};
