import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipPayments } from '../../server/db/schema';
import type { JoinMembershipResponse } from '../../shared/api/memberships';
import { TEST_PASSWORD } from '../support/accounts';
import { startFakeStripe } from '../support/fake-stripe';
import { DAY, type MembershipApp, startMembershipApp } from '../support/membership-app';

describe('supporting memberships through Stripe (a local fake of its API)', () => {
  const webhookSecret = 'whsec_test_secret';
  let t: MembershipApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startMembershipApp({ payments: { mode: 'stripe', secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret, apiBase: fake.url } });
  });
  afterAll(async () => {
    await t.app.close();
    await fake.close();
  });

  function webhook(type: string, object: object, id = `evt_${randomUUID().replaceAll('-', '')}`) {
    const payload = JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object }, api_version: '2026-10-28.endive' });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  }

  it('charges a yearly level with a yearly price, and only a signed invoice.paid makes a supporter, once', async () => {
    const who = await t.member();
    const key = randomUUID();
    const res = await t.call('POST', '/api/memberships', who, { level: 'yearly-100', idempotencyKey: key });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as JoinMembershipResponse;
    expect(created.mode).toBe('stripe');
    expect(fake.calls.find((c) => c.path === '/v1/prices')).toMatchObject({
      params: { unit_amount: '10000', currency: 'usd', 'recurring[interval]': 'year' },
      idempotencyKey: `membership:${key}:price`,
    });
    expect(await t.mine(who)).toMatchObject({ status: 'pending', supporter: false });

    const subscription = (await t.row(created.membershipId)).providerSubscriptionId!;
    const invoice = { id: 'in_year_1', object: 'invoice', amount_paid: 10000, parent: { type: 'subscription_details', subscription_details: { subscription } } };
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: JSON.stringify({ id: 'evt_x', type: 'invoice.paid', data: { object: invoice } }), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect(await t.mine(who)).toMatchObject({ status: 'pending' });

    const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
    expect((await webhook('invoice.paid', invoice, eventId)).json()).toMatchObject({ outcome: 'paid' });
    expect((await webhook('invoice.paid', invoice, eventId)).json()).toMatchObject({ outcome: 'duplicate' });
    const mine = await t.mine(who);
    expect(mine).toMatchObject({ status: 'active', supporter: true, interval: 'year' });
    expect(mine?.payments).toHaveLength(1);
    expect(new Date(mine!.currentPeriodEnd!).getTime() - Date.now()).toBeGreaterThan(360 * DAY);

    // Cancelling tells Stripe (no further charge); the paid year runs on.
    const cancelled = await t.call('POST', `/api/memberships/${created.membershipId}/cancel`, who);
    expect(cancelled.json()).toMatchObject({ status: 'cancelling', supporter: true });
    expect(fake.calls.some((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${subscription}`)).toBe(true);
    expect((await webhook('customer.subscription.deleted', { id: subscription, object: 'subscription' })).json()).toMatchObject({ outcome: 'cancelled' });
    expect(await t.mine(who)).toMatchObject({ status: 'cancelling', supporter: true });
  });

  it('takes a refund made in Stripe’s dashboard off the payment it belongs to, found through the invoice it paid', async () => {
    const who = await t.member();
    const created = (await t.call('POST', '/api/memberships', who, { level: 'monthly-10' })).json() as JoinMembershipResponse;
    const subscription = (await t.row(created.membershipId)).providerSubscriptionId!;
    const invoiceId = `in_${randomUUID().replaceAll('-', '')}`;
    const intentId = `pi_${randomUUID().replaceAll('-', '')}`;
    const invoice = { id: invoiceId, object: 'invoice', amount_paid: 1000, parent: { type: 'subscription_details', subscription_details: { subscription } } };
    expect((await webhook('invoice.paid', invoice)).json()).toMatchObject({ outcome: 'paid' });
    const paid = { id: 'inpay_1', object: 'invoice_payment', invoice: invoiceId, payment: { type: 'payment_intent', payment_intent: intentId } };
    expect((await webhook('invoice_payment.paid', paid)).json()).toMatchObject({ outcome: 'linked' });
    const charge = { id: 'ch_1', object: 'charge', payment_intent: intentId, amount: 1000, amount_refunded: 400, refunded: false };
    expect((await webhook('charge.refunded', charge)).json()).toMatchObject({ outcome: 'refunded' });
    // The member sees it on their payment, and the split is of what is left.
    const [payment] = (await t.mine(who))!.payments;
    expect(payment).toMatchObject({ amountCents: 1000, refundedCents: 400, charitiesCents: 300, platformCents: 300 });
    const stored = await t.app.db.select().from(membershipPayments).where(eq(membershipPayments.providerRef, invoiceId));
    expect(stored[0]).toMatchObject({ refundedCents: 400 });
    // The rest of it later: the total refunded so far, never more than was paid.
    expect((await webhook('charge.refunded', { ...charge, amount_refunded: 1000, refunded: true })).json()).toMatchObject({ outcome: 'refunded' });
    expect((await t.app.db.select().from(membershipPayments).where(eq(membershipPayments.providerRef, invoiceId)))[0]).toMatchObject({ refundedCents: 1000 });
    // The yearly statement counts what the member gave, after the refund.
    const statement = await t.call('GET', `/api/memberships/statements/${new Date().getUTCFullYear()}`, who);
    expect(statement.body).toContain('Monthly supporting membership (refunded)');
  });

  it('asks Stripe which invoice a refunded payment paid when it never said, and answers 503 (sent again later) when Stripe cannot be asked', async () => {
    const who = await t.member();
    const created = (await t.call('POST', '/api/memberships', who, { level: 'monthly-5' })).json() as JoinMembershipResponse;
    const subscription = (await t.row(created.membershipId)).providerSubscriptionId!;
    const invoiceId = `in_${randomUUID().replaceAll('-', '')}`;
    const intentId = `pi_${randomUUID().replaceAll('-', '')}`;
    const invoice = { id: invoiceId, object: 'invoice', amount_paid: 500, parent: { type: 'subscription_details', subscription_details: { subscription } } };
    expect((await webhook('invoice.paid', invoice)).json()).toMatchObject({ outcome: 'paid' });
    const charge = { id: 'ch_2', object: 'charge', payment_intent: intentId, amount: 500, amount_refunded: 500, refunded: true };
    const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
    fake.refuseNext(401, 'Invalid API key provided');
    const unavailable = await webhook('charge.refunded', charge, eventId);
    expect(unavailable.statusCode).toBe(503);
    fake.invoicePaid(intentId, invoiceId);
    expect((await webhook('charge.refunded', charge, eventId)).json()).toMatchObject({ outcome: 'refunded' });
    expect((await t.mine(who))!.payments[0]).toMatchObject({ refundedCents: 500 });
    // An older, smaller total delivered late changes nothing.
    expect((await webhook('charge.refunded', { ...charge, amount_refunded: 200, refunded: false })).json()).toMatchObject({ outcome: 'ignored' });
    expect((await t.mine(who))!.payments[0]).toMatchObject({ refundedCents: 500 });
  });

  it('stops a running membership at Stripe when its member closes the account', async () => {
    const who = await t.member();
    const created = (await t.call('POST', '/api/memberships', who, { level: 'monthly-10' })).json() as JoinMembershipResponse;
    const subscription = (await t.row(created.membershipId)).providerSubscriptionId!;
    const invoice = { id: `in_${randomUUID().replaceAll('-', '')}`, object: 'invoice', amount_paid: 1000, parent: { type: 'subscription_details', subscription_details: { subscription } } };
    expect((await webhook('invoice.paid', invoice)).json()).toMatchObject({ outcome: 'paid' });
    const closed = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: { cookie: who.cookie }, payload: { password: TEST_PASSWORD, confirmEmail: '' } });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    expect(fake.calls.find((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${subscription}`)).toMatchObject({ idempotencyKey: `cancel-membership:${created.membershipId}` });
    expect(await t.row(created.membershipId)).toMatchObject({ status: 'ended' });
  });
});
