import { randomUUID } from 'node:crypto';
import { desc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pathOf } from '../../shared/api/endpoint';
import { type AdminOrder, type AdminProduct, type CheckoutResponse, type ProductInput, shopAdminEndpoints, type ShopFigures } from '../../shared/api/shop';
import { buildApp, jobHandlers } from '../../server/app';
import { auditLog, cartItems, orderItems, orders, productImages, products, productVariants, resources, users } from '../../server/db/schema';
import { runDueJobs } from '../../server/lib/jobs';
import type { MailMessage } from '../../server/lib/mail';
import { ProviderError } from '../../server/lib/payments/provider';
import { articleValues } from '../../server/seed/factories/resources';
import { csvCell } from '../../shared/csv';
import { ORDER_SHIPPED_JOB, orderMailJobHandlers } from '../../server/features/shop/order-mail';
import { releaseStock, reserve } from '../../server/features/shop/stock';
import { signUp } from '../support/accounts';
import { checkout } from '../support/shop';
import { openTestDatabase, testConfig } from '../support/test-app';

let app: FastifyInstance;
let admin: string;
let adminId: string;
let member: string;
const sent: MailMessage[] = [];

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ rateLimitScale: 50 }),
    database: await openTestDatabase(),
    logger: false,
    mailer: { send: async (message) => void sent.push(message), close: () => {} },
  });
  await app.ready();
  const account = await signUp(app, { firstName: 'Ada', lastName: 'Admin' });
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user.id));
  admin = account.cookie;
  adminId = account.user.id;
  member = (await signUp(app)).cookie;
  await app.db.insert(resources).values([articleValues({ slug: 'first-week-of-bracing' }), articleValues({ slug: 'a-draft-article', status: 'draft' })]);
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** As the admin unless told: a member's cookie, or null for a visitor. */
const call = (method: Method, url: string, cookie: string | null = admin, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const lastAuditId = async () => (await app.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
const auditSince = async (id: number) => app.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id);
const runJobs = () => runDueJobs(app.db, { ...jobHandlers(app), ...orderMailJobHandlers(app) });
const change = (id: string, body: object) => call('POST', `/api/admin/orders/${id}/status`, admin, body);

let skuCounter = 0;
const sku = (prefix = 'BOOT') => `${prefix}-${(skuCounter += 1)}-${randomUUID().slice(0, 6)}`.toUpperCase();

function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Ponseti boots',
    category: 'boots',
    summary: 'Soft leather boots for the foot abduction brace.',
    description: 'Made for **daily bracing**.',
    status: 'published',
    soldInPairs: true,
    allowMismatched: false,
    relatedResourceSlugs: [],
    variants: [
      { sku: sku(), size: '4', width: 'medium', side: null, priceCents: 8900, stock: 10 },
      { sku: sku(), size: '5', width: 'wide', side: null, priceCents: 9400, stock: 2 },
    ],
    ...overrides,
  };
}

