import underPressure from '@fastify/under-pressure';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';

export const SHED_MESSAGE = 'The site is very busy right now. Please try again in a moment.';
const RETRY_AFTER_SECONDS = 2;

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

/**
 * Refuses new requests early, with 503 and Retry-After, while the server is overloaded, so the
 * requests it does take stay fast instead of every request slowing to many seconds
 * (docs/decisions/0012-load-shedding.md). @fastify/under-pressure samples the event loop and heap;
 * its health check adds the database wait. The health endpoint answers 503 too while shedding.
 */
export async function registerLoadShedding(app: FastifyInstance, limits: NonNullable<Config['loadShedding']>) {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: limits.checkIntervalMs,
    healthCheckInterval: limits.checkIntervalMs,
    healthCheck: async () => (await databaseWait(app.db, limits.maxDbWaitMs)) <= limits.maxDbWaitMs,
    // A rejection is the answer (the error handler sends 503, the message and Retry-After); returning would let the request through.
    pressureHandler: async (request, _reply, type, value) => {
      request.log.warn({ type, value }, 'load shed');
      throw Object.assign(new AppError('UNAVAILABLE', SHED_MESSAGE), { retryAfterSeconds: RETRY_AFTER_SECONDS });
    },
  });
}
