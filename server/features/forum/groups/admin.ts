import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminGroup, AdminGroupMember, groupInput, groupUpdate } from '../../../../shared/api/groups';
import { displayName } from '../../../../shared/display-name';
import { slugify } from '../../../../shared/slug';
import type { Db, Tx } from '../../../db';
import { auditLog, forumCategories, groupJoinRequests, groupMembers, supportGroups, users } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { freeSlug } from '../../../lib/free-slug';
import { memberLocale, messagesIn } from '../../../lib/i18n';
import { addNotice } from '../../../lib/notices';
import type { UserRow } from '../../../lib/sessions';
import { addMember, removeMember } from './membership';
import { groupNoticeMessages } from './notice-messages';
import { groupById, moderatorsOf, selectGroups } from './queries';

/* The administrators' side of support groups (/admin/groups). Every change is audit-logged. */

type Executor = Db | Tx;
/** Group categories sort after the forum's own (they are never listed with them, but positions stay apart). */
const GROUP_CATEGORY_POSITION = 10_000;

const audit = (tx: Tx, admin: UserRow, action: string, details: Record<string, unknown>, targetUserId: string | null = null) =>
  tx.insert(auditLog).values({ actorId: admin.id, action: `group.${action}`, targetUserId, details });

/** Open reports of writing in each group, and join requests waiting: two grouped counts. */
async function countsByGroup(db: Executor) {
  const reports = (await db.execute(sql`
    select c.group_id as "groupId", count(*)::int as n
    from forum_reports r
      left join forum_posts p on r.target_type = 'post' and p.id = r.target_id
      left join forum_comments cm on r.target_type = 'comment' and cm.id = r.target_id
      left join forum_posts cp on cp.id = cm.post_id
      join forum_topics t on t.id = case r.target_type when 'topic' then r.target_id when 'post' then p.topic_id else cp.topic_id end
      join forum_categories c on c.id = t.category_id
    where r.status = 'open' and c.group_id is not null
    group by c.group_id`)) as unknown as { rows: { groupId: number; n: number }[] };
  const requests = await db
    .select({ groupId: groupJoinRequests.groupId, n: count() })
    .from(groupJoinRequests)
    .where(eq(groupJoinRequests.status, 'pending'))
    .groupBy(groupJoinRequests.groupId);
  return {
    reports: new Map(reports.rows.map((row) => [Number(row.groupId), Number(row.n)])),
    requests: new Map(requests.map((row) => [row.groupId, row.n])),
  };
}

export async function adminGroups(db: Executor): Promise<AdminGroup[]> {
  const rows = await selectGroups(db).orderBy(asc(supportGroups.position), asc(supportGroups.id));
  const moderators = await moderatorsOf(db, rows.map((row) => row.group.id));
  const counts = await countsByGroup(db);
  return rows.map(({ group, topicCount }) => ({
    id: group.id,
    slug: group.slug,
    name: group.name,
    description: group.description,
    visibility: group.visibility,
    audienceLabel: group.audienceLabel,
    language: group.language as AdminGroup['language'],
    memberCount: group.memberCount,
    topicCount,
    moderators: moderators.get(group.id) ?? [],
    pendingRequests: counts.requests.get(group.id) ?? 0,
    openReports: counts.reports.get(group.id) ?? 0,
    createdAt: group.createdAt.toISOString(),
  }));
}

async function adminGroup(db: Executor, id: number) {
  const group = (await adminGroups(db)).find((row) => row.id === id);
  if (!group) throw notFound('Group not found');
  return group;
}

const taken = (slug: string) => `The address "${slug}" is already used by another group. Please choose another.`;

/** A group and its discussion category, in one transaction. */
export async function createGroup(db: Db, admin: UserRow, input: z.output<typeof groupInput>) {
  const id = await db.transaction(async (tx) => {
    // Two creations at once would take the same slug and position: the second waits for the first.
    await tx.execute(sql`lock table ${supportGroups} in share row exclusive mode`);
    const wanted = input.slug ?? slugify(input.name, 'group');
    const slug = await freeSlug(tx, supportGroups, wanted, { explicit: input.slug !== undefined, taken: taken(wanted) });
    const [last] = await tx.select({ position: sql<number>`coalesce(max(${supportGroups.position}), -1)` }).from(supportGroups);
    const [group] = await tx
      .insert(supportGroups)
      .values({
        slug,
        name: input.name,
        description: input.description,
        visibility: input.visibility,
        audienceLabel: input.audienceLabel || null,
        language: input.language,
        position: Number(last?.position ?? -1) + 1,
        createdById: admin.id,
      })
      .returning({ id: supportGroups.id });
    if (!group) throw new Error('insert returned no row');
    await tx.execute(sql`lock table ${forumCategories} in share row exclusive mode`);
    const categorySlug = await freeSlug(tx, forumCategories, `group-${slug}`, { explicit: false });
    await tx.insert(forumCategories).values({ slug: categorySlug, name: input.name, description: null, position: GROUP_CATEGORY_POSITION, groupId: group.id });
    await audit(tx, admin, 'created', { groupId: group.id, name: input.name, slug, visibility: input.visibility });
    return group.id;
  });
  return adminGroup(db, id);
}

