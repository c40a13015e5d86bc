import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Groups of articles, shown as the library's tabs in `position` order. */
export const resourceCategories = pgTable(
  'resource_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resource_categories_slug_unique').on(t.slug), index('resource_categories_position_idx').on(t.position)],
);

/**
 * An article of the resource library. `content` is sanitised HTML; `bodyText` is its plain text,
 * kept for search and snippets. The author is a display byline (experts need not be members).
 */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    content: text('content').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    featuredImage: text('featured_image'),
    /** Minutes, as the editor set it; null means computed from the text (readMinutes). */
    readTime: integer('read_time'),
    readMinutes: integer('read_minutes').notNull().default(1),
    categoryId: integer('category_id').references(() => resourceCategories.id, { onDelete: 'restrict' }),
    authorFirstName: text('author_first_name'),
    authorLastName: text('author_last_name'),
    authorImageUrl: text('author_image_url'),
    authorRole: text('author_role'),
    featured: boolean('featured').notNull().default(false),
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Weighted title (A) > excerpt (B) > text (C), English stemming; kept by PostgreSQL itself. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('english', coalesce(body_text, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('resources_slug_unique').on(t.slug),
    index('resources_search_idx').using('gin', t.searchVector),
    // The title and excerpt part of search_vector (resources/search.ts headVector): a search's best hits.
    // Written straight into the index: a pending list (fastupdate) is read whole by every search, and
    // PGlite has no autovacuum to empty it.
    index('resources_head_search_idx')
      .using('gin', sql`(setweight(to_tsvector('english', coalesce(${t.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${t.excerpt}, '')), 'B'))`)
      .with({ fastupdate: false })
      .where(sql`${t.status} = 'published'`),
    index('resources_published_idx').on(t.status, t.createdAt, t.id),
    index('resources_category_idx').on(t.categoryId, t.status, t.createdAt),
    index('resources_featured_idx').on(t.featured, t.status),
    check('resources_status_check', sql`${t.status} in ('draft', 'published')`),
    check('resources_read_time_check', sql`${t.readTime} is null or ${t.readTime} between 1 and 600`),
  ],
);

/** Every word the published articles use (lower-case), to correct a searcher's typos by trigram similarity. */
export const resourceWords = pgTable(
  'resource_words',
  { word: text('word').primaryKey() },
  (t) => [index('resource_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/** A downloadable guide (PDF) attached to an article; the bytes live in private storage, for members only. */
export const resourceFiles = pgTable(
  'resource_files',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resource_files_resource_idx').on(t.resourceId, t.position)],
);

/**
 * One row whose number changes whenever an article or a category changes (statement triggers,
 * migration 0007 on resources, resource_categories, resource_words and resource_files): each server
 * instance keeps library pages, searches and articles only for the version they were made from.
 */
export const resourceLibraryVersion = pgTable(
  'resource_library_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('resource_library_version_single_row', sql`${t.id} = 1`)],
);

/**
 * An article in another language (issue 25), written by administrators beside the English original.
 * `content` is sanitised HTML like the original's; `bodyText` its plain text. A language without a row
 * shows the English with a notice. Changes bump the library's version (migration 0033).
 */
export const resourceTranslations = pgTable(
  'resource_translations',
  {
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    content: text('content').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Weighted title (A) > excerpt (B) > text (C), stemmed in the translation's language, accents aside (migration 0037): the library's search in that language. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`case language when 'es' then setweight(to_tsvector('spanish_unaccent', coalesce(title, '')), 'A') || setweight(to_tsvector('spanish_unaccent', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('spanish_unaccent', coalesce(body_text, '')), 'C') else setweight(to_tsvector('french_unaccent', coalesce(title, '')), 'A') || setweight(to_tsvector('french_unaccent', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('french_unaccent', coalesce(body_text, '')), 'C') end`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.language] }),
    check('resource_translations_language_check', sql`${t.language} in ('es', 'fr')`),
    index('resource_translations_search_idx').using('gin', t.searchVector),
  ],
);
