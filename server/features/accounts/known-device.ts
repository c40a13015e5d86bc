import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { appMeta } from '../../db/schema';

/**
 * A browser that has signed in to an account before carries a token for it: signed with a key every
 * instance reads from the database, checked without a lookup. It lets that browser past the limits a
 * stranger can fill for an account or an address (decision 0015); it opens no session by itself.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
const KEY_NAME = 'known-device-key';
const MAX_AGE_S = 365 * 24 * 3600;
/** A few accounts per browser (a family's shared computer); the newest first. */
const MAX_TOKENS = 3;

const keys = new WeakMap<Db, Promise<Buffer>>();

/** Created once by whichever instance comes first; every instance then reads the same key. */
async function loadKey(db: Db) {
  await db
    .insert(appMeta)
    .values({ key: KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY_NAME));
  if (typeof row?.value !== 'string') throw new Error('the known-device key is missing');
  return Buffer.from(row.value, 'base64url');
}

function deviceKey(db: Db) {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const sign = (key: Buffer, userId: string, issuedAt: number) => createHmac('sha256', key).update(`known-device:v1:${userId}:${issuedAt}`).digest('base64url');

function parse(cookie: string | undefined) {
  if (!cookie || cookie.length > 1000) return [];
  return cookie
    .split('~')
    .slice(0, MAX_TOKENS)
    .map((token) => {
      const [version, userId, issued, signature] = token.split('.');
      const issuedAt = Number(issued);
      return version === 'v1' && userId && signature && Number.isSafeInteger(issuedAt) ? { token, userId, issuedAt, signature } : null;
    })
    .filter((entry) => entry !== null);
}

function valid(key: Buffer, entry: { userId: string; issuedAt: number; signature: string }, nowS: number) {
  if (entry.issuedAt > nowS + 60 || nowS - entry.issuedAt > MAX_AGE_S) return false;
  const expected = Buffer.from(sign(key, entry.userId, entry.issuedAt));
  const given = Buffer.from(entry.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * This browser's valid token for the account, if it has one: a short fingerprint to count its own
 * failures under. A forged token, an expired one or one for another account gives null.
 */
export async function knownDeviceFor(db: Db, request: FastifyRequest, userId: string | undefined): Promise<string | null> {
  if (!userId) return null;
  const entries = parse(request.cookies[KNOWN_DEVICE_COOKIE]).filter((entry) => entry.userId === userId);
  if (entries.length === 0) return null;
  const key = await deviceKey(db);
  const nowS = Math.floor(Date.now() / 1000);
  const entry = entries.find((candidate) => valid(key, candidate, nowS));
  return entry ? createHash('sha256').update(entry.token).digest('hex').slice(0, 32) : null;
}

/** After a successful sign-in (password, reset link or Google): this browser is known for the account. */
export async function rememberDevice(db: Db, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const key = await deviceKey(db);
  const nowS = Math.floor(Date.now() / 1000);
  const others = parse(request.cookies[KNOWN_DEVICE_COOKIE]).filter((entry) => entry.userId !== userId && valid(key, entry, nowS));
  const token = `v1.${userId}.${nowS}.${sign(key, userId, nowS)}`;
  const value = [token, ...others.map((entry) => entry.token)].slice(0, MAX_TOKENS).join('~');
  // Only the sign-in and reset requests need it; Strict: another site's request never carries it.
  reply.setCookie(KNOWN_DEVICE_COOKIE, value, { path: '/api/auth', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', maxAge: MAX_AGE_S });
}
