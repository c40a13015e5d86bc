import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CheckoutResponse, CustomerOrder, SplitPairOption, SplitPairStarted, SplitPairView } from '../../shared/api/shop';
import { buildApp, jobHandlers } from '../../server/app';
import { buddyMatches, jobs, notifications, orders, products, productVariants, shoeProfiles, splitPairs, testPaymentIntents } from '../../server/db/schema';
import { runDueJobs } from '../../server/lib/jobs';
import type { MailMessage } from '../../server/lib/mail';
import { signUp } from '../support/accounts';
import { checkout, makeProduct, payWithTestCard, shippingAddress } from '../support/shop';
import { openTestDatabase, testConfig } from '../support/test-app';

type Account = Awaited<ReturnType<typeof signUp>>;

let app: Awaited<ReturnType<typeof buildApp>>;
const sent: MailMessage[] = [];
const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Account | null, payload?: object) =>
  app.inject({
    method,
    url,
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...(who ? { headers: { cookie: who.cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
const variant = async (id: string) => (await app.db.select().from(productVariants).where(eq(productVariants.id, id)))[0]!;
const order = async (id: string) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const runJobs = () => runDueJobs(app.db, jobHandlers(app), undefined, 100);
const dueNow = (kind: string) => app.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.kind, kind));

/** A shoe in sizes 4 to 7 in half sizes, sold in pairs; two of each size. */
async function shoes(options: { allowMismatched?: boolean } = {}) {
  const made = await makeProduct(app.db, {
    name: 'Everyday trainers',
    category: 'shoes',
    soldInPairs: true,
    variants: ['4', '4.5', '5', '5.5', '6'].map((size, i) => ({ size, priceCents: 4000 + i * 100, stock: 2 })),
  });
  if (options.allowMismatched) await app.db.update(products).set({ allowMismatched: true }).where(eq(products.id, made.product.id));
  const bySize = (size: string) => made.variants.find((v) => v.size === size)!;
  return { ...made, bySize };
}

/** Two members whose feet are each other's opposite (5 / 5.5 and 5.5 / 5), in an accepted match. */
async function buddies() {
  const jonas = await signUp(app, { firstName: 'Jonas', lastName: 'Berg' });
  const alex = await signUp(app, { firstName: 'Alex', lastName: 'Moreno' });
  await app.db.insert(shoeProfiles).values([
    { userId: jonas.user.id, leftFootSize: 5, rightFootSize: 5.5 },
    { userId: alex.user.id, leftFootSize: 5.5, rightFootSize: 5 },
  ]);
  const [match] = await app.db
    .insert(buddyMatches)
    .values({ requesterId: jonas.user.id, recipientId: alex.user.id, status: 'accepted', respondedAt: new Date() })
    .returning();
  return { jonas, alex, matchId: match!.id };
}

beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await openTestDatabase(), logger: false, mailer: { send: async (m) => void sent.push(m), close: () => {} } });
  await app.ready();
});
afterAll(async () => app.close());

describe('pairs of two sizes', () => {
  it('sells a left of one size and a right of another where the product allows it, splitting a pair and keeping the other shoes as spares', async () => {
    const { bySize } = await shoes({ allowMismatched: true });
    const [five, sixish] = [bySize('5'), bySize('5.5')];
    const quote = (await call('POST', '/api/shop/cart/quote', null, { items: [{ variantId: five.id, rightVariantId: sixish.id, quantity: 1 }] })).json() as Cart;
    expect(quote.lines[0]).toMatchObject({ variantLabel: 'Left size 5 · Right size 5.5', unitPriceCents: 4300, problem: null, lineKey: `${five.id}:${sixish.id}` });

    const started = (await checkout(app, [{ variantId: five.id, rightVariantId: sixish.id, quantity: 1 }])).json() as CheckoutResponse;
    expect(started.totalCents).toBe(4300 + 695);
    expect(await variant(five.id)).toMatchObject({ stock: 1, spareLeft: 0, spareRight: 1 });
    expect(await variant(sixish.id)).toMatchObject({ stock: 1, spareLeft: 1, spareRight: 0 });

    // The next buyer with the opposite feet takes the spares, and no pair is split.
    const opposite = (await checkout(app, [{ variantId: sixish.id, rightVariantId: five.id, quantity: 1 }])).json() as CheckoutResponse;
    expect(await variant(five.id)).toMatchObject({ stock: 1, spareLeft: 0, spareRight: 0 });
    expect(await variant(sixish.id)).toMatchObject({ stock: 1, spareLeft: 0, spareRight: 0 });

    // A refused card gives the singles back, and a left and right of one size make a pair again.
    await payWithTestCard(app, opposite.clientSecret, 'pm_card_chargeDeclined');
    await payWithTestCard(app, started.clientSecret, 'pm_card_chargeDeclined');
    expect(await variant(five.id)).toMatchObject({ stock: 2, spareLeft: 0, spareRight: 0 });
    expect(await variant(sixish.id)).toMatchObject({ stock: 2, spareLeft: 0, spareRight: 0 });
  });

  it('refuses two sizes where the product does not allow it', async () => {
    const { bySize } = await shoes();
    const quote = (await call('POST', '/api/shop/cart/quote', null, { items: [{ variantId: bySize('5').id, rightVariantId: bySize('5.5').id, quantity: 1 }] })).json() as Cart;
    expect(quote.lines[0]?.problem).toBe('No longer sold');
    expect((await checkout(app, [{ variantId: bySize('5').id, rightVariantId: bySize('5.5').id, quantity: 1 }])).statusCode).toBe(409);
  });
});

