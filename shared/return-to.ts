import { localeFromPath } from './i18n/locales';

/**
 * A same-site path to send someone back to after signing in, or null.
 * Refuses anything that could leave the site: absolute URLs, protocol-relative `//host`,
 * backslash tricks, control characters, and the API's own navigations.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.includes('\\') || [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.host !== 'site.invalid') return null;
    if (url.pathname.startsWith('/api/') || localeFromPath(url.pathname).path === '/login') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
