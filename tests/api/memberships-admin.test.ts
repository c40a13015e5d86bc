import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMembershipSummary, AdminMembershipsPage } from '../../shared/api/memberships';
import { membershipPayments, memberships, users } from '../../server/db/schema';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

/*
 * /admin/supporters' figures and list (issue 29). The rows are written directly, so each figure is
 * checked against numbers worked out by hand from them.
 */

const DAY = 86_400_000;
let app: FastifyInstance;
let adminCookie: string;
let memberCookie: string;
const ids: Record<string, string> = {};
let made = 0;

async function membership(who: string, values: Partial<typeof memberships.$inferInsert>, paid: number[] = []) {
  const member = await signUp(app, { firstName: who, lastName: 'Supporter' });
  ids[who] = member.user.id;
  const [row] = await app.db
    .insert(memberships)
    .values({ userId: member.user.id, level: 'monthly-5', interval: 'month', amountCents: 500, provider: 'test', idempotencyKey: `admin-${(made += 1)}`, status: 'active', ...values })
    .returning();
  for (const cents of paid) {
    await app.db.insert(membershipPayments).values({ membershipId: row!.id, amountCents: cents, status: 'paid', providerRef: `ref-${(made += 1)}`, paidAt: new Date() });
  }
  return row!;
}

const get = (url: string, cookie = adminCookie) => app.inject({ method: 'GET', url, headers: { cookie } });

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 100 });
  const admin = await signUp(app);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  adminCookie = admin.cookie;
  memberCookie = (await signUp(app)).cookie;
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);
  const ahead = (days: number) => new Date(now + days * DAY);
  // Supporters now: two monthly $5 (one since long ago), a monthly $10, a yearly $100 and a yearly $50 who cancelled.
  await membership('Ana', { startedAt: ago(90), currentPeriodEnd: ahead(20) }, [500, 500, 500]);
  await membership('Ben', { startedAt: ago(10), currentPeriodEnd: ahead(20) }, [500]);
  await membership('Cara', { level: 'monthly-10', amountCents: 1000, startedAt: ago(60), currentPeriodEnd: ahead(5) }, [1000, 1000]);
  await membership('Dev', { level: 'yearly-100', interval: 'year', amountCents: 10000, startedAt: ago(200), currentPeriodEnd: ahead(165) }, [10000]);
  await membership('Eli', { level: 'yearly-50', interval: 'year', amountCents: 5000, status: 'cancelling', startedAt: ago(300), cancelledAt: ago(3), currentPeriodEnd: ahead(65) }, [5000]);
  // No longer supporters: ended 12 days ago; cancelled with the period passed 2 days ago (the ending job has not run); ended long ago.
  await membership('Finn', { status: 'ended', startedAt: ago(120), endedAt: ago(12), currentPeriodEnd: ago(12) }, [500, 500, 500, 500]);
  await membership('Gus', { status: 'cancelling', startedAt: ago(45), cancelledAt: ago(20), currentPeriodEnd: ago(2) }, [500]);
  await membership('Hana', { status: 'ended', startedAt: ago(400), endedAt: ago(100), currentPeriodEnd: ago(100) }, [5000]);
  // Never began: a refused first payment, and one waiting for it.
  await membership('Ivo', { status: 'failed', failureMessage: 'Your card was declined.' });
  await membership('Jo', { status: 'pending' });
});
afterAll(async () => app.close());

describe('the supporters in figures', () => {
  it('count supporters now, by level, what renews each month, the money and the churn of the last 30 days', async () => {
    const res = await get('/api/admin/memberships/summary');
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as AdminMembershipSummary;
    expect(summary.supporters).toBe(5);
    expect(summary.cancelling).toBe(1);
    expect(Object.fromEntries(summary.levels.map((level) => [level.level, level.supporters]))).toEqual({ 'monthly-5': 2, 'monthly-10': 1, 'yearly-50': 1, 'yearly-100': 1 });
    // 5 + 5 + 10 a month, and 100 a year (833.33 cents a month); Eli's cancelled $50 renews no more.
    expect(summary.monthlyRecurringCents).toBe(500 + 500 + 1000 + 833);
    const paid = 1500 + 500 + 2000 + 10000 + 5000 + 2000 + 500 + 5000;
    expect(summary.allTimeCents).toBe(paid);
    expect(summary.thisMonthCents).toBe(paid);
    // 30 days ago Ana, Cara, Dev, Eli, Finn and Gus were supporters (Ben joined since); Finn and Gus have ended since.
    expect(summary.churn).toEqual({ days: 30, joined: 1, ended: 2, atStart: 6, endedOfStart: 2, rate: 2 / 6 });
  });

  it('are for administrators only', async () => {
    expect((await get('/api/admin/memberships/summary', memberCookie)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/memberships' })).statusCode).toBe(401);
  });
});

describe('the list of memberships', () => {
  const list = async (query = '') => {
    const res = await get(`/api/admin/memberships${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminMembershipsPage;
  };
  const names = (page: AdminMembershipsPage) => page.memberships.map((row) => row.member?.name.split(' ')[0]).sort();

  it('shows every membership with its member, status as of now and what it paid', async () => {
    const page = await list();
    expect(page.total).toBe(10);
    const gus = page.memberships.find((row) => row.member?.userId === ids.Gus)!;
    expect(gus).toMatchObject({ status: 'ended', supporter: false, paymentCount: 1, totalPaidCents: 500, level: 'monthly-5' });
    const ana = page.memberships.find((row) => row.member?.userId === ids.Ana)!;
    expect(ana).toMatchObject({ status: 'active', supporter: true, paymentCount: 3, totalPaidCents: 1500 });
    expect(ana.member?.email).toMatch(/@/);
    expect(page.memberships.find((row) => row.member?.userId === ids.Ivo)).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
  });

  it('filters by status as of now, by level, and by name or address', async () => {
    expect(names(await list('?status=active'))).toEqual(['Ana', 'Ben', 'Cara', 'Dev']);
    expect(names(await list('?status=cancelling'))).toEqual(['Eli']);
    expect(names(await list('?status=ended'))).toEqual(['Finn', 'Gus', 'Hana']);
    expect(names(await list('?level=yearly-100'))).toEqual(['Dev']);
    expect(names(await list('?q=cara'))).toEqual(['Cara']);
    expect(names(await list('?q=%25'))).toEqual([]);
    const paged = await list('?pageSize=4&page=3');
    expect(paged).toMatchObject({ total: 10, page: 3, pageSize: 4 });
    expect(paged.memberships).toHaveLength(2);
  });

  it('refuses bad filters with a clear message', async () => {
    for (const query of ['?status=gold', '?level=monthly-7', '?pageSize=1000', `?q=${'x'.repeat(201)}`]) {
      const res = await get(`/api/admin/memberships${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});
