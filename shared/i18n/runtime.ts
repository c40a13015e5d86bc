import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { COMPILED_MARK } from './compiled-mark';
import { DEFAULT_LOCALE, type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from './locales';

/*
 * The message catalogues (decision 0032). Each part of the site keeps its messages beside its code, in
 * `messages/en.json`, `es.json` and `fr.json`: ICU messages (`{count, plural, one {# reply} other
 * {# replies}}`) under short keys. Lingui's runtime formats them (plural rules from Intl.PluralRules).
 * English comes with the code that shows it; another language's messages load only for that language,
 * and only for the parts of the site that are on the page.
 *
 * In the browser and the server's renderer the catalogues arrive compiled by the build
 * (scripts/vite-plugin-messages.ts), marked so. Code that runs from source (the API server, e-mails)
 * installs Lingui's compiler once and compiles each catalogue as it loads.
 */

/** A catalogue's messages by key, as written (ICU) or as compiled. */
export type MessageMap = Record<string, string>;
type Compiled = Messages[string];
type Loader = () => Promise<{ default: MessageMap }>;

export type Catalog<M extends MessageMap = MessageMap> = {
  /** Unique across the site: the keys are loaded as `namespace.key`. */
  readonly namespace: string;
  /** The English messages, present wherever the catalogue is imported; they also stand in for a missing translation. */
  readonly en: M;
  readonly load: Record<TranslatedLocale, Loader>;
};

export type MessageValues = Record<string, unknown>;

const catalogs: Catalog[] = [];
const instances = new Map<Locale, I18n>();
/** Per language, the namespaces whose translation is loaded, or loading. */
const loading = new Map<TranslatedLocale, Map<string, Promise<void>>>();
let compiler: ((message: string) => Compiled) | null = null;

function compiled(messages: MessageMap, namespace: string): Messages {
  const result: Messages = {};
  const precompiled = (messages as unknown as Record<string, unknown>)[COMPILED_MARK] === true;
  for (const [key, message] of Object.entries(messages) as [string, unknown][]) {
    if (typeof message === 'string' && !precompiled) {
      if (!compiler) throw new Error(`The catalogue "${namespace}" is not compiled: build it through vite or call installMessageCompiler() first`);
      result[`${namespace}.${key}`] = compiler(message);
    } else result[`${namespace}.${key}`] = message as Compiled;
  }
  return result;
}

/** For code run from source (the API server, scripts, tests): catalogues are compiled as they load. */
export function installMessageCompiler(compile: (message: string) => Compiled) {
  compiler = compile;
}

function instance(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    // Every message is compiled before it is loaded: Lingui compiles nothing again.
    i18n.setMessagesCompiler(undefined as never);
    for (const catalog of catalogs) i18n.load(locale, compiled(catalog.en, catalog.namespace));
    instances.set(locale, i18n);
  }
  return i18n;
}

/** Registers a catalogue: its English messages at once, its translations when a language asks (`loadCatalogs`). */
export function defineCatalog<M extends MessageMap>(namespace: string, en: M, load: Record<TranslatedLocale, Loader>): Catalog<M> {
  const existing = catalogs.find((catalog) => catalog.namespace === namespace);
  // A module evaluated twice (a test's fresh import) brings the same catalogue again.
  if (existing) return existing as Catalog<M>;
  const catalog: Catalog<M> = { namespace, en, load };
  catalogs.push(catalog);
  for (const [locale, i18n] of instances) {
    if (locale === DEFAULT_LOCALE || !loading.get(locale as TranslatedLocale)?.has(namespace)) i18n.load(locale, compiled(en, namespace));
  }
  return catalog;
}

/** Other things a language needs besides messages (date-fns's month names), loaded with its catalogues. */
const localeData = new Map<string, Record<TranslatedLocale, () => Promise<void>>>();

/** Registers something a language needs before its pages render (loaded by `loadCatalogs` like a catalogue). */
export function defineLocaleData(name: string, load: Record<TranslatedLocale, () => Promise<void>>) {
  if (!localeData.has(name)) localeData.set(name, load);
}

/**
 * Loads a language's translation of every catalogue registered so far that does not have it yet. The
 * browser waits for it before it first renders a language's page and after each lazy part it loads; the
 * server, once, for every language, as it starts. Resolves at once for English and when nothing is new.
 */
export function loadCatalogs(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  let started = loading.get(locale);
  if (!started) loading.set(locale, (started = new Map()));
  const pending: Promise<void>[] = [];
  for (const catalog of catalogs) {
    let done = started.get(catalog.namespace);
    if (!done) {
      done = catalog.load[locale]().then((module) => {
        instance(locale).load(locale, compiled(module.default, catalog.namespace));
      });
      started.set(catalog.namespace, done);
    }
    pending.push(done);
  }
  for (const [name, load] of localeData) {
    const key = `data:${name}`;
    let done = started.get(key);
    if (!done) started.set(key, (done = load[locale]()));
    pending.push(done);
  }
  return pending.length ? Promise.all(pending).then(() => undefined) : Promise.resolve();
}

/** Every translation of every registered catalogue (the server, as it starts). */
export const loadAllCatalogs = () => Promise.all(TRANSLATED_LOCALES.map(loadCatalogs)).then(() => undefined);

/** Whether every registered catalogue's translation for the language is loaded (or loading). */
export const catalogsLoaded = (locale: Locale) => locale === DEFAULT_LOCALE || catalogs.every((catalog) => loading.get(locale)?.has(catalog.namespace));

/** One message of a catalogue in a language, formatted with its values. */
export function translate(locale: Locale, catalog: Catalog, key: string, values?: MessageValues): string {
  return instance(locale)._(`${catalog.namespace}.${key}`, values);
}

/**
 * A message written out in the code rather than kept in a catalogue (a server's error template, looked
 * up by its English text), formatted as ICU in a language: for a sentence whose words depend on its
 * values (`{count, plural, ...}`, `{status, select, ...}`). Needs the compiler (code run from source).
 */
export function formatMessage(locale: Locale, message: string, values: MessageValues): string {
  const id = `written:${message}`;
  const i18n = instance(locale);
  if (!(id in i18n.messages)) {
    if (!compiler) throw new Error('formatMessage needs installMessageCompiler() first');
    i18n.load(locale, { [id]: compiler(message) });
  }
  return i18n._(id, values);
}

/** The registered catalogues (the completeness test walks them). */
export const registeredCatalogs = (): readonly Catalog[] => catalogs;
