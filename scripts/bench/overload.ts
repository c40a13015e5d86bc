import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import autocannon from 'autocannon';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { type DatabaseOptions, openDatabase } from '../../server/db/index';
import { forumTopics, sessions, users } from '../../server/db/schema';
import { POSTING_LIMITS } from '../../server/features/forum/limits';
import { fixed, int } from './format';
import { LOAD_HEADERS } from './load';

/**
 * Issue 17's overload row: how the server behaves at twice the saturation of `POST /api/forum/posts`
 * (signed-in members replying to existing topics), with load shedding on (its default).
 *
 * 1. Saturation: closed-loop autocannon runs with rising connections (2, 4, 8, …); the saturation is
 *    the highest rate of 2xx answers, reached when two doublings in a row add less than 10% to it or
 *    the server starts refusing (more than 1% 503s).
 * 2. Overload: an open-loop sender offers twice that rate, spread evenly over each second, for the
 *    bench's duration, whatever the answers' latency (a closed loop would slow down with the server
 *    and never overload it). Each answer is timed from the moment its request was due.
 *
 * Forum replies are limited per member and hour (POSTING_LIMITS, not scaled by RATE_LIMIT_SCALE), so
 * the requests rotate through many generated members, each well under the allowance: a 429 in the row
 * means the bench, not the server, is wrong.
 */

/** Targets: the server refuses early (503) instead of answering late; nothing else fails. */
export const OVERLOAD_TARGETS = {
  /** p99 of the accepted (2xx) replies; LOAD_SHED_DB_WAIT_MS is 500 ms, so twice it. */
  okP99Ms: 1_000,
  other5xx: 0,
} as const;

const CONNECTION_STEPS = [2, 4, 8, 16, 32, 64, 128];
/** One more doubling of connections adding less than this is saturation. */
const GROWTH = 1.1;
const TIMEOUT_MS = 10_000;
/** Sockets the open-loop sender may hold (a request past these waits on the client, and is timed from when it was due). */
const MAX_SOCKETS = 2_000;

export type PostingSetup = { tokens: string[]; topicIds: number[] };

