import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { forumTopics, users } from '../../server/db/schema';
import { type Admission, SHED_LOG_EVERY_MS, SHED_MESSAGE } from '../../server/lib/load-shedding';
import { createSession, SESSION_COOKIE } from '../../server/lib/sessions';
import { generatedMembers } from '../../server/seed/factories/users';
import { openEventStream } from '../support/event-stream';
import { createTestApp, engine, openTestDatabase, testConfig } from '../support/test-app';
import { testClock } from '../support/test-clock';

/**
 * Overload. The admission check: at most `maxInFlight` API requests in flight, the next refused at
 * once with 503 and Retry-After, before its session is read (the database is held in open
 * transactions, so anything that reached it would wait); places come back when the answers have gone
 * or the client hung up; health is checked without a place; the live stream is exempt; on PGlite the
 * busy-loop rule, with a clock and loop turns the test sets. Then the second line, @fastify/under-pressure: while the
 * database queue is deep, requests and health are refused, and the site answers again once it drains.
 * No timing: the requests in flight are watched through `app.admission.when()`.
 */
const MAX_IN_FLIGHT = 3;

type Shed = { msg: string; reason?: string; refused?: number };

/** Holds `count` database connections in open transactions until released (PGlite has one). */
function holdDatabase(app: FastifyInstance, count = engine === 'pglite' ? 1 : 4) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Each holds its connection once its first statement has answered.
  const started: Promise<void>[] = [];
  const held = Array.from({ length: count }, () => {
    let holding!: () => void;
    started.push(new Promise<void>((resolve) => (holding = resolve)));
    return app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding();
      await gate;
    });
  });
  return {
    ready: () => Promise.all(started),
    async release() {
      release();
      await Promise.all(held);
    },
  };
}

async function signedInMember(app: FastifyInstance, n: number) {
  const [user] = await app.db.insert(users).values(generatedMembers(n, 'not-a-password-hash')).returning({ id: users.id });
  return `${SESSION_COOKIE}=${await createSession(app.db, user!.id, 'load shedding test')}`;
}

