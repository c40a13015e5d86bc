import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../../shared/api/endpoint';
import type { Db } from '../db';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './errors';

/** How long a key answers with its first result (decision 0016). */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** A claim with no answer after this long belongs to a request that died (a crash, a restart): the next repeat takes it over. */
export const STALE_CLAIM_MS = 60_000;

type Claim = { scope: string; endpoint: string; key: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request claimed an idempotency key: its answer is stored (2xx) or the claim released. */
    idempotencyClaim: Claim | null;
  }
}

/** The row of one claim. */
const rowOf = (claim: Claim) => and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.endpoint, claim.endpoint), eq(idempotencyKeys.key, claim.key));

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Whose key it is: the member, or for a visitor their address and browser, so nobody reads another's answer. */
function scopeOf(request: FastifyRequest) {
  if (request.user) return `member:${request.user.id}`;
  return `visitor:${hash(`${request.ip}|${request.headers['user-agent'] ?? ''}`)}`;
}

const fingerprintOf = (request: FastifyRequest) => hash(JSON.stringify({ params: request.params ?? null, query: request.query ?? null, body: request.body ?? null }));

/**
 * Before an idempotent create's handler (after its guard and validation): without a key, nothing
 * changes. With one, the key is claimed by inserting its row (the primary key lets one request
 * win); a repeat with the same body answers the stored first result, with another body 422, and
 * while the first is still running 409.
 */
export const claimIdempotencyKey: preHandlerAsyncHookHandler = async function (request, reply) {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('BAD_REQUEST', 'The Idempotency-Key header must be 8 to 128 letters, digits, "-" or "_".');
  }
  const db = this.db;
  const claim: Claim = { scope: scopeOf(request), endpoint: `${request.method} ${request.routeOptions.url}`, key };
  const fingerprint = fingerprintOf(request);
  const where = rowOf(claim);
  const claimed = await db.insert(idempotencyKeys).values({ ...claim, fingerprint }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (claimed.length) {
    request.idempotencyClaim = claim;
    return;
  }
  const [first] = await db.select().from(idempotencyKeys).where(where);
  if (!first) throw new AppError('CONFLICT', 'This request is being repeated as it expires. Please try again.');
  if (first.fingerprint !== fingerprint) {
    throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used for a different request. Send a new key with each new submission.');
  }
  if (first.status !== null && first.body !== null) return replay(reply, first.status, first.body);
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: new Date() })
    .where(and(where, isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, new Date(Date.now() - STALE_CLAIM_MS))))
    .returning({ key: idempotencyKeys.key });
  if (takenOver.length) {
    request.idempotencyClaim = claim;
    return;
  }
  throw new AppError('CONFLICT', 'The first request with this Idempotency-Key is still being processed. Please try again in a moment.');
};

function replay(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('content-type', 'application/json; charset=utf-8').header('idempotent-replayed', 'true').send(body);
}

/**
 * Stores a claimed request's answer as sent (a success), or releases the claim (a refusal or a
 * fault: nothing was created, so the same key may try again). Registered before compression, so
 * the payload is still the serialised JSON.
 */
export function registerIdempotency(app: FastifyInstance) {
  app.decorateRequest('idempotencyClaim', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const where = rowOf(claim);
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    if (ok && typeof payload === 'string') await app.db.update(idempotencyKeys).set({ status: reply.statusCode, body: payload }).where(where);
    else await app.db.delete(idempotencyKeys).where(where);
    return payload;
  });
}

/** Hourly maintenance: keys older than 24 hours are forgotten (a repeat after that is a new request). */
export async function pruneIdempotencyKeys(db: Db, now = new Date()) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3600_000)));
}
