import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageEndpoints as api, streamEventId } from '../../../shared/api/messages';
import { on } from '../../lib/endpoint';
import { requireUser } from '../../lib/sessions';
import type { StreamClient } from '../../lib/realtime/hub';
import { messagesSince, unreadTotal } from './service';

/**
 * `GET /api/messages/stream`: Server-Sent Events for the signed-in member. It opens with `retry` and a
 * `ready` event (the unread total); after a reconnect (`Last-Event-ID`, or `?lastEventId=`) it first
 * replays the messages the browser missed, then streams live ones. Heartbeats are comment lines.
 */
export const messageStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = on(api.stream);
  app.route({
    ...route,
    // The reconnecting browser's own header is checked like the query (the contract has no header schemas).
    schema: { ...route.schema, headers: z.object({ 'last-event-id': streamEventId.optional() }).passthrough() },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const since = request.headers['last-event-id'] ?? request.query.lastEventId;
      reply.hijack();
      const raw = reply.raw;
      // Fastify writes nothing for a hijacked reply: the headers already set (security, CORS) go out here.
      raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      raw.socket?.setNoDelay(true);
      raw.write('retry: 3000\n\n');
      const client: StreamClient = { userId: user.id, sessionId: request.sessionId ?? '', raw };
      app.messageHub.add(client);
      request.raw.once('close', () => app.messageHub.remove(client));
      raw.once('close', () => app.messageHub.remove(client));
      // Listening before reading: a message sent meanwhile may come twice (browsers keep one per id), never not at all.
      try {
        app.messageHub.send(client, 'ready', { unreadTotal: await unreadTotal(app.db, user.id) });
        if (since !== undefined) {
          for (const event of await messagesSince(app.db, user.id, Number(since))) app.messageHub.send(client, 'message', event, event.message.id);
        }
      } catch (error) {
        request.log.warn({ err: error }, 'message stream could not start');
        app.messageHub.remove(client);
        raw.end();
      }
    },
  });
};
