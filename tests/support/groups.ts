import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db';
import { forumCategories, groupMembers, supportGroups } from '../../server/db/schema';

type Visibility = 'open' | 'private' | 'hidden';

/**
 * A support group with its discussion category and members, written straight to the database
 * (each call gets its own slug). `members` are user ids with their role.
 */
export async function makeGroup(db: Db, options: { name?: string; visibility?: Visibility; members?: { userId: string; role?: 'member' | 'moderator' }[] } = {}) {
  const tag = randomUUID().slice(0, 8);
  const [group] = await db
    .insert(supportGroups)
    .values({
      slug: `parents-bracing-${tag}`,
      name: options.name ?? `Parents: bracing ${tag}`,
      description: 'For families in the boots-and-bar months: tips, bad nights and good ones.',
      visibility: options.visibility ?? 'open',
      memberCount: options.members?.length ?? 0,
    })
    .returning();
  const [category] = await db
    .insert(forumCategories)
    .values({ slug: `group-parents-bracing-${tag}`, name: group!.name, position: 10_000, groupId: group!.id })
    .returning({ id: forumCategories.id });
  if (options.members?.length) {
    await db.insert(groupMembers).values(options.members.map((member) => ({ groupId: group!.id, userId: member.userId, role: member.role ?? 'member' })));
  }
  return { id: group!.id, slug: group!.slug, name: group!.name, categoryId: category!.id };
}

export async function addGroupMember(db: Db, groupId: number, userId: string, role: 'member' | 'moderator' = 'member') {
  await db.insert(groupMembers).values({ groupId, userId, role });
  await db.update(supportGroups).set({ memberCount: sql`${supportGroups.memberCount} + 1` }).where(eq(supportGroups.id, groupId));
}
