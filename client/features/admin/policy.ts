import { canSuspend, demotesSelf } from '@shared/policies/admin';
import { canSuspendReportedAuthor, removalAs, type WritingKind } from '@shared/policies/forum';
import type { Viewer } from '@shared/policies/viewer';

/**
 * The administrators' rules for the screen (shared/policies/admin.ts and forum.ts); the server applies
 * the same ones, and the last-administrator rule, again.
 */
export { canSuspend, demotesSelf };

/** Removing one's own writing from the admin pages removes it as its author, not as a moderator. */
export const removesAsAuthor = (me: Viewer | null, kind: WritingKind, item: { author: { id: string } | null; removed?: unknown }) =>
  removalAs(me, kind, { authorId: item.author?.id ?? null, removed: !!item.removed }) === 'author';

/** Upholding a report may suspend its author, unless they are an administrator. */
export const mayAlsoSuspend = (author: { isAdmin: boolean }) => canSuspendReportedAuthor({ role: author.isAdmin ? 'admin' : 'member' });
