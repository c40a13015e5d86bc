import { type Locale, LOCALE_COOKIE } from '@shared/i18n/locales';
import { SIGNED_IN_HINT_COOKIE } from '@shared/constants';
import { api, call } from './api';

/** A year: the choice outlasts a visit. */
const KEEP_SECONDS = 365 * 24 * 3600;

/**
 * Keeps a language choice: in the browser (the server then opens the bare addresses in it no longer,
 * whatever the browser prefers), and on a signed-in member's profile, for their e-mails and their other
 * devices. Saving the profile may fail (offline): the page still changes language.
 */
export async function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${KEEP_SECONDS}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
  if (!document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`)) return;
  await call(api.profile.language, { body: { language: locale } }).catch(() => undefined);
}
