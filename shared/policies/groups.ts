import { isActiveViewer, isAdmin, type Viewer } from './viewer';

/**
 * Who may do what in a support group (issue 21). Pure, so the server decides with these and the
 * client shows its buttons by the same rules. Administrators moderate every group.
 *
 * - open: anyone sees it and reads its discussions; members join at once.
 * - private: anyone sees it; only its members read; joining is a request a moderator approves.
 * - hidden: only its members (and administrators) know it exists; a moderator adds members.
 */
export const GROUP_VISIBILITIES = ['open', 'private', 'hidden'] as const;
export type GroupVisibility = (typeof GROUP_VISIBILITIES)[number];
export type GroupRole = 'member' | 'moderator';
/** The viewer's relation to a group: a role, a request waiting, or nothing. */
export type Membership = GroupRole | 'pending' | null;

export type GroupState = { visibility: GroupVisibility };

export const isGroupMember = (membership: Membership) => membership === 'member' || membership === 'moderator';

/** Whether the viewer may know the group exists (see its page, find it in the list). */
export function canSeeGroup(viewer: Viewer | null | undefined, group: GroupState, membership: Membership): boolean {
  return group.visibility !== 'hidden' || isAdmin(viewer) || isGroupMember(membership);
}

/** Why the viewer may not read the group's discussions, or null. 'hidden' means: answer as if it did not exist. */
export function whyNotReadGroup(viewer: Viewer | null | undefined, group: GroupState, membership: Membership): 'hidden' | 'members-only' | null {
  if (!canSeeGroup(viewer, group, membership)) return 'hidden';
  if (group.visibility === 'open' || isAdmin(viewer) || isGroupMember(membership)) return null;
  return 'members-only';
}

/** Why the viewer may not start or answer a discussion in the group, or null: members of the group write there. */
export function whyNotWriteInGroup(viewer: Viewer | null | undefined, group: GroupState, membership: Membership): 'hidden' | 'sign-in' | 'not-member' | null {
  const read = whyNotReadGroup(viewer, group, membership);
  if (read === 'hidden') return 'hidden';
  if (!isActiveViewer(viewer)) return 'sign-in';
  if (isAdmin(viewer) || isGroupMember(membership)) return null;
  return 'not-member';
}

/** Pin, lock and remove inside the group, and decide join requests: its moderators and administrators. */
export function canModerateGroup(viewer: Viewer | null | undefined, membership: Membership): boolean {
  return isAdmin(viewer) || (isActiveViewer(viewer) && membership === 'moderator');
}

/** What joining does for this viewer: joins at once, sends a request, or is not possible (hidden groups, members already). */
export function joinKind(viewer: Viewer | null | undefined, group: GroupState, membership: Membership): 'join' | 'request' | null {
  if (!isActiveViewer(viewer) || membership !== null) return null;
  if (group.visibility === 'open') return 'join';
  if (group.visibility === 'private') return 'request';
  return null;
}
