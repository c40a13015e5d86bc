import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumCategory } from '../../shared/api/forum';
import { type Account, createForumTestApp, settledAdmin } from '../support/forum';

/**
 * Decision 0017: forum writes at the same moment wait for each other, never deadlock. Every forum
 * write also takes the one row of forum_version; one that took it and then waited for a category's
 * or a topic's row, held by a write waiting for forum_version, was ended by PostgreSQL with a 500
 * (found by tests/api/crash-durability.test.ts). On PGlite requests take turns, so this guards the
 * PostgreSQL run.
 */
let app: FastifyInstance;
let admin: Account;
let categories: ForumCategory[];

beforeAll(async () => {
  app = await createForumTestApp();
  admin = await settledAdmin(app);
  categories = (await app.inject({ method: 'GET', url: '/api/forum/categories' })).json();
});
afterAll(async () => {
  await app.close();
});

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

async function created(url: string, payload: object) {
  const res = await call('POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

describe('forum writes at the same time', () => {
  it('never deadlock: topics, replies, comments and categories created while topics are moved, pinned, edited and deleted', async () => {
    const [first, second] = categories.map((category) => category.id) as [number, number];
    const topic = await created('/api/forum/topics', { title: 'Busy topic', content: 'Everyone writes here', categoryId: first });
    const reply = await created('/api/forum/posts', { topicId: topic.id, content: 'A reply to comment on' });
    const doomed = await Promise.all([1, 2, 3].map((i) => created('/api/forum/topics', { title: `Going soon ${i}`, content: 'Deleted below', categoryId: second })));
    for (let round = 0; round < 3; round += 1) {
      const writes = [
        ...[0, 1, 2, 3].map((i) => call('POST', '/api/forum/topics', { title: `Topic ${round}.${i}`, content: 'New', categoryId: i % 2 ? first : second })),
        ...[0, 1, 2].map((i) => call('POST', '/api/forum/posts', { topicId: topic.id, content: `Reply ${round}.${i}` })),
        ...[0, 1].map((i) => call('POST', '/api/forum/comments', { postId: reply.id, content: `Comment ${round}.${i}` })),
        ...[0, 1].map((i) => call('POST', '/api/admin/forum/forum-categories', { name: `Category ${round}.${i}` })),
        call('PATCH', `/api/forum/topics/${topic.id}/moderation`, { categoryId: round % 2 ? first : second, isPinned: round % 2 === 0 }),
        call('PATCH', `/api/forum/topics/${doomed[round]!.id}/moderation`, { categoryId: first }),
        call('PATCH', `/api/forum/topics/${topic.id}`, { title: `Busy topic, edit ${round}`, content: 'Edited' }),
        call('DELETE', `/api/forum/topics/${doomed[round]!.id}`),
      ];
      const statuses = (await Promise.all(writes)).map((res) => `${res.statusCode} ${res.statusCode >= 500 ? res.body : ''}`.trim());
      expect(statuses.filter((status) => status.startsWith('5'))).toEqual([]);
    }
  }, 60_000);
});
