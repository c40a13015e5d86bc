import { createContext, Fragment, type ReactNode, useCallback, useContext } from 'react';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale, localeFromPath } from '@shared/i18n/locales';
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
export const browserLocale = (): Locale => (typeof window === 'undefined' || !window.location ? DEFAULT_LOCALE : localeFromPath(window.location.pathname).locale);

/** A language's name as `locale` says it ("Spanish", "español", "espagnol"). */
export const languageName = (language: string, locale: Locale = browserLocale()) =>
  new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'language' }).of(language) ?? language;

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

/** A '<' inside a value (a member's name) stands in for itself while the message's own tags are read. */
const HELD_BRACKET = '\uE000';
const restore = (text: string) => text.replaceAll(HELD_BRACKET, '<');

/**
 * Renders a message with tags in it (`Read <link>the guide</link> first`), each tag's text given to
 * the function of the same name; a tag it does not know is shown as its text. Text only: nothing in a
 * message or a value becomes markup.
 */
export function renderRich(message: string, tags: Tags): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /<([a-z][a-zA-Z0-9]*)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(message); match; match = pattern.exec(message)) {
    if (match.index > last) parts.push(restore(message.slice(last, match.index)));
    const [, name = '', inner = ''] = match;
    const render = tags[name];
    parts.push(<Fragment key={parts.length}>{render ? render(restore(inner)) : restore(inner)}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(restore(message.slice(last)));
  return parts;
}

/** A message with tags (see renderRich) from a catalogue, in the page's language; a value's own '<' is never read as a tag. */
export function Rich<M extends MessageMap>({ t, k, values, tags }: { t: Translate<M>; k: keyof M & string; values?: MessageValues; tags: Tags }) {
  const held = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value.replaceAll('<', HELD_BRACKET) : value]));
  return <>{renderRich(t(k, held), tags)}</>;
}
