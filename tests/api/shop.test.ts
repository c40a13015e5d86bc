import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CheckoutResponse, CustomerOrder, ProductDetail, ProductPage } from '../../shared/api/shop';
import { buildApp, jobHandlers } from '../../server/app';
import type { Config } from '../../server/config';
import { jobs, orders, products, productVariants, testPaymentIntents } from '../../server/db/schema';
import { runDueJobs } from '../../server/lib/jobs';
import type { MailMessage } from '../../server/lib/mail';
import { signUp } from '../support/accounts';
import { startFakeStripe } from '../support/fake-stripe';
import { checkout, makeProduct, payWithTestCard, shippingAddress } from '../support/shop';
import { openTestDatabase, testConfig } from '../support/test-app';

async function startApp(overrides: Partial<Config> = {}) {
  const sent: MailMessage[] = [];
  const app = await buildApp({
    config: testConfig(overrides),
    database: await openTestDatabase(),
    logger: false,
    mailer: { send: async (message) => void sent.push(message), close: () => {} },
  });
  await app.ready();
  return {
    app,
    sent,
    get: (url: string, cookie?: string) => app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) }),
    send: (method: 'POST' | 'PUT', url: string, payload: object, cookie?: string) => app.inject({ method, url, payload, ...(cookie ? { headers: { cookie } } : {}) }),
    stock: async (variantId: string) => (await app.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock,
    order: async (id: string) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!,
    runJobs: () => runDueJobs(app.db, jobHandlers(app), undefined, 100),
  };
}

