import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JoinMembershipResponse, MyMembership } from '../../shared/api/memberships';
import { membershipPayments, memberships, users } from '../../server/db/schema';
import type { ProviderEvent } from '../../server/lib/payments/provider';
import { seedForum } from '../../server/seed/factories/forum';
import { type Account, DAY, type MembershipApp, startMembershipApp } from '../support/membership-app';

describe('supporting memberships in test mode', () => {
  let t: MembershipApp;
  beforeAll(async () => {
    t = await startMembershipApp();
  });
  afterAll(async () => t.app.close());
  afterEach(() => vi.useRealTimers());

  async function join(who: Account, level = 'monthly-5', card = 'pm_card_visa') {
    const res = await t.call('POST', '/api/memberships', who, { level, idempotencyKey: randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as JoinMembershipResponse;
    const confirmed = await t.call('POST', '/api/payments/test-mode/confirm', null, { clientSecret: created.clientSecret, paymentMethod: card });
    return { ...created, confirmed };
  }

  /** Moves the clock forward, the members using the site on the way (sessions last 30 days from the last visit). */
  async function advanceTo(target: number, ...who: Account[]) {
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = Date.now();
    while (now < target) {
      now = Math.min(target, now + 20 * DAY);
      vi.setSystemTime(now);
      for (const account of who) await t.mine(account);
    }
  }

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const who = await t.member();
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', '/api/memberships', { level: 'gold' }, /levels/],
      ['POST', '/api/memberships', {}, /level/],
      ['POST', '/api/memberships', { level: 'monthly-5', amount: 1 }, /Unrecognized key|amount/],
      ['POST', '/api/memberships', { level: 'monthly-5', idempotencyKey: 'again' }, /idempotency/],
      ['POST', '/api/memberships', { level: 5 }, /level/],
      ['POST', '/api/memberships/not-an-id/cancel', undefined, /membership id/],
      ['GET', '/api/memberships/statements/abc', undefined, /year/],
      ['GET', '/api/memberships/statements/1999', undefined, /2000/],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await t.call(method as 'GET' | 'POST', url, who, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await t.call('POST', `/api/memberships/${randomUUID()}/cancel`, who)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/memberships', null, { level: 'monthly-5' })).statusCode).toBe(401);
    expect(await t.app.db.select().from(memberships).where(eq(memberships.userId, who.id))).toEqual([]);
  });

  it('makes a member a supporter with the test card, e-mails the receipt, and applies each event once', async () => {
    const who = await t.member();
    const other = await t.member();
    expect(await t.mine(who)).toBeNull();
    const created = await join(who, 'monthly-5');
    expect(created.mode).toBe('test');
    expect(created.confirmed.json()).toMatchObject({ status: 'succeeded' });

    const mine = await t.mine(who);
    expect(mine).toMatchObject({ id: created.membershipId, level: 'monthly-5', interval: 'month', amountCents: 500, status: 'active', supporter: true });
    expect(mine?.payments).toHaveLength(1);
    expect(mine?.payments[0]).toMatchObject({ amountCents: 500, status: 'paid', charitiesCents: 250, platformCents: 250 });
    const periodEnd = new Date(mine!.currentPeriodEnd!).getTime();
    expect(periodEnd - Date.now()).toBeGreaterThan(27 * DAY);
    expect(periodEnd - Date.now()).toBeLessThan(32 * DAY);

    await t.runJobs();
    const [receipt, ...more] = t.mailsTo(who);
    expect(more).toEqual([]);
    expect(receipt?.subject).toBe('Welcome, supporting member: your receipt for $5.00');
    expect(receipt?.text).toContain(`Receipt reference: ${mine!.payments[0]!.reference}`);
    expect(receipt?.text).toContain('$2.50 (50%) to help children with uncorrected clubfoot');
    expect(receipt?.text).toContain('Everything on the site stays free for every member');

    // The same confirmation again, and the same event delivered twice: nothing changes, no second e-mail.
    const again = await t.call('POST', '/api/payments/test-mode/confirm', null, { clientSecret: created.clientSecret, paymentMethod: 'pm_card_visa' });
    expect(again.statusCode).toBe(200);
    const row = await t.row(created.membershipId);
    const event: ProviderEvent = { id: `evt_${randomUUID()}`, type: 'invoice.paid', invoiceId: `in_${randomUUID()}`, subscriptionId: row.providerSubscriptionId!, amountCents: 500, at: new Date() };
    expect(await t.app.applyPaymentEvent('test', event)).toBe('paid');
    expect(await t.app.applyPaymentEvent('test', event)).toBe('duplicate');
    expect(await t.app.applyPaymentEvent('test', { ...event, id: `evt_${randomUUID()}` })).toBe('duplicate');
    await t.runJobs();
    expect(await t.app.db.select().from(membershipPayments).where(eq(membershipPayments.membershipId, created.membershipId))).toHaveLength(2);
    expect(t.mailsTo(who).map((m) => m.subject)).toEqual(['Welcome, supporting member: your receipt for $5.00', 'Your supporting membership receipt: $5.00']);

    // Another member sees none of it, and cannot cancel it; a second membership is refused.
    expect(await t.mine(other)).toBeNull();
    expect((await t.call('POST', `/api/memberships/${created.membershipId}/cancel`, other)).statusCode).toBe(404);
    const second = await t.call('POST', '/api/memberships', who, { level: 'yearly-100' });
    expect(second.statusCode).toBe(409);
  });

  it('shows the Supporter badge only to members who chose it, keeps it through a form without the switch, and never for a non-supporter', async () => {
    const supporter = await t.member();
    const viewer = await t.member();
    await join(supporter, 'yearly-50');
    expect(await t.badge(supporter, viewer)).toBe(false);
    expect((await t.showBadge(supporter, true)).statusCode).toBe(200);
    expect(await t.badge(supporter, viewer)).toBe(true);
    // The Privacy tab as it is today sends the four switches only: the badge's choice stays.
    const fourSwitches = { showEmail: false, showLocation: false, showTreatmentDetails: true, showProfileToMembers: true };
    expect((await t.call('PATCH', '/api/profile/privacy', supporter, { privacySettings: fourSwitches })).statusCode).toBe(200);
    expect(await t.badge(supporter, viewer)).toBe(true);
    await t.showBadge(supporter, false);
    expect(await t.badge(supporter, viewer)).toBe(false);
    // Opting in without a membership shows nothing.
    await t.showBadge(viewer, true);
    expect(await t.badge(viewer, supporter)).toBe(false);
    expect((await t.mine(supporter))?.interval).toBe('year');
  });

  it('keeps a cancelled member a supporter until the paid period ends, then ends it and e-mails them', async () => {
    const who = await t.member();
    const viewer = await t.member();
    const { membershipId } = await join(who, 'monthly-10');
    await t.showBadge(who, true);
    const cancelled = await t.call('POST', `/api/memberships/${membershipId}/cancel`, who);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const view = cancelled.json() as MyMembership;
    expect(view).toMatchObject({ status: 'cancelling', supporter: true });
    expect(view.cancelledAt).not.toBeNull();
    // Cancelling twice is harmless; the badge still shows.
    expect((await t.call('POST', `/api/memberships/${membershipId}/cancel`, who)).json()).toMatchObject({ status: 'cancelling' });
    expect(await t.badge(who, viewer)).toBe(true);
    // The provider's "subscription deleted" that follows the cancel changes nothing.
    const row = await t.row(membershipId);
    expect(await t.app.applyPaymentEvent('test', { id: `evt_${randomUUID()}`, type: 'subscription.cancelled', subscriptionId: row.providerSubscriptionId! })).toBe('cancelled');
    expect(await t.mine(who)).toMatchObject({ status: 'cancelling', supporter: true });

    // Test mode's renewal comes due at the period's end: a cancelled membership is not charged again.
    const periodEnd = row.currentPeriodEnd!.getTime();
    await advanceTo(periodEnd - DAY, who, viewer);
    expect(await t.mine(who)).toMatchObject({ status: 'cancelling', supporter: true });
    await advanceTo(periodEnd + 60_000, who, viewer);
    expect(await t.mine(who)).toMatchObject({ status: 'ended', supporter: false });
    expect(await t.badge(who, viewer)).toBe(false);
    await t.runJobsOf('memberships.test-renewal');
    await t.runJobsOf('memberships.period-end');
    expect(await t.row(membershipId)).toMatchObject({ status: 'ended' });
    expect(await t.app.db.select().from(membershipPayments).where(eq(membershipPayments.membershipId, membershipId))).toHaveLength(1);
    expect(t.mailsTo(who).map((m) => m.subject)).toContain('Your supporting membership has ended');
    // Ended, the member may join again.
    expect((await t.call('POST', '/api/memberships', who, { level: 'monthly-5' })).statusCode).toBe(200);
  });

  it('renews in test mode when the period ends, e-mailing a receipt and extending the period', async () => {
    const who = await t.member();
    const { membershipId } = await join(who, 'monthly-5');
    const firstEnd = (await t.row(membershipId)).currentPeriodEnd!.getTime();
    await advanceTo(firstEnd + 60_000, who);
    await t.runJobsOf('memberships.test-renewal');
    const mine = await t.mine(who);
    expect(mine).toMatchObject({ status: 'active', supporter: true });
    expect(mine?.payments.filter((p) => p.status === 'paid')).toHaveLength(2);
    expect(new Date(mine!.currentPeriodEnd!).getTime() - firstEnd).toBeGreaterThan(27 * DAY);
    expect(t.mailsTo(who).map((m) => m.subject)).toContain('Your supporting membership receipt: $5.00');
  });

  it('e-mails a refused renewal, and ends the membership and the badge when the provider gives up', async () => {
    const who = await t.member();
    const viewer = await t.member();
    const { membershipId } = await join(who, 'monthly-10');
    await t.showBadge(who, true);
    const subscriptionId = (await t.row(membershipId)).providerSubscriptionId!;
    const failed: ProviderEvent = { id: `evt_${randomUUID()}`, type: 'invoice.failed', invoiceId: `in_${randomUUID()}`, subscriptionId, message: 'Your card was declined.' };
    expect(await t.app.applyPaymentEvent('test', failed)).toBe('failed');
    expect(await t.app.applyPaymentEvent('test', failed)).toBe('duplicate');
    await t.runJobs();
    const failureMails = t.mailsTo(who).filter((m) => m.subject === 'Your supporting membership payment did not go through');
    expect(failureMails).toHaveLength(1);
    expect(failureMails[0]?.text).toContain('Your card was declined.');
    // While the provider retries, the member is still a supporter.
    expect(await t.mine(who)).toMatchObject({ status: 'active', supporter: true });
    expect(await t.badge(who, viewer)).toBe(true);

    expect(await t.app.applyPaymentEvent('test', { id: `evt_${randomUUID()}`, type: 'subscription.cancelled', subscriptionId })).toBe('cancelled');
    expect(await t.mine(who)).toMatchObject({ status: 'ended', supporter: false });
    expect(await t.badge(who, viewer)).toBe(false);
    await t.runJobs();
    expect(t.mailsTo(who).map((m) => m.subject)).toContain('Your supporting membership has ended');
  });

  it('shows the badge beside a supporter’s forum topic, and takes it away there when the membership ends', async () => {
    const who = await t.member();
    await t.app.db.update(users).set({ emailVerifiedAt: new Date(), createdAt: new Date(Date.now() - 3 * DAY) }).where(eq(users.id, who.id));
    const categories = await seedForum(t.app.db);
    const topic = await t.call('POST', '/api/forum/topics', who, { title: 'Thank you all', content: 'We joined as supporters.', categoryId: (categories[0] as { id: number }).id });
    expect(topic.statusCode, topic.body).toBe(201);
    const slug = (topic.json() as { slug: string }).slug;
    const authorBadge = async () => ((await t.call('GET', `/api/forum/topics/${slug}`, null)).json() as { author: { supporter?: boolean } }).author.supporter;
    const { membershipId } = await join(who, 'monthly-5');
    expect(await authorBadge()).toBe(false);
    await t.showBadge(who, true);
    expect(await authorBadge()).toBe(true);
    const subscriptionId = (await t.row(membershipId)).providerSubscriptionId!;
    // Applied here as the webhook's handler would; the topic page kept per version learns of the change by
    // the database's notice (on PostgreSQL a moment later, on its LISTEN connection), so within a second.
    await t.app.applyPaymentEvent('test', { id: `evt_${randomUUID()}`, type: 'subscription.cancelled', subscriptionId });
    await expect.poll(authorBadge, { timeout: 1_000, interval: 20 }).toBe(false);
  });

  it('never charges twice when Join was pressed in two tabs: only the newest unpaid membership can be paid', async () => {
    const who = await t.member();
    const start = async (level: string) => {
      const res = await t.call('POST', '/api/memberships', who, { level, idempotencyKey: randomUUID() });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as JoinMembershipResponse;
    };
    const first = await start('monthly-5');
    const second = await start('yearly-50');
    const pay = (created: JoinMembershipResponse) => t.call('POST', '/api/payments/test-mode/confirm', null, { clientSecret: created.clientSecret, paymentMethod: 'pm_card_visa' });

    // The first tab's payment is refused: nothing is charged, and the older membership ended unstarted.
    const refused = await pay(first);
    expect(refused.json()).toMatchObject({ status: 'failed', message: expect.stringMatching(/Nothing was charged/) });
    expect(await t.row(first.membershipId)).toMatchObject({ status: 'ended', startedAt: null, failureMessage: expect.stringMatching(/Replaced/) });
    expect(await t.app.db.select().from(membershipPayments).where(eq(membershipPayments.membershipId, first.membershipId))).toEqual([]);

    // The second tab pays, and the member has one membership.
    expect((await pay(second)).json()).toMatchObject({ status: 'succeeded' });
    expect(await t.mine(who)).toMatchObject({ id: second.membershipId, level: 'yearly-50', status: 'active' });
    expect((await t.call('POST', '/api/memberships', who, { level: 'monthly-5', idempotencyKey: randomUUID() })).statusCode).toBe(409);
  });

  it('a refused first payment leaves the member as they were', async () => {
    const who = await t.member();
    const { membershipId, confirmed } = await join(who, 'monthly-5', 'pm_card_chargeDeclined');
    expect(confirmed.json()).toMatchObject({ status: 'failed' });
    expect(await t.mine(who)).toMatchObject({ id: membershipId, status: 'failed', supporter: false });
    await t.runJobs();
    expect(t.mailsTo(who)).toEqual([]);
  });

  it('gives a yearly statement of membership payments and gifts, with the right sums', async () => {
    const who = await t.member();
    const other = await t.member();
    await join(who, 'yearly-50');
    const gift = await t.call('POST', '/api/donations/create-payment-intent', who, { amount: 25, type: 'one-time', idempotencyKey: randomUUID() });
    await t.call('POST', '/api/payments/test-mode/confirm', null, { clientSecret: gift.json().clientSecret, paymentMethod: 'pm_card_visa' });
    const year = new Date().getUTCFullYear();
    const res = await t.call('GET', `/api/memberships/statements/${year}`, who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain(`giving-statement-${year}.csv`);
    const lines = res.body.trim().split('\n');
    expect(lines.filter((line) => line.includes(',membership,Yearly supporting membership,50.00,25.00,'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes(',gift,One-time gift,25.00,20.00,'))).toHaveLength(1);
    expect(lines.at(-1)).toBe('total,,,75.00,45.00,');
    // Another member's statement and another year's hold none of it.
    expect((await t.call('GET', `/api/memberships/statements/${year}`, other)).body.trim().split('\n').at(-1)).toBe('total,,,0.00,0.00,');
    expect((await t.call('GET', `/api/memberships/statements/${year - 1}`, who)).body.trim().split('\n').at(-1)).toBe('total,,,0.00,0.00,');
    const pdf = await t.call('GET', `/api/memberships/statements/${year}/pdf`, who);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="giving-statement-${year}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.call('GET', '/api/memberships/statements/1999/pdf', who)).statusCode).toBe(400);
    // The member's data export lists the membership too.
    const exported = JSON.parse((await t.call('GET', '/api/profile/export', who)).body) as { supportingMemberships: { level: string; status: string }[] };
    expect(exported.supportingMemberships).toEqual([expect.objectContaining({ level: 'yearly-50', status: 'active' })]);
  });
});
