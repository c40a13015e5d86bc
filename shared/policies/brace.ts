import { isActiveViewer, type Viewer } from './viewer';

/**
 * Who may do what with a child's brace log (issue 24). It is health data about a child: only the
 * members who share the child see it or write to it; administrators are not among them (they see
 * anonymous figures only), and to anyone else the child does not exist (404).
 */
export type CarerRole = 'owner' | 'carer';
export type ChildCarers = readonly { userId: string; role: CarerRole }[];

/** This member's part in the child's log, or null. */
export function roleOf(viewer: Viewer | null | undefined, carers: ChildCarers): CarerRole | null {
  if (!isActiveViewer(viewer)) return null;
  return carers.find((carer) => carer.userId === viewer.id)?.role ?? null;
}

/** Reading and logging: every member who shares the child. */
export const canSeeChild = (viewer: Viewer | null | undefined, carers: ChildCarers) => roleOf(viewer, carers) !== null;

/** Removing the child and the whole log: the member who set it up. */
export const canRemoveChild = (viewer: Viewer | null | undefined, carers: ChildCarers) => roleOf(viewer, carers) === 'owner';

/** How many children one member may track (a family with several children under treatment fits well within it). */
export const MAX_CHILDREN_PER_MEMBER = 10;

/** Inviting another member to share the log, and seeing the open invitations: the member who set it up. */
export const canInvite = (viewer: Viewer | null | undefined, carers: ChildCarers) => roleOf(viewer, carers) === 'owner';

/**
 * Taking a member off the log: the member who set it up takes off anyone else, and anyone else may
 * stop sharing themselves (the one who set it up removes the log instead).
 */
export function canRemoveCarer(viewer: Viewer | null | undefined, carers: ChildCarers, carerId: string) {
  const mine = roleOf(viewer, carers);
  const theirs = carers.find((carer) => carer.userId === carerId)?.role ?? null;
  if (!mine || theirs !== 'carer') return false;
  return mine === 'owner' || viewer?.id === carerId;
}

/** The members one child's log is shared with, the one who set it up included (two parents, grandparents, a childminder). */
export const MAX_CARERS_PER_CHILD = 6;
/** Open invitations a child may have at once, and how long a link works. */
export const MAX_OPEN_INVITES = 5;
export const INVITE_DAYS = 7;
