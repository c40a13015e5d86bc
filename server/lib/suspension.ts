import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { auditLog, sessions, users } from '../db/schema';

/**
 * Suspends or restores a member, in the caller's transaction: a suspended member's sessions end at
 * once, and the audit log says who did it (admin users, forum reports and message reports use it).
 */
export async function setMemberSuspended(
  db: Pick<Db, 'update' | 'delete' | 'insert'>,
  actorId: string,
  userId: string,
  suspended: boolean,
  details: Record<string, unknown> = {},
) {
  const [updated] = await db
    .update(users)
    .set({ suspendedAt: suspended ? new Date() : null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (suspended) await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.insert(auditLog).values({ actorId, action: suspended ? 'user.suspended' : 'user.restored', targetUserId: userId, details });
  return updated;
}
