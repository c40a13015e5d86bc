import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_COOKIE, negotiateLocale } from '../../shared/i18n/locales';

/** A year, as the browser keeps a choice made on the page (client/lib/locale-choice.ts). */
const KEEP_SECONDS = 365 * 24 * 3600;

/**
 * The language of the page a request comes from: the app sends its page's language as Accept-Language
 * (client/lib/api.ts); a browser's own request sends its preferences. English when neither is ours.
 */
export const requestLocale = (request: FastifyRequest): Locale => negotiateLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;

/** The language this browser chose (the picker's cookie), if any. */
export function chosenLocale(request: FastifyRequest): Locale | null {
  const value = request.cookies?.[LOCALE_COOKIE];
  return isLocale(value) ? value : null;
}

/**
 * A member signing in on a browser that has made no choice gets their profile's language: the site's bare
 * addresses then open in it, on a new phone as on their own computer.
 */
export function rememberMemberLocale(request: FastifyRequest, reply: FastifyReply, member: { language: string }) {
  if (chosenLocale(request) || !isLocale(member.language) || member.language === DEFAULT_LOCALE) return;
  reply.setCookie(LOCALE_COOKIE, member.language, { path: '/', sameSite: 'lax', secure: request.protocol === 'https', maxAge: KEEP_SECONDS, httpOnly: false });
}
