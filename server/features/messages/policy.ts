import { and, eq, or } from 'drizzle-orm';
import type { CannotSendReason } from '../../../shared/api/messages';
import { acceptsNewConversation, canStartConversationWith, mustConfirmEmailToWriteFirst } from '../../../shared/policies/messages';
import type { Db } from '../../db';
import { memberBlocks, messages } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';

/** The message rules (shared/policies/messages.ts) with the API's sentences, and the checks that read the database. */
export { blocksSelf, cannotSendReason, canReportMessage, isBlockable, messagesUnlimited, mustConfirmEmailToWriteFirst } from '../../../shared/policies/messages';

/** Whether either member blocked the other: [I blocked them, they blocked me]. */
export async function blocksBetween(db: Db, me: string, other: string) {
  const rows = await db
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(
      or(and(eq(memberBlocks.blockerId, me), eq(memberBlocks.blockedId, other)), and(eq(memberBlocks.blockerId, other), eq(memberBlocks.blockedId, me))),
    );
  return { blockedByMe: rows.some((row) => row.blockerId === me), blockedMe: rows.some((row) => row.blockerId === other) };
}

export const CANNOT_SEND_MESSAGES: Record<CannotSendReason, string> = {
  unavailable: "This member's account is no longer active.",
  'blocked-by-me': 'You blocked this member. Unblock them to send a message.',
  blocked: "You can't send messages to this member.",
};

export function authorizeStartWith(me: UserRow, memberId: string) {
  if (!canStartConversationWith(me, memberId)) throw badRequest('You cannot start a conversation with yourself');
}

export function authorizeNewConversation(me: UserRow, target: { whoCanMessage: string }) {
  if (!acceptsNewConversation(me, target)) throw new AppError('FORBIDDEN', 'This member has chosen not to receive new conversations.');
}

/** A first message needs a confirmed address; answering someone who wrote first does not. */
export async function authorizeFirstMessage(db: Db, me: UserRow, conversationId: string, otherId: string) {
  if (!mustConfirmEmailToWriteFirst(me)) return;
  const [fromThem] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, otherId)))
    .limit(1);
  if (!fromThem) throw new AppError('FORBIDDEN', 'Please confirm your e-mail address before sending messages. You can ask for a new link on your profile page.');
}
