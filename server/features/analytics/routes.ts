import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pageViewBody,
  sessionEndBody,
  sessionEndParams,
  sessionStartBody,
} from '../../../shared/api/analytics';
import { errorBody, okBody } from '../../../shared/api/common';
import { rateLimitFor } from '../../lib/rate-limits';
import { endSession, recordPageView, startSession } from './service';

const responses = { 200: okBody, 400: errorBody, 404: errorBody, 429: errorBody };

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

  const rateLimit = rateLimitFor(app.config, 'analytics');

  app.post(
    '/session/start',
    { schema: { body: sessionStartBody, response: responses }, config: { rateLimit } },
    async (request) => {
      await startSession(app.db, request.body, { userId: request.viewerId });
      return { ok: true as const };
    },
  );

  app.post(
    '/page-view',
    { schema: { body: pageViewBody, response: responses }, config: { rateLimit } },
    async (request) => {
      await recordPageView(app.db, request.body, { userId: request.viewerId });
      return { ok: true as const };
    },
  );

  app.route({
    method: ['POST', 'PATCH'],
    url: '/session/:sessionId/end',
    schema: { params: sessionEndParams, body: sessionEndBody, response: responses },
    config: { rateLimit },
    handler: async (request) => {
      await endSession(app.db, request.params.sessionId, request.body);
      return { ok: true as const };
    },
  });
};
