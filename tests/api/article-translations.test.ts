import fs from 'node:fs';
import { desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleTranslation, ResourceDetail, ResourcePage, ResourceSummary } from '../../shared/api/resources';
import { auditLog, resources, users } from '../../server/db/schema';
import { seedArticleTranslations } from '../../server/seed/content/resource-translations';
import { seedArticles } from '../../server/seed/content/resources';
import { seedResourceLibrary } from '../../server/seed/factories/resources';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
const errorsIn = (language: string) => JSON.parse(fs.readFileSync(`shared/i18n/error-translations/${language}.json`, 'utf8')) as Record<string, string>;
let admin: string;
let member: string;

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 50 });
  await seedResourceLibrary(app.db, undefined);
  const adminAccount = await signUp(app);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminAccount.user.id));
  admin = adminAccount.cookie;
  member = (await signUp(app)).cookie;
});
afterAll(async () => {
  await app.close();
});

/** As the site's pages ask: in their language (client/lib/api.ts sends it with every call). */
const read = async <T>(url: string, language: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const idOf = async (slug: string) => (await app.db.select({ id: resources.id }).from(resources).where(eq(resources.slug, slug)))[0]!.id;
const write = (method: 'PUT' | 'DELETE', id: number, language: string, cookie: string, body?: unknown) =>
  app.inject({ method, url: `/api/admin/articles/${id}/translations/${language}`, headers: { cookie }, ...(body === undefined ? {} : { payload: body as object }) });

const translated = Object.keys(seedArticleTranslations);
const untranslated = seedArticles.find((article) => !translated.includes(article.slug))!;

describe('articles in Spanish and French (issue 25)', () => {
  it('ships the ten most read articles in both languages, each with the English structure', () => {
    expect(translated).toHaveLength(10);
    const tags = (html: string) => html.match(/<\/?[a-z0-9]+/g) ?? [];
    for (const slug of translated) {
      const english = seedArticles.find((article) => article.slug === slug)!;
      for (const language of ['es', 'fr'] as const) {
        const text = seedArticleTranslations[slug]![language];
        expect(tags(text.content), `${slug} in ${language}`).toEqual(tags(english.content));
        expect(text.excerpt.length, `${slug} in ${language}`).toBeLessThanOrEqual(240);
        // Numbers (ages, hours, weeks, percentages) carried over: each figure of the English is in the translation.
        const figures = (value: string) => new Set((value.replace(/<[^>]+>/g, ' ').match(/\d+/g) ?? []).filter((n) => n !== '1000' && n !== '000'));
        for (const figure of figures(english.content)) expect(text.content, `${slug} in ${language} keeps ${figure}`).toContain(figure);
      }
    }
  });

  it('reads a translated article in the page language, and the English with its language said where there is none', async () => {
    const spanish = seedArticleTranslations['what-is-clubfoot']!.es;
    const article = await read<ResourceDetail>('/api/resources/what-is-clubfoot', 'es');
    expect(article).toMatchObject({ title: spanish.title, excerpt: spanish.excerpt, language: 'es', languages: ['en', 'es', 'fr'] });
    expect(article.content).toContain('<h2>');
    expect(article.content).not.toContain('What clubfoot is');

    const english = await read<ResourceDetail>('/api/resources/what-is-clubfoot', 'en');
    expect(english).toMatchObject({ title: seedArticles[0]!.title, language: 'en' });

    const missing = await read<ResourceDetail>(`/api/resources/${untranslated.slug}`, 'fr');
    expect(missing).toMatchObject({ title: untranslated.title, language: 'en', languages: ['en'] });
  });

  it('lists each card in the page language where it can, marked with the language it is in', async () => {
    const list = await read<ResourceSummary[]>('/api/resources', 'fr');
    for (const card of list) {
      const french = seedArticleTranslations[card.slug]?.fr;
      expect(card, card.slug).toMatchObject(french ? { title: french.title, language: 'fr' } : { language: 'en' });
    }
    const featured = await read<ResourceSummary[]>('/api/resources/featured', 'es');
    expect(featured.every((card) => card.language === 'es')).toBe(true);
    const page = await read<ResourcePage>('/api/resources?category=bracing', 'es');
    expect(page.items.some((item) => item.language === 'es')).toBe(true);
  });

  it('searches the translations in the page’s language, with snippets from them', async () => {
    const spanish = await read<ResourcePage>(`/api/resources?q=${encodeURIComponent('férulas')}`, 'es');
    const tips = spanish.items.find((item) => item.slug === 'boots-and-bar-bracing-tips');
    expect(tips, JSON.stringify(spanish.items.map((item) => item.slug))).toMatchObject({ language: 'es', title: seedArticleTranslations['boots-and-bar-bracing-tips']!.es.title });
    expect(tips?.snippet).toMatch(/<mark>férula/i);
    const french = await read<ResourcePage>(`/api/resources?q=${encodeURIComponent('ténotomie')}`, 'fr');
    expect(french.items[0]).toMatchObject({ slug: 'preparing-for-the-achilles-tenotomy', language: 'fr' });
    expect(french.items[0]?.snippet).toMatch(/<mark>ténotomie/i);
    // A word typed without its accents finds the word with them, and is marked in the snippet.
    const plain = await read<ResourcePage>('/api/resources?q=tenotomia', 'es');
    expect(plain.items[0]).toMatchObject({ slug: 'preparing-for-the-achilles-tenotomy', language: 'es' });
    expect(plain.items[0]?.snippet).toMatch(/<mark>tenotomía<\/mark>/i);
    expect((await read<ResourcePage>('/api/resources?q=tenotomie', 'fr')).items[0]?.snippet).toMatch(/<mark>ténotomie<\/mark>/i);
    // A word in English still finds the English, whatever the page's language.
    expect((await read<ResourcePage>('/api/resources?q=tenotomy', 'es')).items.map((item) => item.slug)).toContain('preparing-for-the-achilles-tenotomy');
    // And the English page does not search the translations.
    expect((await read<ResourcePage>(`/api/resources?q=${encodeURIComponent('férulas')}`, 'en')).total).toBe(0);
  });

  it('lets an administrator write, replace and remove a translation; readers see each change at once', async () => {
    const id = await idOf(untranslated.slug);
    const lastAudit = (await app.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;

    const saved = await write('PUT', id, 'es', admin, { title: 'En la guardería y la escuela', excerpt: 'Consejos para hablar con el colegio.', content: '<p>Hola</p><script>alert(1)</script>' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ language: 'es', slug: untranslated.slug, title: 'En la guardería y la escuela', content: '<p>Hola</p>' });

    const article = await read<ResourceDetail>(`/api/resources/${untranslated.slug}`, 'es');
    expect(article).toMatchObject({ title: 'En la guardería y la escuela', language: 'es', content: '<p>Hola</p>', languages: ['en', 'es'] });
    // The other languages are untouched.
    expect(await read<ResourceDetail>(`/api/resources/${untranslated.slug}`, 'fr')).toMatchObject({ title: untranslated.title, language: 'en' });

    const replaced = await write('PUT', id, 'es', admin, { title: 'Guardería y escuela', excerpt: null, content: '<p>Nuevo</p>' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const list = await app.inject({ method: 'GET', url: `/api/admin/articles/${id}/translations`, headers: { cookie: admin } });
    expect((list.json() as ArticleTranslation[]).map((one) => [one.language, one.title, one.excerpt])).toEqual([['es', 'Guardería y escuela', null]]);

    expect((await write('DELETE', id, 'es', admin)).statusCode).toBe(200);
    expect(await read<ResourceDetail>(`/api/resources/${untranslated.slug}`, 'es')).toMatchObject({ title: untranslated.title, language: 'en' });
    const again = await write('DELETE', id, 'es', admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: expect.any(String) });

    const actions = await app.db.select({ action: auditLog.action, details: auditLog.details }).from(auditLog).where(gt(auditLog.id, lastAudit)).orderBy(auditLog.id);
    expect(actions.map((row) => row.action)).toEqual(['article.translated', 'article.translated', 'article.translation-removed']);
    expect(actions[0]!.details).toMatchObject({ articleId: id, language: 'es' });
  });

  it('refuses what is not a translation, and anyone but an administrator', async () => {
    const id = await idOf(untranslated.slug);
    const body = { title: 'Titre', content: '<p>Texte</p>' };
    expect((await write('PUT', id, 'fr', member, body)).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: `/api/admin/articles/${id}/translations/fr`, payload: body })).statusCode).toBe(401);
    for (const [language, payload, status] of [
      ['de', body, 400],
      ['en', body, 400],
      ['fr', { ...body, title: '   ' }, 400],
      ['fr', { ...body, extra: 1 }, 400],
      ['fr', { content: '<p>Texte</p>' }, 400],
    ] as const) {
      const res = await write('PUT', id, language, admin, payload);
      expect(res.statusCode, `${language} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect((await write('PUT', 2_000_000, 'fr', admin, body)).statusCode).toBe(404);
    // Said in the language of the page that asked.
    const spanish = await app.inject({ method: 'GET', url: '/api/resources/no-such-article', headers: { 'accept-language': 'es' } });
    expect(spanish.json()).toEqual({ message: errorsIn('es')['Resource not found'] });
    const french = await app.inject({ method: 'PUT', url: `/api/admin/articles/${id}/translations/de`, headers: { cookie: admin, 'accept-language': 'fr' }, payload: body });
    expect((french.json() as { message: string }).message).toMatch(/^Valeur non valide dans « language » : /);
    // A message with a value is translated whole, the value put where the language says.
    const withValue = await app.inject({ method: 'GET', url: '/api/resources?category=no-such-category', headers: { 'accept-language': 'es' } });
    expect(withValue.statusCode).toBe(404);
    expect(withValue.json()).toEqual({ message: 'No existe la categoría de recursos "no-such-category"' });
    const english = await app.inject({ method: 'GET', url: '/api/resources/no-such-article', headers: { 'accept-language': 'en-GB' } });
    expect(english.json()).toEqual({ message: 'Resource not found' });
    expect(await read<ResourceDetail>(`/api/resources/${untranslated.slug}`, 'fr')).toMatchObject({ language: 'en' });
  });
});
