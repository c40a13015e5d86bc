import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allEndpoints } from '../../shared/api/contract';
import { type AnyEndpoint, urlOf } from '../../shared/api/endpoint';
import { users } from '../../server/db/schema';
import { createSession, SESSION_COOKIE } from '../../server/lib/sessions';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';
import { type Caller, callers, type PermissionEntry, permissionTable } from '../support/permission-table';

/**
 * The permission table, generated from the contract: every endpoint is called by a visitor, a member
 * and an administrator, and answers as its access says (the guard runs before any input is read), and
 * every endpoint has an entry in tests/support/permission-table.ts, so a new endpoint without one
 * fails here. The entries' own cases (owner, other member, privacy) run with real data.
 */
let app: FastifyInstance;
type Account = { cookie: string; user: { id: string } };
const who = {} as Record<Exclude<Caller, 'visitor'>, Account>;

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 100 });
  for (const name of ['member', 'other', 'admin'] as const) who[name] = await signUp(app);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, who.admin.user.id));
});
afterAll(async () => {
  await app.close();
});

const endpoints = allEndpoints().filter(({ endpoint }) => endpoint.access !== 'test');

/** A value each path parameter accepts that names nothing: a number, a uuid or a word, whichever its schema takes. */
function placeholderParams(e: AnyEndpoint) {
  const shape = (e.params as z.ZodObject | undefined)?.shape ?? {};
  const candidates = ['999999', '00000000-0000-4000-8000-000000000000', 'no-such-thing'];
  return Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => [name, candidates.find((value) => (schema as z.ZodType).safeParse(value).success) ?? 'x']),
  );
}

const sessionEnding = new Set(
  allEndpoints()
    .filter(({ name }) => (permissionTable as Record<string, PermissionEntry>)[name]?.endsSession)
    .map(({ endpoint }) => endpoint),
);

/**
 * The caller's cookie. A call that ends sessions (signing out, everywhere too) is made by a new
 * account of the same kind, so the table's callers stay signed in for the other calls.
 */
async function cookieFor(e: AnyEndpoint, caller: Exclude<Caller, 'visitor'>) {
  if (!sessionEnding.has(e)) return who[caller].cookie;
  const stand = await signUp(app);
  if (caller === 'admin') await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, stand.user.id));
  return `${SESSION_COOKIE}=${await createSession(app.db, stand.user.id, 'permission table')}`;
}

const call = async (e: AnyEndpoint, caller: Caller, url: string, payload?: unknown) => {
  const request = {
    method: e.method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : e.body ? { payload: {} } : {}),
    headers: caller === 'visitor' ? {} : { cookie: await cookieFor(e, caller) },
  };
  if (e.produces !== 'event-stream') return app.inject(request);
  // An event stream never ends: its status and headers are the answer, then it is closed.
  const closing = new AbortController();
  const res = await app.inject({ ...request, payloadAsStream: true, signal: closing.signal });
  closing.abort();
  res.stream().on('error', () => {});
  return res;
};

describe('every endpoint has an entry in the permission table', () => {
  it.each(endpoints.map(({ name }) => name))('%s', (name) => {
    expect(permissionTable, `add ${name} to tests/support/permission-table.ts`).toHaveProperty([name]);
  });
});

describe.each(endpoints)('$name answers by its access', ({ endpoint: e }) => {
  const url = urlOf(e.path, { params: placeholderParams(e) });
  it('a visitor', async () => {
    const res = await call(e, 'visitor', url);
    if (e.access === 'public') expect([401, 403], res.body).not.toContain(res.statusCode);
    else expect(res.statusCode, res.body).toBe(401);
  });
  it('a member', async () => {
    const res = await call(e, 'member', url);
    if (e.access === 'admin') expect(res.statusCode, res.body).toBe(403);
    else expect(res.statusCode, res.body).not.toBe(401);
  });
  it('an administrator', async () => {
    const res = await call(e, 'admin', url);
    expect([401, 403], res.body).not.toContain(res.statusCode);
  });
  it('never a server error', async () => {
    for (const caller of callers) expect((await call(e, caller, url)).statusCode).toBeLessThan(500);
  });
});

const cases = Object.entries(permissionTable).flatMap(([name, entry]) => (entry.cases ?? []).map((c) => ({ name, ...c })));

describe.each(cases)('$name: $title', (c) => {
  it.each(callers)('as %s', async (caller) => {
    const e = allEndpoints().find((item) => item.name === c.name)?.endpoint as AnyEndpoint;
    const input = await c.input({ app, who });
    const res = await call(e, caller, urlOf(e.path, input), input.body);
    expect(res.statusCode, res.body).toBe(c.expect[caller]);
  });
});
