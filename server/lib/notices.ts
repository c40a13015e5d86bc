import { and, count, eq, isNull } from 'drizzle-orm';
import type { Notice, NoticeKind } from '../../shared/api/notifications';
import type { Db, Tx } from '../db';
import { notifications } from '../db/schema';
import { notifyMembers } from './realtime/channel';

export type NewNotice = { kind: NoticeKind; title: string; body: string; link: string | null };

/**
 * An in-site notice for a member, written in the caller's transaction; the NOTIFY it raises
 * delivers it to the member's open streams on every instance once that commits.
 */
export async function addNotice(tx: Tx, userId: string, notice: NewNotice) {
  const [row] = await tx.insert(notifications).values({ userId, ...notice }).returning({ id: notifications.id });
  if (row) await notifyMembers(tx, { t: 'notice', id: row.id, u: [userId, userId] });
}

export function presentNotice(row: typeof notifications.$inferSelect): Notice {
  return {
    id: row.id,
    kind: row.kind as NoticeKind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export async function unreadNoticeCount(db: Db, userId: string) {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}
