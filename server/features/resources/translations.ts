import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ArticleTranslation, articleTranslationInput, ResourceSummary, TranslationLanguage } from '../../../shared/api/resources';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales';
import type { Db, Tx } from '../../db';
import { auditLog, resources, resourceTranslations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { htmlToText, sanitizeArticleHtml } from '../../lib/sanitize-html';
import type { UserRow } from '../../lib/sessions';
import { indexWordsSql, publishedWordsOf, pruneWords } from './search';

type Executor = Db | Tx;
type TranslationRow = typeof resourceTranslations.$inferSelect;

const present = (row: TranslationRow, slug: string): ArticleTranslation => ({
  language: row.language as TranslationLanguage,
  slug,
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
});

async function slugOf(db: Executor, id: number) {
  const [article] = await db.select({ slug: resources.slug }).from(resources).where(eq(resources.id, id));
  if (!article) throw notFound('Article not found');
  return article.slug;
}

/** An article's translations, for the editor that writes them beside the original. */
export async function articleTranslations(db: Db, id: number): Promise<ArticleTranslation[]> {
  const slug = await slugOf(db, id);
  const rows = await translationsOf(db, id);
  return rows.map((row) => present(row, slug));
}

/** Writes an article in a language (sanitised as the original is), replacing what was there. */
export async function saveArticleTranslation(
  db: Db,
  actor: UserRow,
  id: number,
  language: TranslationLanguage,
  input: z.output<typeof articleTranslationInput>,
): Promise<ArticleTranslation> {
  return db.transaction(async (tx) => {
    // Key-share: an article being deleted is waited for, then found gone.
    const [article] = await tx.select({ slug: resources.slug, title: resources.title }).from(resources).where(eq(resources.id, id)).for('key share');
    if (!article) throw notFound('Article not found');
    const oldWords = await publishedWordsOf(tx, id);
    const content = sanitizeArticleHtml(input.content);
    const fields = { title: input.title, excerpt: input.excerpt || null, content, bodyText: htmlToText(content), updatedById: actor.id, updatedAt: new Date() };
    const [row] = await tx
      .insert(resourceTranslations)
      .values({ resourceId: id, language, ...fields })
      .onConflictDoUpdate({ target: [resourceTranslations.resourceId, resourceTranslations.language], set: fields })
      .returning();
    // Its words join the typo corrections a search offers (a published article's only); words it dropped leave.
    await tx.execute(indexWordsSql(id));
    await pruneWords(tx, oldWords);
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'article.translated', details: { articleId: id, title: article.title, language } });
    return present(row!, article.slug);
  });
}

export async function deleteArticleTranslation(db: Db, actor: UserRow, id: number, language: TranslationLanguage) {
  await db.transaction(async (tx) => {
    const oldWords = await publishedWordsOf(tx, id);
    const [row] = await tx
      .delete(resourceTranslations)
      .where(and(eq(resourceTranslations.resourceId, id), eq(resourceTranslations.language, language)))
      .returning({ title: resourceTranslations.title });
    if (!row) throw notFound('This article has no translation in that language');
    await pruneWords(tx, oldWords);
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'article.translation-removed', details: { articleId: id, title: row.title, language } });
  });
}

/** Cards in a language: each one's title and excerpt from its translation where there is one, marked with the language it is in. */
export async function inLanguage<T extends ResourceSummary>(db: Executor, locale: Locale, summaries: T[]): Promise<T[]> {
  if (locale === DEFAULT_LOCALE || summaries.length === 0) return summaries.map((summary) => ({ ...summary, language: DEFAULT_LOCALE }));
  const rows = await db
    .select({ id: resourceTranslations.resourceId, title: resourceTranslations.title, excerpt: resourceTranslations.excerpt })
    .from(resourceTranslations)
    .where(and(eq(resourceTranslations.language, locale), inArray(resourceTranslations.resourceId, summaries.map((summary) => summary.id))));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return summaries.map((summary) => {
    const translated = byId.get(summary.id);
    return translated ? { ...summary, title: translated.title, excerpt: translated.excerpt, language: locale } : { ...summary, language: DEFAULT_LOCALE };
  });
}

/** An article's translations, in one read: the article's page takes its language's, and names them all. */
export const translationsOf = (db: Executor, id: number) =>
  db.select().from(resourceTranslations).where(eq(resourceTranslations.resourceId, id)).orderBy(asc(resourceTranslations.language));
