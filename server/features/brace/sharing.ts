import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { BraceInvitation, BraceInvite, NewBraceInvite } from '../../../shared/api/brace';
import { canInvite, canRemoveCarer, INVITE_DAYS, MAX_CARERS_PER_CHILD, MAX_CHILDREN_PER_MEMBER, MAX_OPEN_INVITES } from '../../../shared/policies/brace';
import type { Db } from '../../db';
import { braceCarers, braceChildren, braceInvites, braceReminders, users } from '../../db/schema';
import { AppError, notFound, said } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { hashToken, newToken } from '../../lib/tokens';
import { presentChild } from './present';
import { carersOf, childFor } from './service';

/*
 * Sharing a child's log (issue 24): the member who set the child up makes an invitation link and sends
 * it however they like (a message, a text); the member who opens it, signed in, accepts it once. No
 * address is looked up, so an invitation tells nobody who is a member.
 */

const DAY_MS = 86_400_000;
const gone = () => notFound('This invitation has expired or was withdrawn. Ask for a new link.');
const presentInvite = (row: typeof braceInvites.$inferSelect): BraceInvite => ({ id: row.id, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() });

async function childToShare(db: Db, viewer: UserRow, id: string, lock = false) {
  const found = await childFor(db, viewer, id, lock);
  if (!canInvite(viewer, found.carers)) throw new AppError('FORBIDDEN', 'Only the member who set up this child’s log can invite others to it');
  return found;
}

const openInvites = (db: Db, childId: string, now: number) =>
  db
    .select()
    .from(braceInvites)
    .where(and(eq(braceInvites.childId, childId), gt(braceInvites.expiresAt, new Date(now))))
    .orderBy(asc(braceInvites.createdAt));

export async function listInvites(db: Db, viewer: UserRow, id: string, now = Date.now()) {
  await childToShare(db, viewer, id);
  return { invites: (await openInvites(db, id, now)).map(presentInvite) };
}

export async function createInvite(db: Db, viewer: UserRow, id: string, now = Date.now()): Promise<NewBraceInvite> {
  const { carers } = await childToShare(db, viewer, id, true);
  if (carers.length >= MAX_CARERS_PER_CHILD) throw new AppError('CONFLICT', said('A log can be shared by at most {max} members', { max: MAX_CARERS_PER_CHILD }));
  // Links past their week are cleared as new ones are made.
  await db.delete(braceInvites).where(and(eq(braceInvites.childId, id), lte(braceInvites.expiresAt, new Date(now))));
  if ((await openInvites(db, id, now)).length >= MAX_OPEN_INVITES) {
    throw new AppError('CONFLICT', said('There are already {count} open invitations: withdraw one you no longer need first', { count: MAX_OPEN_INVITES }));
  }
  const token = newToken();
  const [row] = await db
    .insert(braceInvites)
    .values({ childId: id, tokenHash: hashToken(token), invitedBy: viewer.id, createdAt: new Date(now), expiresAt: new Date(now + INVITE_DAYS * DAY_MS) })
    .returning();
  if (!row) throw new Error('brace invite not stored');
  return { ...presentInvite(row), token };
}

export async function revokeInvite(db: Db, viewer: UserRow, id: string, inviteId: string) {
  await childToShare(db, viewer, id);
  const removed = await db
    .delete(braceInvites)
    .where(and(eq(braceInvites.id, inviteId), eq(braceInvites.childId, id)))
    .returning({ id: braceInvites.id });
  if (!removed.length) throw notFound('Invitation not found');
  return { ok: true as const };
}

/** The open invitation a link holds, with its child (locked when accepting). */
async function inviteOf(db: Db, token: string, now: number, lock = false) {
  const query = db
    .select({ invite: braceInvites, child: braceChildren, invitedBy: users.firstName })
    .from(braceInvites)
    .innerJoin(braceChildren, eq(braceChildren.id, braceInvites.childId))
    .innerJoin(users, eq(users.id, braceInvites.invitedBy))
    .where(and(eq(braceInvites.tokenHash, hashToken(token)), gt(braceInvites.expiresAt, new Date(now))));
  const [found] = lock ? await query.for('update', { of: [braceInvites, braceChildren] }) : await query;
  if (!found) throw gone();
  return found;
}

export async function readInvitation(db: Db, viewer: UserRow, token: string, now = Date.now()): Promise<BraceInvitation> {
  const { child, invitedBy, invite } = await inviteOf(db, token, now);
  const carers = await carersOf(db, [child.id]);
  return { childId: child.id, childName: child.name, invitedBy, expiresAt: invite.expiresAt.toISOString(), alreadySharing: carers.some((carer) => carer.userId === viewer.id) };
}

export async function acceptInvite(db: Db, viewer: UserRow, token: string, now = Date.now()) {
  return db.transaction(async (tx) => {
    // The member's children are counted under the same lock as setting one up.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('brace-children'), hashtext(${viewer.id}))`);
    const { child, invite } = await inviteOf(tx, token, now, true);
    const carers = await carersOf(tx, [child.id]);
    if (carers.some((carer) => carer.userId === viewer.id)) throw new AppError('CONFLICT', said('You already share {child}’s log', { child: child.name }));
    if (carers.length >= MAX_CARERS_PER_CHILD) throw new AppError('CONFLICT', said('{child}’s log is already shared by {max} members', { child: child.name, max: MAX_CARERS_PER_CHILD }));
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(braceCarers).where(eq(braceCarers.userId, viewer.id));
    if (n >= MAX_CHILDREN_PER_MEMBER) throw new AppError('CONFLICT', said('You can track up to {max} children', { max: MAX_CHILDREN_PER_MEMBER }));
    await tx.insert(braceCarers).values({ childId: child.id, userId: viewer.id, role: 'carer', createdAt: new Date(now) });
    // A link is used once.
    await tx.delete(braceInvites).where(eq(braceInvites.id, invite.id));
    return presentChild(child, await carersOf(tx, [child.id]), viewer);
  });
}

export async function removeCarer(db: Db, viewer: UserRow, id: string, userId: string) {
  await db.transaction(async (tx) => {
    const { carers } = await childFor(tx, viewer, id, true);
    if (!carers.some((carer) => carer.userId === userId)) throw notFound('That member does not share this log');
    if (!canRemoveCarer(viewer, carers, userId)) {
      throw new AppError('FORBIDDEN', userId === viewer.id ? 'You set up this log: remove it instead, or keep it' : 'Only the member who set up this log can take others off it');
    }
    await tx.delete(braceCarers).where(and(eq(braceCarers.childId, id), eq(braceCarers.userId, userId)));
    // No more reminders about a child they no longer share.
    await tx.delete(braceReminders).where(and(eq(braceReminders.childId, id), eq(braceReminders.userId, userId)));
  });
  return { ok: true as const };
}
