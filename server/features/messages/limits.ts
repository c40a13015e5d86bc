import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { conversations } from '../../db/schema';
import { increment, RateLimitedError } from '../../lib/db-rate-limit';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { messagesUnlimited, mustConfirmEmailToWriteFirst } from './policy';

const HOUR = 3600_000;
export const NEW_MEMBER_MS = 24 * HOUR;
/** Issue 6: everyone at most 60 messages an hour; a member younger than a day starts at most 5 conversations. */
export const MESSAGE_LIMITS = { messagesPerHour: { max: 60, windowMs: HOUR }, newMemberConversations: 5 } as const;

const isNewMember = (user: UserRow) => Date.now() - user.createdAt.getTime() < NEW_MEMBER_MS;

/** Takes one message from the sender's hour (counted first, in one statement, so parallel sends cannot all pass). */
export async function useMessageAllowance(db: Db, sender: UserRow) {
  if (messagesUnlimited(sender)) return;
  const limit = MESSAGE_LIMITS.messagesPerHour;
  if ((await increment(db, `messages-send:${sender.id}`, limit)) > limit.max) {
    const error = new RateLimitedError(limit.windowMs);
    error.message = 'You have sent a lot of messages in the last hour. Please wait a while before sending more.';
    throw error;
  }
}

/** A brand-new account may start only a few conversations on its first day. */
export async function assertMayStartConversation(db: Db, starter: UserRow) {
  if (messagesUnlimited(starter)) return;
  if (mustConfirmEmailToWriteFirst(starter)) {
    throw new AppError('FORBIDDEN', 'Please confirm your e-mail address before sending messages. You can ask for a new link on your profile page.');
  }
  if (!isNewMember(starter)) return;
  const [row] = await db.select({ n: count() }).from(conversations).where(and(eq(conversations.startedById, starter.id)));
  if ((row?.n ?? 0) >= MESSAGE_LIMITS.newMemberConversations) {
    const error = new RateLimitedError(NEW_MEMBER_MS);
    error.message = `New members can start ${MESSAGE_LIMITS.newMemberConversations} conversations on their first day. Please wait a little before starting another.`;
    throw error;
  }
}
