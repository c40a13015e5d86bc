import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPayout, AdminPayouts, TransparencyFigures } from '../../shared/api/transparency';
import { auditLog, charityPayouts, donationPayments, donations, membershipPayments, users } from '../../server/db/schema';
import { seedDonations } from '../../server/seed/factories/donations';
import { seedMemberships } from '../../server/seed/factories/memberships';
import { seedPayouts } from '../../server/seed/factories/transparency';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

/**
 * Where the money went (issue 29): the public figures equal sums made here, with plain arithmetic,
 * from the rows the demo seed wrote; the payouts ledger never passes on more than the splits owe.
 */
let app: FastifyInstance;
let admin: { cookie: string };

/** The charities' 80% of one payment, rounded down to the cent, in integer arithmetic. */
const eighty = (cents: number) => (cents * 80 - ((cents * 80) % 100)) / 100;
/** The charities' 50% of one membership payment, rounded down to the cent. */
const half = (cents: number) => (cents - (cents % 2)) / 2;

const figures = async () => (await app.inject({ method: 'GET', url: '/api/transparency' })).json<TransparencyFigures>();
const ledger = async () => (await app.inject({ method: 'GET', url: '/api/admin/payouts', headers: { cookie: admin.cookie } })).json<AdminPayouts>();
const record = (payload: object, key?: string) =>
  app.inject({ method: 'POST', url: '/api/admin/payouts', headers: { cookie: admin.cookie, ...(key ? { 'idempotency-key': key } : {}) }, payload });
const count = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(charityPayouts))[0]!.n;
const audits = async (action: string) => (await app.db.select().from(auditLog).where(eq(auditLog.action, action))).length;
const today = () => new Date().toISOString().slice(0, 10);

function multipart(bytes: Buffer, fileName: string, type: string) {
  const boundary = '----clubfoot-receipt-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: admin.cookie } };
}

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 100 });
  const account = await signUp(app, { firstName: 'Ledger', lastName: 'Keeper' });
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user.id));
  admin = account;
  // The demo members the seed's gifts and memberships belong to.
  for (const email of ['maya@clubfoot.example', 'daniel@clubfoot.example', 'priya@clubfoot.example', 'jonas@clubfoot.example']) await signUp(app, { email });
  await seedDonations(app.db);
  await seedMemberships(app.db);
  await seedPayouts(app.db);
});
afterAll(async () => {
  await app.close();
});

