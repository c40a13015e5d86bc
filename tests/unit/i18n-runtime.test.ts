import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { localeFromPath, localizedPath, negotiateLocale } from '../../shared/i18n/locales';
import { catalogsLoaded, defineCatalog, installMessageCompiler, loadCatalogs, translate } from '../../shared/i18n/runtime';
import { timeAgo } from '../../client/lib/format';
import { homeMessages } from '../../client/features/home/messages';

installMessageCompiler(compileMessage);

describe('addresses and the browser language', () => {
  it('reads the language from the prefix, English at the bare address', () => {
    expect(localeFromPath('/es/resources/a')).toEqual({ locale: 'es', path: '/resources/a' });
    expect(localeFromPath('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(localeFromPath('/resources')).toEqual({ locale: 'en', path: '/resources' });
    // Neither English's own prefix nor a word that starts like one is a language.
    expect(localeFromPath('/en/resources')).toEqual({ locale: 'en', path: '/en/resources' });
    expect(localeFromPath('/esther')).toEqual({ locale: 'en', path: '/esther' });
  });

  it('puts a path at its address in a language, query and hash kept', () => {
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/?signup=true', 'fr')).toBe('/fr?signup=true');
    expect(localizedPath('/forum#top', 'es')).toBe('/es/forum#top');
    expect(localizedPath('/forum', 'en')).toBe('/forum');
  });

  it("follows the browser's order of preference among our languages", () => {
    expect(negotiateLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(negotiateLocale('de-DE,de;q=0.9,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(negotiateLocale('en-GB,en;q=0.9,es;q=0.8')).toBe('en');
    expect(negotiateLocale('fr;q=0.5,es;q=0.7')).toBe('es');
    expect(negotiateLocale('de,it')).toBeNull();
    expect(negotiateLocale('es;q=0')).toBeNull();
    expect(negotiateLocale(undefined)).toBeNull();
  });
});

describe('messages', () => {
  it('are formatted with each language’s plural rules once its translation is loaded', async () => {
    const catalog = defineCatalog('test-replies', { replies: '{count, plural, one {# reply} other {# replies}}', only: 'Only in English' }, {
      es: async () => ({ default: { replies: '{count, plural, one {# respuesta} other {# respuestas}}' } }),
      fr: async () => ({ default: { replies: '{count, plural, one {# réponse} other {# réponses}}' } }),
    });
    expect(translate('en', catalog, 'replies', { count: 1 })).toBe('1 reply');
    expect(translate('en', catalog, 'replies', { count: 0 })).toBe('0 replies');
    expect(catalogsLoaded('fr')).toBe(false);
    await loadCatalogs('fr');
    await loadCatalogs('es');
    expect(catalogsLoaded('fr')).toBe(true);
    // French counts 0 and 1 as singular; Spanish does not.
    expect(translate('fr', catalog, 'replies', { count: 0 })).toBe('0 réponse');
    expect(translate('es', catalog, 'replies', { count: 0 })).toBe('0 respuestas');
    expect(translate('es', catalog, 'replies', { count: 1 })).toBe('1 respuesta');
    // A message a translation lacks is shown in English, never as its key.
    expect(translate('es', catalog, 'only')).toBe('Only in English');
  });

  it('the built catalogues load: the home page in Spanish and French', async () => {
    await loadCatalogs('es');
    await loadCatalogs('fr');
    expect(translate('es', homeMessages, 'topic.replies', { count: 2 })).toBe('2 respuestas');
    expect(translate('fr', homeMessages, 'hero.welcomeBackName', { name: 'Amara' })).toBe('Bon retour parmi nous, Amara. Reprenez là où vous en étiez :');
    expect(translate('en', homeMessages, 'hero.title')).toBe('Every clubfoot journey is easier together');
  });

  it('times ago in the page’s language', async () => {
    await loadCatalogs('es');
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(timeAgo('2026-11-26T12:00:00Z', now)).toBe('3 days ago');
    expect(timeAgo('2026-11-26T12:00:00Z', now, 'es')).toBe('hace 3 días');
    expect(timeAgo(null, now, 'es')).toBe('Recientemente');
    expect(timeAgo(new Date(now - 5000), now, 'fr')).toBe('à l’instant');
  });
});

describe('messages with tags', () => {
  it('a value that looks like a tag stays text', async () => {
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { Rich } = await import('../../client/lib/i18n');
    const catalog = defineCatalog('test-rich', { started: 'Started by {name} on <date>Monday</date>' }, {
      es: async () => ({ default: { started: 'Iniciado por {name} el <date>lunes</date>' } }),
      fr: async () => ({ default: { started: 'Lancé par {name} le <date>lundi</date>' } }),
    });
    const t = (key: string, values?: Record<string, unknown>) => translate('en', catalog, key, values);
    const html = renderToStaticMarkup(createElement(Rich, { t, k: 'started', values: { name: '<date>Eve</date>' }, tags: { date: (text) => createElement('time', null, text) } }));
    expect(html).toBe('Started by &lt;date&gt;Eve&lt;/date&gt; on <time>Monday</time>');
  });
});