describe('the admission check', () => {
  let app: FastifyInstance;
  let admission: Admission;
  let member: string;
  // The admission check's clock and the event loop's turns, as the test sets them: a turn ends when it says so.
  const { clock, set, endTurn } = testClock();
  const logged: Shed[] = [];

  beforeAll(async () => {
    const limits: NonNullable<Config['loadShedding']> = {
      maxInFlight: MAX_IN_FLIGHT,
      maxBusyMs: 10,
      // The second line stays out of the way: its probe answers once at the start and is not asked again.
      maxDbWaitMs: 60_000,
      maxEventLoopDelayMs: 60_000,
      maxHeapUsedBytes: 0,
      checkIntervalMs: 60_000,
    };
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) logged.push(JSON.parse(line) as Shed);
        done();
      },
    });
    app = await buildApp({
      config: testConfig({ rateLimitScale: 100, loadShedding: limits }),
      database: await openTestDatabase(),
      logger: { level: 'warn', stream },
      loadSheddingClock: clock,
    });
    await app.ready();
    admission = app.admission!;
    member = await signedInMember(app, 1);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A signed-in request that reads the database (its notices; the session itself may be kept in memory), so it waits while the database is held. */
  const whoAmI = () => app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: member } });
  /** Starts a request and waits until it holds a place; `answer` is its answer, still to come. */
  async function startHeld() {
    const places = admission.inFlight;
    const answer = whoAmI();
    await admission.when((n) => n === places + 1);
    return { answer };
  }
  /** Fills every place with requests that wait on the held database. */
  async function fill(count = MAX_IN_FLIGHT) {
    const answers: ReturnType<typeof whoAmI>[] = [];
    for (let i = 0; i < count; i += 1) answers.push((await startHeld()).answer);
    return answers;
  }
  const sheds = () => logged.filter((line) => line.msg === 'load shed');

  it('refuses the request past the cap at once with 503 and Retry-After, writes nothing, and takes requests again once the answers went', async () => {
    const database = holdDatabase(app);
    await database.ready();
    const held = await fill();

    // Answered while every earlier request still waits on the database: it never reached it.
    const refused = await app.inject({
      method: 'POST',
      url: '/api/forum/topics',
      headers: { cookie: member },
      payload: { title: 'Refused while full', content: 'x', categoryId: 1 },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({ message: SHED_MESSAGE });

    // Health says so, and takes no place itself.
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ message: SHED_MESSAGE });
    expect(admission.inFlight).toBe(MAX_IN_FLIGHT);

    await database.release();
    for (const answer of await Promise.all(held)) expect(answer.statusCode).toBe(200);
    await admission.when((n) => n === 0);

    const again = await Promise.all(Array.from({ length: MAX_IN_FLIGHT }, whoAmI));
    expect(again.map((answer) => answer.statusCode)).toEqual(Array.from({ length: MAX_IN_FLIGHT }, () => 200));
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await app.db.select({ id: forumTopics.id }).from(forumTopics).where(eq(forumTopics.title, 'Refused while full'))).toEqual([]);
    expect(admission.inFlight).toBe(0);
  });

  it('gives the place back when the client hangs up before the answer', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const database = holdDatabase(app);
    await database.ready();
    const request = http.get({ host: '127.0.0.1', port, path: '/api/notifications', headers: { cookie: member } });
    request.on('error', () => {});
    await admission.when((n) => n === 1);
    request.destroy();
    // Given back while its handler still waits on the database.
    await admission.when((n) => n === 0);
    await database.release();

    // Every place is free: as many requests as the cap are all taken at once.
    const database2 = holdDatabase(app);
    await database2.ready();
    const held = await fill();
    await database2.release();
    for (const answer of await Promise.all(held)) expect(answer.statusCode).toBe(200);
    await admission.when((n) => n === 0);
  });

  it('lets the live stream in while the server is full, and the stream holds no place', async () => {
    const database = holdDatabase(app);
    await database.ready();
    const held = await fill();
    // The server's 'request' event comes after Fastify's own listener ran the (synchronous) admission check.
    const arrived = once(app.server, 'request');
    const opening = openEventStream(app, member);
    await arrived;
    expect(admission.inFlight).toBe(MAX_IN_FLIGHT);
    await database.release();
    await Promise.all(held);
    const stream = await opening;
    expect(stream.status).toBe(200);
    await stream.next('ready');

    await admission.when((n) => n === 0);
    const beside = await Promise.all(Array.from({ length: MAX_IN_FLIGHT }, whoAmI));
    expect(beside.map((answer) => answer.statusCode)).toEqual(Array.from({ length: MAX_IN_FLIGHT }, () => 200));
    stream.close();
  });

  it('on PGlite, refuses a request well into a run of work that followed another long run (the test drives the clock and the loop\'s turns)', async () => {
    // A turn of 20 ms with two requests in it.
    set(1_000);
    endTurn();
    expect((await whoAmI()).statusCode).toBe(200);
    expect((await whoAmI()).statusCode).toBe(200);
    set(1_020);
    endTurn();

    // The next turn starts 2 ms later; its first two requests are always taken.
    set(1_022);
    expect((await whoAmI()).statusCode).toBe(200);
    expect((await whoAmI()).statusCode).toBe(200);
    // 11 ms into it: refused on PGlite (with places free); taken on PostgreSQL, where the rule is off.
    set(1_033);
    const third = await whoAmI();
    if (engine === 'pglite') {
      expect(third.statusCode).toBe(503);
      expect(third.json()).toEqual({ message: SHED_MESSAGE });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    } else {
      expect(third.statusCode).toBe(200);
    }
    // After a pause the next turn takes requests again.
    set(1_100);
    endTurn();
    set(1_200);
    expect((await whoAmI()).statusCode).toBe(200);
    expect(admission.inFlight).toBe(0);
  });

  it('writes at most one "load shed" line a second, with the refusals since the last one', async () => {
    set(10_000);
    endTurn();
    const database = holdDatabase(app);
    await database.ready();
    const held = await fill();

    const before = sheds().length;
    expect((await whoAmI()).statusCode).toBe(503);
    expect(sheds()).toHaveLength(before + 1);
    for (let i = 0; i < 4; i += 1) expect((await whoAmI()).statusCode).toBe(503);
    set(10_000 + SHED_LOG_EVERY_MS - 1);
    expect((await whoAmI()).statusCode).toBe(503);
    expect(sheds()).toHaveLength(before + 1);
    set(10_000 + SHED_LOG_EVERY_MS);
    expect((await whoAmI()).statusCode).toBe(503);
    expect(sheds()).toHaveLength(before + 2);
    expect(sheds().at(-1)).toMatchObject({ reason: 'full', refused: 6 });

    await database.release();
    await Promise.all(held);
    await admission.when((n) => n === 0);
  });
});

