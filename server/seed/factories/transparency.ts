import { subDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { charityPayouts, users } from '../../db/schema';

/**
 * Two payouts to fictional clubfoot charities, timed against the demo gifts (factories/donations.ts:
 * $515 paid over 95 days, so $412 owed by the 80/20 split): by 35 days ago $104 was owed and $100 is
 * passed on; by 5 days ago $324, and $200 more is. The balance is never negative, and $112 is left.
 * The demo memberships (factories/memberships.ts: half of $95 paid) only add to what is owed: $47.50
 * more is left.
 */
const payouts = [
  { daysAgo: 35, recipient: 'Eastvale Children’s Casting Fund', dollars: 100, reference: 'Transfer EV-2026-0412', note: 'Plaster and casting supplies for the spring clinics.' },
  { daysAgo: 5, recipient: 'Harbourview Clubfoot Trust', dollars: 200, reference: 'Receipt HCT-0087', note: 'Boots and bars for families on the waiting list.' },
];

export async function seedPayouts(db: Db) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  const now = new Date();
  await db.insert(charityPayouts).values(
    payouts.map((payout) => ({
      paidOn: subDays(now, payout.daysAgo).toISOString().slice(0, 10),
      recipient: payout.recipient,
      amountCents: payout.dollars * 100,
      reference: payout.reference,
      note: payout.note,
      recordedBy: admin?.id ?? null,
      createdAt: subDays(now, payout.daysAgo),
    })),
  );
}
