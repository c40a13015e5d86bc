import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgrammeFigures } from '../../shared/api/analytics-figures';
import { buddyMatches, donationPayments, donations, eventRegistrations, membershipPayments, memberships, orders, referralRequests, users } from '../../server/db/schema';
import { signUp } from '../support/accounts';
import { makeEvent } from '../support/events';
import { shippingAddress } from '../support/shop';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
let adminCookie: string;
let memberCookie: string;

const at = (iso: string) => new Date(iso);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function figures(from: string, to: string, cookie = adminCookie) {
  const res = await app.inject({ method: 'GET', url: `/api/admin/analytics/programmes?from=${from}&to=${to}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as ProgrammeFigures;
}

const values = (points: { value: number }[]) => points.map((point) => point.value);

/** The period most tests read: March and April 2025 (61 days), after 30 Dec 2024 to 28 Feb 2025. */
const MAIN = { from: '2025-03-01', to: '2025-04-30' };

let made = 0;
const key = (label: string) => `${label}-${(made += 1)}`;

function referral(createdAt: Date, answer: { matchedAt?: Date; closedAt?: Date } = {}) {
  return {
    firstName: 'Lena',
    lastName: 'Parent',
    email: 'lena.parent@example.org',
    phone: '+44 20 7946 0018',
    country: 'GB',
    city: 'London',
    age: 0,
    affectedFoot: 'right' as const,
    treatmentStage: 'diagnosis' as const,
    consentAt: createdAt,
    consentPolicyVersion: '2025-01',
    createdAt,
    status: answer.matchedAt ? ('matched' as const) : answer.closedAt ? ('closed' as const) : ('new' as const),
    matchedAt: answer.matchedAt ?? null,
    closedAt: answer.closedAt ?? null,
    closedReason: answer.closedAt ? ('admin' as const) : null,
  };
}

async function gift(type: 'one-time' | 'monthly', values: Partial<typeof donations.$inferInsert>, payments: { paidAt: Date; amountCents: number; refundedCents?: number; refundedAt?: Date }[]) {
  const [row] = await app.db
    .insert(donations)
    .values({ type, amountCents: payments[0]?.amountCents ?? 1500, provider: 'test', idempotencyKey: key('gift'), status: 'pending', ...values })
    .returning();
  for (const payment of payments) {
    await app.db.insert(donationPayments).values({ donationId: row!.id, status: 'paid', providerRef: key('ref'), ...payment });
  }
  return row!;
}

async function membership(
  values: Partial<typeof memberships.$inferInsert>,
  payments: { paidAt: Date; amountCents: number; status?: 'paid' | 'failed'; refundedCents?: number; refundedAt?: Date }[],
) {
  const [row] = await app.db
    .insert(memberships)
    .values({ level: 'monthly-10', interval: 'month', amountCents: 1000, provider: 'test', idempotencyKey: key('membership'), status: 'active', ...values })
    .returning();
  for (const payment of payments) {
    await app.db.insert(membershipPayments).values({ membershipId: row!.id, status: 'paid', providerRef: key('membership-ref'), ...payment });
  }
}

async function order(totalCents: number, values: Partial<typeof orders.$inferInsert>) {
  await app.db.insert(orders).values({
    email: 'buyer@example.org',
    shippingAddress: { ...shippingAddress, line2: null, phone: null },
    shippingMethod: 'standard',
    subtotalCents: totalCents - 500,
    shippingCents: 500,
    totalCents,
    provider: 'test',
    idempotencyKey: key('order'),
    reservedUntil: values.createdAt ?? new Date(),
    ...values,
  });
}

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 100 });
  const admin = await signUp(app);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  adminCookie = admin.cookie;
  const members = await Promise.all([signUp(app), signUp(app), signUp(app), signUp(app)]);
  memberCookie = members[0].cookie;
  const [u1, u2, u3, u4] = members.map((member) => member.user.id) as [string, string, string, string];

  // Clubfoot Buddy.
  await app.db.insert(buddyMatches).values([
    { requesterId: u1, recipientId: u2, status: 'requested', createdAt: at('2025-03-02T09:00:00Z') },
    { requesterId: u1, recipientId: u3, status: 'accepted', createdAt: at('2025-03-03T09:00:00Z'), respondedAt: at('2025-03-05T09:00:00Z') },
    {
      requesterId: u2,
      recipientId: u3,
      status: 'completed',
      createdAt: at('2025-03-03T10:00:00Z'),
      respondedAt: at('2025-03-04T10:00:00Z'),
      closedAt: at('2025-03-25T10:00:00Z'),
    },
    { requesterId: u1, recipientId: u2, status: 'declined', createdAt: at('2025-03-10T09:00:00Z'), respondedAt: at('2025-03-11T09:00:00Z'), closedAt: at('2025-03-11T09:00:00Z') },
    // Accepted, then called off: it was a match all the same.
    {
      requesterId: u3,
      recipientId: u4,
      status: 'cancelled',
      createdAt: at('2025-03-10T10:00:00Z'),
      respondedAt: at('2025-03-12T10:00:00Z'),
      closedAt: at('2025-03-20T10:00:00Z'),
    },
    // Withdrawn before any answer: no match.
    { requesterId: u4, recipientId: u1, status: 'cancelled', createdAt: at('2025-03-11T10:00:00Z'), closedAt: at('2025-03-12T10:00:00Z') },
    // Asked in the previous period, accepted and completed in this one.
    {
      requesterId: u2,
      recipientId: u4,
      status: 'completed',
      createdAt: at('2025-02-20T10:00:00Z'),
      respondedAt: at('2025-03-02T10:00:00Z'),
      closedAt: at('2025-04-29T10:00:00Z'),
    },
  ]);

  // Doctor requests.
  await app.db.insert(referralRequests).values([
    referral(at('2025-03-04T10:00:00Z'), { matchedAt: at('2025-03-06T09:00:00Z') }), // 47 hours: in time
    referral(at('2025-03-04T12:00:00Z'), { matchedAt: at('2025-03-06T13:00:00Z') }), // 49 hours: late
    referral(at('2025-03-20T08:00:00Z'), { closedAt: at('2025-03-20T12:00:00Z') }), // closed by the team the same day: answered in time
    referral(at('2025-04-10T08:00:00Z')), // never answered, long overdue
    referral(at('2025-02-10T08:00:00Z'), { matchedAt: at('2025-02-11T08:00:00Z') }), // the previous period, in time
    referral(hoursAgo(10)), // still within its 48 hours: not due yet
    referral(hoursAgo(30), { matchedAt: hoursAgo(5) }), // answered in 25 hours
  ]);

  // Donations.
  await gift('one-time', { status: 'paid', paidAt: at('2025-03-31T23:30:00Z') }, [{ paidAt: at('2025-03-31T23:30:00Z'), amountCents: 2500 }]);
  await gift('one-time', { status: 'paid', paidAt: at('2025-04-01T00:30:00Z') }, [{ paidAt: at('2025-04-01T00:30:00Z'), amountCents: 5000 }]);
  await gift('one-time', { status: 'paid', paidAt: at('2025-02-14T12:00:00Z') }, [{ paidAt: at('2025-02-14T12:00:00Z'), amountCents: 1000 }]);
  const refused = await gift('one-time', { status: 'failed', createdAt: at('2025-03-10T12:00:00Z') }, []);
  await app.db
    .insert(donationPayments)
    .values({ donationId: refused.id, amountCents: 9000, status: 'failed', providerRef: key('failed'), createdAt: at('2025-03-10T12:00:00Z') });
  // Monthly: one running since January, one from 5 March cancelled on 10 April, one never paid,
  // one over by 20 February, and one from December cancelled on 10 March.
  await gift('monthly', { status: 'active', paidAt: at('2025-01-15T08:00:00Z') }, [
    { paidAt: at('2025-01-15T08:00:00Z'), amountCents: 2000 },
    { paidAt: at('2025-02-15T08:00:00Z'), amountCents: 2000 },
    { paidAt: at('2025-03-15T08:00:00Z'), amountCents: 2000 },
    { paidAt: at('2025-04-15T08:00:00Z'), amountCents: 2000 },
    // Charged twice by mistake and refunded the next day: no money in.
    { paidAt: at('2025-04-20T08:00:00Z'), amountCents: 2000, refundedCents: 2000, refundedAt: at('2025-04-21T08:00:00Z') },
  ]);
  await gift('monthly', { status: 'cancelled', paidAt: at('2025-03-05T08:00:00Z'), cancelledAt: at('2025-04-10T12:00:00Z') }, [
    { paidAt: at('2025-03-05T08:00:00Z'), amountCents: 1500 },
  ]);
  await gift('monthly', { status: 'cancelled', cancelledAt: at('2025-03-20T12:00:00Z') }, []);
  await gift('monthly', { status: 'cancelled', paidAt: at('2025-02-01T08:00:00Z'), cancelledAt: at('2025-02-20T12:00:00Z') }, [
    { paidAt: at('2025-02-01T08:00:00Z'), amountCents: 3000 },
  ]);
  await gift('monthly', { status: 'cancelled', paidAt: at('2024-12-01T08:00:00Z'), cancelledAt: at('2025-03-10T12:00:00Z') }, [
    { paidAt: at('2024-12-01T08:00:00Z'), amountCents: 1200 },
  ]);

  // Supporting memberships: monthly since February; yearly from 3 March, cancelled and over on
  // 20 April; one whose first payment was refused; one ended in February with no ending recorded.
  await membership({ userId: u1, startedAt: at('2025-02-10T09:00:00Z'), currentPeriodEnd: at('2025-05-10T09:00:00Z') }, [
    { paidAt: at('2025-02-10T09:00:00Z'), amountCents: 1000 },
    { paidAt: at('2025-03-10T09:00:00Z'), amountCents: 1000 },
    { paidAt: at('2025-04-10T09:00:00Z'), amountCents: 1000 },
    // Paid in February, refunded in full in April: taken off April.
    { paidAt: at('2025-02-11T09:00:00Z'), amountCents: 1000, refundedCents: 1000, refundedAt: at('2025-04-12T09:00:00Z') },
  ]);
  await membership(
    { userId: u2, level: 'yearly-50', interval: 'year', amountCents: 5000, status: 'ended', startedAt: at('2025-03-03T09:00:00Z'), endedAt: at('2025-04-20T09:00:00Z') },
    [{ paidAt: at('2025-03-03T09:00:00Z'), amountCents: 5000 }],
  );
  await membership({ userId: u3, status: 'failed' }, [{ paidAt: at('2025-03-04T09:00:00Z'), amountCents: 500, status: 'failed' }]);
  await membership({ userId: u4, status: 'ended', startedAt: at('2025-01-05T09:00:00Z'), currentPeriodEnd: at('2025-02-05T09:00:00Z') }, [
    { paidAt: at('2025-01-05T09:00:00Z'), amountCents: 1000 },
  ]);

  // Shop orders.
  await order(4000, { status: 'delivered', createdAt: at('2025-03-05T09:00:00Z'), paidAt: at('2025-03-05T09:05:00Z') });
  await order(3000, { status: 'refunded', createdAt: at('2025-03-06T09:00:00Z'), paidAt: at('2025-03-06T09:05:00Z'), refundedAt: at('2025-03-08T09:00:00Z') });
  await order(2500, {
    status: 'cancelled',
    createdAt: at('2025-03-20T09:00:00Z'),
    paidAt: at('2025-03-20T09:05:00Z'),
    cancelledAt: at('2025-03-21T09:00:00Z'),
    refundedAt: at('2025-03-21T09:00:00Z'),
  });
  await order(7000, { status: 'expired', createdAt: at('2025-03-22T09:00:00Z') });
  await order(6000, { status: 'shipped', createdAt: at('2025-04-02T09:00:00Z'), paidAt: at('2025-04-02T09:05:00Z') });
  // Paid in February, refunded in March.
  await order(5000, { status: 'refunded', createdAt: at('2025-02-25T09:00:00Z'), paidAt: at('2025-02-25T09:05:00Z'), refundedAt: at('2025-03-03T09:00:00Z') });

  // Event registrations.
  const first = await makeEvent(app.db, { startsAt: at('2025-05-01T17:00:00Z') });
  const second = await makeEvent(app.db, { startsAt: at('2025-05-08T17:00:00Z') });
  await app.db.insert(eventRegistrations).values([
    { eventId: first.id, userId: u1, status: 'registered', registeredAt: at('2025-03-03T10:00:00Z'), createdAt: at('2025-03-03T10:00:00Z') },
    // On the waiting list on 4 March, given a place on the 6th: one registration, made on the 4th.
    {
      eventId: first.id,
      userId: u2,
      status: 'registered',
      waitlistedAt: at('2025-03-04T10:00:00Z'),
      registeredAt: at('2025-03-06T10:00:00Z'),
      createdAt: at('2025-03-04T10:00:00Z'),
    },
    {
      eventId: first.id,
      userId: u3,
      status: 'cancelled',
      registeredAt: at('2025-03-05T10:00:00Z'),
      cancelledAt: at('2025-03-07T10:00:00Z'),
      createdAt: at('2025-03-05T10:00:00Z'),
    },
    // First registered on 1 February, cancelled, and registered again on 12 March (the row is reused).
    { eventId: second.id, userId: u1, status: 'registered', registeredAt: at('2025-03-12T10:00:00Z'), createdAt: at('2025-02-01T10:00:00Z') },
    { eventId: second.id, userId: u2, status: 'waitlisted', waitlistedAt: at('2025-02-20T10:00:00Z'), createdAt: at('2025-02-20T10:00:00Z') },
  ]);
});

afterAll(async () => {
  await app.close();
});

describe('programme figures', () => {
  it('are for administrators only', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/admin/analytics/programmes?from=${MAIN.from}&to=${MAIN.to}` })).statusCode).toBe(401);
    const member = await app.inject({ method: 'GET', url: `/api/admin/analytics/programmes?from=${MAIN.from}&to=${MAIN.to}`, headers: { cookie: memberCookie } });
    expect(member.statusCode).toBe(403);
  });

  it('count Clubfoot Buddy requests, accepted matches and completed matches per week', async () => {
    const body = await figures(MAIN.from, MAIN.to);
    expect(body.range).toEqual({ from: '2025-03-01', to: '2025-04-30', previousFrom: '2024-12-30', previousTo: '2025-02-28' });
    expect(body.buddyRequests.interval).toBe('week');
    // Weeks start on Monday; 1 March 2025 is a Saturday, so the first week is cut to two days.
    expect(body.buddyRequests.points.map((point) => point.start)).toEqual([
      '2025-03-01',
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
      '2025-03-31',
      '2025-04-07',
      '2025-04-14',
      '2025-04-21',
      '2025-04-28',
    ]);
    expect(values(body.buddyRequests.points)).toEqual([1, 2, 3, 0, 0, 0, 0, 0, 0, 0]);
    expect(body.buddyRequests.total).toBe(6);
    expect(body.buddyRequests.previousTotal).toBe(1);
    expect(body.buddyRequests.previous[8]).toEqual({ start: '2025-02-19', value: 1 });

    // Accepted ones, on the day they were accepted: a match called off later still counts, a declined request never does.
    expect(values(body.buddyMatches.points)).toEqual([1, 2, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(body.buddyMatches.total).toBe(4);
    expect(body.buddyMatches.previousTotal).toBe(0);

    expect(values(body.buddyCompleted.points)).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    expect(body.buddyCompleted.total).toBe(2);
  });

  it('count doctor requests and the share answered within the promised 48 hours', async () => {
    const body = await figures(MAIN.from, MAIN.to);
    expect(values(body.doctorRequests.points)).toEqual([0, 2, 0, 1, 0, 0, 1, 0, 0, 0]);
    expect(body.doctorRequests.total).toBe(4);
    expect(body.doctorRequests.previousTotal).toBe(1);
    // Due: all four. In time: the one answered in 47 hours and the one closed the same day; not the
    // one answered in 49 hours, nor the one never answered.
    expect(body.doctorAnsweredIn48hShare).toEqual({ value: 0.5, previous: 1 });
  });

  it('leave a doctor request out of the share until it is answered or its 48 hours have passed', async () => {
    const body = await figures(dayOffset(-2), dayOffset(0));
    expect(body.doctorRequests.total).toBe(2);
    // The 10-hour-old request is not due yet; the one answered in 25 hours is the only one due.
    expect(body.doctorAnsweredIn48hShare).toEqual({ value: 1, previous: 0 });
  });

  it('sum one-time and monthly donations per month, by the UTC day they were received', async () => {
    const body = await figures(MAIN.from, MAIN.to);
    expect(body.oneTimeDonationsCents.interval).toBe('month');
    expect(body.oneTimeDonationsCents.points).toEqual([
      { start: '2025-03-01', value: 2500 },
      { start: '2025-04-01', value: 5000 },
    ]);
    expect(body.oneTimeDonationsCents.previous).toEqual([
      { start: '2024-12-30', value: 0 },
      { start: '2025-01-30', value: 1000 },
    ]);
    expect(body.oneTimeDonationsCents.previousTotal).toBe(1000);

    expect(values(body.monthlyDonationsCents.points)).toEqual([3500, 2000]);
    expect(body.monthlyDonationsCents.total).toBe(5500);
    expect(values(body.monthlyDonationsCents.previous)).toEqual([2000, 5000]);
    expect(body.monthlyDonationsCents.previousTotal).toBe(7000);
  });

  it('count the monthly gifts running at the end of each period, up to the day one is cancelled', async () => {
    // 30 April: only the gift from January. 28 February: that one and the one from December.
    expect((await figures(MAIN.from, MAIN.to)).activeMonthlyDonors).toEqual({ value: 1, previous: 2 });
    // The gift cancelled on 10 April was still running at the end of the 9th, and not at the end of the 10th.
    expect((await figures('2025-04-01', '2025-04-09')).activeMonthlyDonors).toEqual({ value: 2, previous: 2 });
    expect((await figures('2025-04-02', '2025-04-10')).activeMonthlyDonors).toEqual({ value: 1, previous: 2 });
    // A period that has not ended yet shows the gifts running today.
    expect((await figures(dayOffset(0), dayOffset(9))).activeMonthlyDonors).toEqual({ value: 1, previous: 1 });
  });

  it('count paid shop orders and their revenue per month, with refunds taken off the month they were made', async () => {
    const body = await figures(MAIN.from, MAIN.to);
    expect(body.shopOrders.interval).toBe('month');
    // March: the delivered order, two orders paid and refunded within the month (nothing), and
    // February's order refunded on 3 March (taken off). April: one shipped order.
    expect(values(body.shopOrders.points)).toEqual([0, 1]);
    expect(values(body.shopRevenueCents.points)).toEqual([-1000, 6000]);
    expect(body.shopRevenueCents.total).toBe(5000);
    // February's order counted when it was paid; the unpaid one never.
    expect(body.shopOrders.previousTotal).toBe(1);
    expect(body.shopRevenueCents.previousTotal).toBe(5000);
  });

  it('count event places and waiting-list places taken and not cancelled, per week', async () => {
    const body = await figures(MAIN.from, MAIN.to);
    expect(values(body.eventRegistrations.points)).toEqual([0, 2, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(body.eventRegistrations.total).toBe(3);
    expect(body.eventRegistrations.previousTotal).toBe(1);
  });

  it('sum supporting membership payments per month and count the memberships running at the end of each period', async () => {
    const body = await figures(MAIN.from, MAIN.to);
    expect(body.membershipCents.interval).toBe('month');
    // March: 10 + 50 (the refused payment is not money in); April: 10, less February's 10 refunded in April.
    expect(values(body.membershipCents.points)).toEqual([6000, 0]);
    expect(body.membershipCents.previousTotal).toBe(3000);
    // 30 April: the monthly one. 28 February: the monthly one (January's ended on 5 February).
    expect(body.activeSupporters).toEqual({ value: 1, previous: 1 });
    expect((await figures('2025-03-10', '2025-04-19')).activeSupporters).toMatchObject({ value: 2 });
  });
});
