import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ForumSearchHit, ForumSearchPage } from '../../../shared/api/forum';
import { FORUM_PAGE_SIZE } from '../../../shared/constants';
import type { Db } from '../../db';
import { forumCategories, forumTopics, users } from '../../db/schema';
import { decodeCursor, encodeCursor, pgTimestamp, rowId } from '../../lib/cursor';
import { presentForumAuthor } from '../../lib/present-user';
import { MARK_END, MARK_START, searchWords, snippetHtml } from '../../lib/text-search';

const searchCursor = z.object({ t: pgTimestamp, k: z.union([z.literal(0), z.literal(1)]), id: rowId });

type Hit = { kind: 'topic' | 'post'; id: number; topicId: number; postId: number | null; authorId: string | null; createdAt: Date | string; createdKey: string; snippet: string };

/**
 * Every word must match, with English stemming ('socks' finds 'sock'). No prefix matching here:
 * PostgreSQL cannot estimate how many rows a prefix matches, and a wrong guess on a million replies
 * costs seconds; whole words it estimates from its statistics.
 */
function tsQueryOf(q: string) {
  const words = searchWords(q);
  return words.length === 0 ? null : words.join(' & ');
}

const headline = (text: ReturnType<typeof sql>) =>
  sql`ts_headline('english', regexp_replace(${text}, '[\u2983\u2984]', '', 'g'), q.query, ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`})`;

/** How many of the newest topics and replies the first pass reads; past them the GIN index takes over. */
export const RECENT_WINDOW = 5000;

type Pass = { window: number | null; before: { t: string; k: 0 | 1; id: number } | null };

/**
 * One pass over topics and replies, newest first. With a window, each kind reads only its newest
 * rows (a date index walk that stops), so a common word costs no more than a page; without one, the
 * matches come from the GIN index first (materialised, so the planner cannot turn it into a walk over
 * every row for a word it wrongly guesses is common), then are sorted.
 */
function passSql(tsQuery: string, { window, before }: Pass) {
  const limit = FORUM_PAGE_SIZE + 1;
  const after = (alias: string, kind: 0 | 1) =>
    before
      ? sql`and ${sql.raw(alias)}.created_at <= ${before.t}::timestamptz and (${sql.raw(alias)}.created_at, ${kind}, ${sql.raw(alias)}.id) < (${before.t}::timestamptz, ${before.k}, ${before.id})`
      : sql``;
  const source = (table: 'forum_topics' | 'forum_posts', alias: string, kind: 0 | 1) =>
    window
      ? sql`(select * from ${sql.raw(table)} ${sql.raw(alias)} where true ${after(alias, kind)} order by ${sql.raw(alias)}.created_at desc, ${sql.raw(alias)}.id desc limit ${window})`
      : sql`${sql.raw(table)}`;
  const matches = (table: 'forum_topics' | 'forum_posts', alias: string, kind: 0 | 1) => sql`
    select id, created_at, author_id, ${table === 'forum_topics' ? sql`id` : sql`topic_id`} as topic_id
    from ${source(table, alias, kind)} ${sql.raw(alias)}
    where ${sql.raw(alias)}.removed_by is null and ${sql.raw(alias)}.search_vector @@ to_tsquery('english', ${tsQuery}) ${window ? sql`` : after(alias, kind)}`;
  return sql`
    with q as (select to_tsquery('english', ${tsQuery}) as query),
    topic_hits as materialized (${matches('forum_topics', 't', 1)}),
    post_hits as materialized (${matches('forum_posts', 'p', 0)}),
    page as (
      (select 'topic' as kind, 1 as rank, id, topic_id as "topicId", null::int as "postId", author_id as "authorId", created_at as "createdAt"
        from topic_hits order by created_at desc, id desc limit ${limit})
      union all
      (select 'post', 0, id, topic_id, id, author_id, created_at from post_hits order by created_at desc, id desc limit ${limit})
      order by "createdAt" desc, rank desc, id desc limit ${limit}
    )
    select page.kind, page.id, page."topicId", page."postId", page."authorId", page."createdAt", page."createdAt"::text as "createdKey",
      case when page.kind = 'topic' then ${headline(sql`t.content`)} else ${headline(sql`p.content`)} end as snippet
    from page cross join q
      left join ${forumTopics} t on page.kind = 'topic' and t.id = page.id
      left join forum_posts p on page.kind = 'post' and p.id = page.id
    order by page."createdAt" desc, page.rank desc, page.id desc`;
}

async function runPass(db: Db, tsQuery: string, pass: Pass) {
  return (await db.execute(passSql(tsQuery, pass))) as unknown as { rows: Hit[] };
}

/**
 * Full-text search over topic titles and text and over replies, newest first; removed writing is not
 * found. First among the newest few thousand of each (a common word fills the page there); only
 * when that leaves the page short, over everything older through the GIN index (a rare word, few
 * matches). Then the page's topics and authors: a bounded number of queries.
 */
export async function searchForum(db: Db, q: string, cursor?: string, window = RECENT_WINDOW): Promise<ForumSearchPage> {
  const tsQuery = tsQueryOf(q);
  if (!tsQuery) return { items: [], nextCursor: null };
  const before = cursor ? decodeCursor(searchCursor, cursor) : null;
  let rows = (await runPass(db, tsQuery, { window, before })).rows;
  const edge = await windowEdge(db, before, window);
  if (edge) {
    // Only matches at or after the newer window edge are surely all there; past it, the GIN pass.
    const complete = rows.filter((row) => row.createdKey >= edge);
    if (complete.length <= FORUM_PAGE_SIZE) {
      const last = complete.at(-1);
      const from = last ? { t: last.createdKey, k: last.kind === 'topic' ? (1 as const) : (0 as const), id: last.id } : before;
      const older = (await runPass(db, tsQuery, { window: null, before: from })).rows;
      rows = [...complete, ...older].slice(0, FORUM_PAGE_SIZE + 1);
    }
  }
  const more = rows.length > FORUM_PAGE_SIZE;
  const hits = rows.slice(0, FORUM_PAGE_SIZE);
  const last = hits.at(-1);

  const topicIds = [...new Set(hits.map((hit) => hit.topicId))];
  const authorIds = [...new Set(hits.map((hit) => hit.authorId).filter((value): value is string => value !== null))];
  const topics = topicIds.length
    ? await db
        .select({ id: forumTopics.id, title: forumTopics.title, slug: forumTopics.slug, category: { name: forumCategories.name, slug: forumCategories.slug } })
        .from(forumTopics)
        .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
        // A support group's discussions are found only inside the group (its members read them).
        .where(and(inArray(forumTopics.id, topicIds), isNull(forumCategories.groupId)))
    : [];
  const authors = authorIds.length ? await db.select().from(users).where(inArray(users.id, authorIds)) : [];
  const topicById = new Map(topics.map((topic) => [topic.id, topic]));
  const authorById = new Map(authors.map((author) => [author.id, author]));

  const items: ForumSearchHit[] = [];
  for (const hit of hits) {
    const topic = topicById.get(hit.topicId);
    if (!topic) continue;
    const author = hit.authorId ? authorById.get(hit.authorId) : undefined;
    items.push({
      kind: hit.kind,
      topic,
      postId: hit.postId,
      snippet: snippetHtml(hit.snippet) ?? '',
      author: author ? presentForumAuthor(author) : null,
      createdAt: new Date(hit.createdAt).toISOString(),
    });
  }
  return { items, nextCursor: more && last ? encodeCursor({ t: last.createdKey, k: last.kind === 'topic' ? 1 : 0, id: last.id }) : null };
}

/**
 * Where the first pass stopped being complete: the newer of the two kinds' window edges (the oldest
 * row each window read), as PostgreSQL's text of the time; null when both windows read everything.
 * PostgreSQL writes these times in one format and zone, so their text sorts as the times do.
 */
async function windowEdge(db: Db, before: Pass['before'], window: number) {
  const edge = (table: 'forum_topics' | 'forum_posts', kind: 0 | 1) => sql`
    (select created_at::text from ${sql.raw(table)} x
      where true ${before ? sql`and x.created_at <= ${before.t}::timestamptz and (x.created_at, ${kind}, x.id) < (${before.t}::timestamptz, ${before.k}, ${before.id})` : sql``}
      order by x.created_at desc, x.id desc offset ${window} limit 1)`;
  const result = await db.execute(sql`select ${edge('forum_topics', 1)} as topics, ${edge('forum_posts', 0)} as posts`);
  const row = (result as unknown as { rows: { topics: string | null; posts: string | null }[] }).rows[0];
  const edges = [row?.topics, row?.posts].filter((value): value is string => Boolean(value));
  return edges.length ? (edges.sort()[edges.length - 1] as string) : null;
}