describe('the shop in test mode', () => {
  let t: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => t.app.close());

  it('lists published products only, by category, search, stock and price', async () => {
    const socks = await makeProduct(t.app.db, { name: 'Seamless liner socks', variants: [{ priceCents: 900, stock: 0 }] });
    const book = await makeProduct(t.app.db, { name: 'Tilly wears her boots', category: 'books-and-toys', variants: [{ size: null, priceCents: 1500 }] });
    const draft = await makeProduct(t.app.db, { name: 'Unfinished draft boot', status: 'draft' });
    const all = (await t.get('/api/shop/products?pageSize=100')).json() as ProductPage;
    const slugs = all.products.map((product) => product.slug);
    expect(slugs).toContain(socks.product.slug);
    expect(slugs).not.toContain(draft.product.slug);

    const books = (await t.get('/api/shop/products?category=books-and-toys')).json() as ProductPage;
    expect(books.products.map((product) => product.slug)).toEqual([book.product.slug]);
    expect(books.products[0]).toMatchObject({ priceFromCents: 1500, priceToCents: 1500, inStock: true, rating: { average: null, count: 0 } });

    const found = (await t.get('/api/shop/products?q=liner')).json() as ProductPage;
    expect(found.products.map((product) => product.slug)).toEqual([socks.product.slug]);
    const inStock = (await t.get('/api/shop/products?q=liner&inStock=true')).json() as ProductPage;
    expect(inStock.products).toEqual([]);

    const cheapest = (await t.get('/api/shop/products?sort=price-low&pageSize=100')).json() as ProductPage;
    const prices = cheapest.products.map((product) => product.priceFromCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await t.get('/api/shop/products?sort=cheapest')).statusCode).toBe(400);
  });

  it('shows a product with its variants and safe description; drafts and unknown slugs are not found', async () => {
    const { product, variants } = await makeProduct(t.app.db, { variants: [{ size: '5', width: 'wide', priceCents: 4500 }, { size: '5.5', priceCents: 4700, stock: 0 }] });
    await t.app.db.update(products).set({ description: 'Soft **suede**. <script>alert(1)</script><img src=x onerror=alert(2)>' }).where(eq(products.id, product.id));
    const res = await t.get(`/api/shop/products/${product.slug}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as ProductDetail;
    expect(detail.descriptionHtml).toContain('<strong>suede</strong>');
    expect(detail.descriptionHtml).not.toMatch(/<script|<img/);
    expect(detail.variants.map((variant) => [variant.label, variant.priceCents, variant.stock])).toEqual([
      ['Size 5 · Wide', 4500, 10],
      ['Size 5.5', 4700, 0],
    ]);
    expect(variants).toHaveLength(2);
    const draft = await makeProduct(t.app.db, { status: 'draft' });
    expect((await t.get(`/api/shop/products/${draft.product.slug}`)).statusCode).toBe(404);
    expect((await t.get('/api/shop/products/no-such-thing')).statusCode).toBe(404);
  });

  it("prices a visitor's cart on the server: stock problems, shipping by destination, free standard shipping from $75", async () => {
    const { variants } = await makeProduct(t.app.db, { variants: [{ priceCents: 2500, stock: 2 }, { priceCents: 1000, stock: 0 }] });
    const quote = async (body: object) => (await t.send('POST', '/api/shop/cart/quote', body)).json() as Cart;
    const cart = await quote({
      items: [
        { variantId: variants[0]!.id, quantity: 3 },
        { variantId: variants[1]!.id, quantity: 1 },
        { variantId: randomUUID(), quantity: 1 },
      ],
    });
    expect(cart.lines.map((line) => line.problem)).toEqual(['Only 2 left', 'Sold out', 'No longer sold']);
    expect(cart.itemCount).toBe(5);
    const fine = await quote({ items: [{ variantId: variants[0]!.id, quantity: 2 }], country: 'US' });
    expect(fine.subtotalCents).toBe(5000);
    expect(fine.shippingOptions).toEqual([
      { method: 'standard', label: 'Standard', cents: 695, days: '3 to 5' },
      { method: 'express', label: 'Express', cents: 1800, days: '1 to 2' },
    ]);
    const abroad = await quote({ items: [{ variantId: variants[0]!.id, quantity: 2 }], country: 'GB' });
    expect(abroad.shippingOptions.map((option) => option.cents)).toEqual([1900, 3900]);
    const big = await makeProduct(t.app.db, { variants: [{ priceCents: 8000 }] });
    const free = await quote({ items: [{ variantId: big.variants[0]!.id, quantity: 1 }] });
    expect(free.shippingOptions[0]?.cents).toBe(0);
    // A price in the request is not the browser's to set.
    expect((await t.send('POST', '/api/shop/cart/quote', { items: [{ variantId: variants[0]!.id, quantity: 1, priceCents: 1 }] })).statusCode).toBe(400);
    expect((await t.send('POST', '/api/shop/cart/quote', { items: [{ variantId: variants[0]!.id, quantity: 11 }] })).statusCode).toBe(400);
  });

  it("keeps a member's cart on the server and merges a visitor's cart into it on sign-in", async () => {
    const member = await signUp(t.app, { firstName: 'Ines', lastName: 'Carter' });
    const { variants } = await makeProduct(t.app.db);
    const [small, medium] = variants;
    let cart = (await t.send('PUT', `/api/shop/cart/items/${small!.id}`, { quantity: 2 }, member.cookie)).json() as Cart;
    expect(cart.lines.map((line) => [line.variantId, line.quantity])).toEqual([[small!.id, 2]]);
    cart = (await t.send('POST', '/api/shop/cart/merge', { items: [{ variantId: small!.id, quantity: 9 }, { variantId: medium!.id, quantity: 1 }, { variantId: randomUUID(), quantity: 1 }] }, member.cookie)).json() as Cart;
    expect(cart.lines.map((line) => [line.variantId, line.quantity])).toEqual([
      [small!.id, 10],
      [medium!.id, 1],
    ]);
    cart = (await t.send('PUT', `/api/shop/cart/items/${small!.id}`, { quantity: 0 }, member.cookie)).json() as Cart;
    expect(cart.itemCount).toBe(1);
    expect((await t.send('PUT', `/api/shop/cart/items/${randomUUID()}`, { quantity: 1 }, member.cookie)).statusCode).toBe(404);
    expect((await t.get('/api/shop/cart', member.cookie)).json()).toMatchObject({ itemCount: 1 });
    expect((await t.get('/api/shop/cart')).statusCode).toBe(401);
  });

  it('checks out at the server’s prices, reserves the stock, and marks the order paid only when the payment succeeds', async () => {
    const { product, variants } = await makeProduct(t.app.db, { variants: [{ priceCents: 3000, stock: 5 }] });
    const variant = variants[0]!;
    const key = randomUUID();
    const res = await checkout(t.app, [{ variantId: variant.id, quantity: 2 }], { key });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json() as CheckoutResponse;
    expect(started).toMatchObject({ mode: 'test', totalCents: 6000 + 695, orderNumber: expect.stringMatching(/^CF-\d+$/) });
    expect(await t.stock(variant.id)).toBe(3);
    // The same press again: the same order and payment, no second reservation.
    const again = (await checkout(t.app, [{ variantId: variant.id, quantity: 2 }], { key })).json() as CheckoutResponse;
    expect(again.orderId).toBe(started.orderId);
    expect(again.clientSecret).toBe(started.clientSecret);
    expect(await t.stock(variant.id)).toBe(3);

    // A price changed after the cart was shown: the order keeps the price it was bought at.
    await t.app.db.update(productVariants).set({ priceCents: 9900 }).where(eq(productVariants.id, variant.id));
    const pending = (await t.get(`/api/shop/orders/${started.orderNumber}?token=${started.accessToken}`)).json() as CustomerOrder;
    expect(pending).toMatchObject({ status: 'pending', subtotalCents: 6000, items: [{ unitPriceCents: 3000, quantity: 2, productName: product.name }] });

    expect((await payWithTestCard(t.app, started.clientSecret)).json()).toEqual({ status: 'succeeded', message: null });
    expect((await payWithTestCard(t.app, started.clientSecret)).statusCode).toBe(200);
    expect(await t.order(started.orderId)).toMatchObject({ status: 'paid' });
    const [sold] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(sold?.soldCount).toBe(2);
    // Confirmed twice, applied once: one receipt.
    expect(await t.app.db.select().from(jobs).where(eq(jobs.kind, 'shop.order-receipt'))).toHaveLength(1);
    await t.runJobs();
    const receipt = t.sent.find((message) => message.to === 'rosa@clubfoot.example' && message.subject.includes(started.orderNumber));
    expect(receipt?.text).toContain('Total: $66.95');
    expect(receipt?.text).toContain(shippingAddress.line1);
    // The receipt's link opens the order for a visitor; a wrong key or none finds nothing.
    const link = new URL(receipt!.link!);
    expect((await t.get(`${link.pathname.replace('/shop/orders', '/api/shop/orders')}${link.search}`)).json()).toMatchObject({ status: 'paid' });
    expect((await t.get(`/api/shop/orders/${started.orderNumber}`)).statusCode).toBe(404);
    expect((await t.get(`/api/shop/orders/${started.orderNumber}?token=${'x'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('writes a visitor’s receipt in the language of the page they ordered on (issue 25)', async () => {
    const { variants } = await makeProduct(t.app.db, { variants: [{ priceCents: 3000, stock: 5 }] });
    const started = (await checkout(t.app, [{ variantId: variants[0]!.id, quantity: 1 }], { email: 'acheteuse@clubfoot.example', language: 'fr' })).json() as CheckoutResponse;
    expect(await t.order(started.orderId)).toMatchObject({ language: 'fr' });
    await payWithTestCard(t.app, started.clientSecret);
    await t.runJobs();
    const receipt = t.sent.find((message) => message.to === 'acheteuse@clubfoot.example');
    expect(receipt?.link).toContain('/fr/shop/orders/');
    expect(receipt?.text).toMatch(/36,95\s\$US/);
  });

  it('refuses a checkout the shelf cannot fill, and a declined card gives the stock back', async () => {
    const { variants } = await makeProduct(t.app.db, { variants: [{ stock: 1 }] });
    const variant = variants[0]!;
    const tooMany = await checkout(t.app, [{ variantId: variant.id, quantity: 2 }]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toContain('only 1 left');
    const inSpanish = await checkout(t.app, [{ variantId: variant.id, quantity: 3 }], { language: 'es' });
    expect(inSpanish.json().message).toMatch(/^Revisa tu carrito: .+: solo queda 1\.$/);
    const started = (await checkout(t.app, [{ variantId: variant.id, quantity: 1 }])).json() as CheckoutResponse;
    expect(await t.stock(variant.id)).toBe(0);
    expect((await checkout(t.app, [{ variantId: variant.id, quantity: 1 }])).statusCode).toBe(409);
    const declined = (await payWithTestCard(t.app, started.clientSecret, 'pm_card_chargeDeclined')).json();
    expect(declined).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(await t.order(started.orderId)).toMatchObject({ status: 'failed' });
    expect(await t.stock(variant.id)).toBe(1);
  });

  it('gives the stock back when a payment never comes, stops that payment, and refunds one that arrives after the stock has gone', async () => {
    const { variants } = await makeProduct(t.app.db, { variants: [{ stock: 1, priceCents: 2000 }] });
    const variant = variants[0]!;
    const lapsed = (await checkout(t.app, [{ variantId: variant.id, quantity: 1 }])).json() as CheckoutResponse;
    const late = async (orderId: string) => t.app.db.update(orders).set({ reservedUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, orderId));
    await late(lapsed.orderId);
    await t.app.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.kind, 'shop.expire-order'));
    await t.runJobs();
    expect(await t.order(lapsed.orderId)).toMatchObject({ status: 'expired' });
    expect(await t.stock(variant.id)).toBe(1);
    // Test mode stopped the payment, as Stripe would: the card is not charged.
    const refused = (await payWithTestCard(t.app, lapsed.clientSecret)).json();
    expect(refused.status).toBe('failed');

    // Stripe can still bring a success that was under way: the stock is taken again while it lasts...
    const second = (await checkout(t.app, [{ variantId: variant.id, quantity: 1 }])).json() as CheckoutResponse;
    await late(second.orderId);
    await t.app.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.kind, 'shop.expire-order'));
    await t.runJobs();
    expect(await t.stock(variant.id)).toBe(1);
    const [intent] = await t.app.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.clientSecret, second.clientSecret));
    const succeeded = { id: `evt_${randomUUID()}`, type: 'payment.succeeded', paymentIntentId: intent!.id, amountCents: 2695, at: new Date() } as const;
    expect(await t.app.applyPaymentEvent('test', succeeded)).toBe('paid');
    expect(await t.order(second.orderId)).toMatchObject({ status: 'paid', stockReleasedAt: null });
    expect(await t.stock(variant.id)).toBe(0);

    // ...and refunded in full when it has gone.
    const third = (await checkout(t.app, [{ variantId: (await makeProduct(t.app.db, { variants: [{ stock: 1 }] })).variants[0]!.id, quantity: 1 }])).json() as CheckoutResponse;
    const [thirdIntent] = await t.app.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.clientSecret, third.clientSecret));
    const thirdOrder = await t.order(third.orderId);
    await t.app.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'expired', stockReleasedAt: new Date() }).where(eq(orders.id, third.orderId));
    });
    // Someone else bought the unit meanwhile (the shelf is empty again).
    expect(thirdOrder.status).toBe('pending');
    const lateEvent = { id: `evt_${randomUUID()}`, type: 'payment.succeeded', paymentIntentId: thirdIntent!.id, amountCents: third.totalCents, at: new Date() } as const;
    expect(await t.app.applyPaymentEvent('test', lateEvent)).toBe('refunded');
    await t.runJobs();
    expect(await t.order(third.orderId)).toMatchObject({ status: 'refunded' });
    const [refundedIntent] = await t.app.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, thirdIntent!.id));
    expect(refundedIntent?.status).toBe('refunded');
    expect(t.sent.some((message) => message.subject.includes(`${third.orderNumber} has been refunded`))).toBe(true);
  });

  it('never oversells: 20 checkouts at once for the last 3 units make exactly 3 paid orders', async () => {
    const { variants } = await makeProduct(t.app.db, { variants: [{ stock: 3, priceCents: 1500 }] });
    const variant = variants[0]!;
    const attempts = await Promise.all(Array.from({ length: 20 }, (_, i) => checkout(t.app, [{ variantId: variant.id, quantity: 1 }], { email: `buyer${i}@clubfoot.example` })));
    const won = attempts.filter((res) => res.statusCode === 200).map((res) => res.json() as CheckoutResponse);
    expect(attempts.map((res) => res.statusCode).sort()).toEqual([...Array(3).fill(200), ...Array(17).fill(409)]);
    expect(await t.stock(variant.id)).toBe(0);
    const paid = await Promise.all(won.map((started) => payWithTestCard(t.app, started.clientSecret)));
    expect(paid.map((res) => res.json().status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const rows = await t.app.db.select().from(orders).where(eq(orders.status, 'paid'));
    expect(rows.filter((row) => won.some((started) => started.orderId === row.id))).toHaveLength(3);
  });

  it("lists a member's placed orders and clears what they bought from their cart", async () => {
    const member = await signUp(t.app, { firstName: 'Tomas', lastName: 'Reyes' });
    const { variants } = await makeProduct(t.app.db);
    await t.send('PUT', `/api/shop/cart/items/${variants[0]!.id}`, { quantity: 1 }, member.cookie);
    await t.send('PUT', `/api/shop/cart/items/${variants[1]!.id}`, { quantity: 1 }, member.cookie);
    const started = (await checkout(t.app, [{ variantId: variants[0]!.id, quantity: 1 }], { cookie: member.cookie })).json() as CheckoutResponse;
    expect((await t.get('/api/shop/orders', member.cookie)).json()).toEqual({ orders: [] });
    await payWithTestCard(t.app, started.clientSecret);
    const mine = (await t.get('/api/shop/orders', member.cookie)).json() as { orders: CustomerOrder[] };
    expect(mine.orders.map((order) => [order.number, order.status, order.email])).toEqual([[started.orderNumber, 'paid', member.user.email]]);
    expect((await t.get(`/api/shop/orders/${started.orderNumber}`, member.cookie)).statusCode).toBe(200);
    const cart = (await t.get('/api/shop/cart', member.cookie)).json() as Cart;
    expect(cart.lines.map((line) => line.variantId)).toEqual([variants[1]!.id]);
    // Another member cannot open it by its number.
    const other = await signUp(t.app, { firstName: 'Nadia', lastName: 'Holm' });
    expect((await t.get(`/api/shop/orders/${started.orderNumber}`, other.cookie)).statusCode).toBe(404);
  });

  it('asks a visitor for an e-mail address and checks the address fields', async () => {
    const { variants } = await makeProduct(t.app.db);
    const noEmail = await t.send('POST', '/api/shop/checkout', { items: [{ variantId: variants[0]!.id, quantity: 1 }], shippingAddress, shippingMethod: 'standard' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toMatch(/e-mail/);
    const noCity = await t.send('POST', '/api/shop/checkout', {
      items: [{ variantId: variants[0]!.id, quantity: 1 }],
      email: 'ana@clubfoot.example',
      shippingAddress: { ...shippingAddress, city: '  ' },
      shippingMethod: 'standard',
    });
    expect(noCity.statusCode).toBe(400);
    const empty = await t.send('POST', '/api/shop/checkout', { items: [], email: 'ana@clubfoot.example', shippingAddress, shippingMethod: 'standard' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('the shop with Stripe, against a local fake of its API', () => {
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

  function webhook(event: object) {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  }

  it("charges the server's total and marks the order paid once, on the signed webhook", async () => {
    const { variants } = await makeProduct(t.app.db, { variants: [{ priceCents: 4200 }] });
    const key = randomUUID();
    const started = (await checkout(t.app, [{ variantId: variants[0]!.id, quantity: 1 }], { key })).json() as CheckoutResponse;
    expect(started).toMatchObject({ mode: 'stripe', publishableKey: 'pk_test_fake', totalCents: 4895 });
    const call = fake.calls.find((c) => c.path === '/v1/payment_intents' && c.idempotencyKey === `order:${key}:payment-intent`);
    expect(call?.params).toMatchObject({ amount: '4895', currency: 'usd', 'metadata[orderId]': started.orderId });
    const order = await t.order(started.orderId);
    const event = {
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: order.providerPaymentIntentId, object: 'payment_intent', amount_received: 4895 } },
      api_version: '2026-10-28.endive',
    };
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'paid' });
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await t.order(started.orderId)).toMatchObject({ status: 'paid' });
  });
});
