import { count, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../shared/api/endpoint';
import type { ForumCategory } from '../../shared/api/forum';
import { donations, forumCategories, forumPosts, forumTopics, idempotencyKeys, jobs, testPaymentIntents } from '../../server/db/schema';
import { on } from '../../server/lib/endpoint';
import { registerIdempotency } from '../../server/lib/idempotency';
import { pruneExpired } from '../../server/lib/maintenance';
import { type Account, createForumTestApp, settledMember } from '../support/forum';
import { engine } from '../support/test-app';

/** Decision 0016: a create repeated with its Idempotency-Key answers the first result and writes nothing. */
let app: FastifyInstance;
let member: Account;
let other: Account;
let categoryId: number;
let topicId: number;

beforeAll(async () => {
  app = await createForumTestApp();
  member = await settledMember(app);
  other = await settledMember(app);
  categoryId = ((await app.inject({ method: 'GET', url: '/api/forum/categories' })).json() as ForumCategory[])[0]!.id;
  const topic = await createTopic(member, 'topic-setup-key', 'Setting up');
  topicId = topic.json<{ id: number }>().id;
});
afterAll(async () => {
  await app.close();
});

const createTopic = (account: Account, key: string | undefined, title: string) =>
  app.inject({
    method: 'POST',
    url: '/api/forum/topics',
    headers: { cookie: account.cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { title, content: `About ${title}`, categoryId },
  });
const reply = (account: Account, key: string, content: string) =>
  app.inject({ method: 'POST', url: '/api/forum/posts', headers: { cookie: account.cookie, 'idempotency-key': key }, payload: { topicId, content } });
const topicsTitled = async (title: string) => (await app.db.select({ n: count() }).from(forumTopics).where(eq(forumTopics.title, title)))[0]!.n;

describe('Idempotency-Key on a create', () => {
  it('answers a repeat with the first result (same status and body) and stores one row', async () => {
    const first = await createTopic(member, 'retry-key-0001', 'Night brace tips');
    expect(first.statusCode, first.body).toBe(201);
    const again = await createTopic(member, 'retry-key-0001', 'Night brace tips');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await topicsTitled('Night brace tips')).toBe(1);
  });

  it('without a key, each request is its own create (as before)', async () => {
    expect((await createTopic(member, undefined, 'No key topic')).statusCode).toBe(201);
    expect((await createTopic(member, undefined, 'No key topic')).statusCode).toBe(201);
    expect(await topicsTitled('No key topic')).toBe(2);
  });

  it('refuses the same key with a different body (422) and creates nothing', async () => {
    expect((await createTopic(member, 'retry-key-0002', 'First wording')).statusCode).toBe(201);
    const changed = await createTopic(member, 'retry-key-0002', 'Second wording');
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toMatch(/already used for a different request/);
    expect(await topicsTitled('Second wording')).toBe(0);
  });

  it('refuses a malformed key with 400 before anything is written', async () => {
    for (const key of ['short', 'has spaces in it', 'x'.repeat(129), 'semi;colon-key']) {
      const res = await createTopic(member, key, 'Malformed key topic');
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toMatch(/Idempotency-Key/);
    }
    expect(await topicsTitled('Malformed key topic')).toBe(0);
  });

  it('stores one row when the repeats arrive together', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => reply(member, 'concurrent-key-01', 'Same reply sent five times at once')));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    // Each is the first answer, or 409 while the first was still being made.
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const created = answers.filter((res) => res.statusCode === 201).map((res) => res.json<{ id: number }>().id);
    expect(new Set(created).size).toBe(1);
    const rows = await app.db.select({ n: count() }).from(forumPosts).where(eq(forumPosts.content, 'Same reply sent five times at once'));
    expect(rows[0]!.n).toBe(1);
  });

  // PGlite runs one transaction at a time, so there a repeat always comes after the first (and replays it).
  it.skipIf(engine !== 'postgres')('answers 409 to a repeat while the first is still running, then the first answer', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another transaction holds the category row the topic's count is kept in: the first request waits inside its own.
    const holder = app.db.transaction(async (tx) => {
      await tx.select({ id: forumCategories.id }).from(forumCategories).where(eq(forumCategories.id, categoryId)).for('update');
      locked();
      await held;
    });
    await isLocked;
    const author = await settledMember(app);
    let answered: Awaited<ReturnType<typeof createTopic>>;
    try {
      const first = createTopic(author, 'inflight-key-01', 'In flight topic');
      // Until the first holds its key's lock. pg_locks covers the whole server: only this test's database counts
      // (another file's advisory lock, on another worker, must not send the repeat in before the first).
      await vi.waitFor(
        async () => {
          const held = await app.db.execute(
            sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`,
          );
          expect((held as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 20 },
      );
      const repeat = await createTopic(author, 'inflight-key-01', 'In flight topic');
      expect(repeat.statusCode).toBe(409);
      expect(repeat.json().message).toMatch(/still being processed/);
      release();
      await holder;
      answered = await first;
    } finally {
      // A failure above must not leave the category locked for the tests after this one.
      release();
      await holder;
    }
    expect(answered.statusCode, answered.body).toBe(201);
    const later = await createTopic(author, 'inflight-key-01', 'In flight topic');
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.body).toBe(answered.body);
    expect(await topicsTitled('In flight topic')).toBe(1);
  });

  it("keeps one member's key apart from another's: the same key is a new create, and nobody reads the other's answer", async () => {
    const mine = await createTopic(member, 'shared-key-0001', 'Shared key topic');
    const theirs = await createTopic(other, 'shared-key-0001', 'Shared key topic');
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<{ id: number }>().id).not.toBe(mine.json<{ id: number }>().id);
    expect(await topicsTitled('Shared key topic')).toBe(2);
  });

  it('releases the key of a refused request, so the corrected retry goes through', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/forum/posts',
      headers: { cookie: member.cookie, 'idempotency-key': 'refused-key-01' },
      payload: { topicId: 987654, content: 'To a topic that does not exist' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const rows = await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'refused-key-01'));
    expect(rows).toEqual([]);
  });

  it('forgets keys after 24 hours (hourly maintenance): the same key then creates again', async () => {
    expect((await createTopic(member, 'old-key-00001', 'Old key topic')).statusCode).toBe(201);
    expect((await createTopic(member, 'fresh-key-0001', 'Fresh key topic')).statusCode).toBe(201);
    await app.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, 'old-key-00001'));
    await pruneExpired(app.db);
    const left = (await app.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key);
    expect(left).not.toContain('old-key-00001');
    expect(left).toContain('fresh-key-0001');
    expect((await createTopic(member, 'old-key-00001', 'Old key topic')).statusCode).toBe(201);
    expect(await topicsTitled('Old key topic')).toBe(2);
  });
});

/**
 * Issue 17, defect 5: the key and its answer commit with the create, or neither does. A trigger
 * refuses to store this key's answer: the moment where the process would die after the create's work
 * and before its answer is kept. With the key in its own statements (the first design) the topic was
 * committed by then and its claim left unanswered, so the repeat ran it again: a copy.
 */
describe('a failure between the create and its stored answer', () => {
  const restart = () => app.db.execute(sql.raw('drop trigger if exists test_die_before_answer on idempotency_keys'));
  const dieBeforeAnswer = async (key: string) => {
    await restart();
    await app.db.execute(sql.raw(`create or replace function test_die_before_answer() returns trigger language plpgsql as $$ begin raise exception 'the process died'; end $$`));
    await app.db.execute(
      sql.raw(
        `create trigger test_die_before_answer before insert or update on idempotency_keys for each row when (new.key = '${key}' and new.status is not null) execute function test_die_before_answer()`,
      ),
    );
  };
  afterAll(restart);

  it('keeps nothing of the create, so the repeat creates it once and answers that one from then on', async () => {
    const author = await settledMember(app);
    await dieBeforeAnswer('crash-key-0001');
    const lost = await createTopic(author, 'crash-key-0001', 'Crash topic');
    expect(lost.statusCode).toBe(500);
    expect(await topicsTitled('Crash topic'), 'no topic without its answer').toBe(0);
    expect(await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'crash-key-0001')), 'no claim left behind').toEqual([]);
    await restart();
    // Long after the stale-claim wait of the first design (60 s): an unanswered claim would have been taken over.
    await app.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(idempotencyKeys.key, 'crash-key-0001'));

    const retried = await createTopic(author, 'crash-key-0001', 'Crash topic');
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await topicsTitled('Crash topic')).toBe(1);
    const [topic] = await app.db.select({ id: forumTopics.id }).from(forumTopics).where(eq(forumTopics.title, 'Crash topic'));
    expect(retried.json<{ id: number }>().id).toBe(topic!.id);

    const again = await createTopic(author, 'crash-key-0001', 'Crash topic');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(retried.body);
    expect(await topicsTitled('Crash topic')).toBe(1);
  });

  it('queues no e-mail for a reply whose answer was not kept (the queued job rolls back with it)', async () => {
    const jobsNow = async () => (await app.db.select({ n: count() }).from(jobs))[0]!.n;
    const before = await jobsNow();
    await dieBeforeAnswer('crash-key-0002');
    // `other` replies to `member`'s topic: the reply e-mail to member is queued in the reply's transaction.
    expect((await reply(other, 'crash-key-0002', 'A reply whose answer was lost')).statusCode).toBe(500);
    expect(await jobsNow()).toBe(before);
    await restart();
    expect((await reply(other, 'crash-key-0002', 'A reply whose answer was lost')).statusCode).toBe(201);
    expect((await reply(other, 'crash-key-0002', 'A reply whose answer was lost')).headers['idempotent-replayed']).toBe('true');
    expect(await jobsNow()).toBe(before + 1);
    const rows = await app.db.select({ n: count() }).from(forumPosts).where(eq(forumPosts.content, 'A reply whose answer was lost'));
    expect(rows[0]!.n).toBe(1);
  });

  it('a gift is made before the key\'s transaction (the provider is not called inside one) and keyed, so the repeat finds the same gift and intent', async () => {
    const gifts = async () => (await app.db.select({ n: count() }).from(donations))[0]!.n;
    const give = () =>
      app.inject({
        method: 'POST',
        url: '/api/donations/create-payment-intent',
        headers: { 'idempotency-key': 'crash-key-0003' },
        payload: { amount: 15, type: 'one-time', email: 'crash@example.org' },
      });
    const before = await gifts();
    await dieBeforeAnswer('crash-key-0003');
    expect((await give()).statusCode).toBe(500);
    expect(await gifts()).toBe(before + 1);
    await restart();
    const retried = await give();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await gifts(), 'the gift made before the failure is the one answered').toBe(before + 1);
    const again = await give();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(retried.body);
    const { donationId } = retried.json<{ donationId: string }>();
    const [gift] = await app.db.select().from(donations).where(eq(donations.id, donationId));
    expect(gift?.email).toBe('crash@example.org');
    const intents = await app.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, gift!.providerPaymentIntentId!));
    expect(intents).toHaveLength(1);
  });
});

describe('the single switch', () => {
  it('fails loudly when an endpoint marked idempotent answers without createOnce() (its key would not be stored)', async () => {
    const mini = Fastify().withTypeProvider<ZodTypeProvider>();
    mini.setValidatorCompiler(validatorCompiler);
    mini.setSerializerCompiler(serializerCompiler);
    mini.decorate('db', app.db);
    mini.decorateRequest('user', null);
    registerIdempotency(mini);
    const forgetful = endpoint({ method: 'POST', path: '/api/forgetful', access: 'public', idempotent: true, body: z.object({ n: z.number() }), responses: { 201: z.object({ n: z.number() }) } });
    mini.route({ ...on(forgetful), handler: async (request, reply) => reply.status(201).send(request.body) });
    await mini.ready();
    const send = (headers: Record<string, string>) => mini.inject({ method: 'POST', url: '/api/forgetful', payload: { n: 1 }, headers });
    expect((await send({})).statusCode).toBe(201);
    expect((await send({ 'idempotency-key': 'forgetful-key-01' })).statusCode).toBe(500);
    await mini.close();
  });
});
