import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { donations, memberships } from '../db/schema';
import { AppError } from './errors';

/** The provider in use ('off': none, so a gift of another provider is only marked cancelled here). */
type Canceller = { mode: 'stripe' | 'test' | 'off'; cancelSubscription(subscriptionId: string, idempotencyKey: string): Promise<void> };
type Gift = typeof donations.$inferSelect;

/** Our record of a running monthly gift says cancelled (the provider has already been told, or told us). */
export async function markGiftCancelled(db: Db, donationId: string) {
  await db
    .update(donations)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(and(eq(donations.id, donationId), inArray(donations.status, ['pending', 'active'])));
}

/**
 * Stops one monthly gift: at the provider first, so nothing more is charged, then in our records.
 * Throws 503 with `unreachable` when the provider cannot be reached.
 */
export async function stopMonthlyGift(db: Db, payments: Canceller, gift: Gift, unreachable: string) {
  if (gift.providerSubscriptionId && gift.provider === payments.mode) {
    try {
      await payments.cancelSubscription(gift.providerSubscriptionId, `cancel:${gift.id}`);
    } catch {
      throw new AppError('UNAVAILABLE', unreachable);
    }
  }
  await markGiftCancelled(db, gift.id);
}

/**
 * Ends a member's running monthly gifts and supporting membership (a closing account could not cancel them later). Throws 503
 * when the provider cannot be reached, so the account is not closed with a gift still running.
 */
export async function endMonthlyGiftsOf(db: Db, payments: Canceller, userId: string) {
  const running = await db
    .select()
    .from(donations)
    .where(and(eq(donations.userId, userId), eq(donations.type, 'monthly'), inArray(donations.status, ['pending', 'active'])));
  for (const gift of running) {
    await stopMonthlyGift(db, payments, gift, 'Your monthly gift could not be stopped at the payment provider just now. Please try again in a few minutes.');
  }
  await endMembershipsOf(db, payments, userId);
}

/** A closing account's supporting membership (issue 29) is stopped too: no one is charged for an account that is gone. */
async function endMembershipsOf(db: Db, payments: Canceller, userId: string) {
  const running = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.status, ['pending', 'active', 'cancelling'])));
  for (const membership of running) {
    if (membership.providerSubscriptionId && membership.provider === payments.mode && membership.status !== 'cancelling') {
      try {
        await payments.cancelSubscription(membership.providerSubscriptionId, `cancel-membership:${membership.id}`);
      } catch {
        throw new AppError('UNAVAILABLE', 'Your supporting membership could not be stopped at the payment provider just now. Please try again in a few minutes.');
      }
    }
    await db.update(memberships).set({ status: 'ended', endedAt: new Date() }).where(eq(memberships.id, membership.id));
  }
}
