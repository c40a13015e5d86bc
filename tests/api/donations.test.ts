import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDonationSummary, AdminDonationsPage, CreateDonationResponse, DonorGift } from '../../shared/api/donations';
import { jobHandlers } from '../../server/app';
import type { Config } from '../../server/config';
import { donationPayments, donations, jobs, users } from '../../server/db/schema';
import { runDueJobs } from '../../server/lib/jobs';
import { signUp, TEST_PASSWORD } from '../support/accounts';
import { startFakeStripe } from '../support/fake-stripe';
import { createTestAppWithOutbox } from '../support/test-app';

type Account = { cookie: string; id: string; email: string };

async function startApp(overrides: Partial<Config> = {}) {
  const { app, sent } = await createTestAppWithOutbox(overrides);
  let ip = 0;
  const helpers = {
    app,
    sent,
    async member(options: { admin?: boolean } = {}): Promise<Account> {
      const account = await signUp(app, { firstName: 'Dana', lastName: 'Giver' });
      if (options.admin) await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user.id));
      return { cookie: account.cookie, id: account.user.id, email: account.user.email };
    },
    /** Each call from its own address unless one is given, so the per-address limits stay out of the way. */
    call(method: 'GET' | 'POST', url: string, who: Account | null, payload?: unknown, remoteAddress = `10.0.${Math.floor((ip += 1) / 250)}.${ip % 250}`) {
      return app.inject({
        method,
        url,
        remoteAddress,
        ...(who ? { headers: { cookie: who.cookie } } : {}),
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    },
    async gift(id: string) {
      const [row] = await app.db.select().from(donations).where(eq(donations.id, id));
      return row;
    },
    async payments(id: string) {
      return app.db.select().from(donationPayments).where(eq(donationPayments.donationId, id));
    },
    runJobs: () => runDueJobs(app.db, jobHandlers(app)),
  };
  return helpers;
}

