import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary, Message } from '../../shared/api/messages';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db';
import { messages, users } from '../../server/db/schema';
import { MESSAGES_CHANNEL, notifyMembers } from '../../server/lib/realtime/channel';
import { signUp } from '../support/accounts';
import { openEventStream } from '../support/event-stream';
import { openTestDatabase, testConfig } from '../support/test-app';

/*
 * Live delivery rests on one guarantee: a stream notice is raised by the transaction that writes its
 * row, so it is heard only after that commit, when the row can be read. No notice may overtake its
 * row (the hub does not look a row up twice), and a rolled-back write is never announced.
 */

let database: Database;
let app: FastifyInstance;
type Account = { cookie: string; id: string };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ rateLimitScale: 100 }), database, logger: false });
  await app.ready();
});
afterAll(async () => app.close());

async function member(firstName: string): Promise<Account> {
  const account = await signUp(app, { firstName, lastName: 'Committer' });
  await app.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 3 * 86_400_000), emailVerifiedAt: new Date() })
    .where(eq(users.id, account.user.id));
  return { cookie: account.cookie, id: account.user.id };
}

const call = (method: 'POST', url: string, who: Account, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, cookies: { sid: who.cookie.replace(/^sid=/, '') }, payload, headers });

describe('a stream notice and the row it names', () => {
  // With an Idempotency-Key the send runs inside the transaction that stores the key (decision 0016): its notice waits for that commit.
  it.each([
    ['', false],
    [', each with an Idempotency-Key', true],
  ])('a listener that reads the row the moment it hears the notice finds it, for messages sent at once%s', async (_, keyed) => {
    const [ann, bea] = [await member('Ann'), await member('Bea')];
    const { id: conversationId } = (await call('POST', '/api/messages/conversations', ann, { memberId: bea.id })).json() as ConversationSummary;
    const count = 12;
    const lookups: Promise<{ id: number; found: boolean }>[] = [];
    let heardAll: () => void = () => {};
    const allHeard = new Promise<void>((resolve) => (heardAll = resolve));
    const stop = await database.listen(MESSAGES_CHANNEL, (payload) => {
      const notice = JSON.parse(payload) as { t: string; id: number };
      if (notice.t !== 'message') return;
      lookups.push(
        app.db
          .select({ id: messages.id })
          .from(messages)
          .where(eq(messages.id, notice.id))
          .then((rows) => ({ id: notice.id, found: rows.length === 1 })),
      );
      if (lookups.length === count) heardAll();
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: count }, (_, n) =>
          call('POST', `/api/messages/conversations/${conversationId}/messages`, n % 2 ? ann : bea, { body: `Number ${n}` }, keyed ? { 'idempotency-key': `stream-key-${n}-0000` } : {}),
        ),
      );
      const sent = answers.map((res) => (res.json() as Message).id);
      await allHeard;
      const found = await Promise.all(lookups);
      expect(found.map((lookup) => lookup.id).sort((a, b) => a - b)).toEqual([...sent].sort((a, b) => a - b));
      expect(found.filter((lookup) => !lookup.found)).toEqual([]);
    } finally {
      await stop();
    }
  });

  it('every message sent at once reaches the recipient stream, each before the read that follows them', async () => {
    const [ann, bea] = [await member('Ann'), await member('Bea')];
    const { id: conversationId } = (await call('POST', '/api/messages/conversations', ann, { memberId: bea.id })).json() as ConversationSummary;
    const stream = await openEventStream(app, bea.cookie);
    try {
      await stream.next('ready');
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) => call('POST', `/api/messages/conversations/${conversationId}/messages`, ann, { body: `Sent at once ${n}` })),
      );
      const sent = answers.map((res) => res.json() as Message);
      const newest = Math.max(...sent.map((message) => message.id));
      // Bea's read is announced after every send has committed: the events before it must hold them all.
      expect((await call('POST', `/api/messages/conversations/${conversationId}/read`, bea, { upTo: newest })).statusCode).toBe(200);
      await stream.next('read');
      const delivered = stream.events.filter((event) => event.event === 'message').map((event) => (event.data as { message: Message }).message);
      expect(delivered.map((message) => message.id).sort((a, b) => a - b)).toEqual(sent.map((message) => message.id).sort((a, b) => a - b));
      for (const message of sent) expect(delivered).toContainEqual(expect.objectContaining({ id: message.id, body: message.body, senderId: ann.id }));
      expect(stream.events.filter((event) => event.event === 'ready')).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('a notice raised in a transaction that rolls back is never heard', async () => {
    const [ann, bea] = [await member('Ann'), await member('Bea')];
    const { id: conversationId } = (await call('POST', '/api/messages/conversations', ann, { memberId: bea.id })).json() as ConversationSummary;
    const heard: number[] = [];
    let heardCommitted: () => void = () => {};
    const committedHeard = new Promise<void>((resolve) => (heardCommitted = resolve));
    const stop = await database.listen(MESSAGES_CHANNEL, (payload) => {
      const notice = JSON.parse(payload) as { t: string; c: string; upTo: number };
      if (notice.t !== 'read' || notice.c !== conversationId) return;
      heard.push(notice.upTo);
      if (notice.upTo === 2) heardCommitted();
    });
    try {
      const read = (upTo: number) => ({ t: 'read' as const, c: conversationId, r: bea.id, upTo, u: [ann.id, bea.id] as [string, string] });
      await expect(
        app.db.transaction(async (tx) => {
          await notifyMembers(tx, read(1));
          throw new Error('the write fails');
        }),
      ).rejects.toThrow('the write fails');
      await app.db.transaction((tx) => notifyMembers(tx, read(2)));
      // Notices arrive in commit order: had the first been sent, it would be heard before the second.
      await committedHeard;
      expect(heard).toEqual([2]);
    } finally {
      await stop();
    }
  });
});
