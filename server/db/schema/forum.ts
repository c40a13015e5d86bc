import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { supportGroups } from './groups';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Who took a post down: its author (shown as removed) or a moderator. */
export const REMOVED_BY = ['author', 'moderator'] as const;
export type RemovedBy = (typeof REMOVED_BY)[number];

/** The forum's categories, in `position` order. */
export const forumCategories = pgTable(
  'forum_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    /** Set for a support group's own category (issue 21): its topics are the group's discussions, out of the forum's lists. */
    groupId: integer('group_id').references(() => supportGroups.id, { onDelete: 'cascade' }),
    /** Kept by the topic use cases (create, move, delete), so listing categories counts nothing. */
    topicCount: integer('topic_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('forum_categories_slug_unique').on(t.slug),
    index('forum_categories_position_idx').on(t.position),
    uniqueIndex('forum_categories_group_unique').on(t.groupId),
  ],
);

/**
 * A discussion. `content` is what the member typed (plain text with a Markdown subset); `contentHtml`
 * is its rendering, made once when saved. `postCount` counts the replies that are not removed.
 */
export const forumTopics = pgTable(
  'forum_topics',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    contentHtml: text('content_html').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => forumCategories.id, { onDelete: 'restrict' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    isPinned: boolean('is_pinned').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    postCount: integer('post_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** The language it is written in (issue 25): told from its words, else the writer's own language. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by', { enum: REMOVED_BY }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(content, '')), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('forum_topics_slug_unique').on(t.slug),
    index('forum_topics_created_idx').on(t.createdAt, t.id),
    // Recent Discussions with pinned topics first (order=pinned-first), read backwards.
    index('forum_topics_pinned_created_idx').on(t.isPinned, t.createdAt, t.id),
    index('forum_topics_category_idx').on(t.categoryId, t.isPinned, t.lastActivityAt, t.id),
    index('forum_topics_author_idx').on(t.authorId, t.createdAt),
    index('forum_topics_search_idx').using('gin', t.searchVector),
    check('forum_topics_removed_by_check', sql`${t.removedBy} is null or ${t.removedBy} in ('author', 'moderator')`),
  ],
);

/** A reply to a topic ("post" in the spec's API). */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    contentHtml: text('content_html').notNull(),
    /** The language it is written in (issue 25): told from its words, else the writer's own language. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by', { enum: REMOVED_BY }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('english', coalesce(content, ''))`),
  },
  (t) => [
    index('forum_posts_topic_idx').on(t.topicId, t.createdAt, t.id),
    // Search reads matches newest first: with this, a common word stops after a page instead of sorting them all.
    index('forum_posts_created_idx').on(t.createdAt, t.id),
    index('forum_posts_author_idx').on(t.authorId, t.createdAt),
    index('forum_posts_search_idx').using('gin', t.searchVector),
    check('forum_posts_removed_by_check', sql`${t.removedBy} is null or ${t.removedBy} in ('author', 'moderator')`),
  ],
);

/** A comment under a reply; `parentId` set means a reply to a top-level comment (one level only). */
export const forumComments = pgTable(
  'forum_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => forumComments.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    contentHtml: text('content_html').notNull(),
    /** The language it is written in (issue 25): told from its words, else the writer's own language. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by', { enum: REMOVED_BY }),
  },
  (t) => [
    index('forum_comments_post_idx').on(t.postId, t.createdAt, t.id),
    index('forum_comments_author_idx').on(t.authorId, t.createdAt),
    check('forum_comments_removed_by_check', sql`${t.removedBy} is null or ${t.removedBy} in ('author', 'moderator')`),
  ],
);

/** One view per person (or visitor) per topic per day; `viewer` is a user id or a daily visitor hash. */
export const forumTopicViews = pgTable(
  'forum_topic_views',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.viewer, t.day] }), index('forum_topic_views_day_idx').on(t.day)],
);

export const REPORT_TARGETS = ['topic', 'post', 'comment'] as const;
export const REPORT_STATUSES = ['open', 'dismissed', 'removed'] as const;

/** A member's report of a topic, reply or comment, for the admins' queue. */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetId: integer('target_id').notNull(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('forum_reports_status_idx').on(t.status, t.createdAt),
    uniqueIndex('forum_reports_once_idx').on(t.targetType, t.targetId, t.reporterId),
    check('forum_reports_target_check', sql`${t.targetType} in ('topic', 'post', 'comment')`),
    check('forum_reports_status_check', sql`${t.status} in ('open', 'dismissed', 'removed')`),
  ],
);

/**
 * Work done outside a request (e-mails about replies): rows in the database, so a restart loses
 * nothing and any instance may take a job (`for update skip locked`).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The id of the request that queued the job (its log lines and x-request-id), so its own lines can be found from it. */
    requestId: text('request_id'),
  },
  (t) => [index('jobs_due_idx').on(t.doneAt, t.runAt)],
);

/**
 * One row whose number statement triggers raise whenever what the forum shows changes (topics other
 * than their view counts, replies, comments, categories, and authors' names, badges and privacy), so
 * every server instance knows when answers it keeps in memory are out of date (migration 0010).
 */
export const forumVersion = pgTable(
  'forum_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('forum_version_single_row', sql`${t.id} = 1`)],
);