describe('test mode', () => {
  let t: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => t.app.close());

  async function create(kind: 'one-time' | 'monthly', body: Record<string, unknown>, who: Account | null = null) {
    const res = await t.call('POST', kind === 'one-time' ? '/api/donations/create-payment-intent' : '/api/donations/create-subscription', who, { type: kind, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CreateDonationResponse;
  }
  const confirm = (clientSecret: string, paymentMethod: string) => t.call('POST', '/api/payments/test-mode/confirm', null, { clientSecret, paymentMethod });

  it('says the page runs in test mode when no Stripe keys are set', async () => {
    const res = await t.call('GET', '/api/donations/config', null);
    expect(res.json()).toEqual({ mode: 'test', publishableKey: null, currency: 'usd' });
  });

  it('refuses bad amounts, types and fields with a clear 400, and stores nothing', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['/api/donations/create-payment-intent', { amount: 4.99, type: 'one-time' }, /at least \$5/],
      ['/api/donations/create-payment-intent', { amount: 10_000.01, type: 'one-time' }, /at most \$10,000/],
      ['/api/donations/create-payment-intent', { amount: 25.001, type: 'one-time' }, /whole cents/],
      ['/api/donations/create-payment-intent', { amount: '25', type: 'one-time' }, /amount/],
      ['/api/donations/create-payment-intent', { amount: -25, type: 'one-time' }, /at least/],
      ['/api/donations/create-payment-intent', { amount: 25 }, /type/],
      ['/api/donations/create-payment-intent', { amount: 25, type: 'weekly' }, /type/],
      ['/api/donations/create-payment-intent', { amount: 25, type: 'monthly' }, /create-subscription/],
      ['/api/donations/create-subscription', { amount: 25, type: 'one-time' }, /create-payment-intent/],
      ['/api/donations/create-payment-intent', { amount: 25, type: 'one-time', email: 'not-an-address' }, /valid e-mail/],
      ['/api/donations/create-payment-intent', { amount: 25, type: 'one-time', currency: 'eur' }, /Unrecognized key|currency/],
      ['/api/donations/create-payment-intent', { amount: 25, type: 'one-time', idempotencyKey: 'again' }, /idempotency/],
    ];
    for (const [url, payload, message] of cases) {
      const res = await t.call('POST', url, null, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await t.app.db.select().from(donations)).toEqual([]);
  });

  it('writes a visitor’s receipt in the language of the page they gave on (issue 25)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/donations/create-payment-intent',
      remoteAddress: '10.3.0.1',
      headers: { 'accept-language': 'es' },
      payload: { type: 'one-time', amount: 25, email: 'visitante@example.org', idempotencyKey: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as CreateDonationResponse;
    expect((await t.gift(created.donationId))).toMatchObject({ language: 'es' });
    await confirm(created.clientSecret, 'pm_card_visa');
    await t.runJobs();
    const receipt = t.sent.find((m) => m.to === 'visitante@example.org');
    expect(receipt?.subject).toMatch(/^Tu recibo: 25,00\sUS\$/);
    expect(receipt?.text).toContain('Gracias por tu donativo.');
    expect(receipt?.text).toContain('Tipo de donativo: único');
  });

  it('takes a visitor one-time gift through to paid, only once the provider confirms it, and e-mails a receipt', async () => {
    const created = await create('one-time', { amount: 25, email: 'visitor@example.org', idempotencyKey: randomUUID() });
    expect(created.mode).toBe('test');
    expect((await t.gift(created.donationId))).toMatchObject({ status: 'pending', amountCents: 2500, userId: null, email: 'visitor@example.org', paidAt: null });

    const ok = await confirm(created.clientSecret, 'pm_card_visa');
    expect(ok.json()).toEqual({ status: 'succeeded', message: null });
    expect(await t.gift(created.donationId)).toMatchObject({ status: 'paid' });
    expect(await t.payments(created.donationId)).toMatchObject([{ status: 'paid', amountCents: 2500 }]);

    // Confirming again changes nothing: still one payment.
    expect((await confirm(created.clientSecret, 'pm_card_visa')).json().status).toBe('succeeded');
    expect(await t.payments(created.donationId)).toHaveLength(1);

    await t.runJobs();
    const receipt = t.sent.find((m) => m.to === 'visitor@example.org');
    expect(receipt?.subject).toBe('Your receipt: $25.00 to Clubfoot Community');
    expect(receipt?.text).toContain('Amount: $25.00 (USD)');
    expect(receipt?.text).toContain('$20.00 (80%) to clubfoot charities');
    expect(receipt?.text).toContain('$5.00 (20%) to keep this community running');
    // The organisation signs it in the footer every e-mail has (site settings; tests/api/settings.test.ts sets them).
    expect(receipt?.text).toMatch(/\n-- \nClubfoot Community$/);
    await t.runJobs();
    expect(t.sent.filter((m) => m.to === 'visitor@example.org')).toHaveLength(1);
  });

  it('marks a declined card failed with the provider message, and a wrong secret finds nothing', async () => {
    const created = await create('one-time', { amount: 50 });
    const declined = await confirm(created.clientSecret, 'pm_card_chargeDeclinedInsufficientFunds');
    expect(declined.json()).toEqual({ status: 'failed', message: 'Your card has insufficient funds.' });
    expect(await t.gift(created.donationId)).toMatchObject({ status: 'failed', failureMessage: 'Your card has insufficient funds.' });
    expect((await t.payments(created.donationId)).filter((p) => p.status === 'paid')).toHaveLength(0);

    const wrong = await confirm(`${created.clientSecret.split('_secret_')[0]}_secret_guess`, 'pm_card_visa');
    expect(wrong.statusCode).toBe(404);
    expect((await confirm(created.clientSecret, '4242424242424242')).statusCode).toBe(400);
  });

  it('creates one gift for one idempotency key, and refuses the key for a different gift', async () => {
    const key = randomUUID();
    const first = await create('one-time', { amount: 10, idempotencyKey: key });
    const again = await create('one-time', { amount: 10, idempotencyKey: key });
    expect(again).toEqual(first);
    const other = await t.call('POST', '/api/donations/create-payment-intent', null, { amount: 100, type: 'one-time', idempotencyKey: key });
    expect(other.statusCode).toBe(409);
    const rows = await t.app.db.select().from(donations).where(eq(donations.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it('runs a member monthly gift: active after the first payment, charged again a month later, cancelled by its donor only', async () => {
    const donor = await t.member();
    const other = await t.member();
    const created = await create('monthly', { amount: 15, email: 'ignored@example.org' }, donor);
    expect(await t.gift(created.donationId)).toMatchObject({ status: 'pending', userId: donor.id, email: donor.email, type: 'monthly' });
    expect((await confirm(created.clientSecret, 'pm_card_mastercard')).json().status).toBe('succeeded');
    expect(await t.gift(created.donationId)).toMatchObject({ status: 'active' });

    const mine = (await t.call('GET', '/api/donations/mine', donor)).json().gifts as DonorGift[];
    expect(mine).toMatchObject([{ id: created.donationId, type: 'monthly', status: 'active', amountCents: 1500, paymentCount: 1, totalPaidCents: 1500 }]);
    expect(mine[0]?.nextPaymentAt).not.toBeNull();
    expect((await t.call('GET', '/api/donations/mine', other)).json().gifts).toEqual([]);
    expect((await t.call('GET', '/api/donations/mine', null)).statusCode).toBe(401);

    // A month later test mode charges again, as Stripe would; the receipt goes each time.
    await t.app.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, 'donations.test-renewal'));
    await t.runJobs();
    expect((await t.payments(created.donationId)).filter((p) => p.status === 'paid')).toHaveLength(2);
    expect(t.sent.filter((m) => m.to === donor.email && m.subject.startsWith('Your receipt'))).toHaveLength(2);
    expect(t.sent.find((m) => m.to === donor.email && m.subject.startsWith('Your receipt'))?.text).toContain('http://clubfoot.test/profile');

    expect((await t.call('POST', `/api/donations/${created.donationId}/cancel`, other)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/donations/${created.donationId}/cancel`, null)).statusCode).toBe(401);
    const cancelled = await t.call('POST', `/api/donations/${created.donationId}/cancel`, donor);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', nextPaymentAt: null });
    // No more charges once cancelled.
    await t.app.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, 'donations.test-renewal'));
    await t.runJobs();
    expect((await t.payments(created.donationId)).filter((p) => p.status === 'paid')).toHaveLength(2);
  });

  it('lets a visitor cancel a monthly gift with the link in the newest receipt only', async () => {
    const created = await create('monthly', { amount: 20, email: 'monthly-visitor@example.org' });
    await confirm(created.clientSecret, 'pm_card_visa');
    await t.runJobs();
    const link = t.sent.find((m) => m.to === 'monthly-visitor@example.org')?.link ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(link).toContain('http://clubfoot.test/donate/manage?token=');
    expect((await t.call('GET', `/api/donations/manage?token=${token}`, null)).json()).toMatchObject({ status: 'active', amountCents: 2000 });
    expect((await t.call('GET', '/api/donations/manage?token=not-the-right-token-at-all', null)).statusCode).toBe(404);
    const done = await t.call('POST', '/api/donations/manage/cancel', null, { token });
    expect(done.json()).toMatchObject({ status: 'cancelled' });
    // A one-time gift is not something to cancel.
    const donor = await t.member();
    const once = await create('one-time', { amount: 5 }, donor);
    await confirm(once.clientSecret, 'pm_card_visa');
    expect((await t.call('POST', `/api/donations/${once.donationId}/cancel`, donor)).statusCode).toBe(409);
  });

  it('lists gifts in the data export and stops a monthly gift when its donor closes the account', async () => {
    const donor = await t.member();
    const created = await create('monthly', { amount: 12 }, donor);
    await confirm(created.clientSecret, 'pm_card_visa');
    const exported = (await t.call('GET', '/api/profile/export', donor)).json();
    expect(exported.donations).toMatchObject([{ type: 'monthly', amountCents: 1200, status: 'active' }]);
    const closed = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: { cookie: donor.cookie }, payload: { password: TEST_PASSWORD, confirmEmail: '' } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await t.gift(created.donationId)).toMatchObject({ status: 'cancelled', userId: donor.id });
  });

  it('refuses Stripe webhooks when Stripe is off', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: { id: 'evt_1' }, headers: { 'stripe-signature': 't=1,v1=abc' } });
    expect(res.statusCode).toBe(404);
  });

  it('shows administrators the totals and the list; nobody else', async () => {
    const admin = await t.member({ admin: true });
    const member = await t.member();
    expect((await t.call('GET', '/api/admin/donations/summary', member)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/donations', null)).statusCode).toBe(401);
    const summary = (await t.call('GET', '/api/admin/donations/summary', admin)).json() as AdminDonationSummary;
    const paid = await t.app.db.select().from(donationPayments).where(eq(donationPayments.status, 'paid'));
    const total = paid.reduce((sum, p) => sum + p.amountCents, 0);
    expect(summary).toMatchObject({ allTimeCents: total, thisMonthCents: total, paymentsThisMonth: paid.length });
    expect(summary.monthlyDonors).toBe(0); // both monthly gifts above were cancelled
    const page = (await t.call('GET', '/api/admin/donations?status=paid&pageSize=2', admin)).json() as AdminDonationsPage;
    expect(page.donations.every((d) => d.status === 'paid')).toBe(true);
    expect(page.donations.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const visitorGift = ((await t.call('GET', '/api/admin/donations?pageSize=100', admin)).json() as AdminDonationsPage).donations.find(
      (d) => d.donor.email === 'visitor@example.org',
    );
    expect(visitorGift).toMatchObject({ amountCents: 2500, status: 'paid', paymentCount: 1, totalPaidCents: 2500, donor: { userId: null, name: null } });
    expect((await t.call('GET', '/api/admin/donations?status=lost', admin)).statusCode).toBe(400);
  });

  it('answers every naughty string in any field with a 4xx, never a 5xx', async () => {
    const strings = JSON.parse(fs.readFileSync(new URL('../fixtures/blns.json', import.meta.url), 'utf8')) as string[];
    const donor = await t.member();
    for (const value of strings.slice(0, 150)) {
      const attempts = [
        t.call('POST', '/api/donations/create-payment-intent', null, { amount: 25, type: 'one-time', email: value }),
        t.call('POST', '/api/donations/create-subscription', null, { amount: value, type: 'monthly' }),
        t.call('POST', '/api/payments/test-mode/confirm', null, { clientSecret: value || 'x', paymentMethod: 'pm_card_visa' }),
        t.call('GET', `/api/donations/manage?token=${encodeURIComponent(value)}`, null),
        t.call('POST', `/api/donations/${encodeURIComponent(value)}/cancel`, donor),
      ];
      for (const res of await Promise.all(attempts)) expect(res.statusCode, `${value} -> ${res.body}`).toBeLessThan(500);
    }
  });

  it('limits how many gifts one address can start in an hour', async () => {
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      last = (await t.call('POST', '/api/donations/create-payment-intent', null, { amount: 5, type: 'one-time' }, '192.0.2.77')).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('a production site without a payment provider', () => {
  it('takes no gifts: the page is told, starting one is refused with a clear 503 and nothing is stored', async () => {
    const { app, call } = await startApp({ payments: { mode: 'off' } });
    try {
      expect((await call('GET', '/api/donations/config', null)).json()).toEqual({ mode: 'off', publishableKey: null, currency: 'usd' });
      for (const [url, type] of [
        ['/api/donations/create-payment-intent', 'one-time'],
        ['/api/donations/create-subscription', 'monthly'],
      ] as const) {
        const refused = await call('POST', url, null, { amount: 25, type, email: 'giver@example.org' });
        expect(refused.statusCode).toBe(503);
        expect(refused.json().message).toMatch(/Online giving is paused/);
      }
      expect((await call('POST', '/api/payments/test-mode/confirm', null, { clientSecret: 'pi_x_secret_y', paymentMethod: 'pm_card_visa' })).statusCode).toBe(404);
      expect(await app.db.select().from(donations)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('Stripe, against a local fake of its API', () => {
  const webhookSecret = 'whsec_test_secret';
  let t: Awaited<ReturnType<typeof startApp>>;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startApp({ payments: { mode: 'stripe', secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret, apiBase: fake.url } });
  });
  afterAll(async () => {
    await t.app.close();
    await fake.close();
  });

  function webhook(event: object, secret = webhookSecret) {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  }
  const event = (type: string, object: object, id = `evt_${randomUUID().replaceAll('-', '')}`) => ({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    api_version: '2026-10-28.endive',
  });

  it('hands the page the publishable key, and test mode is off', async () => {
    expect((await t.call('GET', '/api/donations/config', null)).json()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_fake', currency: 'usd' });
    expect((await t.call('POST', '/api/payments/test-mode/confirm', null, { clientSecret: 'pi_1_secret_2', paymentMethod: 'pm_card_visa' })).statusCode).toBe(404);
    // The donation page may run Stripe's script (API answers load nothing, whatever the mode).
    const csp = String((await t.app.inject({ method: 'GET', url: '/donate' })).headers['content-security-policy']);
    expect(csp).toContain('https://js.stripe.com');
  });

  it('creates a payment intent with the amount in cents and an idempotency key, and marks the gift paid only on a signed webhook', async () => {
    const key = randomUUID();
    const res = await t.call('POST', '/api/donations/create-payment-intent', null, { amount: 42.5, type: 'one-time', idempotencyKey: key });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as CreateDonationResponse;
    const call = fake.calls.find((c) => c.path === '/v1/payment_intents');
    expect(call?.params).toMatchObject({ amount: '4250', currency: 'usd', 'automatic_payment_methods[enabled]': 'true' });
    expect(call?.idempotencyKey).toBe(`donation:${key}:payment-intent`);
    const gift = await t.gift(created.donationId);
    expect(gift).toMatchObject({ status: 'pending', provider: 'stripe' });
    expect(created.clientSecret.startsWith(gift?.providerPaymentIntentId ?? '?')).toBe(true);

    const succeeded = event('payment_intent.succeeded', { id: gift?.providerPaymentIntentId, object: 'payment_intent', amount_received: 4250 });
    // A forged or unsigned event changes nothing.
    expect((await webhook(succeeded, 'whsec_someone_else')).statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: JSON.stringify(succeeded), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect(await t.gift(created.donationId)).toMatchObject({ status: 'pending' });

    const first = await webhook(succeeded);
    expect(first.json()).toEqual({ received: true, outcome: 'paid' });
    expect(await t.gift(created.donationId)).toMatchObject({ status: 'paid' });
    // Stripe retries deliveries: the replay changes nothing and sends no second receipt.
    const replay = await webhook(succeeded);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    expect(await t.payments(created.donationId)).toHaveLength(1);
    const receipts = await t.app.db.select().from(jobs).where(eq(jobs.kind, 'donations.receipt'));
    expect(receipts).toHaveLength(1);
  });

  it('records a failed payment', async () => {
    const created = (await t.call('POST', '/api/donations/create-payment-intent', null, { amount: 5, type: 'one-time' })).json() as CreateDonationResponse;
    const gift = await t.gift(created.donationId);
    const res = await webhook(event('payment_intent.payment_failed', { id: gift?.providerPaymentIntentId, object: 'payment_intent', last_payment_error: { message: 'Your card was declined.' } }));
    expect(res.json().outcome).toBe('failed');
    expect(await t.gift(created.donationId)).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
  });

  it('creates a monthly subscription from a price made of the amount, activates it on invoice.paid and cancels it at Stripe', async () => {
    const donor = await t.member();
    const key = randomUUID();
    const res = await t.call('POST', '/api/donations/create-subscription', donor, { amount: 30, type: 'monthly', idempotencyKey: key });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as CreateDonationResponse;
    expect(fake.calls.find((c) => c.path === '/v1/customers')).toMatchObject({ params: { email: donor.email }, idempotencyKey: `donation:${key}:customer` });
    expect(fake.calls.find((c) => c.path === '/v1/prices')).toMatchObject({
      params: { unit_amount: '3000', currency: 'usd', 'recurring[interval]': 'month' },
      idempotencyKey: `donation:${key}:price`,
    });
    const subscriptionCall = fake.calls.find((c) => c.path === '/v1/subscriptions');
    expect(subscriptionCall?.params).toMatchObject({ payment_behavior: 'default_incomplete', 'expand[0]': 'latest_invoice.confirmation_secret' });
    expect(subscriptionCall?.idempotencyKey).toBe(`donation:${key}:subscription`);
    const gift = await t.gift(created.donationId);
    expect(gift).toMatchObject({ status: 'pending', type: 'monthly' });
    const subscription = gift?.providerSubscriptionId as string;

    const invoice = (id: string) => ({ id, object: 'invoice', amount_paid: 3000, parent: { type: 'subscription_details', subscription_details: { subscription } } });
    expect((await webhook(event('invoice.paid', invoice('in_first')))).json().outcome).toBe('paid');
    expect(await t.gift(created.donationId)).toMatchObject({ status: 'active' });
    expect((await webhook(event('invoice.paid', invoice('in_second')))).json().outcome).toBe('paid');
    expect(await t.payments(created.donationId)).toHaveLength(2);

    const cancelled = await t.call('POST', `/api/donations/${created.donationId}/cancel`, donor);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(fake.calls.find((c) => c.method === 'DELETE')).toMatchObject({ path: `/v1/subscriptions/${subscription}`, idempotencyKey: `cancel:${created.donationId}` });
    // Stripe then tells us the subscription ended: nothing more to do.
    expect((await webhook(event('customer.subscription.deleted', { id: subscription, object: 'subscription' }))).json().outcome).toBe('cancelled');
    expect(await t.gift(created.donationId)).toMatchObject({ status: 'cancelled' });
  });

  it('ends a gift cancelled from Stripe’s side, and ignores events it has no use for', async () => {
    const created = (await t.call('POST', '/api/donations/create-subscription', null, { amount: 8, type: 'monthly', email: 'd@example.org' })).json() as CreateDonationResponse;
    const subscription = (await t.gift(created.donationId))?.providerSubscriptionId as string;
    await webhook(event('invoice.paid', { id: 'in_x', object: 'invoice', amount_paid: 800, parent: { type: 'subscription_details', subscription_details: { subscription } } }));
    expect((await webhook(event('customer.subscription.deleted', { id: subscription, object: 'subscription' }))).json().outcome).toBe('cancelled');
    expect(await t.gift(created.donationId)).toMatchObject({ status: 'cancelled' });
    expect((await webhook(event('charge.refunded', { id: 'ch_1', object: 'charge' }))).json().outcome).toBe('ignored');
  });

  it('answers a refusal from Stripe with a 400 and marks the attempt failed', async () => {
    fake.refuseNext(400, 'Amount must be no more than $999,999.99');
    const res = await t.call('POST', '/api/donations/create-payment-intent', null, { amount: 6, type: 'one-time' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('The payment provider refused the gift');
  });
});
