import { createContext, Fragment, type ReactNode, useCallback, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale, localeFromPath } from '@shared/i18n/locales';
import { type Catalog, type MessageMap, type MessageValues, translate } from '@shared/i18n/runtime';

export { defineCatalog, loadCatalogs } from '@shared/i18n/runtime';

/*
 * The page's language in React (decision 0032): from the address (`/es/...`), given to the whole app by
 * <LocaleProvider>. Components say what they show through their feature's catalogue:
 *
 *   const t = useT(homeMessages);
 *   <h1>{t('hero.title')}</h1>            {t('replies', { count })}
 *
 * and a sentence with a link or emphasis inside it through <Rich>, so translators can move the link.
 */

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const LocaleProvider = LocaleContext.Provider;

/** The language of the page being shown. */
export const useLocale = () => useContext(LocaleContext);

/** The browser's page language, from its address. */
export const browserLocale = (): Locale => (typeof window === 'undefined' ? DEFAULT_LOCALE : localeFromPath(window.location.pathname).locale);

export type Translate<M extends MessageMap> = (key: keyof M & string, values?: MessageValues) => string;

/** A catalogue's messages in the page's language. */
export function useT<M extends MessageMap>(catalog: Catalog<M>): Translate<M> {
  const locale = useLocale();
  return useCallback((key, values) => translate(locale, catalog, key, values), [locale, catalog]);
}

/** The same outside React (a toast, a confirm text): in the language of the page. */
export const tIn =
  <M extends MessageMap>(catalog: Catalog<M>, locale: Locale = browserLocale()): Translate<M> =>
  (key, values) =>
    translate(locale, catalog, key, values);

type Tags = Record<string, (children: ReactNode) => ReactNode>;

/**
 * Renders a message with tags in it (`Read <link>the guide</link> first`), each tag's text given to
 * the function of the same name; a tag it does not know is shown as its text.
 */
export function renderRich(message: string, tags: Tags): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /<([a-z][a-zA-Z0-9]*)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(message); match; match = pattern.exec(message)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    const [, name = '', inner = ''] = match;
    const render = tags[name];
    parts.push(<Fragment key={parts.length}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}

/** A message with tags (see renderRich) from a catalogue, in the page's language. */
export function Rich<M extends MessageMap>({ t, k, values, tags }: { t: Translate<M>; k: keyof M & string; values?: MessageValues; tags: Tags }) {
  return <>{renderRich(t(k, values), tags)}</>;
}
