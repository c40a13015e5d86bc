import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor, pgTimestamp, rowId } from '../../lib/cursor';
import { z } from 'zod';
import {
  RESOURCE_LIST_MAX,
  RESOURCE_PAGE_SIZE,
  type ResourceCategory,
  type ResourceDetail,
  type ResourceListItem,
  type ResourceListQuery,
  type ResourcePage,
  type ResourceSummary,
} from '../../../shared/api/resources';
import type { Db } from '../../db';
import { resourceCategories, resourceFiles, resourceLibraryVersion, resources } from '../../db/schema';
import { notFound, said } from '../../lib/errors';
import { sanitizeArticleHtml } from '../../lib/sanitize-html';
import { presentCategory, presentFile, presentSummary, type SummaryRow, summaryColumns } from './present';
import { headVector, MARK_END, MARK_START, SEARCH_CONFIG, searchWords, snippetHtml, tsQueryOf } from './search';
import { inLanguage, translationsOf } from './translations';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales';

const published = eq(resources.status, 'published');
const newestFirst = [desc(resources.createdAt), desc(resources.id)];

/** Spec section 7's GET /api/resources: the newest published articles, as an array. */
export async function listResources(db: Db, locale: Locale = DEFAULT_LOCALE): Promise<ResourceSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(resources)
    .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
    .where(published)
    .orderBy(...newestFirst)
    .limit(RESOURCE_LIST_MAX);
  return inLanguage(db, locale, rows.map(presentSummary));
}

/** The number that changes with every change to the library (see resourceLibraryVersion). */
export async function libraryVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: resourceLibraryVersion.version }).from(resourceLibraryVersion).where(eq(resourceLibraryVersion.id, 1));
  return row?.version ?? 0;
}

export const FEATURED_COUNT = 3;

export async function featuredResources(db: Db, locale: Locale = DEFAULT_LOCALE): Promise<ResourceSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(resources)
    .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
    .where(and(published, eq(resources.featured, true)))
    .orderBy(...newestFirst)
    .limit(FEATURED_COUNT);
  return inLanguage(db, locale, rows.map(presentSummary));
}

export async function listCategories(db: Db): Promise<ResourceCategory[]> {
  const rows = await db.select().from(resourceCategories).orderBy(asc(resourceCategories.position), asc(resourceCategories.id));
  return rows.map(presentCategory);
}

const listCursor = z.object({ t: pgTimestamp, id: rowId });
const searchCursor = z.object({ r: z.number().min(0).max(1e6), id: rowId });

async function categoryIdOf(db: Db, slug: string) {
  const [category] = await db.select({ id: resourceCategories.id }).from(resourceCategories).where(eq(resourceCategories.slug, slug));
  if (!category) throw notFound(said('No resource category "{slug}"', { slug }));
  return category.id;
}

/**
 * A search counts at most this many hits (a broad search's total is then "100+") and ranks those
 * and at most as many more with every word in the title or excerpt, where hits rank highest.
 */
export const SEARCH_CANDIDATES = 100;

type Row = SummaryRow & { total: number | string; rank?: number; snippet?: string | null; createdKey?: string };

