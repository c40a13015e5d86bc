import { randomBytes } from 'node:crypto';
import { addMonths, subDays, subMonths } from 'date-fns';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { donationPayments, donations, users } from '../../db/schema';
import { TEST_RENEWAL_JOB } from '../../features/donations/service';
import { enqueueJob } from '../../lib/jobs';

type DemoGift = {
  donor: string | null;
  email: string | null;
  type: 'one-time' | 'monthly';
  dollars: number;
  status: 'paid' | 'active' | 'cancelled' | 'failed';
  /** Paid payments, oldest first, as days ago. */
  paidDaysAgo: number[];
  failureMessage?: string;
};

const gifts: DemoGift[] = [
  { donor: 'maya@clubfoot.example', email: null, type: 'monthly', dollars: 25, status: 'active', paidDaysAgo: [80, 50, 20] },
  { donor: 'daniel@clubfoot.example', email: null, type: 'one-time', dollars: 50, status: 'paid', paidDaysAgo: [40] },
  { donor: 'priya@clubfoot.example', email: null, type: 'one-time', dollars: 100, status: 'paid', paidDaysAgo: [3] },
  { donor: null, email: 'grateful.grandma@example.org', type: 'one-time', dollars: 10, status: 'paid', paidDaysAgo: [1] },
  { donor: null, email: 'sam.visitor@example.org', type: 'monthly', dollars: 15, status: 'cancelled', paidDaysAgo: [95, 65] },
  { donor: null, email: null, type: 'one-time', dollars: 250, status: 'paid', paidDaysAgo: [12] },
  { donor: null, email: 'try.again@example.org', type: 'one-time', dollars: 25, status: 'failed', paidDaysAgo: [], failureMessage: 'Your card was declined.' },
];

const testId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** A few gifts in test mode so the profile and the admin area have something to show. */
export async function seedDonations(db: Db) {
  const emails = gifts.flatMap((gift) => (gift.donor ? [gift.donor] : []));
  const members = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(members.map((member) => [member.email, member.id]));
  const now = new Date();
  for (const gift of gifts) {
    const paidDates = gift.paidDaysAgo.map((days) => subDays(now, days));
    const createdAt = paidDates[0] ?? subDays(now, 2);
    const subscriptionId = gift.type === 'monthly' ? testId('testsub') : null;
    const [row] = await db
      .insert(donations)
      .values({
        type: gift.type,
        amountCents: gift.dollars * 100,
        status: gift.status,
        userId: gift.donor ? (idOf.get(gift.donor) ?? null) : null,
        email: gift.donor ?? gift.email,
        provider: 'test',
        providerPaymentIntentId: gift.type === 'one-time' ? testId('testpi') : null,
        providerSubscriptionId: subscriptionId,
        providerCustomerId: subscriptionId?.replace('testsub', 'testcus') ?? null,
        idempotencyKey: testId('seed'),
        failureMessage: gift.failureMessage ?? null,
        createdAt,
        paidAt: paidDates[0] ?? null,
        cancelledAt: gift.status === 'cancelled' ? subMonths(now, 1) : null,
      })
      .returning({ id: donations.id });
    if (!row) continue;
    if (paidDates.length) {
      await db.insert(donationPayments).values(
        paidDates.map((paidAt) => ({
          donationId: row.id,
          amountCents: gift.dollars * 100,
          status: 'paid' as const,
          providerRef: testId('testin'),
          paidAt,
          createdAt: paidAt,
          receiptSentAt: paidAt,
        })),
      );
    }
    const lastPaid = paidDates.at(-1);
    if (gift.status === 'active' && lastPaid) await enqueueJob(db, TEST_RENEWAL_JOB, { donationId: row.id }, addMonths(lastPaid, 1));
  }
}
