import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureConversation } from '../../server/lib/conversations';
import { MESSAGES_CHANNEL } from '../../server/lib/member-stream';
import { signUp } from '../support/accounts';
import { openEventStream } from '../support/event-stream';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('a stream notice that arrives before its row', () => {
  it('is looked up again, and the message still reaches the recipient', async () => {
    const ann = await signUp(app, { firstName: 'Ann' });
    const bea = await signUp(app, { firstName: 'Bea' });
    const { id: conversationId } = await ensureConversation(app.db, ann.user.id, bea.user.id);
    const stream = await openEventStream(app, bea.cookie);
    try {
      await stream.next('ready');
      const id = 987_654;
      // The notice goes out first; the row only becomes readable a little later, as can happen on the embedded database.
      const payload = JSON.stringify({ t: 'message', id, c: conversationId, u: [ann.user.id, bea.user.id] });
      await app.db.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${payload})`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      await app.db.execute(
        sql`insert into messages (id, conversation_id, sender_id, body) overriding system value values (${id}, ${conversationId}, ${ann.user.id}, 'Here a moment later')`,
      );
      const event = await stream.next('message');
      expect(event.data).toMatchObject({ message: { id, body: 'Here a moment later', senderId: ann.user.id } });
    } finally {
      stream.close();
    }
  });
});