/** A page of the library: newest first, or with `q` ranked search hits with a highlighted snippet. */
export async function resourcePageFor(db: Db, query: ResourceListQuery, locale: Locale = DEFAULT_LOCALE): Promise<ResourcePage> {
  const limit = query.limit ?? RESOURCE_PAGE_SIZE;
  const categoryId = query.category ? await categoryIdOf(db, query.category) : null;
  const words = query.q ? searchWords(query.q) : null;
  if (words?.length === 0) return { items: [], nextCursor: null, total: 0 };

  let rows: Row[];
  if (words) {
    const after = query.cursor ? decodeCursor(searchCursor, query.cursor) : null;
    const inCategory = categoryId === null ? sql`` : sql`and r.category_id = ${categoryId}`;
    // Bounded work however common the words: the index yields at most SEARCH_CANDIDATES + 1 hits
    // (the last tells there are more) and, when there are more, as many with every word in the
    // title or excerpt, where hits rank highest; only those are ranked (ts_rank reads an article's
    // whole search vector), and only the page's are highlighted. `q` is materialized, out of the
    // planner's sight, so it always takes the indexes: seeing a common word, it would read the whole
    // table instead.
    const rankOf = sql`ts_rank(r.search_vector, q.query, 1)::float8`;
    const snippetOptions = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
    // In Spanish or French, the articles' translations are searched too, stemmed in that language
    // (the English as well: a word may be the same, or the reader may search in English); a hit's
    // snippet comes from its translation when it has one.
    const translated = locale !== DEFAULT_LOCALE;
    const englishHits = sql`select r.id, ${rankOf} as rank from resources r cross join q
        where r.status = 'published' and r.search_vector @@ q.query ${inCategory}
        limit ${SEARCH_CANDIDATES + 1}`;
    const hits = translated
      ? sql`select id, max(rank) as rank from (
          (${englishHits})
          union all
          (select r.id, ts_rank(t.search_vector, q.translated, 1)::float8 from resource_translations t
            join resources r on r.id = t.resource_id cross join q
            where t.language = ${locale} and r.status = 'published' and t.search_vector @@ q.translated ${inCategory}
            limit ${SEARCH_CANDIDATES + 1})
        ) found group by id limit ${SEARCH_CANDIDATES + 1}`
      : englishHits;
    const englishSnippet = sql`ts_headline('english', r.body_text, q.query, ${snippetOptions})`;
    const snippet = translated
      ? sql`coalesce((select ts_headline(${sql.raw(`'${SEARCH_CONFIG[locale]}'`)}, t.body_text, q.translated, ${snippetOptions})
          from resource_translations t where t.resource_id = r.id and t.language = ${locale}), ${englishSnippet})`
      : englishSnippet;
    const result = await db.execute(sql`
      with q as materialized (select ${tsQueryOf(words)} as query${translated ? sql`, ${tsQueryOf(words, locale)} as translated` : sql``}),
      hits as materialized (${hits}),
      ranked as (
        select id, rank from hits
        union
        (select r.id, ${rankOf} from resources r cross join q
          where (select count(*) from hits) > ${SEARCH_CANDIDATES}
            and r.status = 'published' and ${headVector} @@ q.query ${inCategory}
          limit ${SEARCH_CANDIDATES})
      ),
      page as (
        select id, rank, row_number() over (order by rank desc, id desc) as n from ranked
        ${after ? sql`where (rank, id) < (${after.r}::float8, ${after.id})` : sql``}
        order by rank desc, id desc
        limit ${limit + 1}
      )
      select r.id, r.slug, r.title, r.excerpt, r.featured_image as "featuredImage", r.read_time as "readTime",
        r.read_minutes as "readMinutes", r.created_at as "createdAt", r.author_first_name as "authorFirstName",
        r.author_last_name as "authorLastName", r.author_image_url as "authorImageUrl", r.author_role as "authorRole",
        c.name as "categoryName", c.slug as "categorySlug", page.rank, (select count(*) from hits) as total,
        -- The row after the page only tells that another page follows: it needs no snippet.
        case when page.n <= ${limit} then ${snippet} end as snippet
      from page join resources r on r.id = page.id cross join q
        left join resource_categories c on c.id = r.category_id
      order by page.rank desc, page.id desc`);
    rows = (result as unknown as { rows: Row[] }).rows;
  } else {
    const after = query.cursor ? decodeCursor(listCursor, query.cursor) : null;
    const filters = [published];
    if (categoryId !== null) filters.push(eq(resources.categoryId, categoryId));
    if (after) filters.push(sql`(${resources.createdAt}, ${resources.id}) < (${after.t}::timestamptz, ${after.id})`);
    rows = await db
      .select({ ...summaryColumns, total: sql<number>`count(*) over ()`, createdKey: sql<string>`(${resources.createdAt})::text` })
      .from(resources)
      .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
      .where(and(...filters))
      .orderBy(...newestFirst)
      .limit(limit + 1);
  }

  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (more && last) {
    nextCursor = words
      ? encodeCursor({ r: Number(last.rank), id: last.id })
      : encodeCursor({ t: last.createdKey, id: last.id });
  }
  const items: ResourceListItem[] = await inLanguage(
    db,
    locale,
    page.map((row) => ({ ...presentSummary(row), snippet: snippetHtml(row.snippet ?? null) })),
  );
  // Told once, on the first page (a later page's window count covers only what follows the cursor).
  const counted = query.cursor ? null : rows.length === 0 ? 0 : Number(rows[0]?.total ?? 0);
  if (words && counted !== null && counted > SEARCH_CANDIDATES) return { items, nextCursor, total: SEARCH_CANDIDATES, totalCapped: true };
  return { items, nextCursor, total: counted };
}

export const RELATED_COUNT = 3;

/**
 * One published article with its guides and up to three more from its category, in the page's language
 * when it has been translated into it (else in English, `language` saying so). Drafts are not found.
 */
export async function resourceBySlug(db: Db, slug: string, locale: Locale = DEFAULT_LOCALE): Promise<ResourceDetail> {
  const [row] = await db
    .select({ ...summaryColumns, content: resources.content, updatedAt: resources.updatedAt, categoryId: resources.categoryId })
    .from(resources)
    .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
    .where(and(eq(resources.slug, slug), published));
  if (!row) throw notFound('Resource not found');
  const [files, related, translations] = await Promise.all([
    db.select().from(resourceFiles).where(eq(resourceFiles.resourceId, row.id)).orderBy(asc(resourceFiles.position), asc(resourceFiles.id)),
    row.categoryId === null
      ? Promise.resolve([])
      : db
          .select(summaryColumns)
          .from(resources)
          .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
          .where(and(published, eq(resources.categoryId, row.categoryId), ne(resources.id, row.id)))
          .orderBy(...newestFirst)
          .limit(RELATED_COUNT),
    translationsOf(db, row.id),
  ]);
  const translation = locale === DEFAULT_LOCALE ? undefined : translations.find((one) => one.language === locale);
  const text = translation ?? row;
  return {
    ...presentSummary(row),
    title: text.title,
    excerpt: text.excerpt,
    language: translation ? locale : DEFAULT_LOCALE,
    // Sanitised when saved, and again now: a row written some other way is still made safe.
    content: sanitizeArticleHtml(text.content),
    updatedAt: row.updatedAt.toISOString(),
    files: files.map((file) => presentFile(file, row.slug)),
    related: await inLanguage(db, locale, related.map(presentSummary)),
    languages: [DEFAULT_LOCALE, ...translations.map((one) => one.language as Locale)],
  };
}
