import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { jobs } from '../db/schema';
import { currentRequestId, outsideLogContext, runWithLogContext } from './logging';

/**
 * A small job queue in the database: a job is written in the same transaction as the change that
 * causes it, so it is never lost and never sent for a change that rolled back; any server instance
 * may run it (`for update skip locked`), and a failed job is tried again later, at most 5 times.
 */
/** What a handler may do with its own job: a long one (a video's processing) keeps its lock while it works. */
export type JobContext = {
  id: number;
  attempts: number;
  /** This is the last try: a handler with its own failed state sets it now rather than throw. */
  lastAttempt: boolean;
  extendLock: (seconds?: number) => Promise<void>;
  /** Aborted when the server stops: a long handler stops its work (the queue runs the job again later). */
  signal: AbortSignal;
};
export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<void>;
/** Which kinds a worker takes: a slow lane (videos) runs apart, so e-mails never wait behind it. */
export type JobLane = { only?: readonly string[]; except?: readonly string[] };
export type JobHandlers = Record<string, JobHandler>;

export const MAX_ATTEMPTS = 5;
const LOCK_SECONDS = 120;

/** The job remembers the request that queued it (or, queued by a job, that job's request), for its log lines. */
export async function enqueueJob(db: Pick<Db, 'insert'>, kind: string, payload: Record<string, unknown>, runAt?: Date) {
  await db.insert(jobs).values({ kind, payload, requestId: currentRequestId() ?? null, ...(runAt ? { runAt } : {}) });
}

/**
 * Queues a recurring job's next run unless one is already waiting (two instances starting at once may
 * both queue one; a run finding another waiting queues none). A run that failed its last try waits for
 * nothing: it must not stop the runs for good. A run queues the next first, passing its own id.
 */
export async function enqueueUnlessWaiting(db: Db, kind: string, runAt: Date, exceptJobId?: number) {
  const waiting = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), isNull(jobs.doneAt), lt(jobs.attempts, MAX_ATTEMPTS), exceptJobId === undefined ? undefined : ne(jobs.id, exceptJobId)))
    .limit(1);
  if (waiting.length === 0) await enqueueJob(db, kind, {}, runAt);
}

type ClaimedJob = { id: number; kind: string; payload: Record<string, unknown>; attempts: number; request_id: string | null };

async function claimNext(db: Db, lane: JobLane = {}): Promise<ClaimedJob | null> {
  const only = lane.only?.length ? sql`and kind in (${sql.join(lane.only.map((kind) => sql`${kind}`), sql`, `)})` : sql``;
  const except = lane.except?.length ? sql`and kind not in (${sql.join(lane.except.map((kind) => sql`${kind}`), sql`, `)})` : sql``;
  const result = await db.execute(sql`
    update ${jobs} set locked_until = now() + make_interval(secs => ${LOCK_SECONDS}), attempts = attempts + 1
    where id = (
      select id from ${jobs}
      where done_at is null and run_at <= now() and (locked_until is null or locked_until < now()) and attempts < ${MAX_ATTEMPTS} ${only} ${except}
      order by run_at, id limit 1
      for update skip locked
    )
    returning id, kind, payload, attempts, request_id`);
  const [row] = (result as unknown as { rows: ClaimedJob[] }).rows;
  return row ?? null;
}

/** Runs the jobs that are due, one at a time; answers how many ran. */
export async function runDueJobs(db: Db, handlers: JobHandlers, log?: FastifyBaseLogger, max = 50, lane: JobLane = {}, signal: AbortSignal = new AbortController().signal) {
  let ran = 0;
  for (; ran < max && !signal.aborted; ran += 1) {
    const job = await claimNext(db, lane);
    if (!job) break;
    const handler = handlers[job.kind];
    const reqId = job.request_id ?? undefined;
    const jobLog = log?.child({ jobId: job.id, kind: job.kind, ...(reqId ? { reqId } : {}) });
    const started = performance.now();
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      const extendLock = async (seconds = LOCK_SECONDS) => {
        await db.execute(sql`update ${jobs} set locked_until = now() + make_interval(secs => ${seconds}) where id = ${job.id}`);
      };
      // The handler's own lines (through app.log) and the jobs it queues carry this job's context.
      const context = { jobId: job.id, kind: job.kind, ...(reqId ? { reqId } : {}) };
      await runWithLogContext(context, () => handler(job.payload, { id: job.id, attempts: job.attempts, lastAttempt: job.attempts >= MAX_ATTEMPTS, extendLock, signal }));
      await db.execute(sql`update ${jobs} set done_at = now(), locked_until = null, last_error = null where id = ${job.id}`);
      jobLog?.info({ attempt: job.attempts, durationMs: Math.round(performance.now() - started) }, 'job done');
    } catch (error) {
      jobLog?.warn({ err: error, attempt: job.attempts }, 'job failed; it will be tried again');
      // Back off: 1, 4, 9, 16 minutes.
      await db.execute(sql`
        update ${jobs} set locked_until = null, last_error = ${String(error instanceof Error ? error.message : error).slice(0, 500)},
          run_at = now() + make_interval(mins => ${job.attempts * job.attempts})
        where id = ${job.id}`);
    }
  }
  return ran;
}

/** Finished jobs older than a week go. */
export async function pruneJobs(db: Db) {
  await db.execute(sql`delete from ${jobs} where done_at < now() - interval '7 days' or (attempts >= ${MAX_ATTEMPTS} and run_at < now() - interval '30 days')`);
}

/**
 * Polls for due jobs every few seconds; `nudge()` runs them at once (after a request queued one).
 * The timer never keeps the process alive; `stop()` waits for a running batch.
 */
export function startJobWorker(db: Db, handlers: JobHandlers, log: FastifyBaseLogger, everyMs = 5_000, lane: JobLane = {}) {
  let running: Promise<unknown> | null = null;
  let again = false;
  const stopping = new AbortController();
  const run = () => {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    // Nudged from a request's handler: the batch is none of that request's business (each job runs in its own context).
    running = outsideLogContext(() => runDueJobs(db, handlers, log, 50, lane, stopping.signal))
      .catch((error: unknown) => log.warn({ err: error }, 'job worker failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    nudge: run,
    async stop() {
      clearInterval(timer);
      again = false;
      // No further job is taken, and a long one (a video's processing) stops its work.
      stopping.abort();
      await running;
    },
  };
}
