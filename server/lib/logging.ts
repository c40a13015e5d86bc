import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

const SECRET_PARAMS = /([?&](?:token|code|state|password|secret|key|session)[^=&]*=)[^&#]*/gi;

/** A URL fit for a log line: query values that could be credentials are blanked. */
export function redactUrl(url: string) {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** pino through Fastify: a request id on every line; no cookies, tokens or passwords, ever. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
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
