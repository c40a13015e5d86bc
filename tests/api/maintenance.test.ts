import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters, sessions } from '../../server/db/schema';
import { pruneExpired } from '../../server/lib/maintenance';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 50 });
});
afterAll(async () => {
  await app.close();
});

describe('pruning', () => {
  it('removes expired sessions and old limit windows, and keeps live ones', async () => {
    const live = await signUp(app);
    const expired = await signUp(app);
    await app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expired.user.id));
    await app.db.insert(rateLimitCounters).values({ key: 'old-window', windowStart: new Date(Date.now() - 2 * 86_400_000), count: 3 });
    await pruneExpired(app.db);
    expect(await app.db.$count(sessions, eq(sessions.userId, expired.user.id))).toBe(0);
    expect(await app.db.$count(sessions, eq(sessions.userId, live.user.id))).toBe(1);
    expect(await app.db.$count(rateLimitCounters, eq(rateLimitCounters.key, 'old-window'))).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: live.cookie } })).statusCode).toBe(200);
  });
});