describe('the public figures', () => {
  it('equal the sums of the seeded paid payments and payouts, by month, year and source', async () => {
    const gifts = await app.db
      .select({ cents: donationPayments.amountCents, status: donationPayments.status, paidAt: donationPayments.paidAt, type: donations.type })
      .from(donationPayments)
      .innerJoin(donations, eq(donations.id, donationPayments.donationId));
    const supporting = await app.db.select({ cents: membershipPayments.amountCents, status: membershipPayments.status, paidAt: membershipPayments.paidAt }).from(membershipPayments);
    // Each payment with its charities' share: 80% of a gift, 50% of a membership, rounded down per payment.
    const rows = [
      ...gifts.map((row) => ({ ...row, share: eighty(row.cents) })),
      ...supporting.map((row) => ({ ...row, type: 'membership' as const, share: half(row.cents) })),
    ];
    const paid = rows.filter((row) => row.status === 'paid' && row.paidAt);
    const gross = paid.reduce((sum, row) => sum + row.cents, 0);
    const charities = paid.reduce((sum, row) => sum + row.share, 0);
    const payouts = await app.db.select().from(charityPayouts);
    const paidOut = payouts.reduce((sum, row) => sum + row.amountCents, 0);

    const got = await figures();
    expect(got.totals).toEqual({ grossCents: gross, refundedCents: 0, netCents: gross, charitiesCents: charities, platformCents: gross - charities });
    // The seed's own story: $515 of gifts ($412 owed) and $90 of memberships ($45 owed), $300 passed on.
    expect([gross, charities, paidOut]).toEqual([60_500, 45_700, 30_000]);
    expect(got.paidOutCents).toBe(paidOut);
    expect(got.balanceCents).toBe(charities - paidOut);

    for (const [source, type] of [['oneTime', 'one-time'], ['monthly', 'monthly'], ['memberships', 'membership']] as const) {
      const mine = paid.filter((row) => row.type === type);
      const entry = got.bySource.find((figure) => figure.source === source)!;
      expect(entry.grossCents).toBe(mine.reduce((sum, row) => sum + row.cents, 0));
      expect(entry.charitiesCents).toBe(mine.reduce((sum, row) => sum + row.share, 0));
    }
    const monthOf = (date: Date) => date.toISOString().slice(0, 7);
    for (const month of got.months) {
      const inMonth = paid.filter((row) => monthOf(row.paidAt!) === month.period);
      expect(month.total.grossCents).toBe(inMonth.reduce((sum, row) => sum + row.cents, 0));
      expect(month.total.charitiesCents).toBe(inMonth.reduce((sum, row) => sum + row.share, 0));
    }
    expect(new Set(got.months.map((month) => month.period))).toEqual(new Set(paid.map((row) => monthOf(row.paidAt!))));
    const years = new Set(paid.map((row) => row.paidAt!.toISOString().slice(0, 4)));
    expect(got.years.map((year) => year.period).sort()).toEqual([...years].sort());
    expect(got.years.reduce((sum, year) => sum + year.total.netCents, 0)).toBe(gross);
    expect(got.sources).toEqual([
      { source: 'oneTime', charityPercent: 80 },
      { source: 'monthly', charityPercent: 80 },
      { source: 'memberships', charityPercent: 50 },
    ]);
  });

  it('never show a member, a donor, a receipt or a note', async () => {
    const text = (await app.inject({ method: 'GET', url: '/api/transparency' })).body;
    for (const secret of ['maya', 'daniel', 'priya', '@', 'receipt_', 'receiptUrl', 'note', 'Ledger', 'Keeper', 'Plaster and casting']) expect(text).not.toContain(secret);
    const csv = (await app.inject({ method: 'GET', url: '/api/transparency/csv' })).body;
    for (const secret of ['maya', '@', 'Ledger', 'Plaster and casting']) expect(csv).not.toContain(secret);
  });

  it('come as a CSV with every month, the totals, the payouts and the balance', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/transparency/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="where-the-money-went-\d{4}-\d{2}-\d{2}\.csv"/);
    const got = await figures();
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Month,Source,Paid (USD),Refunded (USD),Net (USD),To clubfoot charities (USD),To the platform (USD)');
    expect(lines).toContain(`All time,Total,605.00,0.00,605.00,457.00,148.00`);
    // Every month with membership income has its own row, half of it for the charities.
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    const withMemberships = got.months.flatMap((month) => month.sources.filter((source) => source.source === 'memberships').map((source) => ({ period: month.period, ...source })));
    expect(withMemberships.reduce((sum, month) => sum + month.grossCents, 0)).toBe(9_000);
    for (const month of withMemberships) {
      expect(lines).toContain(`${month.period},Supporting memberships,${dollars(month.grossCents)},0.00,${dollars(month.netCents)},${dollars(month.charitiesCents)},${dollars(month.platformCents)}`);
    }
    expect(lines.filter((line) => /^\d{4}-\d{2},/.test(line))).toHaveLength(got.months.reduce((sum, month) => sum + month.sources.length, 0));
    expect(lines.some((line) => line.startsWith(`${got.payouts[0]!.paidOn},Harbourview Clubfoot Trust,200.00,`))).toBe(true);
    expect(lines).toContain(`Still to pass on,,${(got.balanceCents / 100).toFixed(2)},`);
  });
});

