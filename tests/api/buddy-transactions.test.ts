import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_REQUESTS } from '../../shared/api/buddy';
import { buddyMatches, conversations, users } from '../../server/db/schema';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

/** The checks that guard a buddy write run inside its transaction: concurrent calls cannot get past them. */
let app: FastifyInstance;
type Account = { cookie: string; id: string };

async function member(firstName: string): Promise<Account> {
  const account = await signUp(app, { firstName, lastName: 'Buddy' });
  await app.db.update(users).set({ createdAt: new Date(Date.now() - 3 * 86_400_000), emailVerifiedAt: new Date() }).where(eq(users.id, account.user.id));
  return { cookie: account.cookie, id: account.user.id };
}

const post = (url: string, who: Account, payload?: object) => app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

async function shoes(who: Account, leftFootSize: number, rightFootSize: number) {
  const res = await post('/api/clubfoot-buddy/my-shoes', who, { leftFootSize, rightFootSize, sizeScale: 'us-men' });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 100 });
});
afterAll(async () => {
  await app.close();
});

describe('buddy writes under concurrency', () => {
  it('20 requests sent at once never leave more than 10 open', async () => {
    const ana = await member('Ana');
    await shoes(ana, 9, 10);
    const others: Account[] = [];
    for (let i = 0; i < 20; i += 1) {
      const other = await member(`B${i}`);
      await shoes(other, 10, 9);
      others.push(other);
    }
    const answers = await Promise.all(others.map((other) => post('/api/clubfoot-buddy/matches', ana, { memberId: other.id })));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_OPEN_REQUESTS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - MAX_OPEN_REQUESTS);
    const [open] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(buddyMatches)
      .where(and(eq(buddyMatches.requesterId, ana.id), eq(buddyMatches.status, 'requested')));
    expect(open?.n).toBe(MAX_OPEN_REQUESTS);
  });

  it('an accept that fails part-way leaves no conversation behind', async () => {
    const [cy, dee] = [await member('Cy'), await member('Dee')];
    await shoes(cy, 11, 12.5);
    await shoes(dee, 12.5, 11);
    const requested = await post('/api/clubfoot-buddy/matches', cy, { memberId: dee.id });
    expect(requested.statusCode, requested.body).toBe(201);
    // The accept's last write (the notice to Cy) fails, as a lost connection or a full disk would.
    await app.db.execute(sql`
      create function refuse_accepted_notice() returns trigger language plpgsql as $$
      begin
        if new.kind = 'buddy.accepted' then raise exception 'notice refused for the test'; end if;
        return new;
      end $$`);
    await app.db.execute(sql`create trigger refuse_accepted_notice before insert on notifications for each row execute function refuse_accepted_notice()`);
    try {
      const accepted = await post(`/api/clubfoot-buddy/matches/${requested.json().id}/accept`, dee);
      expect(accepted.statusCode).toBe(500);
      // An apology with the reference the team finds the request by, never the database's words.
      const reference = String(accepted.headers['x-request-id']).slice(0, 8);
      expect(accepted.json()).toEqual({ message: `Something went wrong on our side. If it happens again, please tell us this reference: ${reference}.` });
    } finally {
      await app.db.execute(sql`drop trigger refuse_accepted_notice on notifications`);
      await app.db.execute(sql`drop function refuse_accepted_notice()`);
    }
    const [memberA, memberB] = cy.id < dee.id ? [cy.id, dee.id] : [dee.id, cy.id];
    expect(await app.db.select().from(conversations).where(and(eq(conversations.memberA, memberA), eq(conversations.memberB, memberB)))).toEqual([]);
    const [match] = await app.db.select().from(buddyMatches).where(eq(buddyMatches.id, requested.json().id));
    expect(match?.status).toBe('requested');
    // With the database well again, the same accept goes through and opens the conversation.
    const retried = await post(`/api/clubfoot-buddy/matches/${requested.json().id}/accept`, dee);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().conversationId).toEqual(expect.any(String));
  });
});
