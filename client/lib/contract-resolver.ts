import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { browserLocale } from './i18n';

type Translations = Record<string, string>;

/** The contract's messages in each language, keyed by their English (as the server answers them): loaded the first time a form needs them. */
const load: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Translations }>> = {
  es: () => import('@shared/i18n/error-translations/es.json'),
  fr: () => import('@shared/i18n/error-translations/fr.json'),
};
const loaded = new Map<Locale, Promise<Translations>>();

function translateAll(errors: FieldErrors, translations: Translations) {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && translations[message]) (error as { message: string }).message = translations[message];
    else translateAll(error as FieldErrors, translations);
  }
}

/**
 * zodResolver for a form checked by the API contract's own schema (issue 25): its messages are the
 * contract's English, said in the page's language as the server says them.
 */
export function contractResolver<T extends FieldValues, C = unknown, O = T>(schema: Parameters<typeof zodResolver>[0]): Resolver<T, C, O> {
  const resolve = zodResolver(schema) as unknown as Resolver<T, C, O>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const locale = browserLocale();
    if (locale === DEFAULT_LOCALE || !Object.keys(result.errors).length) return result;
    if (!loaded.has(locale)) loaded.set(locale, load[locale]().then((module) => module.default));
    translateAll(result.errors as FieldErrors, await loaded.get(locale)!);
    return result;
  };
}