async function createProduct(overrides: Partial<ProductInput> = {}) {
  const res = await call('POST', '/api/admin/products', admin, productInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminProduct;
}

const address = { name: 'Jordan Rivers', line1: '12 Harbour Street', line2: null, city: 'Portland', region: 'OR', postalCode: '97201', country: 'US', phone: null };

/** A paid order of `quantity` of the product's first variant, its stock taken (and noted) as checkout does. */
async function paidOrder(product: AdminProduct, { quantity = 2, email = 'jordan@example.org', name = address.name } = {}) {
  const variant = product.variants[0]!;
  const subtotal = variant.priceCents * quantity;
  const [order] = await app.db
    .insert(orders)
    .values({
      email,
      status: 'paid',
      shippingAddress: { ...address, name },
      shippingMethod: 'standard',
      subtotalCents: subtotal,
      shippingCents: 695,
      totalCents: subtotal + 695,
      provider: 'test',
      providerPaymentIntentId: `testpi_${randomUUID()}`,
      idempotencyKey: randomUUID(),
      reservedUntil: new Date(Date.now() + 30 * 60_000),
      paidAt: new Date(),
    })
    .returning();
  await app.db.insert(orderItems).values({
    orderId: order!.id,
    productId: product.id,
    variantId: variant.id,
    productName: product.name,
    variantLabel: variant.label,
    sku: variant.sku,
    unitPriceCents: variant.priceCents,
    quantity,
  });
  await reserve(app.db, order!.id, [{ variantId: variant.id, unit: 'pair', quantity }]);
  return order!;
}

const stockOf = async (variantId: string) => (await app.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;

describe('who may', () => {
  it('answers a visitor 401 and a member 403 on every admin shop endpoint, before reading its input', async () => {
    const id = randomUUID();
    for (const [name, e] of Object.entries(shopAdminEndpoints)) {
      const url = pathOf(e.path, { id, imageId: id });
      const visitor = await call(e.method, url, null, e.method === 'GET' || e.method === 'DELETE' ? undefined : {});
      expect(visitor.statusCode, `${name} as a visitor`).toBe(401);
      const asMember = await call(e.method, url, member, e.method === 'GET' || e.method === 'DELETE' ? undefined : {});
      expect(asMember.statusCode, `${name} as a member`).toBe(403);
      expect(asMember.json()).toHaveProperty('message');
    }
  });
});

describe('products', () => {
  it('creates a product with its slug made from the name, variants in cents and the publication time, and audits it', async () => {
    const before = await lastAuditId();
    const product = await createProduct({ name: 'Toddler Boots – Soft Sole', relatedResourceSlugs: ['first-week-of-bracing'] });
    expect(product.slug).toBe('toddler-boots-soft-sole');
    expect(product.variants.map((v) => [v.label, v.priceCents, v.stock])).toEqual([
      ['Size 4 · Medium', 8900, 10],
      ['Size 5 · Wide', 9400, 2],
    ]);
    expect(product.relatedResourceSlugs).toEqual(['first-week-of-bracing']);
    const [row] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.publishedAt).toBeInstanceOf(Date);
    expect((await auditSince(before)).map((entry) => [entry.action, entry.actorId])).toEqual([['product.created', adminId]]);

    // The same name again gets the next free address; a chosen address that is taken is refused.
    expect((await createProduct({ name: 'Toddler Boots – Soft Sole' })).slug).toBe('toddler-boots-soft-sole-2');
    const clash = await call('POST', '/api/admin/products', admin, productInput({ slug: 'toddler-boots-soft-sole' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/already has the address “toddler-boots-soft-sole”/);
  });

  it('refuses bad input with a clear 400 and a taken SKU with 409, storing nothing', async () => {
    const taken = (await createProduct()).variants[0]!.sku;
    const count = async () => (await app.db.select({ id: products.id }).from(products)).length;
    const before = await count();
    const cases: [Partial<ProductInput> | Record<string, unknown>, number, RegExp][] = [
      [{ name: '  ' }, 400, /Please enter a name/],
      [{ variants: [] }, 400, /at least one variant/],
      [{ category: 'hats' }, 400, /category/],
      [{ slug: 'Not A Slug' }, 400, /lower-case letters/],
      [{ soldInPairs: false, allowMismatched: true }, 400, /Mismatched sizes can only be allowed for a product sold in pairs/],
      [{ relatedResourceSlugs: ['no-such-article'] }, 400, /No published article has the address “no-such-article”/],
      [{ relatedResourceSlugs: ['a-draft-article'] }, 400, /No published article has the address “a-draft-article”/],
      [{ variants: [{ sku: 'SAME', size: '4', width: null, side: null, priceCents: 100, stock: 1 }, { sku: 'same', size: '5', width: null, side: null, priceCents: 100, stock: 1 }] }, 400, /“same” is used twice/],
      [{ variants: [{ sku: 'X1', size: '4', width: null, side: null, priceCents: 12.5, stock: 1 }] }, 400, /priceCents/],
      [{ variants: [{ sku: 'X1', size: '4', width: null, side: null, priceCents: 100, stock: -1 }] }, 400, /stock/],
      [{ variants: [{ sku: taken.toLowerCase(), size: '4', width: null, side: null, priceCents: 100, stock: 1 }] }, 409, new RegExp(`SKU “${taken}” is already used by “Ponseti boots”`)],
      [{ price: 10 }, 400, /Unrecognized key|price/],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await call('POST', '/api/admin/products', admin, { ...productInput(), ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('edits a product: price and stock, a renamed and swapped SKU, a new variant; publishing once sets the time', async () => {
    const product = await createProduct({ status: 'draft' });
    const [a, b] = product.variants as [AdminProduct['variants'][number], AdminProduct['variants'][number]];
    const input = productInput({
      name: 'Ponseti boots, new edition',
      slug: 'ponseti-boots-new-edition',
      status: 'published',
      variants: [
        { id: a.id, sku: b.sku, size: '4', width: 'medium', side: null, priceCents: 9900, stock: 7 },
        { id: b.id, sku: a.sku, size: '5', width: 'wide', side: null, priceCents: 9400, stock: 2 },
        { sku: sku(), size: '6', width: null, side: 'left', priceCents: 5000, stock: 1 },
      ],
    });
    const before = await lastAuditId();
    const res = await call('PUT', `/api/admin/products/${product.id}`, admin, input);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as AdminProduct;
    expect(saved.slug).toBe('ponseti-boots-new-edition');
    expect(saved.variants.map((v) => [v.id, v.sku, v.priceCents, v.stock])).toEqual([
      [a.id, b.sku, 9900, 7],
      [b.id, a.sku, 9400, 2],
      [expect.any(String), input.variants[2]!.sku, 5000, 1],
    ]);
    expect(saved.variants[2]!.label).toBe('Size 6 · Left');
    expect((await auditSince(before)).map((entry) => entry.action)).toEqual(['product.published']);
    const [row] = await app.db.select().from(products).where(eq(products.id, product.id));
    const firstPublished = row!.publishedAt!;

    // Back to draft and published again: the first publication time stays.
    await call('PUT', `/api/admin/products/${product.id}`, admin, { ...input, status: 'draft', variants: saved.variants.map(({ id, sku: s, size, width, side, priceCents, stock }) => ({ id, sku: s, size, width, side, priceCents, stock })) });
    await call('PUT', `/api/admin/products/${product.id}`, admin, { ...input, variants: saved.variants.map(({ id, sku: s, size, width, side, priceCents, stock }) => ({ id, sku: s, size, width, side, priceCents, stock })) });
    const [again] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(again!.publishedAt!.getTime()).toBe(firstPublished.getTime());

    const missing = await call('PUT', `/api/admin/products/${randomUUID()}`, admin, input);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found');
  });

  it('applies an edited stock as a change to the shelf as it is now, so units a checkout reserved meanwhile stay reserved', async () => {
    const product = await createProduct({
      variants: [
        { sku: sku(), size: '4', width: null, side: null, priceCents: 8900, stock: 6 },
        { sku: sku(), size: '5', width: null, side: null, priceCents: 8900, stock: 3 },
      ],
    });
    // The editor loads the product; then a customer checks out two pairs of the first size before it saves.
    const loaded = (await call('GET', `/api/admin/products/${product.id}`)).json() as AdminProduct;
    const [four, five] = loaded.variants as [AdminProduct['variants'][number], AdminProduct['variants'][number]];
    const started = await checkout(app, [{ variantId: four.id, quantity: 2 }]);
    expect(started.statusCode, started.body).toBe(200);
    expect(await stockOf(four.id)).toBe(four.stock - 2);

    const row = ({ id, sku: s, size, width, side, priceCents, stock }: AdminProduct['variants'][number], typed: number) => ({ id, sku: s, size, width, side, priceCents, stock: typed, stockWas: stock });
    const res = await call('PUT', `/api/admin/products/${product.id}`, admin, productInput({ variants: [row(four, 10), row(five, 0)] }));
    expect(res.statusCode, res.body).toBe(200);
    // 10 typed over the 6 loaded is 4 more on the shelf of 4 left after the checkout: 8, not 10 (the reserved 2 are not given back).
    expect(await stockOf(four.id)).toBe(four.stock - 2 + (10 - four.stock));
    expect(await stockOf(four.id)).toBe(8);
    expect(await stockOf(five.id)).toBe(0);
    expect((res.json() as AdminProduct).variants.map((variant) => variant.stock)).toEqual([8, 0]);

    // The order never paid: its 2 pairs go back, onto the stock the admin meant.
    await releaseStock(app.db, (started.json() as CheckoutResponse).orderId);
    expect(await stockOf(four.id)).toBe(10);

    // Never below zero; without stockWas (an older form) the stock is set as sent.
    const lower = await call('PUT', `/api/admin/products/${product.id}`, admin, productInput({ variants: [{ ...row(four, 0), stockWas: 30 }, { ...row(five, 5), stockWas: undefined }] }));
    expect(lower.statusCode, lower.body).toBe(200);
    expect([await stockOf(four.id), await stockOf(five.id)]).toEqual([0, 5]);
  });

  it('deletes a removed variant nobody ordered, retires one in an order or a cart, and brings a retired SKU back', async () => {
    const product = await createProduct({
      variants: [
        { sku: sku(), size: '4', width: null, side: null, priceCents: 1000, stock: 5 },
        { sku: sku(), size: '5', width: null, side: null, priceCents: 1000, stock: 5 },
        { sku: sku(), size: '6', width: null, side: null, priceCents: 1000, stock: 5 },
        { sku: sku(), size: '7', width: null, side: null, priceCents: 1000, stock: 5 },
      ],
    });
    const [ordered, inCart, unused, kept] = product.variants as AdminProduct['variants'];
    await paidOrder(product, { quantity: 1 });
    const [buyer] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, 'member')).limit(1);
    await app.db.insert(cartItems).values({ userId: buyer!.id, variantId: inCart!.id, lineKey: inCart!.id, quantity: 1 });

    const keep = ({ id, sku: s, size, width, side, priceCents, stock }: AdminProduct['variants'][number]) => ({ id, sku: s, size, width, side, priceCents, stock });
    const res = await call('PUT', `/api/admin/products/${product.id}`, admin, productInput({ variants: [keep(kept!)] }));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminProduct).variants.map((v) => v.id)).toEqual([kept!.id]);
    const rows = await app.db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ordered!.id)?.retiredAt).toBeInstanceOf(Date);
    expect(byId.get(inCart!.id)?.retiredAt).toBeInstanceOf(Date);
    expect(byId.has(unused!.id)).toBe(false);
    expect(byId.get(kept!.id)?.retiredAt).toBeNull();
    const [entry] = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.details).toMatchObject({ variants: { retired: 2, deleted: 1, added: 0 } });

    // The retired size is sold again under its SKU: the same row comes back, so old orders still point at it.
    const back = await call('PUT', `/api/admin/products/${product.id}`, admin, productInput({ variants: [keep(kept!), { sku: ordered!.sku, size: '4', width: null, side: null, priceCents: 1200, stock: 3 }] }));
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as AdminProduct).variants.map((v) => [v.id, v.priceCents])).toEqual([
      [kept!.id, 1000],
      [ordered!.id, 1200],
    ]);

    // A variant of the form that is not this product's (another tab removed it) is refused.
    const stale = await call('PUT', `/api/admin/products/${product.id}`, admin, productInput({ variants: [keep(unused!)] }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/no longer part of this product/);
  });

  it('lists products with filters by status, category and words (name, slug or SKU), with stock and price from', async () => {
    const socks = await createProduct({ name: 'Brace socks seamless', category: 'socks-and-liners', status: 'draft', variants: [{ sku: 'SOCK-SEAMLESS-S', size: 'S', width: null, side: null, priceCents: 1299, stock: 4 }, { sku: sku(), size: 'M', width: null, side: null, priceCents: 1099, stock: 6 }] });
    const res = await call('GET', '/api/admin/products?status=draft&category=socks-and-liners&q=seamless');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { products: { id: string; totalStock: number; variantCount: number; priceFromCents: number }[]; total: number };
    expect(page.products).toEqual([expect.objectContaining({ id: socks.id, totalStock: 10, variantCount: 2, priceFromCents: 1099 })]);
    expect(page.total).toBe(1);
    const bySku = (await call('GET', '/api/admin/products?q=sock-seamless')).json() as { products: { id: string }[] };
    expect(bySku.products.map((p) => p.id)).toEqual([socks.id]);
    const published = (await call('GET', '/api/admin/products?status=published&category=socks-and-liners')).json() as { products: unknown[] };
    expect(published.products).toEqual([]);
    expect((await call('GET', '/api/admin/products?status=gone')).statusCode).toBe(400);
  });

  it('deletes a product never ordered, with its photos, and refuses one that has orders', async () => {
    const fresh = await createProduct();
    const ordered = await createProduct();
    await paidOrder(ordered, { quantity: 1 });
    const refused = await call('DELETE', `/api/admin/products/${ordered.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This product has orders: set it to draft instead.');
    expect(await app.db.select().from(products).where(eq(products.id, ordered.id))).toHaveLength(1);

    const before = await lastAuditId();
    const done = await call('DELETE', `/api/admin/products/${fresh.id}`);
    expect(done.json()).toEqual({ ok: true });
    expect(await app.db.select().from(productVariants).where(eq(productVariants.productId, fresh.id))).toEqual([]);
    expect((await auditSince(before)).map((entry) => entry.action)).toEqual(['product.deleted']);
    expect((await call('DELETE', `/api/admin/products/${fresh.id}`)).statusCode).toBe(404);
  });
});

describe('photos', () => {
  const boundary = '----shop-admin-test';
  function photoForm(bytes: Buffer, alt?: string, filename = 'boot.png') {
    const parts = [
      ...(alt === undefined ? [] : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${alt}\r\n`)]),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const upload = (productId: string, bytes: Buffer, alt?: string) => {
    const form = photoForm(bytes, alt);
    return app.inject({ method: 'POST', url: `/api/admin/products/${productId}/images`, payload: form.payload, headers: { ...form.headers, cookie: admin } });
  };
  const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#0f766e' } }).png().toBuffer();

  it('re-encodes an upload as WebP of at most 1600 px with its alt text; describes, reorders and deletes photos, each audited', async () => {
    const product = await createProduct();
    const before = await lastAuditId();
    const first = await upload(product.id, await png(2400, 1200), 'A pair of tan leather boots, side view');
    expect(first.statusCode, first.body).toBe(201);
    const image = (first.json() as AdminProduct).images[0]!;
    expect(image).toMatchObject({ alt: 'A pair of tan leather boots, side view', width: 1600, height: 800 });
    expect(image.url).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.webp$/);
    const file = await app.inject({ method: 'GET', url: image.url });
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);

    const second = (await upload(product.id, await png(300, 400), 'The sole, from below')).json() as AdminProduct;
    expect(second.images.map((i) => i.alt)).toEqual(['A pair of tan leather boots, side view', 'The sole, from below']);
    const [one, two] = second.images as [AdminProduct['images'][number], AdminProduct['images'][number]];

    const described = await call('PATCH', `/api/admin/products/${product.id}/images/${two.id}`, admin, { alt: 'The sole, with its grip pattern' });
    expect((described.json() as AdminProduct).images[1]!.alt).toBe('The sole, with its grip pattern');
    const blank = await call('PATCH', `/api/admin/products/${product.id}/images/${two.id}`, admin, { alt: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Please describe the photo/);

    const reordered = await call('PUT', `/api/admin/products/${product.id}/images`, admin, { imageIds: [two.id, one.id] });
    expect((reordered.json() as AdminProduct).images.map((i) => i.id)).toEqual([two.id, one.id]);
    const incomplete = await call('PUT', `/api/admin/products/${product.id}/images`, admin, { imageIds: [two.id] });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toMatch(/each of this product's photos once/);

    const removed = await call('DELETE', `/api/admin/products/${product.id}/images/${one.id}`);
    expect((removed.json() as AdminProduct).images.map((i) => i.id)).toEqual([two.id]);
    expect((await app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/products/${product.id}/images/${one.id}`)).statusCode).toBe(404);

    expect((await auditSince(before)).map((entry) => entry.action)).toEqual([
      'product.image_added',
      'product.image_added',
      'product.image_described',
      'product.images_reordered',
      'product.image_deleted',
    ]);
  });

  it('refuses a photo without alt text, one that is not an image, and a product that does not exist, keeping nothing', async () => {
    const product = await createProduct();
    const noAlt = await upload(product.id, await png(100, 100));
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().message).toBe('Please describe the photo');
    const notImage = await upload(product.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'A drawing');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toMatch(/JPEG, PNG or WebP/);
    const nowhere = await upload(randomUUID(), await png(100, 100), 'A boot');
    expect(nowhere.statusCode).toBe(404);
    expect(await app.db.select().from(productImages).where(eq(productImages.productId, product.id))).toEqual([]);
  });
});

describe('orders', () => {
  it('moves an order paid → packed → shipped → delivered; shipping needs the carrier and tracking number and e-mails them', async () => {
    const product = await createProduct();
    const order = await paidOrder(product, { email: 'casey@example.org' });
    const before = await lastAuditId();

    const early = await change(order.id, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`Order CF-${order.number} is paid and waiting to be packed, so it cannot be shipped. Mark it as packed first.`);
    // The same refusal, whole, in Spanish and French (issue 25).
    const inSpanish = await app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/status`, headers: { cookie: admin, 'accept-language': 'es' }, payload: { status: 'delivered' } });
    expect(inSpanish.json().message).toBe(`El pedido CF-${order.number} está pagado y esperando a ser empaquetado, así que no se puede marcar como entregado. Primero márcalo como empaquetado.`);
    const inFrench = await app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/status`, headers: { cookie: admin, 'accept-language': 'fr' }, payload: { status: 'delivered' } });
    expect(inFrench.json().message).toBe(`La commande CF-${order.number} est payée et attend d’être emballée, elle ne peut donc pas être marquée comme livrée. Marquez-la d’abord comme emballée.`);

    const packed = await change(order.id, { status: 'packed' });
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json()).toMatchObject({ status: 'packed', packedAt: expect.any(String) });

    const noTracking = await change(order.id, { status: 'shipped', carrier: 'UPS' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().message).toMatch(/trackingNumber/);
    const blankCarrier = await change(order.id, { status: 'shipped', carrier: ' ', trackingNumber: '1Z' });
    expect(blankCarrier.json().message).toMatch(/Please enter the carrier/);

    const shipped = await change(order.id, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784', shippedAt: expect.any(String) });

    await runJobs();
    const mail = sent.find((message) => message.to === 'casey@example.org');
    expect(mail?.subject).toBe(`Your order CF-${order.number} is on its way`);
    expect(mail?.text).toContain('Carrier: UPS');
    expect(mail?.text).toContain('Tracking number: 1Z999AA10123456784');
    expect(mail?.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(mail?.text).toContain(`2 × Ponseti boots (${product.variants[0]!.label})`);
    // A visitor's order: the link carries a key of its own.
    expect(mail?.link).toMatch(new RegExp(`^http://clubfoot\\.test/shop/orders/CF-${order.number}\\?token=.{20,}`));

    const delivered = await change(order.id, { status: 'delivered' });
    expect(delivered.json()).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) });
    const again = await change(order.id, { status: 'packed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is delivered, so it cannot be marked as packed/);

    expect((await auditSince(before)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['order.packed', adminId],
      ['order.shipped', adminId],
      ['order.delivered', adminId],
    ]);
    expect((await change(randomUUID(), { status: 'packed' })).statusCode).toBe(404);
    expect((await change(order.id, { status: 'paid' })).statusCode).toBe(400);
  });

  it("queues the shipped e-mail as a job the server's worker runs", () => {
    expect(Object.keys(jobHandlers(app))).toContain(ORDER_SHIPPED_JOB);
  });

  it('cancels a paid order through the provider and puts its stock back once; a shipped one can only be refunded, without restocking', async () => {
    const refund = vi.spyOn(app.payments, 'refundPayment');
    const product = await createProduct();
    const variant = product.variants[0]!;
    const order = await paidOrder(product, { quantity: 3 });
    expect(await stockOf(variant.id)).toBe(7);

    const cancelled = await change(order.id, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(refund).toHaveBeenLastCalledWith(order.providerPaymentIntentId, order.totalCents, `order-refund:${order.id}`);
    expect(await stockOf(variant.id)).toBe(10);
    const refused = await change(order.id, { status: 'refunded' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is cancelled, so it cannot be refunded/);
    expect(await stockOf(variant.id)).toBe(10);

    const shippedOrder = await paidOrder(product, { quantity: 1 });
    await app.db.update(orders).set({ status: 'shipped', shippedAt: new Date(), carrier: 'USPS', trackingNumber: '9400' }).where(eq(orders.id, shippedOrder.id));
    const noCancel = await change(shippedOrder.id, { status: 'cancelled' });
    expect(noCancel.statusCode).toBe(409);
    expect(noCancel.json().message).toBe(`Order CF-${shippedOrder.number} is shipped, so it cannot be cancelled. It can be refunded instead.`);
    const before = await lastAuditId();
    const refunded = await change(shippedOrder.id, { status: 'refunded' });
    expect(refunded.json()).toMatchObject({ status: 'refunded', refundedAt: expect.any(String) });
    expect(await stockOf(variant.id)).toBe(9);
    expect((await auditSince(before)).map((entry) => [entry.action, entry.details])).toEqual([
      ['order.refunded', expect.objectContaining({ from: 'shipped', refundedCents: shippedOrder.totalCents, restocked: false })],
    ]);
  });

  it('refunds a packed order and restocks it; when the provider fails it answers 503 and changes nothing', async () => {
    const product = await createProduct();
    const variant = product.variants[0]!;
    const order = await paidOrder(product, { quantity: 2 });
    await change(order.id, { status: 'packed' });
    const refund = vi.spyOn(app.payments, 'refundPayment').mockRejectedValueOnce(new ProviderError('The payment provider could not be reached.', false));
    const before = await lastAuditId();
    const failed = await change(order.id, { status: 'refunded' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(
      'The refund could not be made at the payment provider (The payment provider could not be reached). Nothing has changed: please try again in a few minutes.',
    );
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ status: 'packed', refundedAt: null, stockReleasedAt: null });
    expect(await stockOf(variant.id)).toBe(8);
    expect(await auditSince(before)).toEqual([]);

    const refunded = await change(order.id, { status: 'refunded' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refund).toHaveBeenCalledTimes(2);
    expect(await stockOf(variant.id)).toBe(10);
  });

  it('lists orders newest first, filtered by status and found by number, e-mail or name; shows one with its items', async () => {
    const product = await createProduct({ name: 'Abduction bar' });
    const mine = await paidOrder(product, { email: 'morgan.lee@example.org', name: 'Morgan Lee' });
    const other = await paidOrder(product, { email: 'sam@example.org', name: 'Sam Fox' });
    await app.db.update(orders).set({ status: 'packed' }).where(eq(orders.id, other.id));

    const numbers = async (query: string) => ((await call('GET', `/api/admin/orders?${query}`)).json() as { orders: AdminOrder[] }).orders.map((o) => o.number);
    expect(await numbers(`q=CF-${mine.number}`)).toEqual([`CF-${mine.number}`]);
    expect(await numbers(`q=${other.number}`)).toEqual([`CF-${other.number}`]);
    expect(await numbers('q=MORGAN.LEE@')).toEqual([`CF-${mine.number}`]);
    expect(await numbers('q=sam%20fox')).toEqual([`CF-${other.number}`]);
    expect(await numbers('status=packed&q=morgan')).toEqual([]);
    const paid = await numbers('status=paid');
    expect(paid).toContain(`CF-${mine.number}`);
    expect(paid).not.toContain(`CF-${other.number}`);

    const one = await call('GET', `/api/admin/orders/${mine.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      number: `CF-${mine.number}`,
      status: 'paid',
      customer: { userId: null, name: 'Morgan Lee', email: 'morgan.lee@example.org' },
      provider: 'test',
      items: [{ productName: 'Abduction bar', sku: product.variants[0]!.sku, quantity: 2, lineTotalCents: 17800 }],
      shippingAddress: { name: 'Morgan Lee', city: 'Portland', country: 'US' },
    });
    expect((await call('GET', `/api/admin/orders/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/orders/not-an-id')).statusCode).toBe(400);
  });

  it('prints a packing slip with the address, method, each item with SKU, variant and quantity, and a packed-by line', async () => {
    const product = await createProduct({ name: 'Boots <b>bold</b>' });
    const order = await paidOrder(product, { quantity: 2, name: 'Riley <script>alert(1)</script>' });
    const res = await call('GET', `/api/admin/orders/${order.id}/packing-slip`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`inline; filename="packing-slip-CF-${order.number}.html"`);
    const html = res.body;
    expect(html).toContain(`Packing slip · Order CF-${order.number}`);
    expect(html).toContain('12 Harbour Street<br>Portland, OR, 97201<br>United States');
    expect(html).toContain('Standard');
    expect(html).toContain(product.variants[0]!.sku);
    expect(html).toContain(product.variants[0]!.label);
    expect(html).toMatch(/<td class="qty">2<\/td>/);
    expect(html).toContain('Packed by:');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Riley &lt;script&gt;');
    expect(html).toContain('Boots &lt;b&gt;bold&lt;/b&gt;');

    // A split pair: each buddy's half is an order of its own, with a left and a right of different sizes.
    const shoes = await createProduct({ name: 'Split-friendly shoes', soldInPairs: true, allowMismatched: true });
    const [left, right] = shoes.variants as [AdminProduct['variants'][number], AdminProduct['variants'][number]];
    const splitPairId = randomUUID();
    const half = await paidOrder(shoes, { quantity: 1, name: 'Noor Buddy' });
    const otherHalf = await paidOrder(shoes, { quantity: 1, name: 'Sam Buddy' });
    await app.db.update(orders).set({ splitPairId }).where(inArray(orders.id, [half.id, otherHalf.id]));
    await app.db.update(orderItems).set({ rightVariantId: right.id, variantLabel: 'Left size 4, right size 5', sku: `${left.sku}/${right.sku}` }).where(eq(orderItems.orderId, half.id));
    const split = (await call('GET', `/api/admin/orders/${half.id}/packing-slip`)).body;
    expect(split).toContain(`The other half is order CF-${otherHalf.number}, packed and shipped separately to its own address.`);
    expect(split).toContain(`Left shoe: Size 4 · Medium (SKU ${left.sku})`);
    expect(split).toContain(`Right shoe: Size 5 · Wide (SKU ${right.sku})`);
    expect(split).toContain('Noor Buddy');
    expect(split).not.toContain('Sam Buddy');

    await app.db.update(orders).set({ status: 'pending', paidAt: null }).where(eq(orders.id, order.id));
    const unpaid = await call('GET', `/api/admin/orders/${order.id}/packing-slip`);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toMatch(/has not been paid, so there is nothing to pack/);
  });

  it('exports the filtered orders as CSV, quoted, with formula-like text neutralised, and audits it', async () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+44 20')).toBe("'+44 20");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell(null)).toBe('');

    const product = await createProduct({ name: 'Night splint, "soft"' });
    const order = await paidOrder(product, { email: 'quinn@example.org', name: '=HYPERLINK("http://evil.example","Click")' });
    await app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const before = await lastAuditId();
    const res = await call('GET', '/api/admin/orders/export?status=delivered&q=quinn');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-delivered-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Order,Status,Ordered,Paid,Shipped,Customer,E-mail,/);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    const row = lines[1]!;
    expect(row.startsWith(`CF-${order.number},Delivered,`)).toBe(true);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row).toContain(`"2 × ${product.variants[0]!.sku} Night splint, ""soft"" (${product.variants[0]!.label})"`);
    expect(row).toContain(',quinn@example.org,No,');
    expect(row).toContain(`,${(order.totalCents / 100).toFixed(2)},`);
    expect((await auditSince(before)).map((entry) => [entry.action, entry.details])).toEqual([['orders.exported', { count: 1, status: 'delivered', q: 'quinn' }]]);
  });
});

