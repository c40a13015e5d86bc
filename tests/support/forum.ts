import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { users } from '../../server/db/schema';
import type { Mailer } from '../../server/lib/mail';
import { seedForum } from '../../server/seed/factories/forum';
import { demoUsers } from '../../server/seed/factories/users';
import { signUp } from './accounts';
import { openTestDatabase, testConfig } from './test-app';

export type Account = { cookie: string; user: { id: string } };

/** The app on a fresh database with the demo members and the demo forum (their topics, replies and comments). */
export async function createForumTestApp(options: { mailer?: Mailer } = {}) {
  const app = await buildApp({ config: testConfig({ rateLimitScale: 50 }), database: await openTestDatabase(), logger: false, ...options });
  await app.ready();
  await app.db.insert(users).values(demoUsers('not-a-real-hash'));
  await seedForum(app.db);
  return app;
}

/** A member who joined more than a day ago (new members have tighter posting limits). */
export async function settledMember(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<Account> {
  const account = await signUp(app, overrides);
  await app.db.update(users).set({ createdAt: new Date(Date.now() - 3 * 86_400_000) }).where(eq(users.id, account.user.id));
  return account;
}

export async function settledAdmin(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<Account> {
  const account = await settledMember(app, overrides);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user.id));
  return account;
}
