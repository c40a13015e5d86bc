import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReviewReport, ReviewsPage } from '../../shared/api/shop';
import { auditLog, products, shoeProfiles, users } from '../../server/db/schema';
import { signUp } from '../support/accounts';
import { checkout, makeProduct, payWithTestCard } from '../support/shop';
import { createTestApp } from '../support/test-app';

type Account = Awaited<ReturnType<typeof signUp>>;

let app: FastifyInstance;
let slug: string;
let productId: string;
let buyer: Account;
let other: Account;
let admin: Account;

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: Account | null, payload?: object) =>
  app.inject({ method, url, ...(who ? { headers: { cookie: who.cookie } } : {}), ...(payload ? { payload } : {}) });
const reviews = async (query = '', who: Account | null = null) => (await call('GET', `/api/shop/products/${slug}/reviews${query}`, who)).json() as ReviewsPage;
const review = { rating: 5, title: 'Finally boots that stay on', body: 'We tried three pairs before these. The heel cup keeps her foot down all night and the straps are easy at 3 a.m.' };

beforeAll(async () => {
  app = await createTestApp();
  const made = await makeProduct(app.db, { name: 'Night brace boots', category: 'boots' });
  slug = made.product.slug;
  productId = made.product.id;
  buyer = await signUp(app, { firstName: 'Grace', lastName: 'Mbeki' });
  other = await signUp(app, { firstName: 'Omar', lastName: 'Haddad' });
  admin = await signUp(app, { firstName: 'Alex', lastName: 'Admin' });
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  // Grace bought the boots here; Omar did not.
  const started = (await checkout(app, [{ variantId: made.variants[0]!.id, quantity: 1 }], { cookie: buyer.cookie })).json() as { clientSecret: string };
  await payWithTestCard(app, started.clientSecret);
  await app.db.update(users).set({ treatmentStage: 'bracing', clubfootSide: 'left' }).where(eq(users.id, buyer.user.id));
  await app.db.insert(shoeProfiles).values({ userId: buyer.user.id, leftFootSize: 5, rightFootSize: 5.5, wearerBirthYear: new Date().getUTCFullYear() - 2 });
});
afterAll(async () => app.close());

