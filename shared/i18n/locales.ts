/**
 * The site's languages (issue 25, decision 0032). English is the spec's own wording and lives at the
 * bare addresses; every other language has its own prefix (`/es/...`, `/fr/...`), so a shared link opens
 * in the language it was shared in and search engines see each language at its own address.
 */
export const LOCALES = ['en', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;
/** The languages with their own prefix: every one but English. */
export type TranslatedLocale = Exclude<Locale, 'en'>;
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE);

/** Each language by its own name, as a speaker looks for it in a list. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', fr: 'Français' };

/** The browser remembers a visitor's choice here (a member's is on their profile too). */
export const LOCALE_COOKIE = 'lang';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The prefix of a language's addresses: '' for English, '/es' for Spanish. */
export const localePrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** A path's language and the path without its prefix: `/es/resources` is Spanish `/resources`. */
export function localeFromPath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && match[1] !== DEFAULT_LOCALE && isLocale(match[1])) return { locale: match[1], path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A path (without a prefix, query and hash allowed) at its address in a language. */
export function localizedPath(path: string, locale: Locale) {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : path.startsWith('/?') || path.startsWith('/#') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/**
 * The best of our languages for an Accept-Language header (`es-MX,es;q=0.9,en;q=0.8`), by the
 * browser's order of preference; null when it names none of them.
 */
export function negotiateLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

/** The BCP 47 tag dates and numbers are formatted with in each language. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es', fr: 'fr' };
