import { aliasedTable, and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { AdminUserRow } from '../../../shared/api/admin';
import type { Db } from '../../db';
import { auditLog, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { escapeLike } from '../../lib/text-search';
import type { UserRow } from '../../lib/sessions';
import { setMemberSuspended } from '../../lib/suspension';
import { profileCompleteness } from '../../lib/profile-completeness';
import { authorizeRoleChange, authorizeSuspend } from './policy';

function presentAdminRow(user: UserRow): AdminUserRow {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
    emailVerified: user.emailVerifiedAt !== null,
    suspended: user.suspendedAt !== null,
    flags: { isParent: !!user.isParent, isAdult: !!user.isAdult, isMedicalProfessional: !!user.isMedicalProfessional },
    profileCompleteness: profileCompleteness(user),
  };
}


export async function listUsers(db: Db, { q, page, pageSize }: { q: string; page: number; pageSize: number }) {
  const pattern = `%${escapeLike(q)}%`;
  const where = and(
    isNull(users.deletedAt),
    q ? or(ilike(users.email, pattern), ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows.map(presentAdminRow), total: totals?.total ?? 0, page, pageSize };
}

export async function memberStats(db: Db) {
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  const [row] = await db
    .select({
      members: count(),
      newMembersThisWeek: sql<number>`count(*) filter (where ${users.createdAt} >= ${weekAgo.toISOString()})`.mapWith(Number),
    })
    .from(users)
    .where(isNull(users.deletedAt));
  return { members: row?.members ?? 0, newMembersThisWeek: row?.newMembersThisWeek ?? 0 };
}

async function targetUser(db: Db, id: string) {
  const [user] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!user) throw notFound('Member not found');
  return user;
}

/** The last admin cannot be demoted, so the site always has someone who can run it. */
export async function changeRole(db: Db, actor: UserRow, id: string, role: 'member' | 'admin') {
  return db.transaction(async (tx) => {
    const target = await targetUser(tx, id);
    if (target.role === role) return presentAdminRow(target);
    await authorizeRoleChange(tx, target, role);
    const [updated] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'user.role_changed', targetUserId: id, details: { from: target.role, to: role } });
    return presentAdminRow(updated as UserRow);
  });
}

/** A suspended member cannot sign in or post; their sessions end at once. */
export async function setSuspended(db: Db, actor: UserRow, id: string, suspended: boolean) {
  authorizeSuspend(actor, id);
  return db.transaction(async (tx) => {
    const target = await targetUser(tx, id);
    // Suspending twice keeps the first date.
    const updated = target.suspendedAt && suspended ? target : await setMemberSuspended(tx, actor.id, id, suspended);
    return presentAdminRow(updated as UserRow);
  });
}

export async function recentAudit(db: Db, limit = 100) {
  const actor = aliasedTable(users, 'actor');
  const target = aliasedTable(users, 'target');
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorEmail: actor.email,
      targetEmail: target.email,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, auditLog.targetUserId))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor: row.actorEmail,
    target: row.targetEmail,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  }));
}

