import { createECDH, randomBytes } from 'node:crypto';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/api/contract';
import { urlOf } from '../../shared/api/endpoint';
import { idempotencyKeys, productReviews, rateLimitCounters, users } from '../../server/db/schema';
import { seedForum } from '../../server/seed/factories/forum';
import { acceptedBuddies, makeProduct, pairedShoes, payWithTestCard, shippingAddress } from '../support/shop';
import { signUp } from '../support/accounts';
import { makeGroup } from '../support/groups';
import { referralForm } from '../support/referrals';
import { eventBody } from '../support/events';
import { createTestApp } from '../support/test-app';

/**
 * Decision 0016, from the contract: every POST that creates (answers 201) is marked `idempotent`,
 * and each idempotent endpoint, called twice with one Idempotency-Key, answers the first result
 * again and writes nothing the second time (no row in any table). A new create endpoint fails here
 * until it is marked and has a sample call below.
 */
type Account = { cookie: string; user: { id: string } };
type Sample = { caller: 'visitor' | 'member' | 'admin'; input: () => Promise<{ params?: object; body: unknown }> };

/** Creates that may not take a key, and why. */
const notIdempotent: Record<string, string> = {
  'accounts.register': 'answers with a new session cookie, which a stored answer cannot give again; a repeat is refused (address taken)',
  'resourceAdmin.uploadImage': 'multipart upload: no JSON body to fingerprint (an orphan image is harmless)',
  'resourceAdmin.uploadGuide': 'multipart upload: no JSON body to fingerprint',
  'settingsAdmin.uploadTeamPhoto': 'multipart upload: no JSON body to fingerprint (an orphan photo is harmless)',
  'videoAdmin.uploadCaptions': 'multipart upload that replaces the captions: a repeat writes the same captions again',
  'videoAdmin.uploadPoster': 'multipart upload that replaces the poster (the old one is removed): a repeat leaves one poster',
  'shopAdmin.uploadImage': 'multipart upload: no JSON body to fingerprint (a repeated photo shows twice in the gallery, where it can be deleted)',
  'stories.uploadPhoto': 'multipart upload: no JSON body to fingerprint (a photo no story uses is harmless; the story that uses it is the idempotent create)',
  'videoAdmin.createUpload':
    "the resumable upload's own creation (tus): the client keeps the upload's address and resumes it rather than creating it again; an abandoned one attaches to no video",
};

let app: FastifyInstance;
const who = {} as Record<'member' | 'other' | 'admin', Account>;
let categoryId: number;
let topicId: number;
let postId: number;
let strangersPostId: number;

const post = (account: Account | null, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: account ? { cookie: account.cookie } : {} });
const confirm = (...accounts: Account[]) =>
  Promise.all(
    accounts.map((account) =>
      app.db.update(users).set({ emailVerifiedAt: new Date(), createdAt: new Date(Date.now() - 3 * 86_400_000) }).where(eq(users.id, account.user.id)),
    ),
  );
const stranger = async () => {
  const account = await signUp(app);
  await confirm(account);
  return account;
};

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 100 });
  for (const name of ['member', 'other', 'admin'] as const) who[name] = await signUp(app);
  await confirm(who.member, who.other, who.admin);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, who.admin.user.id));
  const categories = await seedForum(app.db);
  categoryId = (categories[0] as { id: number }).id;
  topicId = (await post(who.member, '/api/forum/topics', { title: 'Idempotency', content: 'Set up', categoryId })).json<{ id: number }>().id;
  postId = (await post(who.member, '/api/forum/posts', { topicId, content: 'My reply' })).json<{ id: number }>().id;
  strangersPostId = (await post(who.other, '/api/forum/posts', { topicId, content: 'A reply to report' })).json<{ id: number }>().id;
});
afterAll(async () => {
  await app.close();
});

/** A conversation between `member` and a new member, who wrote one message to them. */
async function conversationWithMessage() {
  const them = await stranger();
  const { id } = (await post(who.member, '/api/messages/conversations', { memberId: them.user.id })).json<{ id: string }>();
  const message = (await post(them, `/api/messages/conversations/${id}/messages`, { body: 'Hello there' })).json<{ id: number }>();
  return { id, messageId: message.id };
}

