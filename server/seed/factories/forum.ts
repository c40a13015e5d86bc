import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { forumCategories, forumComments, forumPosts, forumTopics, users } from '../../db/schema';
import { renderMemberText } from '../../lib/member-markdown';
import { type SeedAuthor, seedForumCategories, seedForumTopics } from '../content/forum';

const DEMO_EMAILS: Record<SeedAuthor, string> = {
  admin: 'admin@clubfoot.example',
  maya: 'maya@clubfoot.example',
  daniel: 'daniel@clubfoot.example',
  priya: 'priya@clubfoot.example',
  jonas: 'jonas@clubfoot.example',
};

const hoursAgo = (hours: number, now: number) => new Date(now - hours * 3600_000);

/** A forum topic row with its rendering; tests and the seed share it. */
export function topicValues(input: { title: string; content: string; categoryId: number; authorId: string | null; slug?: string } & Partial<typeof forumTopics.$inferInsert>) {
  const { title, content, slug, ...rest } = input;
  return {
    slug: slug ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
    title,
    content,
    contentHtml: renderMemberText(content),
    ...rest,
  } satisfies typeof forumTopics.$inferInsert;
}

/** The demo forum (server/seed/content/forum.ts) by the demo members; answers the categories. */
export async function seedForum(db: Db, now = Date.now()) {
  const categories = await db
    .insert(forumCategories)
    .values(seedForumCategories.map((category, position) => ({ ...category, position })))
    .returning();
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category.id]));
  const authors = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, Object.values(DEMO_EMAILS)));
  const idByEmail = new Map(authors.map((author) => [author.email, author.id]));
  const authorId = (key: SeedAuthor) => idByEmail.get(DEMO_EMAILS[key]) ?? null;

  for (const topic of seedForumTopics) {
    const categoryId = categoryBySlug.get(topic.category) as number;
    const lastReply = Math.min(topic.hoursAgo, ...topic.replies.map((reply) => reply.hoursAgo));
    const [row] = await db
      .insert(forumTopics)
      .values(
        topicValues({
          slug: topic.slug,
          title: topic.title,
          content: topic.content,
          categoryId,
          authorId: authorId(topic.author),
          isPinned: topic.pinned ?? false,
          isLocked: topic.locked ?? false,
          viewCount: topic.views,
          postCount: topic.replies.length,
          createdAt: hoursAgo(topic.hoursAgo, now),
          lastActivityAt: hoursAgo(lastReply, now),
        }),
      )
      .returning({ id: forumTopics.id });
    const topicId = (row as { id: number }).id;
    for (const reply of topic.replies) {
      const [post] = await db
        .insert(forumPosts)
        .values({ topicId, authorId: authorId(reply.author), content: reply.content, contentHtml: renderMemberText(reply.content), createdAt: hoursAgo(reply.hoursAgo, now) })
        .returning({ id: forumPosts.id });
      const postId = (post as { id: number }).id;
      for (const comment of reply.comments ?? []) {
        const [parent] = await db
          .insert(forumComments)
          .values({ postId, authorId: authorId(comment.author), content: comment.content, contentHtml: renderMemberText(comment.content), createdAt: hoursAgo(comment.hoursAgo, now) })
          .returning({ id: forumComments.id });
        for (const answer of comment.replies ?? []) {
          await db.insert(forumComments).values({
            postId,
            parentId: (parent as { id: number }).id,
            authorId: authorId(answer.author),
            content: answer.content,
            contentHtml: renderMemberText(answer.content),
            createdAt: hoursAgo(answer.hoursAgo, now),
          });
        }
      }
    }
  }
  await recountCategories(db);
  return categories;
}

/** Sets each category's topic count from its topics (after bulk inserts). */
export async function recountCategories(db: Db) {
  await db.execute(sql`update ${forumCategories} c set topic_count = (select count(*) from ${forumTopics} t where t.category_id = c.id)`);
}

/**
 * The benchmark's large forum, made inside the database (generate_series): `topics` topics spread over
 * the categories and the demo authors, each with `repliesPerTopic` replies. Plain text, simple HTML.
 */
export async function generateForum(db: Db, topics: number, repliesPerTopic: number) {
  if (topics <= 0) return;
  await db.execute(sql`
    insert into ${forumTopics} (slug, title, content, content_html, category_id, author_id, post_count, view_count, created_at, last_activity_at)
    select 'generated-topic-' || g,
      'Question ' || g || ': ' || (array['casting week', 'night bracing', 'tenotomy questions', 'two shoe sizes', 'running again', 'first steps'])[1 + g % 6],
      'Casting went well this week and the toes looked pink and warm. Night bracing is easier with a steady bedtime routine.',
      '<p>Casting went well this week and the toes looked pink and warm. Night bracing is easier with a steady bedtime routine.</p>',
      c.ids[1 + g % array_length(c.ids, 1)], u.ids[1 + g % array_length(u.ids, 1)], ${repliesPerTopic}, g % 500,
      now() - interval '400 days' + g * interval '1 minute', now() - interval '300 days' + g * interval '1 minute'
    from generate_series(1, ${topics}) g,
      (select array_agg(id order by id) ids from ${forumCategories}) c,
      (select array_agg(id order by id) ids from ${users}) u`);
  if (repliesPerTopic > 0) {
    await db.execute(sql`
      insert into ${forumPosts} (topic_id, author_id, content, content_html, created_at)
      select t.id, u.ids[1 + (t.id + r) % array_length(u.ids, 1)],
        'Our team showed us how to check the boots fit before bed. Physio exercises made running easier.',
        '<p>Our team showed us how to check the boots fit before bed. Physio exercises made running easier.</p>',
        t.created_at + r * interval '1 hour'
      from ${forumTopics} t, generate_series(1, ${repliesPerTopic}) r, (select array_agg(id order by id) ids from ${users}) u
      where t.slug like 'generated-topic-%'`);
  }
  await recountCategories(db);
}
