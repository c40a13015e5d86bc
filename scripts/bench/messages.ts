import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { type DatabaseOptions, openDatabase } from '../../server/db/index';
import { conversationMembers, conversations, sessions, users } from '../../server/db/schema';
import { fixed, int } from './format';

/**
 * Issue 6's delivery figure: N members each hold an open message stream; messages are sent at a
 * steady rate, each between a pair of them; the time from issuing the send to the recipient's stream
 * receiving it is recorded. The members, their sessions and conversations are written before the
 * server starts (PGlite allows one process at a time).
 */
export type MessagingSetup = { tokens: string[]; pairs: { conversationId: string; a: number; b: number }[] };

export async function prepareMessaging(options: DatabaseOptions, streams: number): Promise<MessagingSetup> {
  const database = await openDatabase(options);
  try {
    const long = new Date(Date.now() - 30 * 86_400_000);
    const people = await database.db
      .insert(users)
      .values(
        Array.from({ length: streams }, (_, i) => ({
          email: `bench-stream-${i}@bench.example`,
          firstName: 'Bench',
          lastName: `Member ${i}`,
          emailVerifiedAt: long,
          createdAt: long,
        })),
      )
      .returning({ id: users.id });
    const tokens = people.map(() => randomBytes(32).toString('base64url'));
    await database.db.insert(sessions).values(
      people.map((person, i) => ({
        id: createHash('sha256').update(tokens[i] as string).digest('hex'),
        userId: person.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    const pairs: MessagingSetup['pairs'] = [];
    for (let i = 0; i + 1 < people.length; i += 2) {
      const [x, y] = [people[i]?.id as string, people[i + 1]?.id as string];
      const [memberA, memberB] = x < y ? [x, y] : [y, x];
      const [row] = await database.db.insert(conversations).values({ memberA, memberB, startedById: x }).returning({ id: conversations.id });
      const conversationId = row?.id as string;
      await database.db.insert(conversationMembers).values([
        { conversationId, userId: x, otherUserId: y },
        { conversationId, userId: y, otherUserId: x },
      ]);
      pairs.push({ conversationId, a: i, b: i + 1 });
    }
    return { tokens, pairs };
  } finally {
    await database.close();
  }
}

export type DeliveryResult = { streams: number; sent: number; delivered: number; rate: number; p50: number; p99: number; max: number };

type Stream = { close(): void };

function openStream(baseUrl: string, token: string, onMessage: (body: string) => void, onReady: () => void): Promise<Stream> {
  const url = new URL('/api/messages/stream', baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { cookie: `sid=${token}`, accept: 'text/event-stream' }, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: ready')) onReady();
          else if (frame.includes('event: message')) {
            const data = frame.split('\n').find((line) => line.startsWith('data: '));
            if (data) onMessage(data.slice(6));
          }
        }
      });
      response.on('error', () => {});
      resolve({ close: () => response.destroy() });
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Opens one stream per member, sends `rate` messages a second for `seconds`, and times each delivery. */
export async function measureDelivery(baseUrl: string, setup: MessagingSetup, options: { rate: number; seconds: number }): Promise<DeliveryResult> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let ready = 0;
  let allReady: () => void = () => {};
  const readyPromise = new Promise<void>((resolve) => (allReady = resolve));
  const streams: Stream[] = [];
  for (const [index, token] of setup.tokens.entries()) {
    streams.push(
      await openStream(
        baseUrl,
        token,
        (data) => {
          const { message } = JSON.parse(data) as { message: { body: string; senderId: string } };
          // Each message reaches both members' streams; the recipient's copy is the one timed.
          const key = `${message.body}|${index}`;
          const started = sentAt.get(key);
          if (started !== undefined) {
            latencies.push(performance.now() - started);
            sentAt.delete(key);
          }
        },
        () => {
          ready += 1;
          if (ready === setup.tokens.length) allReady();
        },
      ),
    );
  }
  await readyPromise;

  const total = Math.round(options.rate * options.seconds);
  const sends: Promise<unknown>[] = [];
  const started = performance.now();
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const pair = setup.pairs[n % setup.pairs.length];
    if (!pair) break;
    const [from, to] = n % 2 ? [pair.b, pair.a] : [pair.a, pair.b];
    const body = `bench message ${n}`;
    sentAt.set(`${body}|${to}`, performance.now());
    sends.push(
      fetch(`${baseUrl}/api/messages/conversations/${pair.conversationId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `sid=${setup.tokens[from]}`, origin: baseUrl },
        body: JSON.stringify({ body }),
      }).then((res) => res.arrayBuffer()),
    );
  }
  await Promise.allSettled(sends);
  // Give the last deliveries a moment, then stop.
  const deadline = performance.now() + 5_000;
  while (latencies.length < total && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const stream of streams) stream.close();
  const sorted = [...latencies].sort((x, y) => x - y);
  return { streams: setup.tokens.length, sent: total, delivered: latencies.length, rate: options.rate, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
}

export function describeDelivery(result: DeliveryResult) {
  return (
    `${result.streams} open streams, ${int(result.sent)} messages at ${result.rate}/s: delivered ${int(result.delivered)}; ` +
    `send to delivery p50 ${fixed(result.p50, 1)} ms, p99 ${fixed(result.p99, 1)} ms, max ${fixed(result.max, 1)} ms (target p99 < 100 ms on PostgreSQL)`
  );
}