export async function updateGroup(db: Db, admin: UserRow, id: number, input: z.output<typeof groupUpdate>) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(supportGroups).where(eq(supportGroups.id, id)).for('update');
    if (!current) throw notFound('Group not found');
    const changes: Partial<typeof supportGroups.$inferInsert> = {};
    if (input.name !== undefined && input.name !== current.name) changes.name = input.name;
    if (input.description !== undefined && input.description !== current.description) changes.description = input.description;
    if (input.visibility !== undefined && input.visibility !== current.visibility) changes.visibility = input.visibility;
    if (input.audienceLabel !== undefined && (input.audienceLabel || null) !== current.audienceLabel) changes.audienceLabel = input.audienceLabel || null;
    if (input.language !== undefined && input.language !== current.language) changes.language = input.language;
    if (input.slug !== undefined && input.slug !== current.slug) changes.slug = await freeSlug(tx, supportGroups, input.slug, { explicit: true, exceptId: id, taken: taken(input.slug) });
    if (Object.keys(changes).length === 0) return;
    await tx.update(supportGroups).set({ ...changes, updatedAt: sql`now()` }).where(eq(supportGroups.id, id));
    // The topics show their group's name and link: the category's change tells the forum's kept answers.
    if (changes.name !== undefined || changes.slug !== undefined) {
      await tx.update(forumCategories).set({ name: changes.name ?? current.name }).where(eq(forumCategories.groupId, id));
    }
    await audit(tx, admin, 'updated', { groupId: id, name: current.name, changes });
  });
  return adminGroup(db, id);
}

export async function adminGroupMembers(db: Db, id: number): Promise<AdminGroupMember[]> {
  await groupById(db, id);
  const rows = await db
    .select({ user: users, role: groupMembers.role, joinedAt: groupMembers.joinedAt })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, id))
    .orderBy(desc(sql`${groupMembers.role} = 'moderator'`), asc(groupMembers.joinedAt));
  return rows.map((row) => ({ userId: row.user.id, name: displayName(row.user), email: row.user.email, role: row.role, joinedAt: row.joinedAt.toISOString() }));
}

/** Adds a member by e-mail, or gives a member already there the role (appointing a moderator). */
export async function putGroupMember(db: Db, admin: UserRow, id: number, input: { email: string; role: 'member' | 'moderator' }) {
  const group = await groupById(db, id);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, input.email), isNull(users.deletedAt)));
  if (!user) throw notFound('No member has that e-mail address');
  if (user.suspendedAt) throw new AppError('CONFLICT', 'This member is suspended');
  const t = messagesIn(groupNoticeMessages, memberLocale(user));
  await db.transaction(async (tx) => {
    await tx.select({ id: supportGroups.id }).from(supportGroups).where(eq(supportGroups.id, id)).for('update');
    const added = await addMember(tx, id, user.id, input.role);
    if (added) {
      await addNotice(tx, user.id, {
        kind: 'group.added',
        title: input.role === 'moderator' ? t('moderator.title', { group: group.name }) : t('added.title', { group: group.name }),
        body: t('added.body'),
        link: `/community/groups/${group.slug}`,
      });
      await audit(tx, admin, 'member_added', { groupId: id, group: group.name, role: input.role }, user.id);
      return;
    }
    const [before] = await tx.select({ role: groupMembers.role }).from(groupMembers).where(and(eq(groupMembers.groupId, id), eq(groupMembers.userId, user.id)));
    if (before?.role === input.role) return;
    await tx.update(groupMembers).set({ role: input.role }).where(and(eq(groupMembers.groupId, id), eq(groupMembers.userId, user.id)));
    if (input.role === 'moderator') {
      await addNotice(tx, user.id, {
        kind: 'group.added',
        title: t('moderator.title', { group: group.name }),
        body: t('moderator.body'),
        link: `/community/groups/${group.slug}`,
      });
    }
    await audit(tx, admin, 'role_changed', { groupId: id, group: group.name, from: before?.role ?? null, to: input.role }, user.id);
  });
  const member = (await adminGroupMembers(db, id)).find((row) => row.userId === user.id);
  if (!member) throw notFound('Member not found');
  return member;
}

export async function deleteGroupMember(db: Db, admin: UserRow, id: number, userId: string) {
  const group = await groupById(db, id);
  await db.transaction(async (tx) => {
    await tx.select({ id: supportGroups.id }).from(supportGroups).where(eq(supportGroups.id, id)).for('update');
    if (!(await removeMember(tx, id, userId))) throw notFound('This member is not in the group');
    await audit(tx, admin, 'member_removed', { groupId: id, group: group.name }, userId);
  });
}
