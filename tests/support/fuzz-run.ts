import { inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AnyEndpoint } from '../../shared/api/endpoint';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { createSession, SESSION_COOKIE } from '../../server/lib/sessions';
import { type FuzzCall, fuzzUrl } from './fuzz-inputs';

/** Who the fuzz calls as; each endpoint gets its own member and administrator, so no call can spoil another's. */
export type FuzzCaller = 'visitor' | 'member' | 'admin';
export const fuzzCallers: FuzzCaller[] = ['visitor', 'member', 'admin'];

let passwordHash: Promise<string> | null = null;
let counter = 0;
const accounts = new Map<FastifyInstance, Record<'member' | 'admin', string>>();

async function makeUser(app: FastifyInstance, role: 'member' | 'admin') {
  counter += 1;
  const [user] = await app.db
    .insert(users)
    .values({
      email: `fuzz-${role}-${counter}-${process.pid}@example.org`,
      passwordHash: await (passwordHash ??= hashPassword('casting-weeks-2026')),
      firstName: 'Fuzz',
      lastName: role,
      role,
      emailVerifiedAt: new Date(),
      termsAcceptedAt: new Date(),
      termsVersion: '1',
      // Not a new member: their tighter posting limits would answer 429 before the input is read.
      createdAt: new Date(Date.now() - 365 * 24 * 3600_000),
    })
    .returning({ id: users.id });
  return user!.id;
}

/**
 * A member and an administrator made directly in the database, each with a fresh session (so a call
 * that signs out spoils nothing else); new ones when a call deleted, suspended or demoted them.
 */
export async function fuzzAccounts(app: FastifyInstance): Promise<Record<FuzzCaller, string | undefined>> {
  let ids = accounts.get(app);
  if (ids) {
    const rows = await app.db.select({ id: users.id, role: users.role, deletedAt: users.deletedAt, suspendedAt: users.suspendedAt }).from(users).where(inArray(users.id, [ids.member, ids.admin]));
    const intact = (id: string, role: string) => rows.some((row) => row.id === id && row.role === role && !row.deletedAt && !row.suspendedAt);
    if (!intact(ids.member, 'member')) ids = { ...ids, member: await makeUser(app, 'member') };
    if (!intact(ids.admin, 'admin')) ids = { ...ids, admin: await makeUser(app, 'admin') };
  } else {
    ids = { member: await makeUser(app, 'member'), admin: await makeUser(app, 'admin') };
  }
  accounts.set(app, ids);
  const cookie = async (id: string) => `${SESSION_COOKIE}=${await createSession(app.db, id, 'fuzz')}`;
  return { visitor: undefined, member: await cookie(ids.member), admin: await cookie(ids.admin) };
}

/** The callers the endpoint's guard lets through (the others get 401 or 403 before any input is read). */
export function allowedCallers(e: AnyEndpoint): FuzzCaller[] {
  if (e.access === 'admin') return ['admin'];
  if (e.access === 'member') return ['member', 'admin'];
  return fuzzCallers;
}

let sent = 0;

export type FuzzAnswer = { status: number; body: string; contentType: string };

/** Sends one fuzz call; an event stream is read only when it is an error (a stream that opened never ends). */
export async function sendFuzz(app: FastifyInstance, e: AnyEndpoint, call: FuzzCall, cookie: string | undefined): Promise<FuzzAnswer> {
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...call.headers };
  const request: InjectOptions = { method: e.method, url: fuzzUrl(e.path, call), headers };
  if (call.body && 'json' in call.body) {
    // Unique addresses, slugs and names per call (no shorter than the original), so a valid call is not refused as a duplicate of the last.
    const unique = (sent += 1).toString(36);
    request.payload = JSON.stringify(call.body.json)
      .replaceAll('fuzz@example.org', `fuzz.${unique}@example.org`)
      .replaceAll('fuzz-slug', `fuzz-slug-${unique}`)
      .replaceAll('Hello from the fuzz test', `Hello from fuzz ${unique}`.padEnd(24, '.'));
    headers['content-type'] = 'application/json';
  } else if (call.body) {
    request.payload = call.body.raw;
    if (call.body.contentType) headers['content-type'] = call.body.contentType;
  }
  if (e.produces !== 'event-stream') {
    const res = await app.inject(request);
    return { status: res.statusCode, body: res.body, contentType: String(res.headers['content-type'] ?? '') };
  }
  const closing = new AbortController();
  const res = await app.inject({ ...request, payloadAsStream: true, signal: closing.signal });
  const contentType = String(res.headers['content-type'] ?? '');
  const stream = res.stream();
  stream.on('error', () => {});
  if (res.statusCode < 400) {
    closing.abort();
    return { status: res.statusCode, body: '', contentType };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return { status: res.statusCode, body: Buffer.concat(chunks).toString('utf8'), contentType };
}

/** What is wrong with an answer by the project's rule: no 5xx, and every 4xx a JSON `{ message }`; null when nothing. */
export function answerProblem({ status, body, contentType }: FuzzAnswer): string | null {
  if (status >= 500) return `${status}: ${body.slice(0, 300)}`;
  if (status < 400) return null;
  if (!contentType.includes('application/json')) return `${status} as ${contentType || 'no content type'}: ${body.slice(0, 200)}`;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message ? null : `${status} without a message: ${body.slice(0, 200)}`;
  } catch {
    return `${status} not JSON: ${body.slice(0, 200)}`;
  }
}