/** A child `member` tracks, set up two months ago in London. */
async function braceChild() {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const body = { name: 'Robin', birthDate: day(-120), braceStartDate: day(-60), timeZone: 'Europe/London', fullTimeHours: 23, fullTimeWeeks: 12, partTimeHours: 12, endAgeMonths: 48 };
  return (await post(who.member, '/api/brace-tracker/children', body)).json<{ id: string }>().id;
}

const samples: Record<string, Sample> = {
  'brace.createChild': {
    caller: 'member',
    input: async () => ({
      body: { name: 'Kit', birthDate: new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10), braceStartDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10), timeZone: 'America/Chicago', fullTimeHours: 23, fullTimeWeeks: 12, partTimeHours: 12, endAgeMonths: 48 },
    }),
  },
  'brace.bootsOn': { caller: 'member', input: async () => ({ params: { id: await braceChild() }, body: undefined }) },
  'brace.addPeriod': {
    caller: 'member',
    input: async () => ({ params: { id: await braceChild() }, body: { startedAt: new Date(Date.now() - 20 * 3_600_000).toISOString(), endedAt: new Date(Date.now() - 8 * 3_600_000).toISOString() } }),
  },
  'brace.createInvite': { caller: 'member', input: async () => ({ params: { id: await braceChild() }, body: undefined }) },
  'brace.acceptInvite': {
    caller: 'member',
    input: async () => {
      // Another parent's child: the member accepts their link once, however often the accept is sent.
      const parent = await stranger();
      const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
      const child = (await post(parent, '/api/brace-tracker/children', { name: 'Sol', birthDate: day(-90), braceStartDate: day(-30), timeZone: 'UTC', fullTimeHours: 23, fullTimeWeeks: 12, partTimeHours: 12, endAgeMonths: 48 })).json<{ id: string }>();
      const invite = (await post(parent, `/api/brace-tracker/children/${child.id}/invites`, undefined)).json<{ token: string }>();
      return { params: { token: invite.token }, body: undefined };
    },
  },
  'groups.createTopic': {
    caller: 'member',
    input: async () => ({ params: { slug: (await makeGroup(app.db, { members: [{ userId: who.member.user.id }] })).slug }, body: { title: 'A retried group topic', content: 'Text' } }),
  },
  'groups.join': { caller: 'member', input: async () => ({ params: { slug: (await makeGroup(app.db)).slug }, body: { message: 'Retried' } }) },
  'groupAdmin.create': { caller: 'admin', input: async () => ({ body: { name: 'Retried group', description: 'Made once', visibility: 'open' } }) },
  'forum.createTopic': { caller: 'member', input: async () => ({ body: { title: 'A new topic', content: 'Text', categoryId } }) },
  'forum.createPost': { caller: 'member', input: async () => ({ body: { topicId, content: 'A retried reply' } }) },
  'forum.createComment': { caller: 'member', input: async () => ({ body: { postId, content: 'A retried comment' } }) },
  'forum.report': { caller: 'member', input: async () => ({ body: { targetType: 'post', targetId: strangersPostId, reason: 'Spam' } }) },
  'forumAdmin.createCategory': { caller: 'admin', input: async () => ({ body: { name: 'Retried forum category' } }) },
  'messages.startConversation': { caller: 'member', input: async () => ({ body: { memberId: (await stranger()).user.id } }) },
  'messages.send': { caller: 'member', input: async () => ({ params: { id: (await conversationWithMessage()).id }, body: { body: 'A retried message' } }) },
  'messages.report': { caller: 'member', input: async () => ({ body: { messageId: (await conversationWithMessage()).messageId, reason: 'spam' } }) },
  'buddy.requestMatch': {
    caller: 'member',
    input: async () => {
      const them = await stranger();
      const shoes = (account: Account, leftFootSize: number, rightFootSize: number) =>
        post(account, '/api/clubfoot-buddy/my-shoes', { leftFootSize, rightFootSize });
      await shoes(who.member, 7, 8);
      await shoes(them, 8, 7);
      return { body: { memberId: them.user.id, message: 'Hello from a fellow parent' } };
    },
  },
  'contact.send': { caller: 'visitor', input: async () => ({ body: { name: 'Sam', email: 'sam@example.org', subject: 'Retried', message: 'Hello team.' } }) },
  'referrals.submit': {
    caller: 'visitor',
    input: async () => ({ body: referralForm({ email: 'lena.retry@example.org' }) }),
  },
  'transparencyAdmin.recordPayout': {
    caller: 'admin',
    input: async () => {
      // A paid $10 gift first, so the splits say $8 is owed and the payout is within it.
      const started = (await post(who.member, '/api/donations/create-payment-intent', { amount: 10, type: 'one-time' })).json<{ clientSecret: string }>();
      await post(null, '/api/payments/test-mode/confirm', { clientSecret: started.clientSecret, paymentMethod: 'pm_card_visa' });
      return { body: { paidOn: '2026-02-01', recipient: 'Retried Clubfoot Trust', amountCents: 500, reference: 'TR-1' } };
    },
  },
  'specialists.create': {
    caller: 'admin',
    input: async () => ({ body: { name: 'Dr Retry', title: 'Orthopaedic surgeon', clinic: 'City clinic', city: 'London', country: 'GB', languages: ['English'], ponsetiTrained: true, acceptingNewPatients: true } }),
  },
  'settingsAdmin.addTeamMember': { caller: 'admin', input: async () => ({ body: { name: 'Robin Retry', role: 'Volunteer', bio: 'Added once, however often it is sent.' } }) },
  'resourceAdmin.createArticle': { caller: 'admin', input: async () => ({ body: { title: 'A retried article', content: '<p>Text</p>' } }) },
  'resourceAdmin.createCategory': { caller: 'admin', input: async () => ({ body: { name: 'Retried library category' } }) },
  'videoAdmin.create': { caller: 'admin', input: async () => ({ body: { title: 'A retried video', source: 'upload' } }) },
  'assistantAdmin.createEntry': {
    caller: 'admin',
    input: async () => ({ body: { question: 'How long is bracing?', answer: 'Usually until about four years of age, at night.' } }),
  },
  'donations.createPaymentIntent': { caller: 'visitor', input: async () => ({ body: { amount: 25, type: 'one-time', email: 'giver@example.org' } }) },
  'donations.createSubscription': { caller: 'member', input: async () => ({ body: { amount: 10, type: 'monthly' } }) },
  'memberships.join': { caller: 'member', input: async () => ({ body: { level: 'monthly-10' } }) },
  'stories.create': {
    caller: 'member',
    input: async () => ({
      body: {
        title: 'A retried story',
        content: 'We pressed send twice on a slow train. Our story about the weeks of casting, the tenotomy and the first night in boots and bar should still be told only once, whatever the connection did. Thank you to everyone who answered our questions in the forum.',
        ageAtStartMonths: 1,
        treatment: 'ponseti',
        stage: 'casting',
        isAdultStory: false,
        naming: 'first-name',
        consent: true,
        guardianConsent: true,
      },
    }),
  },
  'shop.checkout': {
    caller: 'visitor',
    input: async () => {
      const { variants } = await makeProduct(app.db);
      return { body: { items: [{ variantId: variants[0]!.id, quantity: 1 }], email: 'buyer@example.org', shippingAddress, shippingMethod: 'standard' } };
    },
  },
  'shop.reportReview': {
    caller: 'member',
    input: async () => {
      const { product } = await makeProduct(app.db);
      const writer = await stranger();
      await app.inject({
        method: 'PUT',
        url: `/api/shop/products/${product.slug}/reviews/mine`,
        headers: { cookie: writer.cookie },
        payload: { rating: 2, body: 'The straps wore through within a month for us.' },
      });
      const [review] = await app.db.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.userId, writer.user.id));
      return { params: { id: String(review!.id) }, body: { reason: 'It reads like an advert.' } };
    },
  },
  'shop.startSplitPair': {
    caller: 'member',
    input: async () => {
      const shoes = await pairedShoes(app.db);
      const matchId = await acceptedBuddies(app.db, who.member, await stranger());
      return {
        params: { slug: shoes.product.slug },
        body: { matchId, leftVariantId: shoes.five.id, rightVariantId: shoes.fiveAndAHalf.id, shippingAddress, shippingMethod: 'standard' },
      };
    },
  },
  'shop.paySplitPairHalf': {
    caller: 'member',
    input: async () => {
      const shoes = await pairedShoes(app.db);
      const first = await stranger();
      const matchId = await acceptedBuddies(app.db, first, who.member);
      const started = await app.inject({
        method: 'POST',
        url: `/api/shop/products/${shoes.product.slug}/split-pairs`,
        headers: { cookie: first.cookie },
        payload: { matchId, leftVariantId: shoes.five.id, rightVariantId: shoes.fiveAndAHalf.id, shippingAddress, shippingMethod: 'standard' },
      });
      const { clientSecret, splitPairId } = started.json() as { clientSecret: string; splitPairId: string };
      await payWithTestCard(app, clientSecret);
      return { params: { id: splitPairId }, body: { shippingAddress, shippingMethod: 'standard' } };
    },
  },
  'shopAdmin.createProduct': {
    caller: 'admin',
    input: async () => ({
      body: {
        name: 'Retried night socks',
        category: 'socks-and-liners',
        summary: 'Soft socks for nights in the brace.',
        description: '',
        status: 'draft',
        soldInPairs: false,
        allowMismatched: false,
        relatedResourceSlugs: [],
        variants: [{ sku: 'RETRY-NIGHT-1', size: 'S', priceCents: 900, stock: 4 }],
      },
    }),
  },
  'eventAdmin.create': { caller: 'admin', input: async () => ({ body: eventBody({ title: 'Retried webinar: nights and naps' }) }) },
  'push.subscribe': {
    caller: 'member',
    input: async () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
      return { body: { endpoint: `https://push.example.org/send/${randomBytes(8).toString('hex')}`, keys } };
    },
  },
};

