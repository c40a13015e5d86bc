import { and, asc, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ForumCategoryDetail, ForumComment, ForumPostPage, ForumTopic, ForumTopicDetail, TOPIC_ORDERS } from '../../../shared/api/forum';
import { FORUM_PAGE_SIZE } from '../../../shared/constants';
import type { Db } from '../../db';
import { forumCategories, forumComments, forumPosts, forumTopics, supportGroups, users } from '../../db/schema';
import { decodeCursor, encodeCursor, pgTimestamp, rowId } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { preparedPer } from '../../lib/prepared';
import { memberColumns } from '../../lib/present-user';
import { type CommentRow, type PostRow, presentCategory, presentComment, presentPost, presentTopic, type TopicRow } from './present';

const { searchVector: _topicVector, ...topicColumns } = getTableColumns(forumTopics);
const { searchVector: _postVector, ...postColumns } = getTableColumns(forumPosts);
const categoryRef = { id: forumCategories.id, name: forumCategories.name, slug: forumCategories.slug };

/** One query for topics with their category and author, whatever the page size. */
function selectTopics(db: Db) {
  return db
    .select({
      topic: topicColumns,
      category: categoryRef,
      group: { id: supportGroups.id, slug: supportGroups.slug, name: supportGroups.name, visibility: supportGroups.visibility },
      author: memberColumns,
      // PostgreSQL's own text of the sort timestamps (microseconds) for cursors; a Date keeps milliseconds.
      createdKey: sql<string>`${forumTopics.createdAt}::text`,
      activityKey: sql<string>`${forumTopics.lastActivityAt}::text`,
    })
    .from(forumTopics)
    .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
    .leftJoin(supportGroups, eq(supportGroups.id, forumCategories.groupId))
    .leftJoin(users, eq(users.id, forumTopics.authorId))
    .$dynamic();
}

/** Lists leave out topics a moderator removed (their titles may be the problem); an author's removal stays listed. */
const listed = sql`${forumTopics.removedBy} is distinct from 'moderator'`;
/** The forum's own categories: a support group's category holds the group's discussions, listed only in the group. */
const forumOwn = isNull(forumCategories.groupId);

type TopicOrder = (typeof TOPIC_ORDERS)[number];

const recentCursor = z.object({ p: z.boolean().optional(), t: pgTimestamp, id: rowId });
const categoryCursor = z.object({ p: z.boolean(), t: pgTimestamp, id: rowId });
const postCursor = z.object({ t: pgTimestamp, id: rowId });

/** A page: one row more than asked tells whether another page follows. */
function paged<R>(rows: R[], limit: number, cursorOf: (last: R) => object) {
  const more = rows.length > limit;
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: more && last ? encodeCursor(cursorOf(last)) : null };
}

/**
 * Recent topics, newest first (the home page's four); with `pinned-first`, pinned topics lead, each
 * group newest first (the forum's Recent Discussions). The cursor holds the pin too.
 */
export async function listRecentTopics(db: Db, { limit = FORUM_PAGE_SIZE, cursor, order = 'newest' }: { limit?: number; cursor?: string; order?: TopicOrder }) {
  const after = cursor ? decodeCursor(recentCursor, cursor) : null;
  const pinnedFirst = order === 'pinned-first';
  const afterCursor = !after
    ? undefined
    : pinnedFirst
      ? sql`(${forumTopics.isPinned}, ${forumTopics.createdAt}, ${forumTopics.id}) < (${after.p ?? false}, ${after.t}::timestamptz, ${after.id})`
      : sql`(${forumTopics.createdAt}, ${forumTopics.id}) < (${after.t}::timestamptz, ${after.id})`;
  const rows = await selectTopics(db)
    .where(and(listed, forumOwn, afterCursor))
    .orderBy(...(pinnedFirst ? [desc(forumTopics.isPinned)] : []), desc(forumTopics.createdAt), desc(forumTopics.id))
    .limit(limit + 1);
  const page = paged(rows, limit, (last) => ({ ...(pinnedFirst ? { p: last.topic.isPinned } : {}), t: last.createdKey, id: last.topic.id }));
  return { items: page.items.map((row) => presentTopic(row)), nextCursor: page.nextCursor };
}

export async function listCategories(db: Db) {
  const rows = await db.select().from(forumCategories).where(forumOwn).orderBy(asc(forumCategories.position), asc(forumCategories.id));
  return rows.map(presentCategory);
}

/** A category and a page of its topics: pinned first, then the most recently active. */
export async function categoryWithTopics(db: Db, slug: string, cursor?: string): Promise<ForumCategoryDetail> {
  const [category] = await db.select().from(forumCategories).where(and(eq(forumCategories.slug, slug), forumOwn));
  if (!category) throw notFound('Category not found');
  return { ...presentCategory(category), ...(await topicsInCategory(db, category.id, cursor)) };
}

