import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { JoinMembershipBody } from '../../../shared/api/memberships';
import { levelOf, supporterUntilOf } from '../../../shared/memberships';
import type { Db, Tx } from '../../db';
import { memberships, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { enqueueJob } from '../../lib/jobs';
import { readOrganisation } from '../../lib/organisation';
import { type PaymentProvider, ProviderError } from '../../lib/payments/provider';
import type { UserRow } from '../../lib/sessions';
import { authorizeCancel, authorizeJoin, authorizeOwnMembership } from './policy';

export const MAIL_JOB = 'memberships.mail';
export const PERIOD_END_JOB = 'memberships.period-end';
export const TEST_RENEWAL_JOB = 'memberships.test-renewal';

export type MembershipRow = typeof memberships.$inferSelect;
type Canceller = { mode: 'stripe' | 'test' | 'off'; cancelSubscription(subscriptionId: string, idempotencyKey: string): Promise<void> };

/** The member's latest membership that is running or waiting for its first payment, else their latest. */
export async function latestMembershipOf(db: Db, userId: string) {
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(desc(memberships.createdAt)).limit(1);
  return row;
}

async function runningMembershipOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.status, ['active', 'cancelling'])))
    .orderBy(desc(memberships.createdAt))
    .limit(1);
  return row;
}

/**
 * The badge reads users.supporter_until (the forum's kept answers are told by its trigger, migration
 * 0041): the latest end over the member's memberships, so an old one ending never hides a new one.
 */
export async function keepBadge(tx: Tx, membership: Pick<MembershipRow, 'userId'>) {
  if (!membership.userId) return;
  const rows = await tx.select().from(memberships).where(eq(memberships.userId, membership.userId));
  const ends = rows.map((row) => supporterUntilOf(row)?.getTime() ?? 0);
  const latest = Math.max(0, ...ends);
  await tx.update(users).set({ supporterUntil: latest > 0 ? new Date(latest) : null }).where(eq(users.id, membership.userId));
}

/**
 * Starts a supporting membership: recorded as pending, then a subscription at the provider with the
 * level's interval. Only the provider's events make it active (events.ts). The same idempotency key
 * always leads to the same membership and subscription, as with a monthly gift.
 */
export async function startMembership(db: Db, provider: PaymentProvider, member: UserRow, body: JoinMembershipBody, requestKey: string | null) {
  authorizeJoin(await runningMembershipOf(db, member.id));
  const level = levelOf(body.level);
  const idempotencyKey = body.idempotencyKey ?? (requestKey ? `request:${requestKey}` : randomUUID());
  await db
    .insert(memberships)
    .values({ userId: member.id, level: level.id, interval: level.interval, amountCents: level.amountCents, provider: provider.mode, idempotencyKey })
    .onConflictDoNothing();
  const [membership] = await db.select().from(memberships).where(eq(memberships.idempotencyKey, idempotencyKey));
  if (!membership) throw new Error('membership vanished');
  if (membership.userId !== member.id || membership.level !== level.id) {
    throw new AppError('CONFLICT', 'This request was already used for a different membership. Please press Join again.');
  }
  if (membership.status !== 'pending') throw new AppError('CONFLICT', 'This membership has already been started. Please press Join again for a new one.');

  const organisation = (await readOrganisation(db)).name;
  try {
    const created = await provider.createSubscription(db, {
      amountCents: level.amountCents,
      email: member.email,
      description: `${level.interval === 'month' ? 'Monthly' : 'Yearly'} supporting membership of ${organisation}`,
      metadata: { membershipId: membership.id },
      idempotencyKey: `membership:${idempotencyKey}`,
      interval: level.interval,
    });
    await db
      .update(memberships)
      .set({ providerSubscriptionId: created.subscriptionId, providerCustomerId: created.customerId })
      .where(eq(memberships.id, membership.id));
    await replaceOlderUnpaid(db, provider, membership);
    return { id: membership.id, membershipId: membership.id, clientSecret: created.clientSecret, mode: provider.mode };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await db.update(memberships).set({ status: 'failed', failureMessage: error.message }).where(eq(memberships.id, membership.id));
    throw new AppError(
      error.refusedInput ? 'BAD_REQUEST' : 'UNAVAILABLE',
      error.refusedInput ? `The payment provider refused the membership: ${error.message}` : 'The payment provider could not be reached. Please try again.',
    );
  }
}

/** What an unpaid membership replaced by a newer press of Join says in the admin list. */
export const REPLACED_MESSAGE = 'Replaced by a later request to join before it was paid. Nothing was charged.';

/**
 * Two tabs, two presses of Join (each its own idempotency key): only the newest unpaid membership can
 * still be paid. The older ones' subscriptions are cancelled at the provider, their first payment with
 * them, so a member is never charged twice; they end, never started. One the provider could not
 * cancel stays pending, and the next Join tries again.
 */
async function replaceOlderUnpaid(db: Db, provider: PaymentProvider, kept: MembershipRow) {
  if (!kept.userId) return;
  // Only older ones whose subscription exists: a newer one (a tab pressed later) replaces this one instead.
  const older = await db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, kept.userId),
        eq(memberships.status, 'pending'),
        ne(memberships.id, kept.id),
        lt(memberships.createdAt, kept.createdAt),
        isNotNull(memberships.providerSubscriptionId),
        eq(memberships.provider, provider.mode),
      ),
    );
  for (const other of older) {
    let stopped: boolean;
    try {
      stopped = await provider.cancelUnpaidSubscription(other.providerSubscriptionId!, `replace-membership:${other.id}`);
    } catch {
      stopped = false;
    }
    // Paid meanwhile (its event is on the way), or the provider could not be asked: left as it is.
    if (!stopped) continue;
    await db
      .update(memberships)
      .set({ status: 'ended', endedAt: new Date(), failureMessage: REPLACED_MESSAGE })
      .where(and(eq(memberships.id, other.id), eq(memberships.status, 'pending')));
  }
}

export async function findMemberMembership(db: Db, member: UserRow, id: string) {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  return authorizeOwnMembership(member, row);
}

/**
 * Stops renewal. The subscription ends at the provider now, so nothing more is ever charged (and its
 * "subscription deleted" event changes nothing here); the member stays a supporter until the paid
 * period ends, when PERIOD_END_JOB marks it ended and e-mails them.
 */
export async function cancelMembership(db: Db, provider: Canceller, membership: MembershipRow) {
  if (!authorizeCancel(membership)) return;
  if (membership.providerSubscriptionId && membership.provider === provider.mode) {
    try {
      await provider.cancelSubscription(membership.providerSubscriptionId, `cancel-membership:${membership.id}`);
    } catch {
      throw new AppError('UNAVAILABLE', 'The payment provider could not be reached. Please try again.');
    }
  }
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(memberships)
      .set({ status: 'cancelling', cancelledAt: new Date() })
      .where(and(eq(memberships.id, membership.id), eq(memberships.status, 'active')))
      .returning();
    if (!updated) return;
    await keepBadge(tx, updated);
    await enqueueJob(tx, PERIOD_END_JOB, { membershipId: updated.id }, updated.currentPeriodEnd ?? new Date());
  });
}
