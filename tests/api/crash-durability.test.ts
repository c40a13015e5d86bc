import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allEndpoints } from '../../shared/api/contract';
import { type AnyEndpoint, IDEMPOTENCY_HEADER, urlOf } from '../../shared/api/endpoint';
import { type Database, openDatabase } from '../../server/db';
import { idempotencyKeys, rateLimitCounters } from '../../server/db/schema';
import { fieldsOf, validValue, validValues } from '../support/fuzz-inputs';
import { type ServerProcess, spawnServer } from '../support/server-process';
import { type Footprint, footprints, markedValue, newMarker } from '../support/traced-writes';
import { engine, openTestDatabase } from '../support/test-app';
import { localIn } from '../support/events';

/**
 * Issue 17: kill -9 during writes, then restart: no acknowledged write is lost, on PGlite and on
 * PostgreSQL. The real server process runs on its own data folder (or database); every create the
 * contract marks `idempotent` is sent many times at once over HTTP, each with its own
 * Idempotency-Key; after some have been answered the process is killed with SIGKILL, in the middle
 * of the others, and started again on the same data, twice. Then:
 * - every acknowledged create, sent again with its key, answers the same status and body, replayed;
 * - every acknowledged create is in the database exactly once: its body carried a marker of its own
 *   (tests/support/traced-writes.ts), every table is searched for the markers, and each create's
 *   footprint (rows per table holding its marker) must equal that of the same endpoint's first call,
 *   made before any kill. A lost create has no footprint, a repeat that wrote again a double one.
 *   This needs no knowledge of where an endpoint stores what, and it also catches a replay that
 *   wrote again, which a replay's answer alone cannot show;
 * - the server answers after each restart, and new creates succeed.
 *
 * Driven by the contract: the bodies are made from each endpoint's schemas (the fuzz's valid values
 * over the demo content). A create that needs something made first (a member to write to, a message
 * to report) has an entry in `preparations`; a new idempotent endpoint with neither a working valid
 * call nor a preparation fails the first test, so it is covered by being in the contract.
 * CRASH_REPORT=1 prints each round and each endpoint's creates and footprint. Decision 0017.
 */

/** Creates of each endpoint per round; each round ends with a kill. */
const PER_ENDPOINT = 10;
const ROUNDS = 2;
/** Requests in flight at once: the kill lands in the middle of this many. */
const IN_FLIGHT = 12;
/** The kill comes when this share of a round's creates has been answered. */
const KILL_AT = 0.5;

type Account = { id: string; cookie: string };
type Input = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
/** One create as sent: its own key and marker, and who sends it (null: a visitor). */
type Call = { name: string; endpoint: AnyEndpoint; input: Input; as: Account | null; key: string; marker: string; carries: boolean };
type Answer = { status: number; body: string; replayed: boolean };
type Acked = Call & Answer;

/** What a create needs made first, merged over its valid input (and who sends it, when not the caller). */
type Prepared = { params?: Record<string, unknown>; body?: Record<string, unknown>; as?: Account };
type Preparation = (ctx: PrepareContext) => Promise<Prepared>;
type PrepareContext = {
  /** A new member with a confirmed address, signed in. */
  member(): Promise<Account>;
  /** A create of another endpoint from its working valid call (overridden by `prepared`), answering its JSON. */
  create(name: string, as: Account | null, prepared?: Prepared): Promise<Record<string, unknown>>;
  /** Any call of the contract that must succeed, answering its JSON. */
  call(name: string, input: Input, as: Account | null): Promise<Record<string, unknown>>;
};

/**
 * The only per-endpoint knowledge: what a create needs that a valid value cannot name. Each runs once
 * per create (a report or a buddy request is stored once per target and asker, so each needs its own)
 * and may use the creates with no preparation and those listed before it.
 */
