import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forumTopics, users } from '../../server/db/schema';
import { SHED_MESSAGE } from '../../server/lib/load-shedding';
import { createSession, SESSION_COOKIE } from '../../server/lib/sessions';
import { generatedMembers } from '../../server/seed/factories/users';
import { createTestApp } from '../support/test-app';

/**
 * Overload: while the database queue is deep (here: every connection held by open transactions), new
 * requests are refused at once with 503 and Retry-After, and change nothing; health says so; once the
 * queue drains, the site answers again. No request waits behind the queue to fail later.
 */
let app: FastifyInstance;
let member: string;

beforeAll(async () => {
  app = await createTestApp({
    rateLimitScale: 100,
    loadShedding: { maxDbWaitMs: 1000, maxEventLoopDelayMs: 60_000, maxHeapUsedBytes: 0, checkIntervalMs: 25 },
  });
  // Made directly: the only requests of this test are the ones it is about.
  const [user] = await app.db.insert(users).values(generatedMembers(1, 'not-a-password-hash')).returning({ id: users.id });
  member = `${SESSION_COOKIE}=${await createSession(app.db, user!.id, 'load shedding test')}`;
  // Until its first database check has answered, a new server does not take requests.
  await vi.waitFor(async () => expect((await health()).statusCode).toBe(200), { timeout: 10_000, interval: 20 });
});
afterAll(async () => {
  await app.close();
});

/** Holds `count` database connections in open transactions until released (PGlite has one). */
function holdDatabase(count: number) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = Array.from({ length: count }, () =>
    app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await gate;
    }),
  );
  return async () => {
    release();
    await Promise.all(held);
  };
}

const health = () => app.inject({ method: 'GET', url: '/api/health' });

describe('load shedding', () => {
  it('refuses with 503 and Retry-After while the database queue is deep, changes nothing, and recovers', async () => {
    // The test database's pool has 4 connections on PostgreSQL (tests/support/test-app.ts); PGlite runs one transaction at a time.
    const release = holdDatabase(app.dbKind === 'pglite' ? 1 : 4);
    // A request let in now would wait behind the held connections, so the test asks the plugin first.
    await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), { timeout: 10_000, interval: 20 });
    const shedHealth = await health();
    expect(shedHealth.statusCode).toBe(503);
    expect(shedHealth.json()).toEqual({ message: SHED_MESSAGE });

    const refused = await app.inject({ method: 'POST', url: '/api/forum/topics', headers: { cookie: member }, payload: { title: 'Busy', content: 'x', categoryId: 1 } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({ message: SHED_MESSAGE });

    await release();
    await vi.waitFor(async () => expect((await health()).statusCode).toBe(200), { timeout: 10_000, interval: 20 });
    expect(await app.db.select({ id: forumTopics.id }).from(forumTopics)).toEqual([]);
  });
});
