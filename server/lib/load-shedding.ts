import underPressure from '@fastify/under-pressure';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { assistantEndpoints } from '../../shared/api/assistant';
import { allEndpoints } from '../../shared/api/contract';
import { healthEndpoints } from '../../shared/api/health';
import type { Config } from '../config';
import { AppError } from './errors';

export const SHED_MESSAGE = 'The site is very busy right now. Please try again in a moment.';
const RETRY_AFTER_SECONDS = 2;
/** The first requests of every run of work are always taken (PGlite's busy-loop rule), so each run gets something done. */
export const FREE_TAKES_PER_RUN = 2;
/** At most one 'load shed' line this often, however many requests are refused. */
export const SHED_LOG_EVERY_MS = 1_000;

type Limits = NonNullable<Config['loadShedding']>;

/**
 * How the admission check treats a request:
 * - `hold`: every API request takes a place while it is in flight, and is refused when none is free;
 * - `check`: refused when the server is full, but holds no place. The health and readiness checks (they
 *   report on the server, they should not fill it) and the assistant's questions: with a language model configured
 *   they spend most of their time waiting on an outside service (up to LLM_TIMEOUT_MS), and a few of
 *   them holding places would refuse every other request for seconds; their own database work is
 *   bounded by their per-address and per-member limits and by the database-wait probe;
 * - `exempt`: the live streams (Server-Sent Events), open for hours with next to no work: never
 *   refused here and never counted.
 * Pages, static files and uploads are not counted (null).
 */
export type AdmissionKind = 'hold' | 'check' | 'exempt';

const exemptRoutes = new Set(allEndpoints().flatMap(({ endpoint }) => (endpoint.produces === 'event-stream' ? [endpoint.path] : [])));
const checkOnlyRoutes = new Set<string>([healthEndpoints.status.path, healthEndpoints.ready.path, assistantEndpoints.ask.path]);

/** `routeUrl` is the matched route's pattern (undefined when none matched), `url` the request's own. */
export function admissionKind(routeUrl: string | undefined, url: string): AdmissionKind | null {
  const pathname = url.split('?')[0] ?? '';
  if (pathname !== '/api' && !pathname.startsWith('/api/')) return null;
  if (routeUrl !== undefined && exemptRoutes.has(routeUrl)) return 'exempt';
  if (routeUrl !== undefined && checkOnlyRoutes.has(routeUrl)) return 'check';
  return 'hold';
}

/**
 * What the busy-loop rule reads: a clock in milliseconds, and a way to hear when the event loop has
 * finished its current turn (setImmediate runs right after the turn's I/O callbacks). Tests drive both.
 */
export type LoopClock = { now: () => number; afterTurn: (callback: () => void) => void };
export const systemClock: LoopClock = { now: () => performance.now(), afterTurn: (callback) => setImmediate(callback) };

/**
 * A run of work: one turn of the event loop, from the first request seen in it (`start`) to its end;
 * `taken` requests took a place in it.
 */
export type Run = { start: number; taken: number };
export type EndedRun = Run & { end: number };

/**
 * PGlite's busy-loop rule. PGlite runs every statement on the event loop, so the loop itself is the
 * queue: past saturation a turn reads many requests and runs each one's statements before it reads
 * the next, while new ones wait unread, and so few are ever in flight at once. A request is refused
 * when it arrives more than `maxBusyMs` into the current run, that run already took its first
 * FREE_TAKES_PER_RUN requests, and it began within `maxBusyMs` of the end of a long run: one that
 * lasted longer than `maxBusyMs` and took its FREE_TAKES_PER_RUN requests too. Requests are then
 * coming faster than the turns finish; a turn made long by something else (a slow query, a batch of
 * jobs) with one request in it, or an occasional burst after a pause, refuses nothing.
 */
export function busyLoopRefuses(now: number, run: Run | null, previous: EndedRun | null, maxBusyMs: number): boolean {
  if (!run || !previous || run.taken < FREE_TAKES_PER_RUN) return false;
  if (now - run.start <= maxBusyMs) return false;
  const previousWasLong = previous.end - previous.start > maxBusyMs && previous.taken >= FREE_TAKES_PER_RUN;
  const followedIt = run.start - previous.end <= maxBusyMs;
  return previousWasLong && followedIt;
}

export type Refusal = 'full' | 'busy';

/** The places of the admission check (how many API requests are in flight) and the event loop's runs of work. */
export class Admission {
  private held = 0;
  private run: Run | null = null;
  private previous: EndedRun | null = null;
  private readonly waiters = new Set<{ test: (inFlight: number) => boolean; resolve: () => void }>();

  constructor(
    private readonly limits: { maxInFlight: number; maxBusyMs: number | null },
    private readonly clock: LoopClock = systemClock,
  ) {}

  get inFlight() {
    return this.held;
  }

  /** Why a request arriving now is refused, or null when it may go on. */
  refusal(): Refusal | null {
    if (this.held >= this.limits.maxInFlight) return 'full';
    if (this.limits.maxBusyMs === null) return null;
    const now = this.clock.now();
    return busyLoopRefuses(now, this.currentRun(now), this.previous, this.limits.maxBusyMs) ? 'busy' : null;
  }