/** Rows in every table but the keys themselves and the request counters, which a repeat may touch. */
async function rowCounts() {
  const skip = new Set<string>([getTableName(idempotencyKeys), getTableName(rateLimitCounters)]);
  const result = await app.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name).filter((name) => !skip.has(name));
  const union = tables.map((name) => `select '${name}' as name, count(*)::int as n from "${name}"`).join(' union all ');
  const counts = await app.db.execute(sql.raw(union));
  return Object.fromEntries((counts as unknown as { rows: { name: string; n: number }[] }).rows.map((row) => [row.name, Number(row.n)]));
}

const creates = allEndpoints().filter(({ endpoint }) => endpoint.method === 'POST' && endpoint.access !== 'test' && 201 in endpoint.responses);
const idempotent = allEndpoints().filter(({ endpoint }) => endpoint.idempotent);

describe('every create takes an Idempotency-Key (from the contract)', () => {
  it('marks every POST create idempotent, or says why not', () => {
    expect(creates.filter(({ name, endpoint }) => !endpoint.idempotent && !notIdempotent[name]).map(({ name }) => name)).toEqual([]);
  });

  it('has a sample call for every idempotent endpoint', () => {
    expect(idempotent.map(({ name }) => name).filter((name) => !samples[name])).toEqual([]);
  });

  it.each(idempotent.map(({ name, endpoint }) => [name, endpoint] as const))('%s: a repeat answers the first result and writes nothing', async (name, endpoint) => {
    const sample = samples[name]!;
    const input = await sample.input();
    const key = `contract-${name.replace(/\W/g, '-')}`;
    const cookie = sample.caller === 'visitor' ? {} : { cookie: who[sample.caller].cookie };
    const send = () =>
      app.inject({ method: 'POST', url: urlOf(endpoint.path, input), payload: input.body as object, headers: { ...cookie, 'idempotency-key': key } });
    const before = await rowCounts();
    const first = await send();
    expect(first.statusCode, first.body).toBeGreaterThanOrEqual(200);
    expect(first.statusCode, first.body).toBeLessThan(300);
    const afterFirst = await rowCounts();
    expect(afterFirst, 'the first call creates something').not.toEqual(before);
    const again = await send();
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await rowCounts(), 'the repeat writes nothing').toEqual(afterFirst);
  });
});