describe('figures', () => {
  it('counts orders to ship, this month’s paid orders and takings less refunds, and low-stock variants of published products', async () => {
    const before = (await call('GET', '/api/admin/shop/figures')).json() as ShopFigures;
    const product = await createProduct({
      variants: [
        { sku: sku(), size: '4', width: null, side: null, priceCents: 2000, stock: 6 },
        { sku: sku(), size: '5', width: null, side: null, priceCents: 2000, stock: 3 },
      ],
    });
    await createProduct({ status: 'draft', variants: [{ sku: sku(), size: '4', width: null, side: null, priceCents: 2000, stock: 0 }] });
    const toShip = await paidOrder(product, { quantity: 1 });
    const refunded = await paidOrder(product, { quantity: 1 });
    await change(refunded.id, { status: 'refunded' });
    const res = await call('GET', '/api/admin/shop/figures');
    expect(res.statusCode).toBe(200);
    const after = res.json() as ShopFigures;
    expect(after.ordersToShip - before.ordersToShip).toBe(1);
    expect(after.ordersThisMonth - before.ordersThisMonth).toBe(2);
    expect(after.paidThisMonthCents - before.paidThisMonthCents).toBe(toShip.totalCents);
    // The 3 left of size 5 are low; size 4 went 6 → 5 → 4 → back to 5 (the refund restocked it); the draft's variant does not count.
    expect(after.lowStockVariants - before.lowStockVariants).toBe(1);
  });
});
