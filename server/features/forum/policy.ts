import { canSuspendReportedAuthor, forumCan, removalAs, type TopicState, whyNotChangeOwn, whyNotReport, whyNotWriteIn, type Writing, type WritingKind, type WritingPlace } from '../../../shared/policies/forum';
import { AppError, notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';

/**
 * The forum's rules (shared/policies/forum.ts) as the server applies them: each refusal becomes the
 * status and sentence the API has always answered. The callers read the rows; these decide.
 */
export { canSuspendReportedAuthor, forumCan, removalAs };


type WritingRow = { authorId: string | null; removedBy: string | null };

export const writingOf = (row: WritingRow): Writing => ({ authorId: row.authorId, removed: row.removedBy !== null });

/** Edit or delete one's own writing: 404 when it is not there, 403 when it is someone else's, 409 when removed. */
export function authorizeOwn(viewer: UserRow, action: 'edit' | 'delete', kind: WritingKind, row: WritingRow | undefined): asserts row is WritingRow {
  if (!row) throw notFound(kind === 'topic' ? 'Topic not found' : kind === 'reply' ? 'Reply not found' : 'Comment not found');
  const why = whyNotChangeOwn(viewer, action, kind, writingOf(row));
  // Someone else's writing is not theirs to change: 403 (it is public, so its existence is no secret).
  if (why === 'not-author') throw new AppError('FORBIDDEN', kind === 'topic' ? 'Only its author can change this topic' : kind === 'reply' ? 'Only its author can change this reply' : 'Only its author can change this comment');
  if (why === 'removed') throw new AppError('CONFLICT', kind === 'topic' ? 'This topic has been removed' : kind === 'reply' ? 'This reply has been removed' : 'This comment has been removed');
}

/** In which role the viewer removes this writing (author or moderator), or the author's refusal. */
export function authorizeRemoval(viewer: UserRow, kind: WritingKind, row: WritingRow | undefined, place: WritingPlace = {}): 'author' | 'moderator' {
  if (!row) throw notFound(kind === 'topic' ? 'Topic not found' : kind === 'reply' ? 'Reply not found' : 'Comment not found');
  const as = removalAs(viewer, kind, writingOf(row), place);
  if (as === 'moderator') return as;
  authorizeOwn(viewer, 'delete', kind, row);
  return 'author';
}

/** Replies and comments go only into topics that are still there, and into locked ones only from moderators. */
export function authorizeWriteIn(viewer: UserRow, kind: 'reply' | 'comment', topic: TopicState, place: WritingPlace = {}) {
  const why = whyNotWriteIn(viewer, kind, topic, place);
  if (why === 'removed') throw new AppError('CONFLICT', 'This topic has been removed and is no longer accepting replies');
  if (why === 'locked') throw new AppError('FORBIDDEN', 'This topic has been locked and is no longer accepting replies');
  if (why === 'not-allowed') throw new AppError('FORBIDDEN', 'You cannot write in the forum');
}

export function authorizeReport(viewer: UserRow, target: Pick<Writing, 'authorId'>) {
  const why = whyNotReport(viewer, target);
  if (why === 'own') throw new AppError('BAD_REQUEST', 'You cannot report what you wrote yourself');
  if (why === 'not-allowed') throw new AppError('FORBIDDEN', 'You cannot report this');
}
