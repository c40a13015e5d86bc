import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, jobHandlers } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { migrationsFolder } from '../../server/db/client';
import { jobs, users } from '../../server/db/schema';
import { CONTACT_RECEIVED_JOB } from '../../server/features/contact/routes';
import { enqueueJob, runDueJobs } from '../../server/lib/jobs';
import { SHED_MESSAGE } from '../../server/lib/load-shedding';
import { loggerOptions } from '../../server/lib/logging';
import { createMailer, type Mailer } from '../../server/lib/mail';
import { UNMATCHED_ROUTE } from '../../server/lib/metrics';
import { createSession, SESSION_COOKIE } from '../../server/lib/sessions';
import { generatedMembers } from '../../server/seed/factories/users';
import { openEventStream } from '../support/event-stream';
import { createTestApp, engine, openTestDatabase, testConfig } from '../support/test-app';

/**
 * Issue 28's metrics and health: GET /metrics for the bearer of METRICS_TOKEN only (404 when none is
 * set), in Prometheus' text format, counting requests by route pattern and status with latency
 * buckets, the job queue, e-mails, live streams, shed requests and the event loop's and database's
 * waits; /api/ready apart from /api/health; and a request's id on its answer, its log lines, the job
 * it queued and that job's lines.
 */
const TOKEN = 'metrics-token-for-the-tests';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Line = Record<string, unknown> & { msg: string };

function captureLines() {
  const lines: Line[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) {
        if (!line.trim()) continue;
        raw.push(line);
        lines.push(JSON.parse(line) as Line);
      }
      done();
    },
  });
  return { lines, raw, stream };
}

/** The value of the series `name{labels}` (exactly those labels) in a Prometheus exposition, or undefined. */
function figure(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    const same = Object.keys(found).length === Object.keys(labels).length && Object.entries(labels).every(([key, value]) => found[key] === value);
    if (same) return match[3] === '+Inf' ? Number.POSITIVE_INFINITY : Number(match[3]);
  }
  return undefined;
}

const scrape = (app: FastifyInstance, authorization = `Bearer ${TOKEN}`) => app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

async function scrapeText(app: FastifyInstance) {
  const answer = await scrape(app);
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

async function signedInMember(app: FastifyInstance, n: number) {
  const [user] = await app.db.insert(users).values(generatedMembers(n, 'not-a-password-hash')).returning({ id: users.id });
  return `${SESSION_COOKIE}=${await createSession(app.db, user!.id, 'metrics test')}`;
}

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };

describe('METRICS_TOKEN', () => {
  it('is refused when shorter than 16 characters, and unset means none', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeNull();
  });
});

describe('without a metrics token', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers /metrics with 404, whatever is sent', async () => {
    for (const authorization of ['', 'Bearer ', `Bearer ${TOKEN}`]) {
      const answer = await scrape(app, authorization);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Not found' });
    }
  });
});

