import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

const statusByCode = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof statusByCode;

/** The one error a use case throws; the handler turns it into `{ message }` with the mapped status. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  /** Facts the answer carries beside its message, for the client to act on (the group a 403 is about). */
  readonly details: Record<string, unknown> | undefined;
  constructor(code: AppErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.details = details;
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusByCode[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

function describeValidation(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const where = error.validationContext ?? 'request';
  const first = error.validation[0];
  if (!first) return `Invalid ${where}`;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return `Invalid ${where}${field ? ` field "${field}"` : ''}: ${first.message ?? 'invalid value'}`;
}

/** Every error leaves as JSON `{ message }`; only our own faults are 5xx, and those never echo details. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      return reply.status(error.statusCode).send({ ...error.details, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: describeValidation(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error' });
    }
    const sqlState = sqlStateOf(error);
    if (sqlState?.startsWith('22')) {
      // PostgreSQL's data exceptions: a value from the request it cannot take (a NUL character, an impossible date).
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send({ message: 'The request contains a value that cannot be used (for example an invisible control character).' });
    }
    if (sqlState === '23505') {
      // Two requests raced for the same unique value (a slug, an address): the later one is told.
      return reply.status(409).send({ message: 'Someone else made the same change a moment ago. Please reload and try again.' });
    }
    if (sqlState === '23503') {
      // What the request refers to was deleted while it was on its way (a topic removed as someone replied).
      return reply.status(409).send({ message: 'What you were answering has just been removed. Please reload the page.' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.status(429).send({ message: 'Too many requests. Please wait a moment and try again.' });
      return reply.status(status).send({ message: clientErrorMessage(error, status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
}

/** The SQLSTATE of a database error, also when the ORM wrapped it (error.cause). */
function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function clientErrorMessage(error: FastifyError, status: number) {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return status === 404 ? 'Not found' : error.message || 'Bad request';
  }
}
