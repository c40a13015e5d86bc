import { and, eq } from 'drizzle-orm';
import type { GroupVisibility, Membership } from '../../../shared/policies/groups';
import { canModerateGroup, whyNotReadGroup, whyNotWriteInGroup } from '../../../shared/policies/groups';
import { isActiveViewer } from '../../../shared/policies/viewer';
import type { Db, Tx } from '../../db';
import { forumCategories, forumComments, forumPosts, forumTopics, groupJoinRequests, groupMembers, supportGroups } from '../../db/schema';
import { AppError, notFound, said } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';

/**
 * Support groups' discussions are forum topics in a category of the group's own (issue 21): these
 * find the group a topic, reply or comment belongs to, and apply shared/policies/groups.ts to it.
 * The forum's own writing belongs to no group, and every check passes for it.
 */
type Executor = Db | Tx;
export type GroupRef = { id: number; slug: string; name: string; visibility: GroupVisibility };

const groupColumns = { id: supportGroups.id, slug: supportGroups.slug, name: supportGroups.name, visibility: supportGroups.visibility };

export async function groupOfCategory(db: Executor, categoryId: number): Promise<GroupRef | null> {
  const [row] = await db.select(groupColumns).from(forumCategories).innerJoin(supportGroups, eq(supportGroups.id, forumCategories.groupId)).where(eq(forumCategories.id, categoryId));
  return row ?? null;
}

export async function groupOfTopic(db: Executor, topicId: number): Promise<GroupRef | null> {
  const [row] = await db
    .select(groupColumns)
    .from(forumTopics)
    .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
    .innerJoin(supportGroups, eq(supportGroups.id, forumCategories.groupId))
    .where(eq(forumTopics.id, topicId));
  return row ?? null;
}

export async function groupOfTopicSlug(db: Executor, slug: string): Promise<GroupRef | null> {
  const [row] = await db
    .select(groupColumns)
    .from(forumTopics)
    .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
    .innerJoin(supportGroups, eq(supportGroups.id, forumCategories.groupId))
    .where(eq(forumTopics.slug, slug));
  return row ?? null;
}

export async function groupOfPost(db: Executor, postId: number): Promise<GroupRef | null> {
  const [row] = await db
    .select(groupColumns)
    .from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
    .innerJoin(supportGroups, eq(supportGroups.id, forumCategories.groupId))
    .where(eq(forumPosts.id, postId));
  return row ?? null;
}

export async function groupOfComment(db: Executor, commentId: number): Promise<GroupRef | null> {
  const [row] = await db
    .select(groupColumns)
    .from(forumComments)
    .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
    .innerJoin(supportGroups, eq(supportGroups.id, forumCategories.groupId))
    .where(eq(forumComments.id, commentId));
  return row ?? null;
}

export async function groupOfTarget(db: Executor, type: 'topic' | 'post' | 'comment', id: number) {
  if (type === 'topic') return groupOfTopic(db, id);
  return type === 'post' ? groupOfPost(db, id) : groupOfComment(db, id);
}

/** The viewer's relation to the group: their role, a request waiting, or none. */
export async function membershipIn(db: Executor, groupId: number, viewer: Pick<UserRow, 'id'> | null | undefined): Promise<Membership> {
  if (!viewer) return null;
  const [member] = await db.select({ role: groupMembers.role }).from(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, viewer.id)));
  if (member) return member.role;
  const [request] = await db
    .select({ id: groupJoinRequests.id })
    .from(groupJoinRequests)
    .where(and(eq(groupJoinRequests.groupId, groupId), eq(groupJoinRequests.userId, viewer.id), eq(groupJoinRequests.status, 'pending')));
  return request ? 'pending' : null;
}

/** Reading a group's writing: a hidden group's is answered as not there, a private group's is for its members. */
export async function authorizeGroupRead(db: Executor, viewer: UserRow | null | undefined, group: GroupRef | null, missing = 'Topic not found') {
  if (!group) return;
  const membership = isActiveViewer(viewer) ? await membershipIn(db, group.id, viewer) : null;
  const why = whyNotReadGroup(viewer, group, membership);
  if (why === 'hidden') throw notFound(missing);
  if (why === 'members-only') {
    throw new AppError('FORBIDDEN', said('This discussion belongs to the private group “{group}”: join the group to read it.', { group: group.name }), { group: { slug: group.slug, name: group.name } });
  }
}

/** Writing in a group (a topic, reply, comment, or an edit): its members only. */
export async function authorizeGroupWrite(db: Executor, viewer: UserRow, group: GroupRef | null, missing = 'Topic not found') {
  if (!group) return;
  const membership = await membershipIn(db, group.id, viewer);
  const why = whyNotWriteInGroup(viewer, group, membership);
  if (why === 'hidden') throw notFound(missing);
  if (why === 'sign-in') throw new AppError('UNAUTHORIZED', 'Please sign in');
  if (why === 'not-member') throw new AppError('FORBIDDEN', said('Join the group “{group}” to take part in its discussions.', { group: group.name }));
}

/** Whether the viewer moderates the group the writing belongs to (false for the forum's own writing). */
export async function moderatesGroup(db: Executor, viewer: UserRow, group: GroupRef | null) {
  if (!group) return false;
  return canModerateGroup(viewer, await membershipIn(db, group.id, viewer));
}
