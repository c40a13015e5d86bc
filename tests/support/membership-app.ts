import { and, eq, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MyMembership } from '../../shared/api/memberships';
import { jobHandlers } from '../../server/app';
import type { Config } from '../../server/config';
import { jobs, memberships } from '../../server/db/schema';
import { runDueJobs } from '../../server/lib/jobs';
import { signUp } from './accounts';
import { createTestAppWithOutbox } from './test-app';

/** An app for the supporting memberships' tests (tests/api/memberships*.test.ts), its outbox, and helpers. */
export type Account = { cookie: string; id: string; email: string };
export const DAY = 86_400_000;

export async function startMembershipApp(overrides: Partial<Config> = {}) {
  const { app, sent } = await createTestAppWithOutbox(overrides);
  let ip = 0;
  const t = {
    app,
    sent,
    async member(): Promise<Account> {
      const account = await signUp(app, { firstName: 'Sam', lastName: 'Supporter' });
      return { cookie: account.cookie, id: account.user.id, email: account.user.email };
    },
    call(method: 'GET' | 'POST' | 'PATCH', url: string, who: Account | null, payload?: unknown) {
      ip += 1;
      return app.inject({
        method,
        url,
        remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
        ...(who ? { headers: { cookie: who.cookie } } : {}),
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    },
    async mine(who: Account) {
      const res = await t.call('GET', '/api/memberships/mine', who);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { membership: MyMembership | null }).membership;
    },
    async row(id: string) {
      const [row] = await app.db.select().from(memberships).where(eq(memberships.id, id));
      return row!;
    },
    /** Whether `viewer` sees the Supporter badge on `member`'s profile. */
    async badge(member: Account, viewer: Account) {
      const res = await t.call('GET', `/api/members/${member.id}`, viewer);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { supporter?: boolean }).supporter;
    },
    showBadge: (who: Account, show: boolean) =>
      t.call('PATCH', '/api/profile/privacy', who, {
        privacySettings: { showEmail: false, showLocation: true, showTreatmentDetails: true, showProfileToMembers: true, showSupporterBadge: show },
      }),
    runJobs: () => runDueJobs(app.db, jobHandlers(app)),
    /** Jobs waiting for a time the test has moved the clock to: the queue reads the database's clock, which PostgreSQL keeps for itself. */
    async runJobsOf(kind: string) {
      await app.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(and(eq(jobs.kind, kind), isNull(jobs.doneAt)));
      await t.runJobs();
    },
    /** The membership's e-mails to `who` (not the address confirmation every new account gets). */
    mailsTo: (who: Account) => sent.filter((m) => m.to === who.email && /supporting member/i.test(m.subject)),
  };
  return t;
}
export type MembershipApp = Awaited<ReturnType<typeof startMembershipApp>>;
