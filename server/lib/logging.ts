import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * What a log line is about, carried through the async work of a request or a job: the request's id,
 * and inside a job its id and kind (the request id there is the one of the request that queued it).
 */
export type LogContext = { reqId?: string; jobId?: number; kind?: string };
const logContext = new AsyncLocalStorage<LogContext>();

export function runWithLogContext<T>(context: LogContext, fn: () => T): T {
  return logContext.run(context, fn);
}

/** The id of the request this code runs for (or of the request that queued the running job), if any. */
export function currentRequestId(): string | undefined {
  return logContext.getStore()?.reqId;
}

/** Runs `fn` outside any request's context (a job worker nudged by a request is not part of that request). */
export function outsideLogContext<T>(fn: () => T): T {
  return logContext.exit(fn);
}

/**
 * Every request runs in its own log context (onRequest), entered again before its handler: a body
 * arriving in pieces is read in the socket's callbacks, which need not carry it. The answer names its id in
 * x-request-id, so a member can quote it to the team and the team can find the request's lines.
 */
export function registerRequestContext(app: FastifyInstance) {
  const contexts = new WeakMap<object, LogContext>();
  app.addHook('onRequest', (request, reply, done) => {
    const context = { reqId: request.id };
    contexts.set(request, context);
    reply.header('x-request-id', request.id);
    logContext.run(context, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const context = contexts.get(request);
    if (context) logContext.run(context, done);
    else done();
  });
}

const SECRET_PARAMS = /([?&](?:token|code|state|password|secret|key|session)[^=&]*=)[^&#]*/gi;

/** A URL fit for a log line: query values that could be credentials are blanked. */
export function redactUrl(url: string) {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** pino through Fastify, JSON lines (no pretty printer, in production or anywhere): a request id on every line; no cookies, tokens or passwords, ever. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Lines written through app.log (not request.log) inside a request or a job still say whose they are;
    // a key the logger already carries (request.log's reqId, a job's child logger) is not written twice.
    mixin(_object, _level, logger) {
      const context = logContext.getStore();
      if (!context) return {};
      const bound = logger.bindings();
      return Object.fromEntries(Object.entries(context).filter(([key, value]) => value !== undefined && !(key in bound)));
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        'body.password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return { method: request.method, url: redactUrl(request.url), host: request.host };
      },
      res(reply) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
