import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { TRANSLATED_LOCALES } from '../../../shared/i18n/locales';
import { resourceCategories, resourceFiles, resources, resourceTranslations } from '../../db/schema';
import { htmlToText, readMinutesOf, sanitizeArticleHtml } from '../../lib/sanitize-html';
import type { PrivateFiles } from '../../lib/storage';
import { seedArticleTranslations } from '../content/resource-translations';
import { seedArticles, seedCategories } from '../content/resources';

const DAY = 24 * 3600_000;
const guidesFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'guides');

type CategoryValues = typeof resourceCategories.$inferInsert;
type ArticleValues = typeof resources.$inferInsert;

let counter = 0;

/** A category row with overrides (tests and the seed share it). */
export function categoryValues(overrides: Partial<CategoryValues> = {}): CategoryValues {
  counter += 1;
  return { slug: `category-${counter}`, name: `Category ${counter}`, description: null, position: counter, ...overrides };
}

/** An article row: HTML sanitised, its text and reading time derived, published unless told otherwise. */
export function articleValues(overrides: Partial<ArticleValues> & { content?: string } = {}): ArticleValues {
  counter += 1;
  const content = sanitizeArticleHtml(overrides.content ?? `<p>Article ${counter} text.</p>`);
  const bodyText = htmlToText(content);
  const status = overrides.status ?? 'published';
  return {
    slug: `article-${counter}`,
    title: `Article ${counter}`,
    excerpt: null,
    status,
    publishedAt: status === 'published' ? new Date() : null,
    ...overrides,
    content,
    bodyText,
    readMinutes: readMinutesOf(bodyText),
  };
}

/** Offers the words of every published article as search corrections (after a bulk insert). */
export async function indexAllResourceWords(db: Db) {
  await db.execute(sql`
    insert into resource_words (word)
    select distinct lexeme from resources r,
      unnest(to_tsvector('simple', r.title || ' ' || coalesce(r.excerpt, '') || ' ' || r.body_text)) as v(lexeme, positions, weights)
    where r.status = 'published' and length(lexeme) between 3 and 40 and lexeme ~ '^[[:alpha:]]+$'
    on conflict do nothing`);
}

/** The library's real articles (server/seed/content), with their guides when a file store is given. */
export async function seedResourceLibrary(db: Db, files: PrivateFiles | undefined) {
  const categories = await db
    .insert(resourceCategories)
    .values(seedCategories.map((category, index) => categoryValues({ ...category, position: index })))
    .returning();
  const categoryId = new Map(categories.map((category) => [category.slug, category.id]));
  const now = Date.now();
  for (const article of seedArticles) {
    const created = new Date(now - article.daysAgo * DAY);
    const [row] = await db
      .insert(resources)
      .values(
        articleValues({
          slug: article.slug,
          title: article.title,
          excerpt: article.excerpt,
          content: article.content,
          featuredImage: article.image,
          categoryId: categoryId.get(article.categorySlug) ?? null,
          authorFirstName: article.author.firstName,
          authorLastName: article.author.lastName,
          authorRole: article.author.role,
          featured: article.featured,
          createdAt: created,
          updatedAt: created,
          publishedAt: created,
        }),
      )
      .returning({ id: resources.id });
    const translated = seedArticleTranslations[article.slug];
    if (row && translated) {
      await db.insert(resourceTranslations).values(
        TRANSLATED_LOCALES.map((language) => {
          const content = sanitizeArticleHtml(translated[language].content);
          return { resourceId: row.id, language, title: translated[language].title, excerpt: translated[language].excerpt, content, bodyText: htmlToText(content), updatedAt: created };
        }),
      );
    }
    if (!files || !row) continue;
    for (const [position, guide] of (article.guides ?? []).entries()) {
      const bytes = await fs.readFile(path.join(guidesFolder, guide.file));
      const storageKey = await files.put('guides', 'pdf', bytes);
      await db.insert(resourceFiles).values({ resourceId: row.id, title: guide.title, fileName: guide.file, storageKey, sizeBytes: bytes.length, position });
    }
  }
  await indexAllResourceWords(db);
  return categories;
}

const TITLE_OPENERS = ['A guide to', 'Questions about', 'Living with', 'Notes on', 'Our experience of', 'Tips for', 'Understanding', 'Getting ready for'];

/**
 * Many more articles for the benchmark (`--scale`): each mixes paragraphs of the real articles,
 * so searches meet realistic text and vocabulary. Inserted in multi-row batches.
 */
export function generatedArticles(count: number, categoryIds: number[]): ArticleValues[] {
  const paragraphs = seedArticles.flatMap((article) => article.content.match(/<(p|h2|ul|blockquote)>[\s\S]*?<\/\1>/g) ?? []);
  const topics = seedArticles.map((article) => article.title.toLowerCase());
  const now = Date.now();
  const rows: ArticleValues[] = [];
  for (let i = 0; i < count; i += 1) {
    const pick = (n: number) => paragraphs[(i * 7919 + n * 104_729) % paragraphs.length] ?? '';
    const topic = topics[i % topics.length] ?? 'clubfoot';
    const content = [pick(1), pick(2), pick(3), pick(4), pick(5)].join('\n');
    const bodyText = htmlToText(content);
    rows.push({
      slug: `generated-article-${i + 1}`,
      title: `${TITLE_OPENERS[i % TITLE_OPENERS.length]} ${topic} (${i + 1})`,
      excerpt: bodyText.slice(0, 180),
      content,
      bodyText,
      readMinutes: readMinutesOf(bodyText),
      categoryId: categoryIds.length ? (categoryIds[i % categoryIds.length] ?? null) : null,
      authorFirstName: 'Demo',
      authorLastName: 'Author',
      authorRole: 'Clubfoot Specialist',
      status: i % 20 === 19 ? 'draft' : 'published',
      createdAt: new Date(now - (400 + i) * 3600_000),
      updatedAt: new Date(now - (400 + i) * 3600_000),
    });
  }
  return rows;
}