describe('with a metrics token', () => {
  let app: FastifyInstance;
  const { lines, raw, stream } = captureLines();

  beforeAll(async () => {
    const config = testConfig({ metricsToken: TOKEN, rateLimitScale: 100 });
    // The outbox mailer (it logs through app.log), refusing one address so a failure can be counted.
    const mailer: Mailer = {
      async send(message) {
        if (message.to.startsWith('bounce@')) throw new Error('550 no such mailbox');
        await createMailer(config, app.log).send(message);
      },
      close() {},
    };
    const logger = { ...(loggerOptions(config) as object), level: 'info', stream } as FastifyServerOptions['logger'];
    app = await buildApp({ config, database: await openTestDatabase(), mailer, logger });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 401 with a message for a missing or wrong token', async () => {
    for (const authorization of ['', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN]) {
      const answer = await scrape(app, authorization);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toMatch(/metrics token/);
    }
  });

  it('counts requests by route pattern and status, never by address, with latency buckets', async () => {
    for (const url of ['/api/forum/categories', '/api/forum/categories']) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const topics = await Promise.all(['no-such-topic-one', 'no-such-topic-two'].map((slug) => app.inject({ method: 'GET', url: `/api/forum/topics/${slug}` })));
    expect(topics.map((answer) => answer.statusCode)).toEqual([404, 404]);
    expect((await app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);

    const answer = await scrape(app);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(figure(text, 'http_requests_total', { method: 'GET', route: '/api/forum/categories', status: '200' })).toBe(2);
    expect(figure(text, 'http_requests_total', { method: 'GET', route: '/api/forum/topics/:slug', status: '404' })).toBe(2);
    expect(figure(text, 'http_requests_total', { method: 'GET', route: UNMATCHED_ROUTE, status: '404' })).toBe(1);
    expect(text).not.toContain('no-such-topic');
    expect(text).not.toContain('no-such-route');
    const route = { method: 'GET', route: '/api/forum/categories' };
    expect(figure(text, 'http_request_duration_seconds_count', route)).toBe(2);
    expect(figure(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(2);
    expect(figure(text, 'http_request_duration_seconds_bucket', { ...route, le: '0.005' })).toBeLessThanOrEqual(2);
    expect(figure(text, 'http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
  });

  it('reports the job queue by kind: jobs due and the oldest one\'s wait', async () => {
    await enqueueJob(app.db, 'metrics.test', {});
    await enqueueJob(app.db, 'metrics.test', {}, new Date(Date.now() - 120_000));
    await enqueueJob(app.db, 'metrics.later', {}, new Date(Date.now() + 3_600_000));
    const text = await scrapeText(app);
    expect(figure(text, 'jobs_due', { kind: 'metrics.test' })).toBe(2);
    expect(figure(text, 'jobs_oldest_due_age_seconds', { kind: 'metrics.test' })).toBeGreaterThanOrEqual(119);
    // Queued for later: not due, so not part of the backlog.
    expect(figure(text, 'jobs_due', { kind: 'metrics.later' })).toBe(0);
    await app.db.update(jobs).set({ doneAt: new Date() }).where(eq(jobs.kind, 'metrics.test'));
    expect(figure(await scrapeText(app), 'jobs_due', { kind: 'metrics.test' })).toBeUndefined();
  });

  it('names each answer\'s request in x-request-id, and carries the id into the job it queued and that job\'s lines', async () => {
    // Over real HTTP: the body is parsed in the socket's callbacks, and the id must survive that.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const sent = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana', email: 'ana.metrics@example.org', subject: 'Where is my reference?', message: 'Hello team.' }),
    });
    expect(sent.status).toBe(201);
    const reqId = sent.headers.get('x-request-id') ?? '';
    expect(reqId).toMatch(UUID);
    expect(lines.filter((line) => line.reqId === reqId).map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));

    const [job] = await app.db.select().from(jobs).where(eq(jobs.kind, CONTACT_RECEIVED_JOB));
    expect(job?.requestId).toBe(reqId);
    expect(await runDueJobs(app.db, jobHandlers(app), app.log, 50, { only: [CONTACT_RECEIVED_JOB] })).toBe(1);
    // The worker's own line, and the handler's (the outbox mailer logs through app.log), carry the job and the request.
    const jobLines = lines.filter((line) => line.jobId === job!.id);
    expect(jobLines.find((line) => line.msg === 'job done')).toMatchObject({ kind: CONTACT_RECEIVED_JOB, reqId });
    expect(jobLines.find((line) => line.msg === 'e-mail written to the outbox')).toMatchObject({ kind: CONTACT_RECEIVED_JOB, reqId });
    // No key written twice on one line (request.log's own reqId and the context's).
    expect(raw.filter((line) => line.split('"reqId"').length > 2)).toEqual([]);

    const ids = [];
    for (const url of ['/api/no-such-route', '/some/page', '/metrics']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers['x-request-id']).toMatch(UUID);
      ids.push(answer.headers['x-request-id']);
    }
    expect(new Set(ids).size).toBe(3);
  });

  it('counts e-mails sent and refused', async () => {
    const before = await scrapeText(app);
    await app.mailer.send({ to: 'sam@example.org', subject: 'Counted', text: 'One e-mail.' });
    await expect(app.mailer.send({ to: 'bounce@example.org', subject: 'Refused', text: 'Bounced.' })).rejects.toThrow(/550/);
    const after = await scrapeText(app);
    expect(figure(after, 'emails_sent_total')).toBe((figure(before, 'emails_sent_total') ?? 0) + 1);
    expect(figure(after, 'emails_failed_total')).toBe((figure(before, 'emails_failed_total') ?? 0) + 1);
    // The contact form's confirmation of the test before counted too.
    expect(figure(after, 'emails_sent_total')).toBeGreaterThanOrEqual(2);
  });

  it('reports open live streams', async () => {
    const stream = await openEventStream(app, await signedInMember(app, 1));
    await stream.next('ready');
    expect(figure(await scrapeText(app), 'live_streams_open')).toBe(1);
    stream.close();
    const deadline = Date.now() + 5_000;
    while (app.messageHub.streamCount > 0 && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
    expect(figure(await scrapeText(app), 'live_streams_open')).toBe(0);
  });

  it('reports the event loop\'s delay and the database\'s wait', async () => {
    const text = await scrapeText(app);
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'database_wait_seconds']) {
      const value = figure(text, name);
      expect(value, name).toBeGreaterThanOrEqual(0);
      expect(Number.isFinite(value), name).toBe(true);
    }
    expect(figure(text, 'shed_requests_total')).toBeUndefined();
  });

  it('is ready on a migrated database, and not while a migration is missing; health stays liveness only', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', engine, migrations: journal.entries.length });

    const last = journal.entries.at(-1)!;
    const removed = await app.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when} returning hash`);
    const [row] = (removed as unknown as { rows: { hash: string }[] }).rows;
    expect(row).toBeDefined();
    const notReady = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ message: `Not ready: 1 migration(s) not applied (${last.tag})` });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await app.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${last.when})`);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('while the load shedding refuses requests', () => {
  let app: FastifyInstance;
  let member: string;

  beforeAll(async () => {
    const limits: NonNullable<Config['loadShedding']> = {
      maxInFlight: 1,
      // The busy-loop rule and the second line stay out of the way: only the cap on requests in flight refuses.
      maxBusyMs: 60_000,
      maxDbWaitMs: 60_000,
      maxEventLoopDelayMs: 60_000,
      maxHeapUsedBytes: 0,
      checkIntervalMs: 60_000,
    };
    app = await buildApp({ config: testConfig({ metricsToken: TOKEN, rateLimitScale: 100, loadShedding: limits }), database: await openTestDatabase(), logger: false });
    await app.ready();
    member = await signedInMember(app, 2);
  });
  afterAll(async () => {
    await app.close();
  });

  it('is not ready, counts the refusals, and still answers a scrape', async () => {
    // The database held in an open transaction (PGlite has one connection; the test pool four).
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: Promise<void>[] = [];
    const held = Array.from({ length: engine === 'pglite' ? 1 : 4 }, () => {
      let holding!: () => void;
      started.push(new Promise<void>((resolve) => (holding = resolve)));
      return app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding();
        await gate;
      });
    });
    await Promise.all(started);
    // One request waits on the database, holding the only place.
    const waiting = app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: member } });
    await app.admission!.when((n) => n === 1);

    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: SHED_MESSAGE });
    expect(ready.headers['x-request-id']).toMatch(UUID);
    expect((await app.inject({ method: 'GET', url: '/api/forum/categories' })).statusCode).toBe(503);

    // Outside /api: not admitted or refused; the queue's figures (a query behind the held database) are left out.
    const during = await scrape(app);
    expect(during.statusCode).toBe(200);
    expect(figure(during.body, 'shed_requests_total', { reason: 'full' })).toBe(2);
    expect(figure(during.body, 'http_requests_total', { method: 'GET', route: '/api/ready', status: '503' })).toBe(1);
    expect(figure(during.body, 'api_requests_in_flight')).toBe(1);

    release();
    await Promise.all(held);
    expect((await waiting).statusCode).toBe(200);
    await app.admission!.when((n) => n === 0);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
