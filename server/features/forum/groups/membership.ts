import { and, asc, eq, sql } from 'drizzle-orm';
import type { JoinRequest, MembershipAnswer } from '../../../../shared/api/groups';
import { canModerateGroup, joinKind } from '../../../../shared/policies/groups';
import type { Db, Tx } from '../../../db';
import { auditLog, groupJoinRequests, groupMembers, supportGroups, users } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { memberLocale, memberLocaleOf, messagesIn } from '../../../lib/i18n';
import { addNotice } from '../../../lib/notices';
import { presentForumAuthor } from '../../../lib/present-user';
import type { UserRow } from '../../../lib/sessions';
import { displayName } from '../../../../shared/display-name';
import { membershipIn } from '../group-access';
import { groupNoticeMessages } from './notice-messages';
import { visibleGroup } from './queries';

/*
 * Joining and leaving support groups (issue 21). Each change takes the group's row first (so the
 * member count and the membership change together, and two requests at once cannot both join),
 * then writes the membership.
 */

const groupPath = (slug: string) => `/community/groups/${slug}`;

async function lockGroup(tx: Tx, id: number) {
  const [row] = await tx.select({ memberCount: supportGroups.memberCount }).from(supportGroups).where(eq(supportGroups.id, id)).for('update');
  if (!row) throw notFound('Group not found');
  return row;
}

/** Adds the member (once) and counts them; true when they were not a member before. */
export async function addMember(tx: Tx, groupId: number, userId: string, role: 'member' | 'moderator' = 'member') {
  const inserted = await tx.insert(groupMembers).values({ groupId, userId, role }).onConflictDoNothing().returning({ userId: groupMembers.userId });
  if (inserted.length === 0) return false;
  await tx.update(supportGroups).set({ memberCount: sql`${supportGroups.memberCount} + 1` }).where(eq(supportGroups.id, groupId));
  // Whatever request they had waiting is answered by their joining.
  await tx
    .update(groupJoinRequests)
    .set({ status: 'approved', decidedAt: sql`now()` })
    .where(and(eq(groupJoinRequests.groupId, groupId), eq(groupJoinRequests.userId, userId), eq(groupJoinRequests.status, 'pending')));
  return true;
}

export async function removeMember(tx: Tx, groupId: number, userId: string) {
  const removed = await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ userId: groupMembers.userId });
  if (removed.length === 0) return false;
  await tx.update(supportGroups).set({ memberCount: sql`greatest(${supportGroups.memberCount} - 1, 0)` }).where(eq(supportGroups.id, groupId));
  return true;
}

async function answer(tx: Tx, groupId: number, user: UserRow): Promise<MembershipAnswer> {
  const [row] = await tx.select({ memberCount: supportGroups.memberCount }).from(supportGroups).where(eq(supportGroups.id, groupId));
  return { membership: await membershipIn(tx, groupId, user), memberCount: row?.memberCount ?? 0 };
}

/** Joins an open group at once; a private one gets a request its moderators answer. Joining again changes nothing. */
export async function joinGroup(db: Db, user: UserRow, slug: string, message: string | undefined): Promise<MembershipAnswer> {
  const { group } = await visibleGroup(db, user, slug);
  return db.transaction(async (tx) => {
    await lockGroup(tx, group.id);
    const membership = await membershipIn(tx, group.id, user);
    const kind = joinKind(user, group, membership);
    if (membership !== null) return answer(tx, group.id, user);
    if (kind === 'join') {
      await addMember(tx, group.id, user.id);
    } else if (kind === 'request') {
      await tx.insert(groupJoinRequests).values({ groupId: group.id, userId: user.id, message: message ?? '' });
      const moderators = await tx
        .select({ userId: groupMembers.userId, language: users.language })
        .from(groupMembers)
        .innerJoin(users, eq(users.id, groupMembers.userId))
        .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.role, 'moderator')));
      for (const moderator of moderators) {
        const t = messagesIn(groupNoticeMessages, memberLocale(moderator));
        await addNotice(tx, moderator.userId, {
          kind: 'group.request',
          title: t('request.title', { name: displayName(user, t('unnamedMember')), group: group.name }),
          body: message ? message : t('request.noMessage'),
          link: `${groupPath(group.slug)}?tab=requests`,
        });
      }
    } else {
      throw new AppError('FORBIDDEN', 'Members join this group when one of its moderators adds them.');
    }
    return answer(tx, group.id, user);
  });
}

