import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type z } from 'zod';
import {
  type AdminArticle,
  type AdminArticlesPage,
  type AdminCategory,
  type adminArticlesQuery,
  type articleInput,
  type articleUpdate,
} from '../../../shared/api/resources';
import { slugify } from '../../../shared/slug';
import type { Db, Tx } from '../../db';
import { auditLog, resourceCategories, resourceFiles, resources } from '../../db/schema';
import { categoryAdmin } from '../../lib/category-admin';
import { freeSlug } from '../../lib/free-slug';
import { escapeLike } from '../../lib/text-search';
import { badRequest, notFound } from '../../lib/errors';
import { htmlToText, isLocalImagePath, readMinutesOf, sanitizeArticleHtml } from '../../lib/sanitize-html';
import type { UserRow } from '../../lib/sessions';
import { presentAdminArticle, presentAdminRow, presentCategory, type ResourceRow } from './present';
import { indexWordsSql, publishedWordsOf, pruneWords } from './search';

type Executor = Db | Tx;


/** Addresses under /api/resources/ that are not articles. */
export const RESERVED_ARTICLE_SLUGS = ['featured', 'categories'];

async function categoryNameOf(db: Executor, categoryId: number | null) {
  if (categoryId === null) return null;
  // Key-share: a category being deleted (locked for update) is waited for, then found gone.
  const [category] = await db.select({ name: resourceCategories.name }).from(resourceCategories).where(eq(resourceCategories.id, categoryId)).for('key share');
  if (!category) throw badRequest('That category does not exist (it may have been deleted). Please choose another.');
  return category.name;
}

/** Only pictures this site serves may be an article's featured image or its author's picture. */
function checkImages(input: { featuredImage?: string | null; authorImageUrl?: string | null }) {
  if (input.featuredImage && !isLocalImagePath(input.featuredImage)) throw badRequest('The featured image must be a picture uploaded to this site');
  if (input.authorImageUrl && !isLocalImagePath(input.authorImageUrl)) throw badRequest("The author's picture must be a picture uploaded to this site");
}

/** The content fields derived from the HTML: sanitised content, its text and reading time. */
function contentFields(html: string) {
  const content = sanitizeArticleHtml(html);
  const bodyText = htmlToText(content);
  return { content, bodyText, readMinutes: readMinutesOf(bodyText) };
}

async function loadArticle(db: Executor, id: number): Promise<AdminArticle> {
  const [row] = await db
    .select({ article: resources, categoryName: resourceCategories.name })
    .from(resources)
    .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
    .where(eq(resources.id, id));
  if (!row) throw notFound('Article not found');
  const files = await db.select().from(resourceFiles).where(eq(resourceFiles.resourceId, id)).orderBy(asc(resourceFiles.position), asc(resourceFiles.id));
  return presentAdminArticle(row.article, row.categoryName, files);
}

export const getArticle = (db: Db, id: number) => loadArticle(db, id);

