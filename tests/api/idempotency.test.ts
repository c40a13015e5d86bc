import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumCategory } from '../../shared/api/forum';
import { forumPosts, forumTopics, idempotencyKeys } from '../../server/db/schema';
import { pruneExpired } from '../../server/lib/maintenance';
import { type Account, createForumTestApp, settledMember } from '../support/forum';

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