/** Generated members (older than a day, e-mail confirmed) with sessions, and the open topics they reply to. Written before the server starts. */
export async function preparePosting(options: DatabaseOptions, members: number): Promise<PostingSetup> {
  const database = await openDatabase(options);
  try {
    const long = new Date(Date.now() - 30 * 86_400_000);
    const tokens: string[] = [];
    for (let from = 0; from < members; from += 1_000) {
      const count = Math.min(1_000, members - from);
      const people = await database.db
        .insert(users)
        .values(
          Array.from({ length: count }, (_, i) => ({
            email: `bench-poster-${from + i}@bench.example`,
            firstName: 'Bench',
            lastName: `Poster ${from + i}`,
            emailVerifiedAt: long,
            createdAt: long,
          })),
        )
        .returning({ id: users.id });
      const batch = people.map(() => randomBytes(32).toString('base64url'));
      await database.db.insert(sessions).values(
        people.map((person, i) => ({
          id: createHash('sha256').update(batch[i] as string).digest('hex'),
          userId: person.id,
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      );
      tokens.push(...batch);
    }
    const topics = await database.db
      .select({ id: forumTopics.id })
      .from(forumTopics)
      .where(and(eq(forumTopics.isLocked, false), isNull(forumTopics.removedBy)))
      .orderBy(asc(forumTopics.id))
      .limit(500);
    if (!topics.length) throw new Error('no open forum topic to reply to');
    return { tokens, topicIds: topics.map((topic) => topic.id) };
  } finally {
    await database.close();
  }
}

const stepSecondsFor = (seconds: number) => Math.max(2, Math.round(seconds / 2));

/**
 * Members to generate so that every saturation step and the overload (at twice the rate) of a run of
 * `seconds`, at up to `maxRate` accepted replies a second, stay under each one's hourly allowance.
 */
export function postersFor(seconds: number, maxRate = 3_000) {
  const perMember = Math.floor(POSTING_LIMITS.member.reply.max * 0.8);
  const busySeconds = 1 + CONNECTION_STEPS.length * stepSecondsFor(seconds) + 2 * seconds;
  return Math.max(1_000, Math.ceil((maxRate * busySeconds) / perMember / 1_000) * 1_000);
}

/** The n-th reply: a different member (round robin) and topic each time. */
function replyRequest(setup: PostingSetup, n: number) {
  const token = setup.tokens[n % setup.tokens.length] as string;
  const topicId = setup.topicIds[n % setup.topicIds.length] as number;
  const body = JSON.stringify({ topicId, content: `Bench reply ${n}: thank you, this helped us through the first week of boots and bar.` });
  return { body, headers: { ...LOAD_HEADERS, 'content-type': 'application/json', cookie: `sid=${token}` } };
}

export type SaturationStep = { connections: number; okRate: number; p99: number; shed: number; other: number };

export type OverloadResult = {
  saturation: { rate: number; connections: number; steps: SaturationStep[] };
  targetRate: number;
  /** Requests actually sent a second over the window (the sender shares the machine with the server). */
  offered: number;
  seconds: number;
  sent: number;
  ok: number;
  shed: number;
  /** 503s that carried Retry-After. */
  shedWithRetryAfter: number;
  other5xx: number;
  /** 4xx and anything else that is neither 2xx nor 5xx (a 429 would mean too few generated members). */
  otherStatus: Record<string, number>;
  /** Connection errors and timeouts (no answer within 10 s). */
  errors: number;
  okP50: number;
  okP99: number;
  okMax: number;
  shedP99: number;
  /** Most requests in flight at once. */
  peakInFlight: number;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Closed-loop autocannon with rising connections; the highest 2xx rate is the saturation. */
async function measureSaturation(baseUrl: string, setup: PostingSetup, stepSeconds: number, next: () => number, log: (line: string) => void) {
  const url = `${baseUrl}/api/forum/posts`;
  const run = (connections: number, options: { duration?: number; amount?: number }) =>
    autocannon({
      url,
      method: 'POST',
      connections,
      timeout: TIMEOUT_MS / 1000,
      ...options,
      requests: [
        {
          setupRequest: (request) => {
            const reply = replyRequest(setup, next());
            return { ...request, method: 'POST', body: reply.body, headers: { ...request.headers, ...reply.headers } };
          },
        },
      ],
    });
  // Warm-up: the JIT, the pool, the first writes.
  await run(4, { amount: 200 });
  const steps: SaturationStep[] = [];
  let best: SaturationStep | null = null;
  let flat = 0;
  for (const connections of CONNECTION_STEPS) {
    const result = await run(connections, { duration: stepSeconds });
    const shed = result.statusCodeStats['503']?.count ?? 0;
    const step: SaturationStep = {
      connections,
      okRate: result['2xx'] / stepSeconds,
      p99: result.latency.p99,
      shed,
      other: result.non2xx - shed + result.errors,
    };
    steps.push(step);
    log(`  saturation step: ${connections} connections, ${int(step.okRate)} 2xx/s, p99 ${fixed(step.p99, 1)} ms${shed ? `, ${int(shed)} x 503` : ''}`);
    // Saturated: the server began refusing, or two doublings in a row added less than 10% to the best.
    if (best && step.okRate < best.okRate * GROWTH) flat += 1;
    else flat = 0;
    if (!best || step.okRate > best.okRate) best = step;
    if (shed > (step.okRate * stepSeconds) / 100 || flat >= 2) break;
  }
  const top = best as SaturationStep;
  return { rate: top.okRate, connections: top.connections, steps };
}

/** Offers `rate` requests a second, evenly spread, for `seconds`, and waits for every answer (or its timeout). */
async function offer(baseUrl: string, setup: PostingSetup, rate: number, seconds: number, next: () => number) {
  const target = new URL('/api/forum/posts', baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const okLatencies: number[] = [];
  const shedLatencies: number[] = [];
  const counts = { sent: 0, ok: 0, shed: 0, shedWithRetryAfter: 0, other5xx: 0, errors: 0 };
  const otherStatus: Record<string, number> = {};
  let inFlight = 0;
  let peakInFlight = 0;
  const pending = new Set<Promise<void>>();

  const send = (due: number) => {
    const reply = replyRequest(setup, next());
    counts.sent += 1;
    inFlight += 1;
    peakInFlight = Math.max(peakInFlight, inFlight);
    const done = new Promise<void>((resolve) => {
      let settled = false;
      const finish = (status: number | null, retryAfter: boolean) => {
        if (settled) return;
        settled = true;
        inFlight -= 1;
        const latency = performance.now() - due;
        if (status === null) counts.errors += 1;
        else if (status >= 200 && status < 300) {
          counts.ok += 1;
          okLatencies.push(latency);
        } else if (status === 503) {
          counts.shed += 1;
          if (retryAfter) counts.shedWithRetryAfter += 1;
          shedLatencies.push(latency);
        } else if (status >= 500) counts.other5xx += 1;
        else otherStatus[status] = (otherStatus[status] ?? 0) + 1;
        resolve();
      };
      const request = http.request(
        target,
        { method: 'POST', agent, headers: { ...reply.headers, 'content-length': Buffer.byteLength(reply.body), origin: baseUrl } },
        (response) => {
          response.resume();
          response.on('end', () => finish(response.statusCode ?? null, response.headers['retry-after'] !== undefined));
          response.on('error', () => finish(null, false));
        },
      );
      request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error('timeout')));
      request.on('error', () => finish(null, false));
      request.end(reply.body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const started = performance.now();
  const total = Math.round(rate * seconds);
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Every request due by now, each timed from when it was due (so a late sender does not hide waiting).
      while (counts.sent < total) {
        const due = started + (counts.sent * 1000) / rate;
        if (due > now) break;
        send(due);
      }
      if (counts.sent >= total) resolve();
      else setTimeout(tick, 2);
    };
    tick();
  });
  const window = (performance.now() - started) / 1000;
  await Promise.all(pending);
  agent.destroy();
  okLatencies.sort((a, b) => a - b);
  shedLatencies.sort((a, b) => a - b);
  return {
    ...counts,
    otherStatus,
    window,
    okP50: percentile(okLatencies, 50),
    okP99: percentile(okLatencies, 99),
    okMax: okLatencies.at(-1) ?? 0,
    shedP99: percentile(shedLatencies, 99),
    peakInFlight,
  };
}

export async function measureOverload(
  baseUrl: string,
  setup: PostingSetup,
  options: { seconds: number; log: (line: string) => void },
): Promise<OverloadResult> {
  let n = 0;
  const next = () => (n += 1);
  const stepSeconds = stepSecondsFor(options.seconds);
  const saturation = await measureSaturation(baseUrl, setup, stepSeconds, next, options.log);
  // Let the queue the last step left drain before the overload starts.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const targetRate = Math.max(2, Math.round(saturation.rate * 2));
  const run = await offer(baseUrl, setup, targetRate, options.seconds, next);
  return {
    saturation,
    targetRate,
    offered: run.sent / run.window,
    seconds: run.window,
    sent: run.sent,
    ok: run.ok,
    shed: run.shed,
    shedWithRetryAfter: run.shedWithRetryAfter,
    other5xx: run.other5xx,
    otherStatus: run.otherStatus,
    errors: run.errors,
    okP50: run.okP50,
    okP99: run.okP99,
    okMax: run.okMax,
    shedP99: run.shedP99,
    peakInFlight: run.peakInFlight,
  };
}

const share = (part: number, whole: number) => (whole ? `${fixed((100 * part) / whole, 0)}%` : '-');

/** The answered requests split: 503 share vs 2xx share (of all answers, errors included). */
export function describeShares(result: OverloadResult) {
  const answered = result.sent;
  return `${share(result.shed, answered)} 503 / ${share(result.ok, answered)} 2xx`;
}

/** Misses of the targets, in words (empty when all are met). */
export function overloadMisses(result: OverloadResult) {
  const misses: string[] = [];
  if (result.okP99 >= OVERLOAD_TARGETS.okP99Ms) misses.push(`2xx p99 ${int(result.okP99)} ms`);
  if (result.other5xx > OVERLOAD_TARGETS.other5xx) misses.push(`${int(result.other5xx)} x other 5xx`);
  if (result.errors) misses.push(`${int(result.errors)} errors/timeouts`);
  if (!result.shed) misses.push('nothing refused');
  if (result.shed && result.shedWithRetryAfter < result.shed) misses.push(`${int(result.shed - result.shedWithRetryAfter)} x 503 without Retry-After`);
  const others = Object.entries(result.otherStatus);
  if (others.length) misses.push(others.map(([status, count]) => `${int(count)} x ${status}`).join(', '));
  if (result.offered < result.targetRate * 0.9) misses.push(`only ${int(result.offered)}/s offered (sender too slow)`);
  return misses;
}

export function describeOverload(result: OverloadResult) {
  return (
    `saturation ${int(result.saturation.rate)} 2xx/s (${result.saturation.connections} connections); offered ${int(result.offered)}/s for ${fixed(result.seconds, 1)} s: ` +
    `${int(result.ok / result.seconds)} 2xx/s, ${describeShares(result)}, 2xx p99 ${fixed(result.okP99, 1)} ms, ${int(result.other5xx)} other 5xx`
  );
}
