import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type StreamEvent = { event: string; id: string | undefined; data: unknown };

async function listeningPort(app: FastifyInstance) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/**
 * Opens `GET /api/messages/stream` over real HTTP (inject cannot stream) and parses its events, on an
 * app of this process or on a server at a base URL (a server process, tests/support/server-process.ts).
 * `next(type)` waits for the next event of that type; `close()` hangs up.
 */
export async function openEventStream(app: FastifyInstance | string, cookie: string, headers: Record<string, string> = {}) {
  const port = typeof app === 'string' ? Number(new URL(app).port) : await listeningPort(app);
  const events: StreamEvent[] = [];
  const waiters: { type: string; resolve: (event: StreamEvent) => void }[] = [];
  let comments = 0;
  let buffer = '';

  const deliver = (event: StreamEvent) => {
    const index = waiters.findIndex((waiter) => waiter.type === event.event);
    if (index >= 0) {
      const [waiter] = waiters.splice(index, 1);
      waiter?.resolve(event);
    } else events.push(event);
  };

  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/messages/stream', headers: { cookie, accept: 'text/event-stream', ...headers } }, resolve);
    request.on('error', reject);
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields: Record<string, string> = {};
      for (const line of frame.split('\n')) {
        if (line.startsWith(':')) comments += 1;
        const colon = line.indexOf(':');
        if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
      }
      if (fields.event) deliver({ event: fields.event, id: fields.id, data: fields.data ? JSON.parse(fields.data) : null });
    }
  });
  response.on('error', () => {});

  return {
    status: response.statusCode,
    headers: response.headers,
    get comments() {
      return comments;
    },
    /** Events received and not yet taken by next(). */
    events,
    next(type: string): Promise<StreamEvent> {
      const index = events.findIndex((event) => event.event === type);
      if (index >= 0) return Promise.resolve(events.splice(index, 1)[0] as StreamEvent);
      return new Promise((resolve) => waiters.push({ type, resolve }));
    },
    ended: new Promise<void>((resolve) => response.once('end', () => resolve())),
    close() {
      response.destroy();
    },
  };
}
