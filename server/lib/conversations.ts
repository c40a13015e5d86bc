import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { conversationMembers, conversations } from '../db/schema';

/**
 * The one conversation of two members (messages), made if there is none: used by the messages
 * feature and by Clubfoot Buddy when a match is accepted. Answers its id and whether it is new.
 */
/** The two members' conversation, whichever of them started it (smaller id first, as stored). */
function pairOf(x: string, y: string) {
  const [memberA, memberB] = x < y ? [x, y] : [y, x];
  return and(eq(conversations.memberA, memberA), eq(conversations.memberB, memberB));
}

export async function findConversationId(db: Db, x: string, y: string) {
  const [row] = await db.select({ id: conversations.id }).from(conversations).where(pairOf(x, y));
  return row?.id ?? null;
}

export async function ensureConversation(db: Db, startedById: string, otherId: string): Promise<{ id: string; created: boolean }> {
  const [memberA, memberB] = startedById < otherId ? [startedById, otherId] : [otherId, startedById];
  const existing = await findConversationId(db, startedById, otherId);
  if (existing) return { id: existing, created: false };
  const made = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversations)
      .values({ memberA, memberB, startedById })
      .onConflictDoNothing({ target: [conversations.memberA, conversations.memberB] })
      .returning({ id: conversations.id });
    if (!row) return null; // The other member started it at the same moment.
    await tx.insert(conversationMembers).values([
      { conversationId: row.id, userId: startedById, otherUserId: otherId },
      { conversationId: row.id, userId: otherId, otherUserId: startedById },
    ]);
    return row.id;
  });
  if (made) return { id: made, created: true };
  const winner = await findConversationId(db, startedById, otherId);
  if (!winner) throw new Error('conversation vanished while being made');
  return { id: winner, created: false };
}