  /** Takes a place; the function returned gives it back, once however often it is called. */
  take(): () => void {
    if (this.limits.maxBusyMs !== null) this.currentRun(this.clock.now()).taken += 1;
    this.held += 1;
    this.changed();
    let holding = true;
    return () => {
      if (!holding) return;
      holding = false;
      this.held -= 1;
      this.changed();
    };
  }

  /** Resolves once the number of places held passes `test` (tests wait on this rather than on timers). */
  when(test: (inFlight: number) => boolean): Promise<void> {
    if (test(this.held)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.add({ test, resolve }));
  }

  /** This turn's run, begun now if it is the turn's first request; it ends with the turn. */
  private currentRun(now: number): Run {
    if (this.run) return this.run;
    const run: Run = { start: now, taken: 0 };
    this.run = run;
    this.clock.afterTurn(() => {
      this.previous = { ...run, end: this.clock.now() };
      this.run = null;
    });
    return run;
  }

  private changed() {
    for (const waiter of this.waiters) {
      if (!waiter.test(this.held)) continue;
      this.waiters.delete(waiter);
      waiter.resolve();
    }
  }
}

/** Counts refusals and says when a 'load shed' line is due: at most one every SHED_LOG_EVERY_MS, with the count since the last. */
export class ShedLog {
  private lastLine = Number.NEGATIVE_INFINITY;
  private refused = 0;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Counts one refusal; returns how many to report when a line is due now, else null. */
  note(): number | null {
    this.refused += 1;
    const now = this.now();
    if (now - this.lastLine < SHED_LOG_EVERY_MS) return null;
    this.lastLine = now;
    const refused = this.refused;
    this.refused = 0;
    return refused;
  }
}

/**
 * How long a trivial query waits for the database right now: it joins the same queue as every
 * request's queries (PGlite's one connection, or the pool), so under overload it waits as they do.
 * Past `limitMs` it is not waited for further: the answer is already "too long".
 */
export async function databaseWait(db: FastifyInstance['db'], limitMs: number): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limitMs + 1);
  });
  try {
    const outcome = await Promise.race([db.execute(sql`select 1`).then(() => 'done' as const), late]);
    return outcome === 'late' ? Number.POSITIVE_INFINITY : performance.now() - started;
  } catch {
    return Number.POSITIVE_INFINITY;
  } finally {
    clearTimeout(timer);
  }
}

/** What the load shedding reports as it works (the metrics, server/lib/metrics.ts). */
export type SheddingObserver = { shed: (reason: string) => void; databaseProbed: (ms: number) => void };

const shedError = () => Object.assign(new AppError('UNAVAILABLE', SHED_MESSAGE), { retryAfterSeconds: RETRY_AFTER_SECONDS });

/**
 * Refuses new requests early, with 503 and Retry-After, while the server is overloaded, so the
 * requests it does take stay fast instead of every request slowing to many seconds
 * (docs/decisions/0014-load-shedding.md). Call it before any other onRequest hook is added: the
 * admission check must run before sessions are read or bodies parsed.
 *
 * 1. The admission check (an onRequest hook): at most `maxInFlight` API requests in flight, and on
 *    PGlite the busy-loop rule (busyLoopRefuses). A place is given back when the answer has gone, or
 *    when the connection closed first.
 * 2. @fastify/under-pressure as a second line: the event loop, the heap, and the database wait.
 *
 * Returns the admission check's places (tests watch them). `clock` is what it reads the time and
 * the loop's turns from (tests drive both).
 */
export async function registerLoadShedding(app: FastifyInstance, limits: Limits, clock: LoopClock = systemClock, observer?: SheddingObserver): Promise<Admission> {
  // PostgreSQL's statements run in its own processes, side by side: the cap on requests in flight is enough there.
  const admission = new Admission({ maxInFlight: limits.maxInFlight, maxBusyMs: app.dbKind === 'pglite' ? limits.maxBusyMs : null }, clock);
  const shedLog = new ShedLog(clock.now);
  const logShed = (log: FastifyBaseLogger, reason: string, value?: number) => {
    observer?.shed(reason);
    const refused = shedLog.note();
    if (refused !== null) log.warn({ reason, value, refused, inFlight: admission.inFlight }, 'load shed');
  };
  const releases = new WeakMap<FastifyRequest, () => void>();

  app.addHook('onRequest', (request, reply, done) => {
    const kind = admissionKind(request.routeOptions.url, request.url);
    if (kind === null || kind === 'exempt') return done();
    const refusal = admission.refusal();
    if (refusal) {
      logShed(request.log, refusal);
      return done(shedError());
    }
    if (kind === 'hold') {
      const release = admission.take();
      releases.set(request, release);
      // 'close' comes after the answer was sent and also when the client went away first: no place is kept for good.
      reply.raw.once('close', release);
    }
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    releases.get(request)?.();
    done();
  });

  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: limits.checkIntervalMs,
    healthCheckInterval: limits.checkIntervalMs,
    healthCheck: async () => {
      const waited = await databaseWait(app.db, limits.maxDbWaitMs);
      observer?.databaseProbed(waited);
      return waited <= limits.maxDbWaitMs;
    },
    // A rejection is the answer (the error handler sends 503, the message and Retry-After); returning would let the request through.
    pressureHandler: async (request, _reply, type, value) => {
      logShed(request.log, type, value);
      throw shedError();
    },
  });
  return admission;
}