/** Leaves the group, or withdraws a request still waiting. */
export async function leaveGroup(db: Db, user: UserRow, slug: string): Promise<MembershipAnswer> {
  const { group } = await visibleGroup(db, user, slug);
  return db.transaction(async (tx) => {
    await lockGroup(tx, group.id);
    if (!(await removeMember(tx, group.id, user.id))) {
      await tx
        .update(groupJoinRequests)
        .set({ status: 'withdrawn', decidedAt: sql`now()` })
        .where(and(eq(groupJoinRequests.groupId, group.id), eq(groupJoinRequests.userId, user.id), eq(groupJoinRequests.status, 'pending')));
    }
    return answer(tx, group.id, user);
  });
}

/** The group's moderators (and administrators) answer its requests. */
async function moderatedGroup(db: Db, viewer: UserRow, slug: string) {
  const found = await visibleGroup(db, viewer, slug);
  if (!canModerateGroup(viewer, found.membership)) throw new AppError('FORBIDDEN', 'Only the group’s moderators can do this');
  return found.group;
}

export async function joinRequests(db: Db, viewer: UserRow, slug: string): Promise<{ items: JoinRequest[] }> {
  const group = await moderatedGroup(db, viewer, slug);
  const rows = await db
    .select({ request: groupJoinRequests, user: users })
    .from(groupJoinRequests)
    .innerJoin(users, eq(users.id, groupJoinRequests.userId))
    .where(and(eq(groupJoinRequests.groupId, group.id), eq(groupJoinRequests.status, 'pending')))
    .orderBy(asc(groupJoinRequests.createdAt), asc(groupJoinRequests.id));
  return {
    items: rows.map((row) => ({ id: row.request.id, member: presentForumAuthor(row.user), message: row.request.message, createdAt: row.request.createdAt.toISOString() })),
  };
}

export async function decideRequest(db: Db, viewer: UserRow, slug: string, requestId: number, decision: 'approve' | 'decline') {
  const group = await moderatedGroup(db, viewer, slug);
  await db.transaction(async (tx) => {
    await lockGroup(tx, group.id);
    const [request] = await tx
      .select()
      .from(groupJoinRequests)
      .where(and(eq(groupJoinRequests.id, requestId), eq(groupJoinRequests.groupId, group.id)))
      .for('update');
    if (!request) throw notFound('Request not found');
    if (request.status !== 'pending') throw new AppError('CONFLICT', request.status === 'withdrawn' ? 'The member withdrew this request' : 'This request has already been answered');
    await tx
      .update(groupJoinRequests)
      .set({ status: decision === 'approve' ? 'approved' : 'declined', decidedAt: sql`now()`, decidedById: viewer.id })
      .where(eq(groupJoinRequests.id, requestId));
    if (decision === 'approve') await addMember(tx, group.id, request.userId);
    const t = messagesIn(groupNoticeMessages, await memberLocaleOf(tx, request.userId));
    await addNotice(tx, request.userId, {
      kind: decision === 'approve' ? 'group.approved' : 'group.declined',
      title: decision === 'approve' ? t('approved.title', { group: group.name }) : t('declined.title', { group: group.name }),
      body: decision === 'approve' ? t('approved.body') : t('declined.body'),
      link: decision === 'approve' ? groupPath(group.slug) : '/community/groups',
    });
    await tx.insert(auditLog).values({
      actorId: viewer.id,
      action: decision === 'approve' ? 'group.request_approved' : 'group.request_declined',
      targetUserId: request.userId,
      details: { groupId: group.id, group: group.name, requestId },
    });
  });
}
