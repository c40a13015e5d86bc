import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Question-and-answer entries the assistant may quote, kept by administrators. */
export const assistantEntries = pgTable('assistant_entries', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  /** Extra words people use for the same thing (BNB, boots and bar, brace...), searched with the entry. */
  keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
  /** The site page that backs the answer, shown as its source (an article, /find-doctor...). */
  relatedUrl: text('related_url'),
  relatedTitle: text('related_title'),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An entry in another language (issue 25), written by administrators beside the English original: the
 * assistant answers a Spanish or French question from these first. Changes bump the assistant's version.
 */
export const assistantEntryTranslations = pgTable(
  'assistant_entry_translations',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => assistantEntries.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.language] }), check('assistant_entry_translations_language_check', sql`${t.language} in ('es', 'fr')`)],
);

/** Bumped by statement triggers whenever entries change, so every instance re-reads its passages. */
export const assistantVersion = pgTable(
  'assistant_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('assistant_version_single_row', sql`${t.id} = 1`)],
);

/**
 * What the assistant searches: published articles cut into passages (a section or a few paragraphs),
 * the About page's FAQ and the entries. Rebuilt from their sources when these change (`stamp`).
 */
export const assistantPassages = pgTable(
  'assistant_passages',
  {
    id: serial('id').primaryKey(),
    sourceKind: text('source_kind', { enum: ['article', 'faq', 'entry', 'video'] }).notNull(),
    sourceKey: text('source_key').notNull(),
    /** A digest of the source as it was cut; a different one means cut again. */
    stamp: text('stamp').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    url: text('url'),
    heading: text('heading'),
    body: text('body').notNull(),
    /** Words searched with the passage but not shown (an entry's keywords and question). */
    extra: text('extra').notNull().default(''),
    /** The language it is written in (issue 25): its words are stemmed as that language's. */
    language: text('language').notNull().default('en'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`case language when 'es' then setweight(to_tsvector('spanish', coalesce(extra, '')), 'A') || setweight(to_tsvector('spanish', coalesce(heading, '') || ' ' || title), 'B') || setweight(to_tsvector('spanish', body), 'C') when 'fr' then setweight(to_tsvector('french', coalesce(extra, '')), 'A') || setweight(to_tsvector('french', coalesce(heading, '') || ' ' || title), 'B') || setweight(to_tsvector('french', body), 'C') else setweight(to_tsvector('english', coalesce(extra, '')), 'A') || setweight(to_tsvector('english', coalesce(heading, '') || ' ' || title), 'B') || setweight(to_tsvector('english', body), 'C') end`,
    ),
  },
  (t) => [
    uniqueIndex('assistant_passages_source_idx').on(t.sourceKind, t.sourceKey, t.position),
    index('assistant_passages_search_idx').using('gin', t.searchVector),
  ],
);

/** Each question asked, what was answered and the asker's reaction: admins see which answers helped. */
export const assistantQuestions = pgTable(
  'assistant_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    kind: text('kind', { enum: ['answer', 'red-flag', 'diagnosis', 'out-of-scope', 'no-source'] }).notNull(),
    sources: jsonb('sources').$type<{ title: string; url: string }[]>().notNull().default([]),
    /** The language model that wrote the answer, or null for the site's own composed answer. */
    model: text('model'),
    reaction: text('reaction', { enum: ['thumbsUp', 'thumbsDown'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_questions_created_idx').on(t.createdAt), index('assistant_questions_kind_idx').on(t.kind, t.createdAt)],
);
