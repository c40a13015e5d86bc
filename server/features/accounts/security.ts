import { eq, or } from 'drizzle-orm';
import type { ChangePasswordBody } from '../../../shared/api/auth';
import type { Db } from '../../db';
import { braceDataOf, removeBraceData } from './brace-data';
import { analyticsSessions, donations, idempotencyKeys, memberBlocks, memberships, pageViews, pushSubscriptions, sessions, shoeProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { memberScope } from '../../lib/idempotency';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/passwords';
import { presentCurrentUser } from '../../lib/present-user';
import type { UserRow } from '../../lib/sessions';

async function assertPassword(user: UserRow, password: string) {
  if (!password || !(await verifyPassword(user.passwordHash, password))) throw new AppError('BAD_REQUEST', 'Your current password is not correct');
}

/** A new password ends every session; the caller starts a fresh one for this browser. */
export async function changePassword(db: Db, user: UserRow, input: ChangePasswordBody) {
  // An account that signs in with Google only may set its first password without one.
  if (user.passwordHash !== null) await assertPassword(user, input.currentPassword);
  const problem = passwordProblem(input.newPassword, { email: user.email });
  if (problem) throw new AppError('BAD_REQUEST', problem);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
}

/** Every personal record the site holds about the member, as one JSON document. */
export async function exportPersonalData(db: Db, user: UserRow) {
  const [mySessions, shoes, visits, views, gifts, brace, supporting] = await Promise.all([
    db.select({ createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent }).from(sessions).where(eq(sessions.userId, user.id)),
    db.select().from(shoeProfiles).where(eq(shoeProfiles.userId, user.id)),
    db.select({ startedAt: analyticsSessions.startedAt, durationSeconds: analyticsSessions.durationSeconds, userAgent: analyticsSessions.userAgent }).from(analyticsSessions).where(eq(analyticsSessions.userId, user.id)),
    db.select({ path: pageViews.path, createdAt: pageViews.createdAt }).from(pageViews).where(eq(pageViews.userId, user.id)),
    db
      .select({ type: donations.type, amountCents: donations.amountCents, status: donations.status, createdAt: donations.createdAt, paidAt: donations.paidAt, cancelledAt: donations.cancelledAt })
      .from(donations)
      .where(eq(donations.userId, user.id)),
    braceDataOf(db, user.id),
    db
      .select({ level: memberships.level, amountCents: memberships.amountCents, status: memberships.status, createdAt: memberships.createdAt, currentPeriodEnd: memberships.currentPeriodEnd, cancelledAt: memberships.cancelledAt, endedAt: memberships.endedAt })
      .from(memberships)
      .where(eq(memberships.userId, user.id)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      ...presentCurrentUser(user),
      createdAt: user.createdAt.toISOString(),
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
      termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
      termsVersion: user.termsVersion,
      signInWithGoogle: user.googleSubject !== null,
    },
    sessions: mySessions,
    clubfootBuddy: shoes.map(({ userId: _userId, ...rest }) => rest),
    analytics: { visits, pageViews: views },
    donations: gifts,
    supportingMemberships: supporting,
    braceTracker: brace,
  };
}

/**
 * Removes the member's personal data. The row stays (as 'Deleted member') so that what they
 * wrote in the community keeps its place in conversations; nothing identifying remains on it.
 */
export async function deleteAccount(
  db: Db,
  user: UserRow,
  confirm: { password: string; confirmEmail: string },
  /** Runs once the member has confirmed, before anything is removed (ending monthly gifts). */
  beforeRemoving: () => Promise<void> = async () => {},
) {
  if (user.passwordHash !== null) await assertPassword(user, confirm.password);
  else if (confirm.confirmEmail.trim().toLowerCase() !== user.email) {
    throw new AppError('BAD_REQUEST', 'Please type your email address to confirm');
  }
  await beforeRemoving();
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    // Its devices hear nothing more (the row stays, as a deleted member, so cascades do not run).
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    await tx.delete(shoeProfiles).where(eq(shoeProfiles.userId, user.id));
    await removeBraceData(tx, user.id);
    // Stored first answers of the member's creates hold what they wrote (a note, a message).
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, memberScope(user.id)));
    // Messages already sent stay in the other member's conversation, from 'Deleted member'; blocks go.
    await tx.delete(memberBlocks).where(or(eq(memberBlocks.blockerId, user.id), eq(memberBlocks.blockedId, user.id)));
    await tx.update(analyticsSessions).set({ userId: null }).where(eq(analyticsSessions.userId, user.id));
    await tx.update(pageViews).set({ userId: null }).where(eq(pageViews.userId, user.id));
    await tx
      .update(users)
      .set({
        email: `deleted-${user.id}@deleted.invalid`,
        passwordHash: null,
        googleSubject: null,
        firstName: null,
        lastName: null,
        profileImageUrl: null,
        bio: null,
        location: null,
        birthYear: null,
        isParent: null,
        isAdult: null,
        isMedicalProfessional: null,
        clubfootSide: null,
        treatmentStage: null,
        diagnosisDate: null,
        treatmentType: null,
        preferredContactMethod: null,
        role: 'member',
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
  });
}
