import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db';
import { jobs } from '../db/schema';
import { MAX_ATTEMPTS } from './jobs';
import { databaseWait } from './load-shedding';

/** The route label of a request no route matched (pages, unknown addresses): one label, however many addresses. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** A figure read from the database at scrape time is left out when the database takes longer than this. */
export const SCRAPE_DB_LIMIT_MS = 1_000;
/** The load shedding's latest database probe stands for the database wait for this long. */
const PROBE_FRESH_MS = 10_000;

let processRegistry: Registry | null = null;

/**
 * The process's own figures: CPU, memory and heap, garbage collection, the event loop's delay
 * (nodejs_eventloop_lag_*). One set per process, however many apps it builds (each set keeps its
 * event-loop monitor and GC observer for good).
 */
function processFigures() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The figures every part of the server reports into (issue 28), in a registry of the app's own (with
 * the process's figures beside them): tests build several apps in one process, and each must count
 * only its own requests. The ones counted as things happen live here; the ones read at scrape time are
 * added by registerMetrics.
 */
export function createMetrics() {
  const registry = Registry.merge([processFigures(), new Registry()]);
  const registers = [registry];
  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const emailsSent = new Counter({ name: 'emails_sent_total', help: 'E-mails handed to the transport (SMTP or the outbox folder).', registers });
  const emailsFailed = new Counter({ name: 'emails_failed_total', help: 'E-mails the transport refused (the job that sent it tries again).', registers });
  const shedRequests = new Counter({
    name: 'shed_requests_total',
    help: 'Requests refused by the load shedding with 503, by reason (full, busy, eventLoopDelay, heapUsedBytes, healthCheck).',
    labelNames: ['reason'] as const,
    registers,
  });
  let lastProbe: { ms: number; at: number } | null = null;
  return {
    registry,
    httpRequests,
    httpDuration,
    mailSent: () => emailsSent.inc(),
    mailFailed: () => emailsFailed.inc(),
    shed: (reason: string) => shedRequests.inc({ reason }),
    /** The load shedding's probe of the database wait (it runs every few hundred milliseconds while shedding is on). */
    databaseProbed: (ms: number) => {
      lastProbe = { ms, at: performance.now() };
    },
    /** The latest probe, while fresh. */
    recentProbe: () => (lastProbe && performance.now() - lastProbe.at < PROBE_FRESH_MS ? lastProbe.ms : null),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

type QueueRow = { kind: string; due: number; oldest_seconds: number | null; dead: number };

/** The queue by kind: jobs due and not done (a running one too), the oldest due one's wait, and jobs out of tries. */
async function queueFigures(db: Db): Promise<QueueRow[]> {
  const result = await db.execute(sql`
    select kind,
      count(*) filter (where run_at <= now() and attempts < ${MAX_ATTEMPTS})::int as due,
      extract(epoch from now() - min(run_at) filter (where run_at <= now() and attempts < ${MAX_ATTEMPTS}))::float8 as oldest_seconds,
      count(*) filter (where attempts >= ${MAX_ATTEMPTS})::int as dead
    from ${jobs} where done_at is null group by kind`);
  return (result as unknown as { rows: QueueRow[] }).rows;
}

/** `work` within `limitMs`, or null (its answer, when it comes, is dropped): a scrape never waits on an overloaded database. */
async function within<T>(limitMs: number, work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), limitMs);
  });
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The same secret, compared in constant time (both sides hashed first, so their lengths match too). */
function sameSecret(given: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The figures read at scrape time (the job queue, the database wait, open streams), the per-request
 * counts, and `GET /metrics` in Prometheus' text format for the bearer of `token` (null: 404, nothing
 * exposed). /metrics is outside /api: the load shedding's admission check counts only /api requests,
 * so a scrape during overload still answers (and under-pressure lets it through, below); the site's
 * rate limits are per route and it has none.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | null) {
  const registers = [metrics.registry];
  // Both queue gauges come from one query per scrape (prom-client collects every metric at once).
  let queue: Promise<QueueRow[] | null> | null = null;
  const readQueue = () => {
    queue ??= within(SCRAPE_DB_LIMIT_MS, queueFigures(app.db)).finally(() => {
      queue = null;
    });
    return queue;
  };
  new Gauge({
    name: 'jobs_due',
    help: 'Background jobs due and not yet done, by kind (left out when the database did not answer in time).',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      const rows = await readQueue();
      this.reset();
      for (const row of rows ?? []) this.set({ kind: row.kind }, row.due);
    },
  });
  new Gauge({
    name: 'jobs_oldest_due_age_seconds',
    help: 'How long the oldest due job has waited past its time, by kind.',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      const rows = await readQueue();
      this.reset();
      for (const row of rows ?? []) if (row.oldest_seconds !== null) this.set({ kind: row.kind }, Math.max(0, row.oldest_seconds));
    },
  });
  new Gauge({
    name: 'jobs_dead',
    help: 'Jobs that failed every try and wait for someone to look (kept 30 days), by kind.',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      const rows = await readQueue();
      this.reset();
      for (const row of rows ?? []) if (row.dead > 0) this.set({ kind: row.kind }, row.dead);
    },
  });
  new Gauge({
    name: 'database_wait_seconds',
    help: 'How long a trivial query waits for the database: the load shedding\'s latest probe, else one made at scrape (+Inf: no answer within the limit).',
    registers,
    async collect() {
      const ms = metrics.recentProbe() ?? (await databaseWait(app.db, SCRAPE_DB_LIMIT_MS));
      this.set(ms / 1000);
    },
  });
  new Gauge({
    name: 'live_streams_open',
    help: 'Message streams (Server-Sent Events) open on this instance.',
    registers,
    collect() {
      this.set(app.messageHub.streamCount);
    },
  });
  const admission = app.admission;
  if (admission) {
    new Gauge({
      name: 'api_requests_in_flight',
      help: 'API requests holding a place in the load shedding\'s admission check (refused past LOAD_SHED_MAX_IN_FLIGHT).',
      registers,
      collect() {
        this.set(admission.inFlight);
      },
    });
  }

  // The route's pattern, never the address itself, so the number of series stays bounded.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const labels = { method: request.method, route };
    metrics.httpRequests.inc({ ...labels, status: String(reply.statusCode) });
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  app.route({
    method: 'GET',
    url: '/metrics',
    // A scrape during overload is when the figures matter most: under-pressure lets it through.
    config: { pressureHandler: () => undefined },
    handler: async (request, reply) => {
      if (token === null) return reply.status(404).send({ message: 'Not found' });
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameSecret(given, token)) return reply.status(401).send({ message: 'A valid metrics token is needed (Authorization: Bearer ...)' });
      reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
      return metrics.registry.metrics();
    },
  });
}
