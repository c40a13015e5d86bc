import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Listen } from '../db';
import { sessions, users } from '../db/schema';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/constants';
import { AppError } from './errors';
import { preparedPer } from './prepared';
import { type KeptSession, SessionCache } from './session-cache';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/** Sliding expiry without a write per request: extend at most once an hour. */
const REFRESH_AFTER_MS = 3600_000;

export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: string, userAgent: string | undefined) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 512) ?? null,
  });
  return token;
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

const cookieOptions = (request: FastifyRequest) => ({ path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' });

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  const options = { ...cookieOptions(request), maxAge: SESSION_TTL_MS / 1000 };
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(request), httpOnly: true });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, cookieOptions(request));
}

/** Asked on every signed-in request that is not kept: prepared once (building it cost more than running it). */
const sessionLookup = preparedPer((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now')), isNull(users.suspendedAt), isNull(users.deletedAt)))
    .prepare('session_lookup'),
);

/** The session `id` names and its member, unless it has expired or the member is suspended or deleted. */
async function findSession(db: Db, cache: SessionCache | null, id: string, now: Date): Promise<KeptSession | null> {
  const kept = cache?.get(id, now.getTime());
  if (kept) return kept.expiresAt > now ? kept : null;
  const mark = cache?.mark() ?? 0;
  const [row] = await sessionLookup(db).execute({ id, now });
  if (!row) return null;
  const found = { userId: row.user.id, expiresAt: row.session.expiresAt, lastUsedAt: row.session.lastUsedAt, user: row.user };
  cache?.keep(id, found, mark, now.getTime());
  return found;
}

/**
 * Reads the session cookie on every request: `request.user` is the member, or null for a visitor. With
 * `listen` (PGlite: one process owns the database) sessions are kept in memory for a few seconds and
 * forgotten as soon as anything about them or their member changes (session-cache.ts, decision 0027).
 */
export async function registerSessions(app: FastifyInstance, listen: Listen | null) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  let cache: SessionCache | null = null;
  if (listen) {
    const kept = new SessionCache();
    await kept.start(listen);
    app.addHook('onClose', () => kept.stop());
    cache = kept;
  }
  async function signIn(request: FastifyRequest, reply: FastifyReply, token: string) {
    const id = hashToken(token);
    const now = new Date();
    const found = await findSession(app.db, cache, id, now);
    if (!found) {
      clearSessionCookie(request, reply);
      return;
    }
    request.user = found.user as UserRow;
    request.viewerId = found.userId;
    request.sessionId = id;
    // The update's notice makes a kept session be read again, with its new dates.
    if (now.getTime() - found.lastUsedAt.getTime() > REFRESH_AFTER_MS) {
      await app.db
        .update(sessions)
        .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
        .where(eq(sessions.id, id));
      await app.db.update(users).set({ lastSeenAt: now }).where(eq(users.id, found.userId));
      setSessionCookie(request, reply, token);
    }
  }
  // A callback hook: a visitor's request (no session cookie) and pages pass with no promise made.
  app.addHook('onRequest', (request, reply, done) => {
    // Pages and static files never need the member: no database work for them.
    const token = request.url.startsWith('/api/') ? request.cookies[SESSION_COOKIE] : undefined;
    if (!token || token.length > 100) return done();
    signIn(request, reply, token).then(() => done(), done);
  });
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return request.user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Administrators only');
  return user;
}

/** For a plugin whose every route needs a signed-in member: visitors get 401 before their input is read. */
export function membersOnly(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
}

/** Likewise for administrators: 401 for visitors, 403 for members. */
export function adminsOnly(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
}

export async function pruneExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