/** A page of a category's topics (a forum category, or a support group's): pinned first, then the most recently active. */
export async function topicsInCategory(db: Db, categoryId: number, cursor?: string) {
  const after = cursor ? decodeCursor(categoryCursor, cursor) : null;
  const rows = await selectTopics(db)
    .where(
      and(
        eq(forumTopics.categoryId, categoryId),
        listed,
        after
          ? sql`(${forumTopics.isPinned}, ${forumTopics.lastActivityAt}, ${forumTopics.id}) < (${after.p}, ${after.t}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(forumTopics.isPinned), desc(forumTopics.lastActivityAt), desc(forumTopics.id))
    .limit(FORUM_PAGE_SIZE + 1);
  const page = paged(rows, FORUM_PAGE_SIZE, (last) => ({ p: last.topic.isPinned, t: last.activityKey, id: last.topic.id }));
  return { topics: page.items.map((row) => presentTopic(row)), nextCursor: page.nextCursor };
}

/** A page of a topic's replies, oldest first, each telling whether it has comments (most have none). */
function selectPosts(db: Db, where: SQL | undefined) {
  return db
    .select({
      post: postColumns,
      author: memberColumns,
      key: sql<string>`${forumPosts.createdAt}::text`,
      commented: sql<boolean>`exists (select 1 from ${forumComments} where ${forumComments.postId} = ${forumPosts.id})`,
    })
    .from(forumPosts)
    .leftJoin(users, eq(users.id, forumPosts.authorId))
    .where(where)
    .orderBy(asc(forumPosts.createdAt), asc(forumPosts.id))
    .limit(FORUM_PAGE_SIZE + 1);
}

/**
 * What a topic page asks the database whenever it is not kept: the topic, and its first replies
 * (their comments only when some have any). Prepared once per database: built once, and on
 * PostgreSQL parsed and planned once per connection.
 */
const topicPage = preparedPer((db) => ({
  topicBySlug: selectTopics(db).where(eq(forumTopics.slug, sql.placeholder('slug'))).prepare('forum_topic_by_slug'),
  firstPosts: selectPosts(db, eq(forumPosts.topicId, sql.placeholder('topicId'))).prepare('forum_topic_first_posts'),
}));

export async function topicRowBySlug(db: Db, slug: string): Promise<TopicRow> {
  const [row] = await topicPage(db).topicBySlug.execute({ slug });
  if (!row) throw notFound('Topic not found');
  return row;
}

export async function topicRowById(db: Db, id: number): Promise<TopicRow> {
  const [row] = await selectTopics(db).where(eq(forumTopics.id, id));
  if (!row) throw notFound('Topic not found');
  return row;
}

/** Comments of some replies, oldest first, in one query. */
async function commentsOf(db: Db, postIds: number[]): Promise<Map<number, ForumComment[]>> {
  const byPost = new Map<number, ForumComment[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows: CommentRow[] = await db
    .select({ comment: forumComments, author: memberColumns })
    .from(forumComments)
    .leftJoin(users, eq(users.id, forumComments.authorId))
    .where(inArray(forumComments.postId, postIds))
    .orderBy(asc(forumComments.createdAt), asc(forumComments.id));
  for (const row of rows) byPost.get(row.comment.postId)?.push(presentComment(row));
  return byPost;
}

export async function commentsOfPost(db: Db, postId: number): Promise<ForumComment[]> {
  const [post] = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.id, postId));
  if (!post) throw notFound('Reply not found');
  return (await commentsOf(db, [postId])).get(postId) ?? [];
}

/** A page of a topic's replies, oldest first, each with its comments: one query, two when some have comments. */
export async function postsPage(db: Db, topicId: number, cursor?: string): Promise<ForumPostPage> {
  const after = cursor ? decodeCursor(postCursor, cursor) : null;
  const rows = after
    ? await selectPosts(db, and(eq(forumPosts.topicId, topicId), sql`(${forumPosts.createdAt}, ${forumPosts.id}) > (${after.t}::timestamptz, ${after.id})`))
    : await topicPage(db).firstPosts.execute({ topicId });
  const page = paged(rows, FORUM_PAGE_SIZE, (last) => ({ t: last.key, id: last.post.id }));
  const comments = await commentsOf(db, page.items.filter((row) => row.commented).map((row) => row.post.id));
  return {
    items: page.items.map((row: PostRow) => presentPost(row, comments.get(row.post.id) ?? [])),
    nextCursor: page.nextCursor,
  };
}

export async function topicDetail(db: Db, row: TopicRow): Promise<ForumTopicDetail> {
  const posts = await postsPage(db, row.topic.id);
  const topic: ForumTopic = presentTopic(row);
  return { ...topic, posts: posts.items, nextPostsCursor: posts.nextCursor };
}
