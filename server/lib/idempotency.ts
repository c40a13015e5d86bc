import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../../shared/api/endpoint';
import type { Db } from '../db';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './errors';

/** How long a key answers with its first result (decision 0016). */
export const IDEMPOTENCY_KEY_HOURS = 24;

type Claim = { scope: string; endpoint: string; key: string; fingerprint: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request carries an Idempotency-Key with no stored answer yet: createOnce() stores it with the create. */
    idempotencyClaim: Claim | null;
  }
}

/** Requests whose claim went through createOnce() (see the guard in registerIdempotency). */
const handled = new WeakSet<Claim>();

/** The row of one claim. */
const rowOf = (claim: Claim) => and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.endpoint, claim.endpoint), eq(idempotencyKeys.key, claim.key));

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

/** A member's keys (their stored answers hold what they wrote: removed with the account). */
export const memberScope = (userId: string) => `member:${userId}`;

/** Whose key it is: the member, or for a visitor their address and browser, so nobody reads another's answer. */
function scopeOf(request: FastifyRequest) {
  if (request.user) return memberScope(request.user.id);
  return `visitor:${hash(`${request.ip}|${request.headers['user-agent'] ?? ''}`)}`;
}

const fingerprintOf = (request: FastifyRequest) => hash(JSON.stringify({ params: request.params ?? null, query: request.query ?? null, body: request.body ?? null }));

const inFlight = () => new AppError('CONFLICT', 'The first request with this Idempotency-Key is still being processed. Please try again in a moment.');

/**
 * Answers from the stored first result of this key, if there is one: the same answer (marked
 * replayed) for the same input, 422 for another input. False when the key has no stored answer.
 */
async function answerStored(db: Db, claim: Claim, reply: FastifyReply) {
  const [first] = await db.select().from(idempotencyKeys).where(rowOf(claim));
  if (!first) return false;
  if (first.fingerprint !== claim.fingerprint) {
    throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used for a different request. Send a new key with each new submission.');
  }
  // Only a claim left by the first design (before the answer moved into the create's transaction) has no answer.
  if (first.status === null || first.body === null) throw inFlight();
  reply.code(first.status).header('content-type', 'application/json; charset=utf-8').header('idempotent-replayed', 'true').send(first.body);
  return true;
}

/**
 * Before an idempotent create's handler (after its guard and validation): without a key, nothing
 * changes. With one, a repeat whose first answer is stored gets it again (or 422 for another input);
 * otherwise the key is noted on the request, and the handler's createOnce() stores it with the create.
 */
export const checkIdempotencyKey: preHandlerAsyncHookHandler = async function (request, reply) {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('BAD_REQUEST', 'The Idempotency-Key header must be 8 to 128 letters, digits, "-" or "_".');
  }
  const claim: Claim = { scope: scopeOf(request), endpoint: `${request.method} ${request.routeOptions.url}`, key, fingerprint: fingerprintOf(request) };
  if (await answerStored(this.db, claim, reply)) return reply;
  request.idempotencyClaim = claim;
};

/** A stable name of this request's key (its scope, endpoint and key), for work outside the database that needs its own key; null without one. */
export function idempotencyNameOf(request: FastifyRequest) {
  const claim = request.idempotencyClaim;
  return claim ? hash(`${claim.scope}|${claim.endpoint}|${claim.key}`) : null;
}

/** The first with this key committed while this one was on its way: its answer is given instead. */
class AnsweredMeanwhile extends Error {}

/** What a create answers: its status and body (serialised by the route's response schema for that status). */
export type Answer<B> = { status: number; body: B };
type Payload<R extends FastifyReply> = Parameters<R['send']>[0];

/**
 * The body of every idempotent create's handler (decision 0016). `work` makes the create's writes and
 * its answer with the `db` it is given, and only with that one: with an Idempotency-Key it is the
 * create's transaction (on PGlite a statement on `app.db` would wait for that very transaction).
 * Services that open their own transaction get a savepoint inside it.
 *
 * With a key, one transaction takes the key's lock (a repeat arriving while it runs gets 409), checks
 * that no repeat committed meanwhile (then that one's answer is given), runs `work`, serialises the
 * answer and stores it with the key: the create, its key and its answer commit together or not at
 * all. A refusal or a fault rolls all of it back, so the same key may be tried again. Without a key,
 * `work` runs on `app.db` as before.
 *
 * Whatever leaves the database (a nudge to the job worker, a provider call) is done by the handler
 * after this returns, or before it when `work` must rely on it (it must then be idempotent itself).
 */
export async function createOnce<R extends FastifyReply>(request: FastifyRequest, reply: R, work: (db: Db) => Promise<Answer<Payload<R>>>): Promise<R> {
  const db = request.server.db;
  const anyReply = reply as FastifyReply;
  const claim = request.idempotencyClaim;
  if (!claim) {
    const { status, body } = await work(db);
    anyReply.code(status).send(body);
    return reply;
  }
  handled.add(claim);
  let payload: string;
  try {
    payload = await db.transaction(async (tx) => {
      // A lock per key for this transaction (its own two-number space, apart from single-number advisory locks).
      const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`${claim.scope}|${claim.endpoint}`}), hashtext(${claim.key})) as locked`);
      if (!(locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) throw inFlight();
      const [done] = await tx.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(rowOf(claim));
      if (done) throw new AnsweredMeanwhile();
      const { status, body } = await work(tx);
      const serialised = anyReply.code(status).serialize(body);
      if (typeof serialised !== 'string') throw new Error(`${claim.endpoint}: an idempotent answer must serialise to JSON text`);
      const stored = await tx.insert(idempotencyKeys).values({ ...claim, status, body: serialised }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
      if (!stored.length) throw new AnsweredMeanwhile();
      return serialised;
    });
  } catch (error) {
    if (!(error instanceof AnsweredMeanwhile)) throw error;
    if (await answerStored(db, claim, anyReply)) return reply;
    throw new AppError('CONFLICT', 'This request is being repeated as it expires. Please try again.');
  }
  anyReply.header('content-type', 'application/json; charset=utf-8').send(payload);
  return reply;
}

/**
 * The request's claim, and a guard: an endpoint marked idempotent whose handler answered a success
 * without createOnce() stored no key, so a repeat would create again. That fails loudly (500 and an
 * error in the log) rather than quietly: tests/api/idempotency-contract.test.ts calls every such endpoint.
 */
export function registerIdempotency(app: FastifyInstance) {
  app.decorateRequest('idempotencyClaim', null);
  app.addHook('onSend', (request, reply, payload, done) => {
    const claim = request.idempotencyClaim;
    if (claim && !handled.has(claim) && reply.statusCode >= 200 && reply.statusCode < 300) {
      request.idempotencyClaim = null;
      return done(new Error(`${claim.endpoint} is marked idempotent but its handler does not answer through createOnce()`));
    }
    done(null, payload);
  });
}

/** Hourly maintenance: keys older than 24 hours are forgotten (a repeat after that is a new request). */
export async function pruneIdempotencyKeys(db: Db, now = new Date()) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3600_000)));
}