const preparations: Record<string, Preparation> = {
  // A private group keeps the request's message, which carries the marker.
  'groups.join': async (ctx) => ({ params: { slug: (await ctx.create('groupAdmin.create', null, { body: { slug: undefined, visibility: 'private' } })).slug } }),
  'groups.createTopic': async (ctx) => {
    const writer = await ctx.member();
    const group = await ctx.create('groupAdmin.create', null, { body: { slug: undefined, visibility: 'open' } });
    await ctx.call('groups.join', { params: { slug: group.slug }, body: {} }, writer);
    return { as: writer, params: { slug: group.slug } };
  },
  'messages.startConversation': async (ctx) => ({ body: { memberId: (await ctx.member()).id } }),
  'messages.send': async (ctx) => ({ params: { id: (await ctx.create('messages.startConversation', null)).id } }),
  'messages.report': async (ctx) => {
    const sender = await ctx.member();
    const conversation = await ctx.create('messages.startConversation', null, { body: { memberId: sender.id } });
    const message = await ctx.create('messages.send', sender, { params: { id: conversation.id } });
    return { body: { messageId: message.id } };
  },
  'forum.report': async (ctx) => ({ body: { targetType: 'post', targetId: (await ctx.create('forum.createPost', await ctx.member())).id } }),
  'buddy.requestMatch': async (ctx) => {
    const [asker, other] = [await ctx.member(), await ctx.member()];
    await ctx.call('buddy.saveShoes', { body: { leftFootSize: 7, rightFootSize: 8 } }, asker);
    await ctx.call('buddy.saveShoes', { body: { leftFootSize: 8, rightFootSize: 7 } }, other);
    return { as: asker, body: { memberId: other.id } };
  },
  'shop.checkout': async (ctx) => {
    const product = await shopProduct(ctx, false, ['M']);
    return { body: { items: [{ variantId: product.variants[0]!.id, quantity: 1 }], email: 'buyer@example.org' } };
  },
  'shop.startSplitPair': async (ctx) => {
    const { first, product, matchId } = await buddiesAndShoes(ctx);
    return { as: first, params: { slug: product.slug }, body: { matchId, leftVariantId: product.variants[0]!.id, rightVariantId: product.variants[1]!.id } };
  },
  'shop.paySplitPairHalf': async (ctx) => {
    const { first, second, product, matchId } = await buddiesAndShoes(ctx);
    const started = await ctx.create('shop.startSplitPair', first, {
      params: { slug: product.slug },
      body: { matchId, leftVariantId: product.variants[0]!.id, rightVariantId: product.variants[1]!.id },
    });
    await ctx.call('payments.testConfirm', { body: { clientSecret: started.clientSecret, paymentMethod: 'pm_card_visa' } }, null);
    return { as: second, params: { id: started.splitPairId } };
  },
  'shop.reportReview': async (ctx) => {
    const product = await shopProduct(ctx, false, ['M']);
    const review = await ctx.call('shop.saveReview', { params: { slug: product.slug }, body: { rating: 2, body: 'The straps wore through within a month for us.' } }, await ctx.member());
    return { params: { id: review.id } };
  },
  // A member joins once at a time: each create is a new member's, at the first level.
  'memberships.join': async (ctx) => ({ as: await ctx.member(), body: { level: 'monthly-5' } }),
  // A payout must fit within what the splits say is owed: a $5 gift paid first, then a one-cent payout.
  'transparencyAdmin.recordPayout': async (ctx) => {
    const gift = await ctx.create('donations.createPaymentIntent', null, { body: { amount: 5, type: 'one-time' } });
    await ctx.call('payments.testConfirm', { body: { clientSecret: gift.clientSecret, paymentMethod: 'pm_card_visa' } }, null);
    return { body: { amountCents: 1, paidOn: '2026-01-05' } };
  },
  // A member tracks at most ten children, so each create is a new member's; dates around today.
  'brace.createChild': async (ctx) => ({ as: await ctx.member(), body: braceChildBody() }),
  'brace.bootsOn': async (ctx) => {
    const parent = await ctx.member();
    return { as: parent, params: { id: (await ctx.create('brace.createChild', parent, { body: braceChildBody() })).id } };
  },
  'brace.addPeriod': async (ctx) => {
    const parent = await ctx.member();
    const child = await ctx.create('brace.createChild', parent, { body: braceChildBody() });
    return { as: parent, params: { id: child.id }, body: { startedAt: new Date(Date.now() - 20 * 3_600_000).toISOString(), endedAt: new Date(Date.now() - 8 * 3_600_000).toISOString() } };
  },
  'brace.createInvite': async (ctx) => {
    const parent = await ctx.member();
    return { as: parent, params: { id: (await ctx.create('brace.createChild', parent, { body: braceChildBody() })).id } };
  },
  'brace.acceptInvite': async (ctx) => {
    const parent = await ctx.member();
    const child = await ctx.create('brace.createChild', parent, { body: braceChildBody() });
    const invite = await ctx.create('brace.createInvite', parent, { params: { id: child.id } });
    return { as: await ctx.member(), params: { token: invite.token } };
  },
  // A push subscription: the browser's own P-256 key and secret, and a push address of its own.
  'push.subscribe': async () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { body: { endpoint: `https://push.example.org/send/${randomBytes(8).toString('hex')}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } } };
  },
  // Wall-clock times no generic value makes; the address is made from the title, as each create needs its own.
  'eventAdmin.create': async () => ({
    body: { slug: undefined, startsLocal: localIn(10, 18), endsLocal: localIn(10, 19), timeZone: 'UTC', format: 'online', joinUrl: null },
  }),
};

/** A child set up in the brace tracker, born four months ago, in boots for two. */
function braceChildBody() {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  return { birthDate: day(-120), braceStartDate: day(-60), timeZone: 'Europe/London', fullTimeHours: 23, fullTimeWeeks: 12, partTimeHours: 12, endAgeMonths: 48, nextVisitDate: null };
}

/** A published product of the given sizes (two of each), made through the admin API for one create. */
async function shopProduct(ctx: PrepareContext, soldInPairs: boolean, sizes: string[]) {
  const tag = randomBytes(6).toString('hex');
  const made = await ctx.create('shopAdmin.createProduct', null, {
    body: {
      slug: `crash-shoes-${tag}`,
      status: 'published',
      soldInPairs,
      allowMismatched: false,
      relatedResourceSlugs: [],
      variants: sizes.map((size, i) => ({ sku: `CRASH-${tag}-${i}`, size, priceCents: 4000, stock: 2 })),
    },
  });
  return made as { slug: string; variants: { id: string }[] };
}

/** Two new members in an accepted buddy match whose feet are each other's opposite, and a shoe in both their sizes. */
async function buddiesAndShoes(ctx: PrepareContext) {
  const [first, second] = [await ctx.member(), await ctx.member()];
  await ctx.call('buddy.saveShoes', { body: { leftFootSize: 5, rightFootSize: 5.5 } }, first);
  await ctx.call('buddy.saveShoes', { body: { leftFootSize: 5.5, rightFootSize: 5 } }, second);
  const match = await ctx.create('buddy.requestMatch', first, { body: { memberId: second.id } });
  await ctx.call('buddy.accept', { params: { id: match.id } }, second);
  return { first, second, matchId: match.id as string, product: await shopProduct(ctx, true, ['5', '5.5']) };
}

const endpointsByName = new Map(allEndpoints().map(({ name, endpoint }) => [name, endpoint]));
const idempotent = allEndpoints().filter(({ endpoint }) => endpoint.idempotent);
const ok = (status: number) => status >= 200 && status < 300;

let dataDir = '';
let postgres: (Database & { url?: string }) | null = null;
let server: ServerProcess | null = null;
let caller: Account;
let members = 0;
/** Each idempotent endpoint's working input (before its marker and preparation), once found. */
const working = new Map<string, Input>();
const acked: Acked[] = [];
/** The first acknowledged create of each endpoint, made before any kill: the footprint the others must have. */
const reference = new Map<string, Acked>();

const serverEnv = () => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: postgres?.url ?? '',
  // The demo content, once (on the first start): the valid values' ids (1, the first of each list) name its rows.
  SEED: 'always',
  // No demo videos: encoding them would add half a minute and nothing this test reads.
  SEED_VIDEOS: 'false',
  // The test hooks make the members; accounts and their sessions live in the database, so they outlive a kill.
  E2E_HOOKS: '1',
  LOG_LEVEL: 'warn',
  CLIENT_DIST: '/nonexistent-client-dist',
  RATE_LIMIT_SCALE: '1000000',
  LOAD_SHEDDING: 'off',
});

async function send(call: Pick<Call, 'endpoint' | 'input' | 'as'> & { key?: string }): Promise<Answer> {
  const { endpoint, input, as, key } = call;
  const headers: Record<string, string> = {};
  if (as) headers.cookie = as.cookie;
  if (key) headers[IDEMPOTENCY_HEADER] = key;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server!.url}${urlOf(endpoint.path, input)}`, {
    method: endpoint.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, body: await res.text(), replayed: res.headers.get('idempotent-replayed') === 'true' };
}

async function mustCall(name: string, input: Input, as: Account | null) {
  const endpoint = endpointsByName.get(name);
  if (!endpoint) throw new Error(`no endpoint ${name} in the contract`);
  const answer = await send({ endpoint, input, as });
  if (!ok(answer.status)) throw new Error(`${name} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body) as Record<string, unknown>;
}

const callerFor = (endpoint: AnyEndpoint) => (endpoint.access === 'public' ? null : caller);

/** One create: the valid input with a fresh marker (and fresh uuids), then what its preparation made. */
async function instantiate(name: string, base: Input, prepared: Prepared = {}): Promise<Call> {
  const endpoint = endpointsByName.get(name)!;
  const marker = newMarker();
  const marked = endpoint.body ? markedValue(endpoint.body, base.body, marker) : { value: undefined, carries: false };
  const body = prepared.body ? { ...(marked.value as object), ...prepared.body } : marked.value;
  return {
    name,
    endpoint,
    input: { ...base, params: { ...base.params, ...prepared.params }, body },
    as: prepared.as ?? callerFor(endpoint),
    key: `crash-${randomBytes(12).toString('hex')}`,
    marker,
    carries: marked.carries,
  };
}

/** An account made through the test hook, which signs it in: its session cookie. */
async function newAccount(role: 'member' | 'admin'): Promise<Account> {
  members += 1;
  const res = await fetch(`${server!.url}/api/test/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `crash-${role}-${members}-${randomBytes(4).toString('hex')}@example.org`, role, emailVerified: true }),
  });
  if (!res.ok) throw new Error(`test account: ${res.status} ${await res.text()}`);
  const sid = res.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  return { id: ((await res.json()) as { id: string }).id, cookie: sid!.split(';')[0]! };
}