describe('the payouts ledger', () => {
  it('refuses a payout larger than the balance, saying the most that can be recorded, and changes nothing', async () => {
    const { balanceCents } = await ledger();
    const [before, auditsBefore] = [await count(), await audits('payout.recorded')];
    const res = await record({ paidOn: today(), recipient: 'Harbourview Clubfoot Trust', amountCents: balanceCents + 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toContain(`$${(balanceCents / 100).toFixed(2)}`);
    expect([await count(), await audits('payout.recorded'), (await ledger()).balanceCents]).toEqual([before, auditsBefore, balanceCents]);
  });

  it('of two payouts recorded at once that together pass the balance, records one and refuses the other', async () => {
    const { balanceCents } = await ledger();
    const half = Math.floor(balanceCents / 2) + 100;
    const body = (n: number) => ({ paidOn: today(), recipient: `Concurrent Fund ${n}`, amountCents: half });
    const answers = await Promise.all([record(body(1), 'concurrent-payout-one'), record(body(2), 'concurrent-payout-two')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    const after = await ledger();
    expect(after.balanceCents).toBe(balanceCents - half);
    expect(after.balanceCents).toBeGreaterThanOrEqual(0);
  });

  it('records a payout (audited, once per key), shows it publicly, and a void restores the balance', async () => {
    const { balanceCents } = await ledger();
    const body = { paidOn: today(), recipient: 'Riverbend Clubfoot Trust', amountCents: 1_234, reference: 'RB-77', note: 'Quarterly transfer' };
    const first = await record(body, 'payout-record-once');
    expect(first.statusCode).toBe(201);
    const again = await record(body, 'payout-record-once');
    expect(again.headers['idempotent-replayed']).toBe('true');
    const payout = first.json<AdminPayout>();
    expect((await ledger()).balanceCents).toBe(balanceCents - 1_234);
    expect((await figures()).payouts.find((p) => p.id === payout.id)).toEqual({ id: payout.id, paidOn: body.paidOn, recipient: body.recipient, amountCents: 1_234, reference: 'RB-77' });
    const [entry] = await app.db.select().from(auditLog).where(sql`${auditLog.details}->>'payoutId' = ${payout.id}`);
    expect(entry?.action).toBe('payout.recorded');

    const voided = await app.inject({ method: 'POST', url: `/api/admin/payouts/${payout.id}/void`, headers: { cookie: admin.cookie }, payload: { reason: 'Sent to the wrong account' } });
    expect(voided.json<AdminPayout>().voidReason).toBe('Sent to the wrong account');
    expect((await ledger()).balanceCents).toBe(balanceCents);
    expect((await figures()).payouts.some((p) => p.id === payout.id)).toBe(false);
    expect(await audits('payout.voided')).toBe(1);
    const twice = await app.inject({ method: 'POST', url: `/api/admin/payouts/${payout.id}/void`, headers: { cookie: admin.cookie }, payload: { reason: 'Again' } });
    expect(twice.statusCode).toBe(409);
  });

  it('keeps a receipt for administrators only', async () => {
    const payout = (await record({ paidOn: today(), recipient: 'Eastvale Children’s Casting Fund', amountCents: 100 })).json<AdminPayout>();
    const pdf = Buffer.from('%PDF-1.4\n% receipt\n%%EOF\n');
    const attached = await app.inject({ method: 'POST', url: `/api/admin/payouts/${payout.id}/receipt`, ...multipart(pdf, 'bank transfer.pdf', 'application/pdf') });
    expect(attached.statusCode).toBe(200);
    const withReceipt = attached.json<AdminPayout>();
    expect(withReceipt.receiptName).toBe('bank transfer.pdf');
    const download = await app.inject({ method: 'GET', url: withReceipt.receiptUrl!, headers: { cookie: admin.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await app.inject({ method: 'GET', url: withReceipt.receiptUrl! })).statusCode).toBe(401);
    expect(JSON.stringify((await figures()).payouts.find((p) => p.id === payout.id))).not.toContain('receipt');

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const refused = await app.inject({ method: 'POST', url: `/api/admin/payouts/${payout.id}/receipt`, ...multipart(html, 'receipt.pdf', 'application/pdf') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('The receipt must be a PDF, JPEG or PNG file');
  });

  it('answers bad input with 400 and a message', async () => {
    const cases = [
      { paidOn: today(), recipient: 'Fund', amountCents: 0 },
      { paidOn: today(), recipient: 'Fund', amountCents: 10.5 },
      { paidOn: '2999-01-01', recipient: 'Fund', amountCents: 100 },
      { paidOn: '2026-02-30', recipient: 'Fund', amountCents: 100 },
      { paidOn: today(), recipient: '   ', amountCents: 100 },
      { paidOn: today(), recipient: 'Fund', amountCents: 100, recordedBy: 'someone' },
    ];
    const before = await count();
    for (const body of cases) {
      const res = await record(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json<{ message: string }>().message).toBe('string');
    }
    expect(await count()).toBe(before);
  });
});

describe('a supporting membership paid through the site', () => {
  it('shows in the figures, the balance and the CSV at once, half of it for the charities', async () => {
    const before = await figures();
    const thisMonth = new Date().toISOString().slice(0, 7);
    const monthBefore = before.months.find((month) => month.period === thisMonth)?.sources.find((source) => source.source === 'memberships')?.grossCents ?? 0;
    const member = await signUp(app, { firstName: 'Sam', lastName: 'Supporter' });
    const joined = await app.inject({ method: 'POST', url: '/api/memberships', headers: { cookie: member.cookie }, payload: { level: 'yearly-100', idempotencyKey: randomUUID() } });
    expect(joined.statusCode, joined.body).toBe(200);
    const { clientSecret } = joined.json<{ clientSecret: string }>();
    const confirmed = await app.inject({ method: 'POST', url: '/api/payments/test-mode/confirm', payload: { clientSecret, paymentMethod: 'pm_card_visa' } });
    expect(confirmed.json()).toMatchObject({ status: 'succeeded' });

    const after = await figures();
    const memberships = (f: TransparencyFigures) => f.bySource.find((source) => source.source === 'memberships')!;
    expect(memberships(after).grossCents - memberships(before).grossCents).toBe(10_000);
    expect(memberships(after).charitiesCents - memberships(before).charitiesCents).toBe(5_000);
    expect(after.totals.platformCents - before.totals.platformCents).toBe(5_000);
    expect(after.balanceCents - before.balanceCents).toBe(5_000);
    expect((await ledger()).balanceCents).toBe(after.balanceCents);
    const month = after.months.find((m) => m.period === thisMonth)!.sources.find((source) => source.source === 'memberships')!;
    expect(month.grossCents).toBe(monthBefore + 10_000);

    const csv = (await app.inject({ method: 'GET', url: '/api/transparency/csv' })).body;
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(csv).toContain(`${thisMonth},Supporting memberships,${dollars(month.grossCents)},0.00,${dollars(month.netCents)},${dollars(month.charitiesCents)},${dollars(month.platformCents)}`);
    expect(csv).not.toContain('Supporter');
  });
});

describe('refunds made at the provider', () => {
  it('are taken off in the month they were made: the gross stays, the net and the charities’ share go down', async () => {
    const [gift] = await app.db.insert(donations).values({ type: 'one-time', amountCents: 2500, provider: 'stripe', idempotencyKey: randomUUID(), status: 'paid' }).returning();
    const [monthly] = await app.db.insert(donations).values({ type: 'monthly', amountCents: 1000, provider: 'stripe', idempotencyKey: randomUUID(), status: 'active' }).returning();
    const [membership] = await app.db.select({ id: membershipPayments.membershipId }).from(membershipPayments).limit(1);
    const lastMonth = new Date(Date.now() - 35 * 86_400_000);
    await app.db.insert(donationPayments).values([
      { donationId: gift!.id, amountCents: 2500, status: 'paid', providerRef: 'pi_refund_gift', paidAt: lastMonth },
      { donationId: monthly!.id, amountCents: 1000, status: 'paid', providerRef: 'in_refund_monthly', paidAt: lastMonth },
    ]);
    await app.db.insert(membershipPayments).values({ membershipId: membership!.id, amountCents: 1000, status: 'paid', providerRef: 'in_refund_member', paidAt: lastMonth });
    const before = await figures();

    const now = new Date();
    const apply = (event: Parameters<FastifyInstance['applyPaymentEvent']>[1]) => app.applyPaymentEvent('stripe', event);
    expect(await apply({ id: 'evt_refund_gift', type: 'payment.refunded', paymentIntentId: 'pi_refund_gift', refundedCents: 2500, at: now })).toBe('refunded');
    expect(await apply({ id: 'evt_refund_gift', type: 'payment.refunded', paymentIntentId: 'pi_refund_gift', refundedCents: 2500, at: now })).toBe('duplicate');
    // A subscription's payment is recorded by its invoice; the refund names the payment intent that paid it.
    expect(await apply({ id: 'evt_link_monthly', type: 'invoice.payment-linked', invoiceId: 'in_refund_monthly', paymentIntentId: 'pi_monthly' })).toBe('linked');
    expect(await apply({ id: 'evt_refund_monthly', type: 'payment.refunded', paymentIntentId: 'pi_monthly', refundedCents: 300, at: now })).toBe('refunded');
    expect(await apply({ id: 'evt_link_member', type: 'invoice.payment-linked', invoiceId: 'in_refund_member', paymentIntentId: 'pi_member' })).toBe('linked');
    expect(await apply({ id: 'evt_refund_member', type: 'payment.refunded', paymentIntentId: 'pi_member', refundedCents: 1000, at: now })).toBe('refunded');
    // Someone else's payment (the shop's, say): nothing here changes.
    expect(await apply({ id: 'evt_refund_other', type: 'payment.refunded', paymentIntentId: 'pi_unknown', refundedCents: 100, at: now })).toBe('ignored');

    const after = await figures();
    const taken = eighty(2500) + (eighty(1000) - eighty(700)) + half(1000);
    expect(after.totals).toEqual({
      grossCents: before.totals.grossCents,
      refundedCents: 3800,
      netCents: before.totals.netCents - 3800,
      charitiesCents: before.totals.charitiesCents - taken,
      platformCents: before.totals.platformCents - (3800 - taken),
    });
    expect(after.balanceCents).toBe(before.balanceCents - taken);
    const thisMonth = after.months.find((month) => month.period === now.toISOString().slice(0, 7))!;
    expect(thisMonth.total.refundedCents).toBe(3800);
    expect(after.bySource.find((entry) => entry.source === 'monthly')).toMatchObject({ refundedCents: 300 });
    const csv = (await app.inject({ method: 'GET', url: '/api/transparency/csv' })).body;
    expect(csv).toMatch(/All time,Total,[\d.]+,38\.00,/);
  });
});
