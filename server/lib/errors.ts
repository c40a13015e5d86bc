import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DEFAULT_LOCALE, type Locale, type TranslatedLocale } from '../../shared/i18n/locales';
import es from '../../shared/i18n/error-translations/es.json';
import fr from '../../shared/i18n/error-translations/fr.json';
import { formatMessage } from './i18n';
import { requestLocale } from './locale';

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

/**
 * A message with values (issue 25): its template, with `{name}` where each value goes, is what gets
 * translated, so a sentence is never put together from English pieces. A template (or its translation)
 * whose words depend on a value says so in ICU (`{n, plural, one {# topic} other {# topics}}`, `{status,
 * select, ...}`). A value may itself be a message (`said('An item in your cart', {})`), or a list of them
 * (joined with "; "), translated with it.
 */
export class Said {
  constructor(
    readonly template: string,
    readonly values: Record<string, SaidValue>,
  ) {}
}
export type SaidValue = string | number | Said | Said[];
export const said = (template: string, values: Record<string, SaidValue> = {}) => new Said(template, values);

const ICU = /\{\w+,\s*(plural|select|selectordinal)\s*,/;

/** A message in a language: its template translated by its English text, then filled in. */
export function spoken(message: Said, locale: Locale): string {
  const template = inLanguage(message.template, locale);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values)) {
    values[name] = value instanceof Said ? spoken(value, locale) : Array.isArray(value) ? value.map((one) => spoken(one, locale)).join('; ') : value;
  }
  if (ICU.test(template)) return formatMessage(locale, template, values);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The one error a use case throws; the handler turns it into `{ message }` with the mapped status. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  /** Facts the answer carries beside its message, for the client to act on (the group a 403 is about). */
  readonly details: Record<string, unknown> | undefined;
  /** The message's template and values, when it has values. */
  readonly said: Said | undefined;
  constructor(code: AppErrorCode, message: string | Said, details?: Record<string, unknown>) {
    super(message instanceof Said ? spoken(message, DEFAULT_LOCALE) : message);
    this.said = message instanceof Said ? message : undefined;
    this.details = details;
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusByCode[code];
  }
}

export const notFound = (message: string | Said = 'Not found') => new AppError('NOT_FOUND', message);
export const badRequest = (message: string | Said) => new AppError('BAD_REQUEST', message);

/** How a refused value is introduced in each language; the contract's own message (translated) follows. */
const INVALID: Record<Locale, (where: string, field: string) => string> = {
  en: (where, field) => `Invalid ${where}${field ? ` field "${field}"` : ''}`,
  es: (_where, field) => (field ? `Valor no válido en "${field}"` : 'Solicitud no válida'),
  fr: (_where, field) => (field ? `Valeur non valide dans « ${field} »` : 'Requête non valide'),
};

function describeValidation(error: FastifyError & { validation: { instancePath: string; message?: string }[] }, locale: Locale) {
  const where = error.validationContext ?? 'request';
  const first = error.validation[0];
  if (!first) return INVALID[locale](where, '');
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return `${INVALID[locale](where, field)}${locale === 'fr' ? ' ' : ''}: ${inLanguage(first.message ?? 'invalid value', locale)}`;
}

const TRANSLATIONS: Record<TranslatedLocale, Record<string, string>> = { es, fr };

/**
 * A message to a person in their language (issue 25): the server writes it in English, and its Spanish and
 * French are looked up by that text (shared/i18n/error-translations, kept complete by a test; a message
 * built with values, or one not yet translated, stays English).
 */
export const inLanguage = (message: string, locale: Locale) => (locale === DEFAULT_LOCALE ? message : (TRANSLATIONS[locale][message] ?? message));

/**
 * A failure of ours, never its details: an apology and a reference, the first characters of the
 * request's id (x-request-id), short enough to read out or type, by which the team finds its log lines.
 */
const internalError = (requestId: string, locale: Locale) => ({
  message: spoken(said('Something went wrong on our side. If it happens again, please tell us this reference: {reference}.', { reference: requestId.slice(0, 8) }), locale),
});

/** Every error leaves as JSON `{ message }`; only our own faults are 5xx, and those never echo details. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof AppError) {
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      const message = error.said ? spoken(error.said, locale) : inLanguage(error.message, locale);
      return reply.status(error.statusCode).send({ ...error.details, message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: describeValidation(error, locale) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(internalError(request.id, locale));
    }
    const sqlState = sqlStateOf(error);
    if (sqlState?.startsWith('22')) {
      // PostgreSQL's data exceptions: a value from the request it cannot take (a NUL character, an impossible date).
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send({ message: inLanguage('The request contains a value that cannot be used (for example an invisible control character).', locale) });
    }
    if (sqlState === '23505') {
      // Two requests raced for the same unique value (a slug, an address): the later one is told.
      return reply.status(409).send({ message: inLanguage('Someone else made the same change a moment ago. Please reload and try again.', locale) });
    }
    if (sqlState === '23503') {
      // What the request refers to was deleted while it was on its way (a topic removed as someone replied).
      return reply.status(409).send({ message: inLanguage('What you were answering has just been removed. Please reload the page.', locale) });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.status(429).send({ message: inLanguage('Too many requests. Please wait a moment and try again.', locale) });
      return reply.status(status).send({ message: inLanguage(clientErrorMessage(error, status), locale) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(internalError(request.id, locale));
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
