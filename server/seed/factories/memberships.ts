import { randomBytes } from 'node:crypto';
import { addMonths, addYears, subDays } from 'date-fns';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { membershipPayments, memberships, users } from '../../db/schema';
import { levelOf, supporterUntilOf, type MembershipLevelId, type MembershipStatus } from '../../../shared/memberships';
import { TEST_RENEWAL_JOB } from '../../features/memberships/service';
import { enqueueJob } from '../../lib/jobs';

type DemoMembership = {
  member: string;
  level: MembershipLevelId;
  status: Extract<MembershipStatus, 'active' | 'ended'>;
  /** Paid payments, oldest first, as days ago; each pays one period from its date. */
  paidDaysAgo: number[];
  /** Opts in to the forum's Supporter badge (privacy settings). */
  badge?: boolean;
};

/**
 * A few supporting memberships in test mode (issue 29), so /transparency has membership income and
 * the forum shows a Supporter badge: Daniel's yearly $50 (badge on), Priya's monthly $10 (badge off:
 * it is opt-in) and Jonas's monthly $5, which ended when its last paid month ran out.
 */
const demoMemberships: DemoMembership[] = [
  { member: 'daniel@clubfoot.example', level: 'yearly-50', status: 'active', paidDaysAgo: [60], badge: true },
  { member: 'priya@clubfoot.example', level: 'monthly-10', status: 'active', paidDaysAgo: [75, 45, 15] },
  { member: 'jonas@clubfoot.example', level: 'monthly-5', status: 'ended', paidDaysAgo: [110, 80] },
];

const testId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

export async function seedMemberships(db: Db) {
  const emails = demoMemberships.map((demo) => demo.member);
  const members = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(members.map((member) => [member.email, member.id]));
  const now = new Date();
  for (const demo of demoMemberships) {
    const userId = idOf.get(demo.member);
    if (!userId) continue;
    const level = levelOf(demo.level);
    const periodEndOf = (paidAt: Date) => (level.interval === 'year' ? addYears(paidAt, 1) : addMonths(paidAt, 1));
    const paidDates = demo.paidDaysAgo.map((days) => subDays(now, days));
    const lastPaid = paidDates.at(-1)!;
    const currentPeriodEnd = periodEndOf(lastPaid);
    const subscriptionId = testId('testsub');
    const [row] = await db
      .insert(memberships)
      .values({
        userId,
        level: level.id,
        interval: level.interval,
        amountCents: level.amountCents,
        status: demo.status,
        currentPeriodEnd,
        provider: 'test',
        providerSubscriptionId: subscriptionId,
        providerCustomerId: subscriptionId.replace('testsub', 'testcus'),
        idempotencyKey: testId('seed'),
        createdAt: paidDates[0],
        startedAt: paidDates[0],
        endedAt: demo.status === 'ended' ? currentPeriodEnd : null,
      })
      .returning();
    if (!row) continue;
    await db.insert(membershipPayments).values(
      paidDates.map((paidAt) => ({
        membershipId: row.id,
        amountCents: level.amountCents,
        status: 'paid' as const,
        providerRef: testId('testin'),
        paidAt,
        periodEnd: periodEndOf(paidAt),
        createdAt: paidAt,
        mailSentAt: paidAt,
      })),
    );
    // The badge's column, as the payment module keeps it (shared/memberships.ts supporterUntilOf).
    await db.update(users).set({ supporterUntil: supporterUntilOf(row) }).where(eq(users.id, userId));
    if (demo.badge) {
      await db
        .update(users)
        .set({ privacySettings: sql`${users.privacySettings} || '{"showSupporterBadge": true}'::jsonb` })
        .where(eq(users.id, userId));
    }
    // Test mode renews an active membership when its period ends, as the provider would.
    if (demo.status === 'active') await enqueueJob(db, TEST_RENEWAL_JOB, { membershipId: row.id }, currentPeriodEnd);
  }
}
