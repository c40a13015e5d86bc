import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary, Message } from '../../shared/api/messages';
import { users } from '../../server/db/schema';
import { signUp } from '../support/accounts';
import { openEventStream } from '../support/event-stream';
import { createTestAppPair } from '../support/test-app';

/** Two instances on one database (separate pools and LISTEN connections on PostgreSQL). */
let first: FastifyInstance;
let second: FastifyInstance;
type Account = { cookie: string; id: string };

async function member(firstName: string): Promise<Account> {
  const account = await signUp(first, { firstName, lastName: 'Streamer' });
  await first.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 3 * 86_400_000), emailVerifiedAt: new Date() })
    .where(eq(users.id, account.user.id));
  return { cookie: account.cookie, id: account.user.id };
}

const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, who: Account, payload?: object) =>
  app.inject({ method, url, cookies: { sid: who.cookie.replace(/^sid=/, '') }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ({ first, second } = await createTestAppPair({ streamHeartbeatMs: 100, rateLimitScale: 100 }));
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('the message stream', () => {
  it('is for signed-in members only', async () => {
    const res = await first.inject({ method: 'GET', url: '/api/messages/stream' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue');
  });

  it('delivers a message sent through one instance to a stream opened on the other, with heartbeats', async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    const stream = await openEventStream(second, ben.cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    expect((await stream.next('ready')).data).toEqual({ unreadTotal: 0 });

    const { id } = (await call(first, 'POST', '/api/messages/conversations', ana, { memberId: ben.id })).json() as ConversationSummary;
    const sent = (await call(first, 'POST', `/api/messages/conversations/${id}/messages`, ana, { body: 'Across instances' })).json() as Message;
    const event = await stream.next('message');
    expect(event.id).toBe(String(sent.id));
    expect(event.data).toMatchObject({ message: { id: sent.id, body: 'Across instances', senderId: ana.id }, member: { id: ana.id, firstName: 'Ana' } });

    // Reading in one place clears the count everywhere: the reader's own streams hear the new total.
    await call(first, 'POST', `/api/messages/conversations/${id}/read`, ben, { upTo: sent.id });
    expect((await stream.next('read')).data).toEqual({ conversationId: id, readerId: ben.id, upTo: sent.id, unreadTotal: 0 });

    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (stream.comments > 0) {
          clearInterval(check);
          resolve();
        }
      }, 20);
    });
    stream.close();
  });

  it('replays what was missed after a reconnect (Last-Event-ID) and does not show another member\'s messages', async () => {
    const [ana, ben, eve] = [await member('Ana'), await member('Ben'), await member('Eve')];
    const { id } = (await call(first, 'POST', '/api/messages/conversations', ana, { memberId: ben.id })).json() as ConversationSummary;
    const one = (await call(first, 'POST', `/api/messages/conversations/${id}/messages`, ana, { body: 'One' })).json() as Message;
    await call(first, 'POST', `/api/messages/conversations/${id}/messages`, ana, { body: 'Two' });
    await call(first, 'POST', `/api/messages/conversations/${id}/messages`, ana, { body: 'Three' });

    const stream = await openEventStream(second, ben.cookie, { 'last-event-id': String(one.id) });
    expect((await stream.next('ready')).data).toEqual({ unreadTotal: 3 });
    expect(((await stream.next('message')).data as { message: Message }).message.body).toBe('Two');
    expect(((await stream.next('message')).data as { message: Message }).message.body).toBe('Three');
    stream.close();

    const eves = await openEventStream(first, eve.cookie, { 'last-event-id': '0' });
    await eves.next('ready');
    await call(first, 'POST', `/api/messages/conversations/${id}/messages`, ana, { body: 'Private' });
    // Eve's own conversation proves her stream is live; nothing of Ana and Ben's reached it.
    const withEve = (await call(second, 'POST', '/api/messages/conversations', ana, { memberId: eve.id })).json() as ConversationSummary;
    await call(second, 'POST', `/api/messages/conversations/${withEve.id}/messages`, ana, { body: 'For Eve' });
    expect(((await eves.next('message')).data as { message: Message }).message.body).toBe('For Eve');
    expect(eves.events.filter((event) => event.event === 'message')).toEqual([]);
    eves.close();
  });

  it('ends when the member signs out', async () => {
    const ben = await member('Ben');
    const stream = await openEventStream(first, ben.cookie);
    await stream.next('ready');
    expect((await call(first, 'POST', '/api/auth/logout', ben)).statusCode).toBeLessThan(400);
    await stream.ended; // the hub checks sessions every few heartbeats
  });
});