const context: PrepareContext = {
  member: () => newAccount('member'),
  async create(name, as, prepared) {
    const base = working.get(name);
    if (!base) throw new Error(`${name} has no working call yet (a preparation may use only creates found before it)`);
    const call = await instantiate(name, base, prepared ?? (await preparations[name]?.(context)));
    return mustCall(name, call.input, as ?? call.as);
  },
  call: mustCall,
};

async function prepare(name: string, base: Input) {
  return instantiate(name, base, await preparations[name]?.(context));
}

/** The inputs worth trying for an endpoint, most complete first (more text fields carry the marker). */
function candidates(endpoint: AnyEndpoint): Input[] {
  const params = Object.fromEntries(Object.entries(fieldsOf(endpoint.params)).map(([key, schema]) => [key, validValue(schema)]));
  const query = Object.fromEntries(
    Object.entries(fieldsOf(endpoint.query)).flatMap(([key, schema]) => (schema.safeParse(undefined).success ? [] : [[key, validValue(schema)]])),
  );
  if (!endpoint.body) return [{ params, query }];
  const bodies = validValues(endpoint.body).slice(0, 8);
  // No ordinary value fits (a browser's push keys): the endpoint's preparation makes the whole body.
  if (!bodies.length) return [{ params, query, body: {} }];
  const full = bodies[0];
  if (full && typeof full === 'object' && !Array.isArray(full)) {
    // The same with only the required fields: an optional one may name something that does not fit (a reply's parent).
    const fields = fieldsOf(endpoint.body);
    const required = Object.fromEntries(Object.entries(full).filter(([key]) => !fields[key]?.safeParse(undefined).success));
    if (endpoint.body.safeParse(required).success) bodies.splice(1, 0, required);
  }
  return bodies.map((body) => ({ params, query, body }));
}