describe('split pairs between Clubfoot Buddies', () => {
  it('offers the split pair when the two members’ sizes make two pairs of the product, and says why not otherwise', async () => {
    const { product, bySize } = await shoes();
    const { jonas, alex } = await buddies();
    const options = (await call('GET', `/api/shop/products/${product.slug}/split-pair-options`, jonas)).json() as { options: SplitPairOption[] };
    expect(options.options).toEqual([
      expect.objectContaining({ buddy: expect.objectContaining({ name: 'Alex Moreno' }), mine: { left: '5', right: '5.5' }, buddys: { left: '5.5', right: '5' }, problem: null, leftVariantId: bySize('5').id, rightVariantId: bySize('5.5').id, halfCents: 4250 }),
    ]);
    await app.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, bySize('5.5').id));
    const soldOut = (await call('GET', `/api/shop/products/${product.slug}/split-pair-options`, alex)).json() as { options: SplitPairOption[] };
    expect(soldOut.options[0]?.problem).toBe('Size 5.5 is sold out just now.');
    const loner = await signUp(app);
    expect((await call('GET', `/api/shop/products/${product.slug}/split-pair-options`, loner)).json()).toEqual({ options: [] });
  });

  it('holds both pairs on the first half, waits for the buddy, and ships each their own shoes once both have paid', async () => {
    const { product, bySize } = await shoes();
    const { jonas, alex, matchId } = await buddies();
    const [five, sixish] = [bySize('5'), bySize('5.5')];
    const res = await call('POST', `/api/shop/products/${product.slug}/split-pairs`, jonas, {
      matchId,
      leftVariantId: five.id,
      rightVariantId: sixish.id,
      shippingAddress,
      shippingMethod: 'standard',
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json() as SplitPairStarted;
    expect(started.totalCents).toBe(4250 + 695);
    expect(await variant(five.id)).toMatchObject({ stock: 1 });
    expect(await variant(sixish.id)).toMatchObject({ stock: 1 });
    // Before the first half is paid, the buddy sees nothing to pay.
    expect((await call('POST', `/api/shop/split-pairs/${started.splitPairId}/checkout`, alex, { shippingAddress, shippingMethod: 'standard' })).statusCode).toBe(409);

    await payWithTestCard(app, started.clientSecret);
    expect(await order(started.orderId)).toMatchObject({ status: 'awaiting-partner' });
    const [invite] = await app.db.select().from(notifications).where(eq(notifications.userId, alex.user.id));
    expect(invite).toMatchObject({ kind: 'shop.split-pair-invited', link: `/shop/split-pairs/${started.splitPairId}` });
    const seen = (await call('GET', `/api/shop/split-pairs/${started.splitPairId}`, alex)).json() as SplitPairView;
    expect(seen).toMatchObject({
      status: 'waiting-partner',
      you: 'partner',
      initiator: { member: { name: 'Jonas Berg' }, leftSize: '5', rightSize: '5.5', halfCents: 4250, paid: true, orderNumber: null },
      partner: { member: { name: 'Alex Moreno' }, leftSize: '5.5', rightSize: '5', halfCents: 4250, paid: false },
    });
    // Only its two members see it.
    expect((await call('GET', `/api/shop/split-pairs/${started.splitPairId}`, await signUp(app))).statusCode).toBe(404);
    expect((await call('POST', `/api/shop/split-pairs/${started.splitPairId}/checkout`, jonas, { shippingAddress, shippingMethod: 'standard' })).statusCode).toBe(409);

    const alexAddress = { ...shippingAddress, name: 'Alex Moreno', line1: '8 Birch Road', city: 'Madrid', region: null, postalCode: '28001', country: 'ES' };
    const half = (await call('POST', `/api/shop/split-pairs/${started.splitPairId}/checkout`, alex, { shippingAddress: alexAddress, shippingMethod: 'standard' })).json() as CheckoutResponse;
    expect(half.totalCents).toBe(4250 + 1900);
    await payWithTestCard(app, half.clientSecret);
    expect(await order(started.orderId)).toMatchObject({ status: 'paid' });
    const alexsOrder = (await call('GET', `/api/shop/orders/${half.orderNumber}`, alex)).json() as CustomerOrder;
    expect(alexsOrder).toMatchObject({ status: 'paid', splitPairId: started.splitPairId, items: [{ variantLabel: 'Left size 5.5 · Right size 5 (split pair with Jonas Berg)' }], shippingAddress: { city: 'Madrid' } });
    const [split] = await app.db.select().from(splitPairs).where(eq(splitPairs.id, started.splitPairId));
    expect(split?.status).toBe('complete');
    const [sold] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(sold?.soldCount).toBe(2);
    // Stock: the two pairs left the shelf once.
    expect(await variant(five.id)).toMatchObject({ stock: 1, spareLeft: 0, spareRight: 0 });
    const listed = (await call('GET', '/api/shop/split-pairs', jonas)).json() as { splitPairs: SplitPairView[] };
    expect(listed.splitPairs.map((entry) => [entry.id, entry.status, entry.you])).toEqual([[started.splitPairId, 'complete', 'initiator']]);
  });

  it('refunds the first half in full when the buddy declines or time runs out, and puts the shoes back', async () => {
    const { product, bySize } = await shoes();
    const { jonas, alex, matchId } = await buddies();
    const start = async () => {
      const started = (
        await call('POST', `/api/shop/products/${product.slug}/split-pairs`, jonas, { matchId, leftVariantId: bySize('5').id, rightVariantId: bySize('5.5').id, shippingAddress, shippingMethod: 'standard' })
      ).json() as SplitPairStarted;
      await payWithTestCard(app, started.clientSecret);
      return started;
    };
    const declined = await start();
    const closed = (await call('POST', `/api/shop/split-pairs/${declined.splitPairId}/close`, alex)).json() as SplitPairView;
    expect(closed.status).toBe('declined');
    expect(await order(declined.orderId)).toMatchObject({ status: 'refunded' });
    expect(await variant(bySize('5').id)).toMatchObject({ stock: 2 });
    await runJobs();
    const [intent] = await app.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.clientSecret, declined.clientSecret));
    expect(intent?.status).toBe('refunded');
    expect(sent.find((m) => m.subject.includes(`${declined.orderNumber} has been refunded`))?.text).toContain('Your buddy declined the split pair');

    const lapsed = await start();
    // The buddy starts paying but does not finish before the time is up: that payment is stopped.
    const half = (await call('POST', `/api/shop/split-pairs/${lapsed.splitPairId}/checkout`, alex, { shippingAddress, shippingMethod: 'express' })).json() as CheckoutResponse;
    await app.db.update(splitPairs).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(splitPairs.id, lapsed.splitPairId));
    await dueNow('shop.split-pair-expiry');
    await runJobs();
    expect(await order(lapsed.orderId)).toMatchObject({ status: 'refunded' });
    expect(await order(half.orderId)).toMatchObject({ status: 'expired' });
    expect((await payWithTestCard(app, half.clientSecret)).json().status).toBe('failed');
    expect(sent.find((m) => m.subject.includes(`${lapsed.orderNumber} has been refunded`))?.text).toContain('did not arrive within 7 days');
  });

  it('needs an accepted match of the caller and two different sizes', async () => {
    const { product, bySize } = await shoes();
    const { jonas, matchId } = await buddies();
    const stranger = await signUp(app);
    const body = { matchId, leftVariantId: bySize('5').id, rightVariantId: bySize('5.5').id, shippingAddress, shippingMethod: 'standard' };
    expect((await call('POST', `/api/shop/products/${product.slug}/split-pairs`, stranger, body)).statusCode).toBe(409);
    expect((await call('POST', `/api/shop/products/${product.slug}/split-pairs`, jonas, { ...body, rightVariantId: bySize('5').id })).statusCode).toBe(409);
    await app.db.update(buddyMatches).set({ status: 'completed' }).where(eq(buddyMatches.id, matchId));
    expect((await call('POST', `/api/shop/products/${product.slug}/split-pairs`, jonas, body)).statusCode).toBe(409);
  });
});
