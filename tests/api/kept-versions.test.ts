import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumTopic, ForumTopicDetail } from '../../shared/api/forum';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db';
import { forumCategories, users } from '../../server/db/schema';
import { seedForum } from '../../server/seed/factories/forum';
import { demoUsers } from '../../server/seed/factories/users';
import { settledMember } from '../support/forum';
import { openTestDatabase, testConfig } from '../support/test-app';

/*
 * Issue 23: answers kept in memory cost no SQL while nothing changed, and a change made through one
 * instance is seen through every other within a second (decision 0028). On PostgreSQL the second
 * instance is a real one: its own pool and its own LISTEN connection to the same database. PGlite is
 * embedded, one process per database, so there the second instance shares the process's database.
 */

let a: FastifyInstance;
let b: FastifyInstance;
let closeB: () => Promise<void>;

beforeAll(async () => {
  const database = await openTestDatabase();
  a = await buildApp({ config: testConfig({ countSql: true, rateLimitScale: 50 }), database, logger: false });
  await a.db.insert(users).values(demoUsers('not-a-real-hash'));
  await seedForum(a.db);
  const second = database.url
    ? await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 })
    : { ...database, close: async () => {} };
  b = await buildApp({ config: testConfig({ countSql: true, rateLimitScale: 50 }), database: second, logger: false });
  closeB = () => b.close();
});
afterAll(async () => {
  await closeB();
  await a.close();
});

const read = (instance: FastifyInstance, url: string) => instance.inject({ method: 'GET', url, headers: { 'x-count-sql': '1' } });
const sqlOf = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-sql-queries']);
const WITHIN_A_SECOND = { timeout: 1000, interval: 10 };

describe('answers kept in memory', () => {
  it('cost no SQL when nothing changed, on every instance', async () => {
    for (const instance of [a, b]) {
      const first = await read(instance, '/api/forum/topics');
      expect(first.statusCode).toBe(200);
      const again = await read(instance, '/api/forum/topics');
      expect(again.body).toBe(first.body);
      expect(sqlOf(again)).toBe(0);
      await read(instance, '/api/forum/categories');
      expect(sqlOf(await read(instance, '/api/forum/categories'))).toBe(0);
      await read(instance, '/api/resources/featured');
      expect(sqlOf(await read(instance, '/api/resources/featured'))).toBe(0);
    }
  });

  it('show a reply posted through one instance on the other within a second, and on the first at once', async () => {
    const author = await settledMember(a, { firstName: 'Kim', lastName: 'Kept' });
    const [category] = await a.db.select().from(forumCategories).limit(1);
    const created = await a.inject({
      method: 'POST',
      url: '/api/forum/topics',
      headers: { cookie: author.cookie },
      payload: { title: 'Kept answers', content: 'About kept answers', categoryId: category?.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const topic = created.json() as ForumTopic;
    const replies = async (instance: FastifyInstance) => ((await read(instance, `/api/forum/topics/${topic.slug}`)).json() as ForumTopicDetail).posts.map((post) => post.content);
    for (const instance of [a, b]) await expect.poll(() => replies(instance), WITHIN_A_SECOND).toEqual([]);

    const reply = await b.inject({ method: 'POST', url: '/api/forum/posts', headers: { cookie: author.cookie }, payload: { content: 'Fresh', topicId: topic.id } });
    expect(reply.statusCode, reply.body).toBe(201);
    // The instance that took the write answers with it at once; the other within a second.
    expect(await replies(b)).toEqual(['Fresh']);
    await expect.poll(() => replies(a), WITHIN_A_SECOND).toEqual(['Fresh']);

    const renamed = await a.inject({ method: 'PATCH', url: '/api/profile/personal', headers: { cookie: author.cookie }, payload: { firstName: 'Kimberly' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const authorName = async (instance: FastifyInstance) => ((await read(instance, `/api/forum/topics/${topic.slug}`)).json() as ForumTopicDetail).author?.firstName;
    expect(await authorName(a)).toBe('Kimberly');
    await expect.poll(() => authorName(b), WITHIN_A_SECOND).toBe('Kimberly');
    // Once heard, reading is free again.
    expect(sqlOf(await read(b, `/api/forum/topics/${topic.slug}`))).toBe(0);
  });

  it('hear a change written with no request (a background job, another tool) within a second', async () => {
    const title = async (instance: FastifyInstance) => ((await read(instance, '/api/forum/categories')).json() as { slug: string; name: string }[]).find((c) => c.slug === 'bracing')?.name;
    for (const instance of [a, b]) expect(await title(instance)).toBe('Bracing');
    await a.db.update(forumCategories).set({ name: 'Bracing (boots and bar)' }).where(eq(forumCategories.slug, 'bracing'));
    for (const instance of [a, b]) await expect.poll(() => title(instance), WITHIN_A_SECOND).toBe('Bracing (boots and bar)');
  });

  it('are read again when a notice cannot be read, instead of trusting what is known', async () => {
    await read(a, '/api/forum/categories');
    expect(a.keptVersions.trusted).toBe(true);
    await a.db.execute(sql`select pg_notify('kept_versions', 'nonsense')`);
    await expect.poll(() => a.keptVersions.trusted, WITHIN_A_SECOND).toBe(false);
    const res = await read(a, '/api/forum/categories');
    expect(sqlOf(res)).toBe(1);
    expect(a.keptVersions.trusted).toBe(true);
  });
});
