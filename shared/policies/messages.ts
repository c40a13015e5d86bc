import type { CannotSendReason } from '../api/messages';
import { isAdmin, isSelf, type Viewer } from './viewer';

/**
 * Who may write to whom (issue 16). Pure rules for both sides; whether two members block each other,
 * and whether the other member wrote first, are read from the database by the server
 * (server/features/messages/policy.ts).
 */

/** Why I cannot write to this member, or null: a closed account, then my block, then theirs. */
export function cannotSendReason(other: { deletedAt: Date | null; suspendedAt: Date | null }, blocks: { blockedByMe: boolean; blockedMe: boolean }): CannotSendReason | null {
  if (other.deletedAt || other.suspendedAt) return 'unavailable';
  if (blocks.blockedByMe) return 'blocked-by-me';
  if (blocks.blockedMe) return 'blocked';
  return null;
}

/** Nobody starts a conversation with themselves. */
export const canStartConversationWith = (viewer: Viewer, memberId: string) => !isSelf(viewer, memberId);

/** A member who accepts no new conversations still hears from administrators. */
export const acceptsNewConversation = (viewer: Viewer, target: { whoCanMessage: string }) => target.whoCanMessage !== 'nobody' || isAdmin(viewer);

/** A first message needs a confirmed e-mail address (administrators excepted); answering someone who wrote first does not. */
export const mustConfirmEmailToWriteFirst = (viewer: Viewer & { emailVerifiedAt?: Date | null }) => !viewer.emailVerifiedAt && !isAdmin(viewer);

/** Blocking: a member I have not blocked yet whose account is still open. */
export const canBlock = (conversation: { cannotSend: CannotSendReason | null; member: { unavailable: boolean } }) =>
  conversation.cannotSend !== 'blocked-by-me' && !conversation.member.unavailable;

/** Administrators have no hourly message limits and no first-day limit on new conversations. */
export const messagesUnlimited = (viewer: Viewer) => isAdmin(viewer);

/** Nobody blocks themselves. */
export const blocksSelf = (viewer: Pick<Viewer, 'id'>, memberId: string) => viewer.id === memberId;

/** Administrators cannot be blocked: members report a message instead. */
export const isBlockable = (target: { role: Viewer['role'] }) => target.role !== 'admin';

/** A member reports messages they received, not their own (nor a removed or unsent one, on the screen). */
export const canReportMessage = (viewer: Pick<Viewer, 'id'>, message: { senderId: string; removed?: boolean; pending?: boolean }) =>
  message.senderId !== viewer.id && !message.removed && !message.pending;