export async function listArticles(db: Db, query: z.output<typeof adminArticlesQuery>): Promise<AdminArticlesPage> {
  const filters = [];
  if (query.status !== 'all') filters.push(eq(resources.status, query.status));
  if (query.q) filters.push(or(ilike(resources.title, `%${escapeLike(query.q)}%`), ilike(resources.slug, `%${escapeLike(query.q)}%`)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ article: resources, categoryName: resourceCategories.name })
      .from(resources)
      .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
      .where(where)
      .orderBy(desc(resources.updatedAt), desc(resources.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(resources).where(where),
  ]);
  return {
    items: rows.map((row) => presentAdminRow(row.article, row.categoryName)),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const audit = (tx: Executor, actor: UserRow, action: string, article: Pick<ResourceRow, 'id' | 'title'>) =>
  tx.insert(auditLog).values({ actorId: actor.id, action, details: { articleId: article.id, title: article.title } });

export async function createArticle(db: Db, actor: UserRow, input: z.output<typeof articleInput>): Promise<AdminArticle> {
  checkImages(input);
  return db.transaction(async (tx) => {
    await categoryNameOf(tx, input.categoryId ?? null);
    const slug = await freeSlug(tx, resources, input.slug ?? slugify(input.title, 'article'), { explicit: input.slug !== undefined, reserved: RESERVED_ARTICLE_SLUGS });
    const status = input.status ?? 'draft';
    const [row] = await tx
      .insert(resources)
      .values({
        slug,
        title: input.title,
        excerpt: input.excerpt || null,
        ...contentFields(input.content),
        categoryId: input.categoryId ?? null,
        readTime: input.readTime ?? null,
        featuredImage: input.featuredImage || null,
        authorFirstName: input.authorFirstName || null,
        authorLastName: input.authorLastName || null,
        authorRole: input.authorRole || null,
        authorImageUrl: input.authorImageUrl || null,
        featured: input.featured ?? false,
        status,
        publishedAt: status === 'published' ? new Date() : null,
        createdById: actor.id,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (status === 'published') await tx.execute(indexWordsSql(row.id));
    await audit(tx, actor, status === 'published' ? 'article.published' : 'article.created', row);
    return loadArticle(tx, row.id);
  });
}

export async function updateArticle(db: Db, actor: UserRow, id: number, input: z.output<typeof articleUpdate>): Promise<AdminArticle> {
  checkImages(input);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
    if (!current) throw notFound('Article not found');
    const textChanges = input.status !== undefined || input.title !== undefined || input.excerpt !== undefined || input.content !== undefined;
    const oldWords = textChanges ? await publishedWordsOf(tx, id) : [];
    if (input.categoryId !== undefined) await categoryNameOf(tx, input.categoryId);
    const changes: Partial<typeof resources.$inferInsert> = { updatedAt: new Date() };
    if (input.title !== undefined) changes.title = input.title;
    if (input.slug !== undefined && input.slug !== current.slug) changes.slug = await freeSlug(tx, resources, input.slug, { explicit: true, exceptId: id, reserved: RESERVED_ARTICLE_SLUGS });
    if (input.excerpt !== undefined) changes.excerpt = input.excerpt || null;
    if (input.content !== undefined) Object.assign(changes, contentFields(input.content));
    if (input.categoryId !== undefined) changes.categoryId = input.categoryId;
    if (input.readTime !== undefined) changes.readTime = input.readTime;
    if (input.featuredImage !== undefined) changes.featuredImage = input.featuredImage || null;
    if (input.authorFirstName !== undefined) changes.authorFirstName = input.authorFirstName || null;
    if (input.authorLastName !== undefined) changes.authorLastName = input.authorLastName || null;
    if (input.authorRole !== undefined) changes.authorRole = input.authorRole || null;
    if (input.authorImageUrl !== undefined) changes.authorImageUrl = input.authorImageUrl || null;
    if (input.featured !== undefined) changes.featured = input.featured;
    if (input.status !== undefined) {
      changes.status = input.status;
      if (input.status === 'published' && !current.publishedAt) changes.publishedAt = new Date();
    }
    const [row] = await tx.update(resources).set(changes).where(eq(resources.id, id)).returning();
    if (!row) throw notFound('Article not found');
    if (row.status === 'published') await tx.execute(indexWordsSql(row.id));
    await pruneWords(tx, oldWords);
    if (input.status !== undefined && input.status !== current.status) {
      await audit(tx, actor, input.status === 'published' ? 'article.published' : 'article.unpublished', row);
    }
    return loadArticle(tx, row.id);
  });
}

/** Deletes an article and its guides' rows; answers the storage keys of those guides, to remove from disk. */
export async function deleteArticle(db: Db, actor: UserRow, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const files = await tx.select({ key: resourceFiles.storageKey }).from(resourceFiles).where(eq(resourceFiles.resourceId, id));
    const oldWords = await publishedWordsOf(tx, id);
    const [row] = await tx.delete(resources).where(eq(resources.id, id)).returning({ id: resources.id, title: resources.title });
    if (!row) throw notFound('Article not found');
    await pruneWords(tx, oldWords);
    await audit(tx, actor, 'article.deleted', row);
    return files.map((file) => file.key);
  });
}

export async function addArticleFile(db: Db, articleId: number, file: { title: string; fileName: string; storageKey: string; sizeBytes: number }) {
  return db.transaction(async (tx) => {
    const [article] = await tx.select({ id: resources.id }).from(resources).where(eq(resources.id, articleId));
    if (!article) throw notFound('Article not found');
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${resourceFiles.position}), -1)` })
      .from(resourceFiles)
      .where(eq(resourceFiles.resourceId, articleId));
    await tx.insert(resourceFiles).values({ resourceId: articleId, ...file, position: Number(last?.position ?? -1) + 1 });
    await tx.update(resources).set({ updatedAt: new Date() }).where(eq(resources.id, articleId));
    return loadArticle(tx, articleId);
  });
}

/** Removes a guide's row; answers the article and the storage key to remove from disk. */
export async function removeArticleFile(db: Db, articleId: number, fileId: number) {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(resourceFiles)
      .where(and(eq(resourceFiles.id, fileId), eq(resourceFiles.resourceId, articleId)))
      .returning({ key: resourceFiles.storageKey });
    if (!removed) throw notFound('Guide not found');
    return { article: await loadArticle(tx, articleId), key: removed.key };
  });
}

/* ---------- Categories ---------- */

export async function adminCategories(db: Executor): Promise<AdminCategory[]> {
  const rows = await db
    .select({ category: resourceCategories, articleCount: count(resources.id) })
    .from(resourceCategories)
    .leftJoin(resources, eq(resources.categoryId, resourceCategories.id))
    .groupBy(resourceCategories.id)
    .orderBy(asc(resourceCategories.position), asc(resourceCategories.id));
  return rows.map((row) => ({ ...presentCategory(row.category), articleCount: Number(row.articleCount) }));
}

async function adminCategory(db: Executor, id: number) {
  const found = (await adminCategories(db)).find((category) => category.id === id);
  if (!found) throw notFound('Category not found');
  return found;
}

/** The library's categories: the shared category administration, counting articles. */
export const resourceCategoryAdmin = categoryAdmin({
  table: resourceCategories,
  scope: 'resources',
  list: adminCategories,
  one: adminCategory,
  contents: {
    count: async (tx, id) => (await tx.select({ n: count() }).from(resources).where(eq(resources.categoryId, id)))[0]?.n ?? 0,
    kind: 'articles',
  },
});