async function startServer() {
  server = await spawnServer(serverEnv());
}

/** `fn` over the items, at most `limit` at once, the results in the items' order. */
async function inParallel<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/**
 * The first of an endpoint's candidate inputs that works twice (each create must work again with a
 * fresh marker and key, as the run sends it many times) and can be found again: kept in `working`,
 * its two creates acknowledged. Answers what went wrong, or null.
 */
async function findWorkingCall({ name, endpoint }: { name: string; endpoint: AnyEndpoint }) {
  const answers: string[] = [];
  for (const base of candidates(endpoint)) {
    const tries: Acked[] = [];
    while (tries.length < 2) {
      const call = await prepare(name, base).catch((error: Error) => error);
      if (call instanceof Error) {
        answers.push(`its preparation failed: ${call.message}`);
        break;
      }
      const answer = await send(call);
      if (!ok(answer.status)) {
        answers.push(`${answer.status} ${answer.body.slice(0, 160)}`);
        break;
      }
      tries.push({ ...call, ...answer });
    }
    if (tries.length < 2) continue;
    if (!tries.every((t) => t.carries || typeof (JSON.parse(t.body) as { id?: unknown }).id === 'string')) {
      answers.push('answered, but its body has no text field to carry a marker and its answer no id to find it by');
      continue;
    }
    working.set(name, base);
    acked.push(...tries);
    reference.set(name, tries[0]!);
    return null;
  }
  return `${name}: no valid call works (${[...new Set(answers)].join('; ')}); add a preparation above`;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubfoot-crash-'));
  if (engine === 'postgres') {
    postgres = await openTestDatabase();
  } else {
    // The run's migrated template, written into this test's own data folder (a new one would run initdb).
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db'), loadDataDir: template });
    await database.close();
  }
  await startServer();
  // Every create is sent as an administrator (past every guard, held by no posting limit), or as a visitor where it is public.
  caller = await newAccount('admin');
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await postgres?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 during writes, then restart: no acknowledged create lost', () => {
  it('has a working call, generic or prepared, for every idempotent create of the contract', async () => {
    const stale = Object.keys(preparations).filter((name) => !idempotent.some((e) => e.name === name));
    expect(stale, 'preparations for endpoints that are not idempotent creates of the contract').toEqual([]);
    // Creates with no preparation first, side by side; then the prepared ones in their order above, as each may build on those before it.
    const generic = await Promise.all(idempotent.filter(({ name }) => !(name in preparations)).map(findWorkingCall));
    const prepared: (string | null)[] = [];
    for (const name of Object.keys(preparations)) prepared.push(await findWorkingCall({ name, endpoint: endpointsByName.get(name)! }));
    expect([...generic, ...prepared].filter(Boolean)).toEqual([]);
  }, 120_000);

  it(`loses no acknowledged create when killed with SIGKILL in the middle of writes (${ROUNDS} times)`, async () => {
    expect(working.size, 'the creates found above').toBeGreaterThan(0);
    const refused: string[] = [];
    let logs = '';
    for (let round = 1; round <= ROUNDS; round += 1) {
      const plan = [...working].flatMap(([name, base]) => Array.from({ length: PER_ENDPOINT }, () => [name, base] as const));
      const calls = await inParallel(plan, 4, ([name, base]) => prepare(name, base));
      // Interleaved (keys are random), so the kill finds every kind of create in flight.
      calls.sort((a, b) => a.key.localeCompare(b.key));
      const killAfter = Math.ceil(calls.length * KILL_AT);
      const running = server!;
      let sent = 0;
      let answered = 0;
      let killed = false;
      const worker = async () => {
        while (!killed && sent < calls.length) {
          const call = calls[sent++]!;
          try {
            const answer = await send(call);
            if (!ok(answer.status)) {
              refused.push(`${call.name}: ${answer.status} ${answer.body.slice(0, 160)}`);
              continue;
            }
            acked.push({ ...call, ...answer });
            answered += 1;
            if (answered >= killAfter && !killed) {
              killed = true;
              running.child.kill('SIGKILL');
            }
          } catch {
            // No answer: the process died with this request in flight. Not acknowledged, so nothing is owed.
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      if (refused.length) logs += running.output();
      if (process.env.CRASH_REPORT) console.log(`${engine} round ${round}: ${calls.length} creates, ${answered} answered, ${sent - answered} sent and never answered (in flight at the kill)`);
      expect(killed, `round ${round} reached ${killAfter} answers`).toBe(true);
      expect((await running.exited).signal).toBe('SIGKILL');
      await startServer();
    }
    expect(refused, `the server's log:\n${logs.slice(-6000)}`).toEqual([]);

    // After the last restart: a new create of each kind succeeds (and is checked like the others).
    for (const [name, base] of working) {
      const call = await prepare(name, base);
      const answer = await send(call);
      expect(answer.status, `${name} after the restart: ${answer.body}`).toBeLessThan(300);
      acked.push({ ...call, ...answer });
    }
  }, 120_000);

  it('answers every acknowledged create again, the same, when repeated with its key', async () => {
    const mismatches: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < acked.length) {
        const first = acked[next++]!;
        const again = await send(first);
        if (again.status !== first.status || again.body !== first.body || !again.replayed) {
          mismatches.push(`${first.name} ${first.key}: ${first.status} then ${again.status}${again.replayed ? ' (replayed)' : ''} ${again.body.slice(0, 160)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('holds every acknowledged create exactly once in the database', async () => {
    // Stopped first: the embedded database is open in one process at a time.
    const running = server!;
    running.child.kill('SIGTERM');
    expect((await running.exited).code, running.output()).toBe(0);
    const database = postgres ?? (await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }));
    let found: Map<string, Footprint>;
    try {
      const ids = acked.filter((a) => !a.carries).map((a) => (JSON.parse(a.body) as { id: string }).id);
      found = await footprints(database.db, ids, [getTableName(idempotencyKeys), getTableName(rateLimitCounters)]);
    } finally {
      if (!postgres) await database.close();
    }
    const tokenOf = (a: Acked) => (a.carries ? a.marker : (JSON.parse(a.body) as { id: string }).id);
    const problems: string[] = [];
    for (const [name, first] of reference) {
      const expected = found.get(tokenOf(first));
      if (!expected) problems.push(`${name}: its first create (before any kill) left no row holding its marker: the marker is not stored`);
    }
    for (const a of acked) {
      const expected = found.get(tokenOf(reference.get(a.name)!));
      const actual = found.get(tokenOf(a)) ?? {};
      if (expected && JSON.stringify(actual) !== JSON.stringify(expected)) {
        problems.push(`${a.name} ${a.key}: rows ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}${Object.keys(actual).length ? '' : ' (lost)'}`);
      }
    }
    if (process.env.CRASH_REPORT) {
      console.log(`${engine}: ${acked.length} acknowledged creates of ${reference.size} endpoints found once each`);
      for (const [name, first] of reference) console.log(`  ${name}: ${acked.filter((a) => a.name === name).length}, each ${JSON.stringify(found.get(tokenOf(first)))}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
