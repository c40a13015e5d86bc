import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { GROUP_PAGE_SIZE, type GroupDetail, type GroupMemberPage, type GroupSummary } from '../../../../shared/api/groups';
import { canModerateGroup, canSeeGroup, type Membership, whyNotReadGroup } from '../../../../shared/policies/groups';
import { isActiveViewer } from '../../../../shared/policies/viewer';
import type { Db, Tx } from '../../../db';
import { forumCategories, groupJoinRequests, groupMembers, supportGroups, users } from '../../../db/schema';
import { decodeCursor, encodeCursor } from '../../../lib/cursor';
import { AppError, notFound, said } from '../../../lib/errors';
import { presentForumAuthor } from '../../../lib/present-user';
import type { UserRow } from '../../../lib/sessions';
import { membershipIn } from '../group-access';

type Executor = Db | Tx;
export type GroupRow = typeof supportGroups.$inferSelect & { categoryId: number; topicCount: number };

/** Groups with their discussion category's id and topic count. */
export function selectGroups(db: Executor) {
  return db
    .select({ group: supportGroups, categoryId: forumCategories.id, topicCount: forumCategories.topicCount })
    .from(supportGroups)
    .innerJoin(forumCategories, eq(forumCategories.groupId, supportGroups.id))
    .$dynamic();
}

const flat = (row: { group: typeof supportGroups.$inferSelect; categoryId: number; topicCount: number }): GroupRow => ({ ...row.group, categoryId: row.categoryId, topicCount: row.topicCount });

export async function groupBySlug(db: Executor, slug: string): Promise<GroupRow> {
  const [row] = await selectGroups(db).where(eq(supportGroups.slug, slug));
  if (!row) throw notFound('Group not found');
  return flat(row);
}

export async function groupById(db: Executor, id: number): Promise<GroupRow> {
  const [row] = await selectGroups(db).where(eq(supportGroups.id, id));
  if (!row) throw notFound('Group not found');
  return flat(row);
}

/** Each group's moderators as the forum shows authors, in one query. */
export async function moderatorsOf(db: Executor, groupIds: number[]) {
  const byGroup = new Map<number, ReturnType<typeof presentForumAuthor>[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({ groupId: groupMembers.groupId, user: users })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(inArray(groupMembers.groupId, groupIds), eq(groupMembers.role, 'moderator')))
    .orderBy(asc(groupMembers.joinedAt));
  for (const row of rows) if (!row.user.deletedAt) byGroup.get(row.groupId)?.push(presentForumAuthor(row.user));
  return byGroup;
}

/** The viewer's membership of every group, in two queries. */
async function membershipsOf(db: Executor, viewer: UserRow | null | undefined): Promise<Map<number, Membership>> {
  const map = new Map<number, Membership>();
  if (!isActiveViewer(viewer)) return map;
  const requests = await db
    .select({ groupId: groupJoinRequests.groupId })
    .from(groupJoinRequests)
    .where(and(eq(groupJoinRequests.userId, viewer.id), eq(groupJoinRequests.status, 'pending')));
  for (const request of requests) map.set(request.groupId, 'pending');
  const roles = await db.select({ groupId: groupMembers.groupId, role: groupMembers.role }).from(groupMembers).where(eq(groupMembers.userId, viewer.id));
  for (const role of roles) map.set(role.groupId, role.role);
  return map;
}

function summary(group: GroupRow, moderators: GroupSummary['moderators'], membership: Membership): GroupSummary {
  return {
    id: group.id,
    slug: group.slug,
    name: group.name,
    description: group.description,
    visibility: group.visibility,
    audienceLabel: group.audienceLabel,
    language: group.language as GroupSummary['language'],
    memberCount: group.memberCount,
    topicCount: group.topicCount,
    moderators,
    membership,
  };
}

/** Every group the viewer may know of: open and private ones for all, hidden ones for their members. */
export async function listGroups(db: Db, viewer: UserRow | null | undefined): Promise<GroupSummary[]> {
  const rows = (await selectGroups(db).orderBy(asc(supportGroups.position), asc(supportGroups.id))).map(flat);
  const memberships = await membershipsOf(db, viewer);
  const visible = rows.filter((group) => canSeeGroup(viewer, group, memberships.get(group.id) ?? null));
  const moderators = await moderatorsOf(db, visible.map((group) => group.id));
  return visible.map((group) => summary(group, moderators.get(group.id) ?? [], memberships.get(group.id) ?? null));
}

/** A group the viewer may see, with their membership; a hidden group is not found for anyone else. */
export async function visibleGroup(db: Executor, viewer: UserRow | null | undefined, slug: string) {
  const group = await groupBySlug(db, slug);
  const membership = isActiveViewer(viewer) ? await membershipIn(db, group.id, viewer) : null;
  if (!canSeeGroup(viewer, group, membership)) throw notFound('Group not found');
  return { group, membership };
}

export async function groupDetail(db: Db, viewer: UserRow | null | undefined, slug: string): Promise<GroupDetail> {
  const { group, membership } = await visibleGroup(db, viewer, slug);
  const moderators = await moderatorsOf(db, [group.id]);
  let pendingRequests: number | null = null;
  if (canModerateGroup(viewer, membership)) {
    const [row] = await db.select({ n: count() }).from(groupJoinRequests).where(and(eq(groupJoinRequests.groupId, group.id), eq(groupJoinRequests.status, 'pending')));
    pendingRequests = row?.n ?? 0;
  }
  return { ...summary(group, moderators.get(group.id) ?? [], membership), pendingRequests };
}

/** A group the viewer may read: its members for a private or hidden one, anyone for an open one. */
export async function readableGroup(db: Executor, viewer: UserRow | null | undefined, slug: string) {
  const found = await visibleGroup(db, viewer, slug);
  if (whyNotReadGroup(viewer, found.group, found.membership) === 'members-only') {
    throw new AppError('FORBIDDEN', said('“{group}” is a private group: its discussions and members are for its members.', { group: found.group.name }));
  }
  return found;
}

const memberCursor = z.object({ o: z.number().int().min(0).max(1_000_000) });

/**
 * A page of the group's members: moderators first, then by joining. Members who keep their profile
 * from other members are left out of the list and counted in `unlisted`; moderators always show.
 */
export async function groupMembersPage(db: Db, viewer: UserRow, slug: string, cursor?: string): Promise<GroupMemberPage> {
  const { group } = await readableGroup(db, viewer, slug);
  const offset = cursor ? decodeCursor(memberCursor, cursor).o : 0;
  const listedMember = sql`(${groupMembers.role} = 'moderator' or ((${users.privacySettings} ->> 'showProfileToMembers')::boolean is not false and ${users.deletedAt} is null))`;
  const rows = await db
    .select({ user: users, role: groupMembers.role, joinedAt: groupMembers.joinedAt })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, group.id), listedMember))
    .orderBy(desc(sql`${groupMembers.role} = 'moderator'`), asc(groupMembers.joinedAt), asc(groupMembers.userId))
    .limit(GROUP_PAGE_SIZE + 1)
    .offset(offset);
  const [hidden] = await db
    .select({ n: count() })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, group.id), sql`not ${listedMember}`));
  const more = rows.length > GROUP_PAGE_SIZE;
  return {
    items: rows.slice(0, GROUP_PAGE_SIZE).map((row) => ({ member: presentForumAuthor(row.user), role: row.role, joinedAt: row.joinedAt.toISOString() })),
    unlisted: hidden?.n ?? 0,
    nextCursor: more ? encodeCursor({ o: offset + GROUP_PAGE_SIZE }) : null,
  };
}