/**
 * The second line: while the database queue is deep (here: every connection held by open
 * transactions), new requests are refused at once with 503 and Retry-After and change nothing;
 * health says so; once the queue drains, the site answers again.
 */
describe('the default cap', () => {
  it('answers every request of several pages opened at the same moment (a page asks for about eight things at once)', async () => {
    // The engine's own default; the clock stands still, so only the cap decides (the busy-loop rule is tested above).
    const defaults = loadConfig({ NODE_ENV: 'test', ...(engine === 'postgres' ? { DATABASE_URL: 'postgres://db.example/site' } : {}) }).loadShedding!;
    const app = await buildApp({
      config: testConfig({ rateLimitScale: 100, loadShedding: { ...defaults, maxDbWaitMs: 60_000, checkIntervalMs: 60_000 } }),
      database: await openTestDatabase(),
      logger: false,
      loadSheddingClock: { now: () => 0, afterTurn: () => {} },
    });
    await app.ready();
    try {
      const member = await signedInMember(app, 1);
      const page = ['/api/settings', '/api/auth/user', '/api/resources/featured', '/api/forum/topics?limit=4', '/api/forum/categories', '/api/resources', '/api/notifications', '/api/health'];
      const pages = 3;
      const answers = await Promise.all(
        Array.from({ length: pages }, (_, i) => page.map((url) => app.inject({ method: 'GET', url, headers: i === 0 ? { cookie: member } : {} }))).flat(),
      );
      expect(answers.filter((answer) => answer.statusCode === 503).map((answer) => answer.body)).toEqual([]);
      expect(app.admission!.inFlight).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('the database-wait probe (under-pressure)', () => {
  let app: FastifyInstance;
  let member: string;

  beforeAll(async () => {
    app = await createTestApp({
      rateLimitScale: 100,
      loadShedding: { maxInFlight: 1_000, maxBusyMs: null, maxDbWaitMs: 1000, maxEventLoopDelayMs: 60_000, maxHeapUsedBytes: 0, checkIntervalMs: 25 },
    });
    // Made directly: the only requests of this test are the ones it is about.
    member = await signedInMember(app, 1);
    // Until its first database check has answered, a new server does not take requests.
    await vi.waitFor(async () => expect((await health()).statusCode).toBe(200), { timeout: 10_000, interval: 20 });
  });
  afterAll(async () => {
    await app.close();
  });

  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  it('refuses with 503 and Retry-After while the database queue is deep, changes nothing, and recovers', async () => {
    // The test database's pool has 4 connections on PostgreSQL (tests/support/test-app.ts); PGlite runs one transaction at a time.
    const database = holdDatabase(app);
    // A request let in now would wait behind the held connections, so the test asks the plugin first.
    await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), { timeout: 10_000, interval: 20 });
    const shedHealth = await health();
    expect(shedHealth.statusCode).toBe(503);
    expect(shedHealth.json()).toEqual({ message: SHED_MESSAGE });

    const refused = await app.inject({ method: 'POST', url: '/api/forum/topics', headers: { cookie: member }, payload: { title: 'Busy', content: 'x', categoryId: 1 } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({ message: SHED_MESSAGE });

    await database.release();
    await vi.waitFor(async () => expect((await health()).statusCode).toBe(200), { timeout: 10_000, interval: 20 });
    expect(await app.db.select({ id: forumTopics.id }).from(forumTopics)).toEqual([]);
  });
});