describe('product reviews', () => {
  it('lets a member review once (editable), with a verified-purchase badge and the profile facts they chose to show', async () => {
    expect((await call('PUT', `/api/shop/products/${slug}/reviews/mine`, null, review)).statusCode).toBe(401);
    const saved = await call('PUT', `/api/shop/products/${slug}/reviews/mine`, buyer, { ...review, showStage: true, showSide: true, showWearerAge: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await reviews();
    expect(page.summary).toEqual({ average: 5, count: 1, distribution: [0, 0, 0, 0, 1] });
    expect(page.reviews[0]).toMatchObject({
      rating: 5,
      verifiedPurchase: true,
      author: { name: 'Grace Mbeki', treatmentStage: 'bracing', clubfootSide: 'left', wearerAge: 2 },
      mine: false,
    });
    // Editing keeps one review; the product's rating follows.
    expect((await call('PUT', `/api/shop/products/${slug}/reviews/mine`, buyer, { ...review, rating: 3 })).statusCode).toBe(200);
    const edited = await reviews('', buyer);
    expect(edited.total).toBe(1);
    expect(edited.reviews[0]).toMatchObject({ rating: 3, mine: true, author: { treatmentStage: null, clubfootSide: null, wearerAge: null } });
    expect(edited.reviews[0]?.editedAt).not.toBeNull();
    expect(edited.mine).toMatchObject({ rating: 3, body: review.body });
    const [product] = await app.db.select().from(products).where(eq(products.id, productId));
    expect(product).toMatchObject({ reviewCount: 1, ratingSum: 3 });

    const unverified = await call('PUT', `/api/shop/products/${slug}/reviews/mine`, other, { rating: 4, body: 'Good boots, though the sizing runs a little small for us.' });
    expect(unverified.statusCode).toBe(200);
    expect((await reviews('?sort=newest')).reviews.map((r) => [r.author.name, r.verifiedPurchase])).toEqual([
      ['Omar Haddad', false],
      ['Grace Mbeki', true],
    ]);
  });

  it('hides the profile facts when the reviewer’s privacy settings do, and filters by stage only on what is shown', async () => {
    await call('PUT', `/api/shop/products/${slug}/reviews/mine`, buyer, { ...review, showStage: true, showSide: true, showWearerAge: true });
    expect((await reviews('?stage=bracing')).reviews.map((r) => r.author.name)).toEqual(['Grace Mbeki']);
    const [grace] = await app.db.select().from(users).where(eq(users.id, buyer.user.id));
    await app.db
      .update(users)
      .set({ privacySettings: { ...grace!.privacySettings, showTreatmentDetails: false } })
      .where(eq(users.id, buyer.user.id));
    const hidden = (await reviews('?sort=newest')).reviews.find((r) => r.author.name === 'Grace Mbeki');
    expect(hidden?.author).toMatchObject({ treatmentStage: null, clubfootSide: null, wearerAge: null });
    expect((await reviews('?stage=bracing')).reviews).toEqual([]);
    await app.db.update(users).set({ privacySettings: grace!.privacySettings }).where(eq(users.id, buyer.user.id));
  });

  it('checks the review: a rating from 1 to 5, enough words, nothing unsafe in what is shown', async () => {
    expect((await call('PUT', `/api/shop/products/${slug}/reviews/mine`, other, { ...review, rating: 6 })).statusCode).toBe(400);
    expect((await call('PUT', `/api/shop/products/${slug}/reviews/mine`, other, { ...review, body: 'Too short' })).json().message).toMatch(/at least 20 characters/);
    await call('PUT', `/api/shop/products/${slug}/reviews/mine`, other, { rating: 4, body: 'Lovely <script>alert(1)</script> and <img src=x onerror=alert(2)> **soft**' });
    const mine = (await reviews('?sort=newest')).reviews.find((r) => r.author.name === 'Omar Haddad');
    expect(mine?.bodyHtml).toContain('<strong>soft</strong>');
    expect(mine?.bodyHtml).not.toMatch(/<script|<img/);
    expect((await call('PUT', '/api/shop/products/no-such-product/reviews/mine', other, review)).statusCode).toBe(404);
  });

  it('counts helpful votes once per member, never one’s own, and sorts by them', async () => {
    const page = await reviews('?sort=newest', other);
    const graces = page.reviews.find((r) => r.author.name === 'Grace Mbeki')!;
    const omars = page.reviews.find((r) => r.author.name === 'Omar Haddad')!;
    expect((await call('PUT', `/api/shop/reviews/${graces.id}/helpful`, other, { helpful: true })).json()).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect((await call('PUT', `/api/shop/reviews/${graces.id}/helpful`, other, { helpful: true })).json()).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect((await call('PUT', `/api/shop/reviews/${graces.id}/helpful`, admin, { helpful: true })).json()).toEqual({ helpfulCount: 2, votedHelpful: true });
    expect((await call('PUT', `/api/shop/reviews/${omars.id}/helpful`, other, { helpful: true })).statusCode).toBe(409);
    expect((await reviews('?sort=helpful')).reviews.map((r) => r.author.name)).toEqual(['Grace Mbeki', 'Omar Haddad']);
    expect((await reviews('', other)).reviews[0]?.votedHelpful).toBe(true);
    expect((await call('PUT', `/api/shop/reviews/${graces.id}/helpful`, admin, { helpful: false })).json()).toEqual({ helpfulCount: 1, votedHelpful: false });
  });

  it('takes reports into the moderation queue; removing a review takes it out of the product’s rating, audited', async () => {
    const omars = (await reviews('?sort=newest')).reviews.find((r) => r.author.name === 'Omar Haddad')!;
    expect((await call('POST', `/api/shop/reviews/${omars.id}/reports`, other, { reason: 'Mine' })).statusCode).toBe(409);
    expect((await call('POST', `/api/shop/reviews/${omars.id}/reports`, buyer, { reason: 'This is an advert for another shop.' })).statusCode).toBe(201);
    expect((await call('POST', `/api/shop/reviews/${omars.id}/reports`, buyer, { reason: 'Again' })).statusCode).toBe(201);
    expect((await call('GET', '/api/admin/reviews/reports', other)).statusCode).toBe(403);
    const queue = (await call('GET', '/api/admin/reviews/reports', admin)).json() as { reports: AdminReviewReport[] };
    expect(queue.reports).toHaveLength(1);
    const [report] = queue.reports;
    expect(report).toMatchObject({ reason: 'This is an advert for another shop.', reporter: { name: 'Grace Mbeki' }, review: { id: omars.id, product: { slug } } });

    const removed = await call('POST', `/api/admin/reviews/reports/${report!.id}`, admin, { action: 'remove' });
    expect(removed.json()).toMatchObject({ status: 'removed', review: { status: 'removed' } });
    expect((await call('POST', `/api/admin/reviews/reports/${report!.id}`, admin, { action: 'dismiss' })).statusCode).toBe(409);
    const page = await reviews();
    expect(page.reviews.map((r) => r.author.name)).toEqual(['Grace Mbeki']);
    expect(page.summary.count).toBe(1);
    // The removed review stays removed: its author cannot bring it back by editing.
    expect((await call('PUT', `/api/shop/products/${slug}/reviews/mine`, other, review)).statusCode).toBe(409);
    const audited = await app.db.select().from(auditLog).where(eq(auditLog.action, 'review.removed'));
    expect(audited).toHaveLength(1);
  });

  it('lets a member delete their review', async () => {
    expect((await call('DELETE', `/api/shop/products/${slug}/reviews/mine`, buyer)).statusCode).toBe(200);
    expect((await reviews()).summary).toMatchObject({ count: 0, average: null });
    expect((await call('DELETE', `/api/shop/products/${slug}/reviews/mine`, buyer)).statusCode).toBe(404);
  });
});
