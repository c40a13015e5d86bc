import { isActiveViewer, type Role, type Viewer } from './viewer';

/**
 * Who may do what in the forum (issue 16): named permissions granted by role, and the rules that apply
 * them to one topic, reply or comment. Pure, so the server decides with them and the client shows or
 * hides its buttons with the same rules; the server adds what needs the database (rows, rate limits).
 */
export type WritingKind = 'topic' | 'reply' | 'comment';

export const FORUM_PERMISSIONS = [
  'topic.create',
  'topic.edit.own',
  'topic.delete.own',
  'topic.delete.any',
  'topic.moderate',
  'reply.create',
  'reply.edit.own',
  'reply.delete.own',
  'reply.delete.any',
  'comment.create',
  'comment.edit.own',
  'comment.delete.own',
  'comment.delete.any',
  'writing.report',
  'locked-topic.write',
  'posting.unlimited',
] as const;
export type ForumPermission = (typeof FORUM_PERMISSIONS)[number];

const MEMBER: readonly ForumPermission[] = [
  'topic.create',
  'topic.edit.own',
  'topic.delete.own',
  'reply.create',
  'reply.edit.own',
  'reply.delete.own',
  'comment.create',
  'comment.edit.own',
  'comment.delete.own',
  'writing.report',
];

/**
 * Administrators are the moderators: they remove anyone's writing, pin, lock and move topics, still
 * answer in a locked topic (to explain the lock), and have no posting limits. Nobody edits anyone
 * else's writing: there is no 'edit.any'.
 */
export const FORUM_GRANTS: Record<Role, readonly ForumPermission[]> = {
  member: MEMBER,
  admin: [...MEMBER, 'topic.delete.any', 'reply.delete.any', 'comment.delete.any', 'topic.moderate', 'locked-topic.write', 'posting.unlimited'],
};

/** Whether this viewer holds the permission (visitors and suspended members hold none). */
export function forumCan(viewer: Viewer | null | undefined, permission: ForumPermission): boolean {
  return isActiveViewer(viewer) && FORUM_GRANTS[viewer.role].includes(permission);
}

/** A topic, reply or comment as the rules need it. */
export type Writing = { authorId: string | null; removed: boolean };
/** A topic as the rules for writing in it need it. */
export type TopicState = { isLocked: boolean; removed: boolean };
/**
 * Where the writing is: in a support group (issue 21), its moderators remove writing and answer in
 * locked topics there as administrators do everywhere (shared/policies/groups.ts says who moderates).
 */
export type WritingPlace = { moderatesGroup?: boolean };

export const isAuthor = (viewer: Viewer | null | undefined, writing: Writing) => isActiveViewer(viewer) && writing.authorId === viewer.id;

/**
 * Why this viewer may not edit (or delete) their own writing, or null: 'not-author' first, since a
 * removed text is still not theirs to change.
 */
export function whyNotChangeOwn(viewer: Viewer | null | undefined, action: 'edit' | 'delete', kind: WritingKind, writing: Writing): 'not-author' | 'removed' | null {
  if (!isAuthor(viewer, writing) || !forumCan(viewer, `${kind}.${action}.own`)) return 'not-author';
  if (writing.removed) return 'removed';
  return null;
}

export const whyNotEdit = (viewer: Viewer | null | undefined, kind: WritingKind, writing: Writing) => whyNotChangeOwn(viewer, 'edit', kind, writing);
export const canEdit = (viewer: Viewer | null | undefined, kind: WritingKind, writing: Writing) => whyNotEdit(viewer, kind, writing) === null;

/**
 * In which role the viewer removes the writing: its author deletes their own (a topic stays readable,
 * marked removed); a moderator removes anyone else's (a topic is deleted with its replies); or null.
 * An administrator removing their own writing removes it as its author.
 */
export function removalAs(viewer: Viewer | null | undefined, kind: WritingKind, writing: Writing, place: WritingPlace = {}): 'author' | 'moderator' | null {
  if (isAuthor(viewer, writing)) return forumCan(viewer, `${kind}.delete.own`) ? 'author' : null;
  return forumCan(viewer, `${kind}.delete.any`) || (place.moderatesGroup === true && isActiveViewer(viewer)) ? 'moderator' : null;
}

/** Why this viewer may not report the writing, or null: members report others' writing, not their own. */
export function whyNotReport(viewer: Viewer | null | undefined, writing: Pick<Writing, 'authorId'>): 'own' | 'not-allowed' | null {
  if (!forumCan(viewer, 'writing.report')) return 'not-allowed';
  if (isActiveViewer(viewer) && writing.authorId === viewer.id) return 'own';
  return null;
}

/** Why this viewer may not add a reply or comment to the topic, or null: removed topics take none, locked ones only moderators'. */
export function whyNotWriteIn(viewer: Viewer | null | undefined, kind: 'reply' | 'comment', topic: TopicState, place: WritingPlace = {}): 'not-allowed' | 'removed' | 'locked' | null {
  if (!forumCan(viewer, `${kind}.create`)) return 'not-allowed';
  if (topic.removed) return 'removed';
  if (topic.isLocked && !forumCan(viewer, 'locked-topic.write') && place.moderatesGroup !== true) return 'locked';
  return null;
}

export const canWriteIn = (viewer: Viewer | null | undefined, kind: 'reply' | 'comment', topic: TopicState, place: WritingPlace = {}) => whyNotWriteIn(viewer, kind, topic, place) === null;

/** Upholding a report may also suspend its author, never an administrator. */
export const canSuspendReportedAuthor = (author: { role: Role }) => author.role !== 'admin';
