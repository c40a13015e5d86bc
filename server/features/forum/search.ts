import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ForumSearchHit, ForumSearchPage } from '../../../shared/api/forum';
import { FORUM_PAGE_SIZE } from '../../../shared/constants';
import type { Db } from '../../db';
import { forumCategories, forumTopics, users } from '../../db/schema';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { presentForumAuthor } from '../../lib/present-user';
import { MARK_END, MARK_START, searchWords, snippetHtml } from '../../lib/text-search';
import type { Viewer } from './present';

const searchCursor = z.object({ r: z.number().min(0).max(1e6), k: z.string().regex(/^[tp]:\d{1,10}$/) });

type Hit = { kind: 'topic' | 'post'; key: string; topicId: number; postId: number | null; authorId: string | null; rank: number; createdAt: Date | string; snippet: string; total: number | string };

/** Every word must match (English stemming), the last also as a prefix, as in the resource library. */
function tsQueryOf(q: string) {
  const words = searchWords(q);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 && word.length >= 2 ? `${word}:*` : word)).join(' & ');
}

const headline = (text: ReturnType<typeof sql>) =>
  sql`ts_headline('english', regexp_replace(${text}, '[\u2983\u2984]', '', 'g'), q.query, ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`})`;

/**
 * Full-text search over topic titles and text (title weighted above text) and replies, ranked;
 * removed writing is not found. A page of hits, then their topics and authors: four queries.
 */
export async function searchForum(db: Db, viewer: Viewer, q: string, cursor?: string): Promise<ForumSearchPage> {
  const tsQuery = tsQueryOf(q);
  if (!tsQuery) return { items: [], nextCursor: null, total: 0 };
  const after = cursor ? decodeCursor(searchCursor, cursor) : null;
  const result = await db.execute(sql`
    with q as (select to_tsquery('english', ${tsQuery}) as query),
    hits as (
      select 'topic' as kind, 't:' || lpad(t.id::text, 10, '0') as key, t.id as "topicId", null::int as "postId", t.author_id as "authorId",
        ts_rank(t.search_vector, q.query)::float8 as rank, t.created_at as "createdAt"
      from ${forumTopics} t cross join q
      where t.removed_by is null and t.search_vector @@ q.query
      union all
      select 'post', 'p:' || lpad(p.id::text, 10, '0'), p.topic_id, p.id, p.author_id, (ts_rank(p.search_vector, q.query) * 0.8)::float8, p.created_at
      from forum_posts p cross join q
      where p.removed_by is null and p.search_vector @@ q.query
    ),
    page as (
      select *, count(*) over () as total from hits
      ${after ? sql`where (rank, key) < (${after.r}::float8, ${after.k})` : sql``}
      order by rank desc, key desc
      limit ${FORUM_PAGE_SIZE + 1}
    )
    select page.*, case when page.kind = 'topic' then ${headline(sql`t.content`)} else ${headline(sql`p.content`)} end as snippet
    from page cross join q
      left join ${forumTopics} t on page.kind = 'topic' and t.id = page."topicId"
      left join forum_posts p on page.kind = 'post' and p.id = page."postId"
    order by page.rank desc, page.key desc`);
  const rows = (result as unknown as { rows: Hit[] }).rows;
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
        .where(inArray(forumTopics.id, topicIds))
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
      author: author ? presentForumAuthor(author, viewer) : null,
      createdAt: new Date(hit.createdAt).toISOString(),
    });
  }
  return {
    items,
    nextCursor: more && last ? encodeCursor({ r: Number(last.rank), k: last.key }) : null,
    total: cursor ? null : rows.length === 0 ? 0 : Number(rows[0]?.total ?? 0),
  };
}
