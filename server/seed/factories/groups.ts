import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { forumCategories, forumComments, forumPosts, forumTopics, groupJoinRequests, groupMembers, supportGroups, users } from '../../db/schema';
import { renderMemberText } from '../../lib/member-markdown';
import type { SeedAuthor } from '../content/forum';
import { seedGroups as demoGroups, seedGroupTopics } from '../content/groups';
import { recountCategories, topicValues } from './forum';

const DEMO_EMAILS: Record<SeedAuthor, string> = {
  admin: 'admin@clubfoot.example',
  maya: 'maya@clubfoot.example',
  daniel: 'daniel@clubfoot.example',
  priya: 'priya@clubfoot.example',
  jonas: 'jonas@clubfoot.example',
};

/** As server/features/forum/groups/admin.ts createGroup: the groups' categories sort after the forum's own. */
const GROUP_CATEGORY_POSITION = 10_000;

const hoursAgo = (hours: number, now: number) => new Date(now - hours * 3600_000);

/**
 * The demo support groups (server/seed/content/groups.ts): each group with its discussion category
 * (as createGroup makes them), its moderators and members (the member count kept right), waiting
 * requests, and its first topics with replies and comments.
 */
export async function seedSupportGroups(db: Db, now = Date.now()) {
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, Object.values(DEMO_EMAILS)));
  const idByEmail = new Map(people.map((person) => [person.email, person.id]));
  const userId = (key: SeedAuthor) => idByEmail.get(DEMO_EMAILS[key]) ?? null;
  const categoryByGroup = new Map<string, number>();

  for (const [position, group] of demoGroups.entries()) {
    const roster = [...group.moderators.map((key) => ({ key, role: 'moderator' as const })), ...group.members.map((key) => ({ key, role: 'member' as const }))]
      .map((person) => ({ userId: userId(person.key), role: person.role }))
      .filter((person): person is { userId: string; role: 'member' | 'moderator' } => person.userId !== null);
    const [row] = await db
      .insert(supportGroups)
      .values({
        slug: group.slug,
        name: group.name,
        description: group.description,
        visibility: group.visibility,
        audienceLabel: group.audienceLabel,
        language: group.language,
        position,
        memberCount: roster.length,
        createdById: userId('admin'),
        createdAt: hoursAgo(24 * 45, now),
      })
      .returning({ id: supportGroups.id });
    const groupId = (row as { id: number }).id;
    const [category] = await db
      .insert(forumCategories)
      .values({ slug: `group-${group.slug}`, name: group.name, description: null, position: GROUP_CATEGORY_POSITION, groupId })
      .returning({ id: forumCategories.id });
    categoryByGroup.set(group.slug, (category as { id: number }).id);
    // Joined a few days apart, moderators first.
    if (roster.length) await db.insert(groupMembers).values(roster.map((person, index) => ({ groupId, ...person, joinedAt: hoursAgo(24 * (44 - index * 3), now) })));
    for (const request of group.requests ?? []) {
      const requester = userId(request.author);
      if (requester) await db.insert(groupJoinRequests).values({ groupId, userId: requester, message: request.message, createdAt: hoursAgo(request.hoursAgo, now) });
    }
  }

  for (const topic of seedGroupTopics) {
    const lastReply = Math.min(topic.hoursAgo, ...topic.replies.map((reply) => reply.hoursAgo));
    const [row] = await db
      .insert(forumTopics)
      .values(
        topicValues({
          slug: topic.slug,
          title: topic.title,
          content: topic.content,
          categoryId: categoryByGroup.get(topic.group) as number,
          authorId: userId(topic.author),
          isPinned: topic.pinned ?? false,
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
        .values({ topicId, authorId: userId(reply.author), content: reply.content, contentHtml: renderMemberText(reply.content), createdAt: hoursAgo(reply.hoursAgo, now) })
        .returning({ id: forumPosts.id });
      const postId = (post as { id: number }).id;
      for (const comment of reply.comments ?? []) {
        await db
          .insert(forumComments)
          .values({ postId, authorId: userId(comment.author), content: comment.content, contentHtml: renderMemberText(comment.content), createdAt: hoursAgo(comment.hoursAgo, now) });
      }
    }
  }
  await recountCategories(db);
}

/**
 * The benchmark's busy group: `topics` more discussions in "Parents: bracing", made inside the
 * database (generate_series) as the forum's generated topics are.
 */
export async function generateGroupTopics(db: Db, topics: number) {
  if (topics <= 0) return;
  const [category] = await db.select({ id: forumCategories.id }).from(forumCategories).where(eq(forumCategories.slug, 'group-parents-bracing'));
  if (!category) return;
  await db.execute(sql`
    insert into ${forumTopics} (slug, title, content, content_html, category_id, author_id, post_count, view_count, created_at, last_activity_at)
    select 'generated-group-topic-' || g,
      'Bracing week ' || g || ': ' || (array['nights and naps', 'new boots', 'nursery routines', 'red marks'])[1 + g % 4],
      'Boots on before the bedtime story, heel down first, then the strap and laces. Red marks that fade within an hour are common.',
      '<p>Boots on before the bedtime story, heel down first, then the strap and laces. Red marks that fade within an hour are common.</p>',
      ${category.id}, u.ids[1 + g % array_length(u.ids, 1)], 0, g % 200,
      now() - interval '200 days' + g * interval '1 minute', now() - interval '100 days' + g * interval '1 minute'
    from generate_series(1, ${topics}) g,
      (select array_agg(id order by id) ids from ${users} where email like '%@clubfoot.example') u`);
  await recountCategories(db);
}
