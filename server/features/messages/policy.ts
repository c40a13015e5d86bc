import { and, eq, or } from 'drizzle-orm';
import type { CannotSendReason } from '../../../shared/api/messages';
import type { Db } from '../../db';
import { memberBlocks } from '../../db/schema';
import type { MemberColumns } from '../../lib/present-message';

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

/** Why I cannot write to this member, or null: a closed account, then my block, then theirs. */
export function cannotSendReason(other: MemberColumns, blocks: { blockedByMe: boolean; blockedMe: boolean }): CannotSendReason | null {
  if (other.deletedAt || other.suspendedAt) return 'unavailable';
  if (blocks.blockedByMe) return 'blocked-by-me';
  if (blocks.blockedMe) return 'blocked';
  return null;
}

export const CANNOT_SEND_MESSAGES: Record<CannotSendReason, string> = {
  unavailable: "This member's account is no longer active.",
  'blocked-by-me': 'You blocked this member. Unblock them to send a message.',
  blocked: "You can't send messages to this member.",
};
