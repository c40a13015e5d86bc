import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db';
import { braceCarers, braceChildren, braceDays, braceInvites, braceReminders, braceWear } from '../../db/schema';

/** The brace logs of the children a member shares, for their data export: every stretch, note and skin check. */
export async function braceDataOf(db: Db, userId: string) {
  const shared = await db
    .select({ child: braceChildren, role: braceCarers.role })
    .from(braceCarers)
    .innerJoin(braceChildren, eq(braceChildren.id, braceCarers.childId))
    .where(eq(braceCarers.userId, userId))
    .orderBy(asc(braceChildren.createdAt));
  return Promise.all(
    shared.map(async ({ child, role }) => {
      const [wear, days, reminders] = await Promise.all([
        db.select({ startedAt: braceWear.startedAt, endedAt: braceWear.endedAt }).from(braceWear).where(eq(braceWear.childId, child.id)).orderBy(asc(braceWear.startedAt)),
        db.select({ day: braceDays.day, note: braceDays.note, skin: braceDays.skin }).from(braceDays).where(eq(braceDays.childId, child.id)).orderBy(asc(braceDays.day)),
        db
          .select({ bootsOnTime: braceReminders.bootsOnTime, skinCheckTime: braceReminders.skinCheckTime, milestones: braceReminders.milestones, email: braceReminders.email })
          .from(braceReminders)
          .where(and(eq(braceReminders.childId, child.id), eq(braceReminders.userId, userId))),
      ]);
      const { ownerId: _ownerId, ...details } = child;
      return { ...details, myRole: role, myReminders: reminders[0] ?? null, wear, days };
    }),
  );
}

/**
 * A deleted account's brace logs: a child the member shares with another stays with that member (the
 * longest-standing one now holds it); a child nobody else shares is deleted with its whole log.
 */
export async function removeBraceData(tx: Db, userId: string) {
  const owned = await tx.select({ id: braceChildren.id }).from(braceChildren).where(eq(braceChildren.ownerId, userId));
  for (const { id } of owned) {
    const [heir] = await tx
      .select({ userId: braceCarers.userId })
      .from(braceCarers)
      .where(and(eq(braceCarers.childId, id), ne(braceCarers.userId, userId)))
      .orderBy(asc(braceCarers.createdAt))
      .limit(1);
    if (!heir) {
      await tx.delete(braceChildren).where(eq(braceChildren.id, id));
      continue;
    }
    await tx.update(braceChildren).set({ ownerId: heir.userId }).where(eq(braceChildren.id, id));
    await tx.update(braceCarers).set({ role: 'owner' }).where(and(eq(braceCarers.childId, id), eq(braceCarers.userId, heir.userId)));
  }
  await tx.delete(braceCarers).where(eq(braceCarers.userId, userId));
  await tx.delete(braceReminders).where(eq(braceReminders.userId, userId));
  // Links the member made no longer let anyone in.
  await tx.delete(braceInvites).where(eq(braceInvites.invitedBy, userId));
  // What the member logged stays in the shared logs, no longer named.
  await tx.update(braceWear).set({ loggedBy: null }).where(eq(braceWear.loggedBy, userId));
  await tx.update(braceDays).set({ updatedBy: null }).where(eq(braceDays.updatedBy, userId));
}
