import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db';
import { braceReminders, forumCategories, forumTopics, jobs, notifications, users } from '../../server/db/schema';
import { ACCOUNT_LIMITS } from '../../server/lib/rate-limits';
import { openEventStream } from '../support/event-stream';
import { requestServer as call, type ServerAnswer, type ServerProcess, sessionCookieOf, spawnServer } from '../support/server-process';
import { engine, openTestDatabase } from '../support/test-app';

/**
 * Issue 28, several instances proven: two real server processes, A and B, on one PostgreSQL database
 * (each with its own data folder, as on two machines). No balancer: each request names its instance,
 * and its client's address as a balancer passes it on (X-Forwarded-For). A session, a live message, a
 * forum change, the job queue and a sign-in limit are checked across the two, and A is killed with
 * SIGKILL in the middle of writes while B carries on. Only on PostgreSQL: PGlite is one process's
 * embedded database. Shared uploaded files are tests/api/object-storage.test.ts's.
 */

async function whyNotRun(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (engine !== 'postgres' || !url) return 'two server processes can share a database only on PostgreSQL (the api-postgres project, with TEST_DATABASE_URL)';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return `the PostgreSQL server of TEST_DATABASE_URL does not answer (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}
const skipReason = await whyNotRun();
if (skipReason) console.log(`tests/api/multi-instance.test.ts skipped: ${skipReason}`);

const PASSWORD = 'two-instances-password';
const tag = () => randomBytes(4).toString('hex');
let lastAddress = 0;
/** A client address of its own (documentation range, RFC 5737): each check meets only its own per-address limits. */
const newAddress = () => `203.0.113.${(lastAddress += 1)}`;

/** The ids in a list's answer. */
const idsOf = (items: unknown) => (items as { id: number }[]).map((item) => item.id);

/** Waits for `promise`, failing with `what` after `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `check` (every 20 ms) until it holds, or fails after `ms`. */
async function until(what: string, ms: number, check: () => Promise<boolean>) {
  const started = Date.now();
  for (;;) {
    if (await check()) return;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every e-mail both instances wrote: its recipient per file (`To:` of the .eml). */
function outboxRecipients(dataDirs: string[]) {
  return dataDirs.flatMap((dir) => {
    const outbox = path.join(dir, 'outbox');
    if (!fs.existsSync(outbox)) return [];
    return fs.readdirSync(outbox).map((file) => /^To: (.+)$/m.exec(fs.readFileSync(path.join(outbox, file), 'utf8'))?.[1]?.trim() ?? '');
  });
}

describe.skipIf(skipReason !== null)('two server processes on one database', () => {
  let database: Database & { url?: string };
  let categoryId: number;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  type Account = { id: string; email: string; cookie: string };
  let admin: Account;

  /** An account made through `server`'s test hook (signed in there), past the new members' first day. */
  async function account(server: ServerProcess, role: 'member' | 'admin' = 'member'): Promise<Account> {
    const email = `two-${role}-${tag()}@example.org`;
    const made = await call(server, 'POST', '/api/test/users', { body: { email, role, password: PASSWORD, emailVerified: true } });
    expect(made.status, made.text).toBe(200);
    const id = made.body.id as string;
    await database.db.update(users).set({ createdAt: new Date(Date.now() - 3 * 86_400_000) }).where(eq(users.id, id));
    return { id, email, cookie: sessionCookieOf(made)! };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    const [category] = await database.db.insert(forumCategories).values({ slug: 'two-instances', name: 'Two instances' }).returning();
    categoryId = category!.id;
    const env = (dataDir: string) => ({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url!,
      SEED: 'never',
      E2E_HOOKS: '1',
      LOG_LEVEL: 'warn',
      CLIENT_DIST: '/nonexistent-client-dist',
      // Real limits; each check comes from its own addresses (X-Forwarded-For, as behind a balancer).
      RATE_LIMIT_SCALE: '1',
      TRUST_PROXY: 'true',
      LOAD_SHEDDING: 'off',
    });
    for (const name of ['a', 'b']) dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), `clubfoot-instance-${name}-`)));
    // Started together, as a deployment starts its instances.
    [a, b] = await Promise.all([spawnServer(env(dataDirs[0]!)), spawnServer(env(dataDirs[1]!))]);
    admin = await account(a, 'admin');
  }, 120_000);

  afterAll(async () => {
    for (const server of [b, a]) {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    await database?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes a session signed in through A on B, and ends it on B when signed out through A', async () => {
    const member = await account(b);
    const ip = newAddress();
    const signedIn = await call(a, 'POST', '/api/auth/login', { ip, body: { email: member.email, password: PASSWORD } });
    expect(signedIn.status, signedIn.text).toBe(200);
    const cookie = sessionCookieOf(signedIn)!;
    const onB = await call(b, 'GET', '/api/auth/user', { cookie });
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ id: member.id, email: member.email });

    expect((await call(a, 'POST', '/api/auth/logout', { cookie })).status).toBe(200);
    expect((await call(b, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('delivers a message sent through A to a live stream held open on B', async () => {
    const member = await account(b);
    const stream = await openEventStream(b.url, member.cookie);
    try {
      expect(stream.status).toBe(200);
      await within(stream.next('ready'), 5_000, 'the stream on B says it is ready');
      const conversation = await call(a, 'POST', '/api/messages/conversations', { cookie: admin.cookie, body: { memberId: member.id } });
      expect(conversation.status, conversation.text).toBe(201);
      const sent = await call(a, 'POST', `/api/messages/conversations/${conversation.body.id}/messages`, { cookie: admin.cookie, body: { body: 'Sent through A, heard on B' } });
      expect(sent.status, sent.text).toBe(201);
      const event = await within(stream.next('message'), 5_000, "the message on B's stream");
      expect(event.id).toBe(String(sent.body.id));
      expect(event.data).toMatchObject({ message: { id: sent.body.id, body: 'Sent through A, heard on B', senderId: admin.id } });
    } finally {
      stream.close();
    }
  });

  it('shows a new topic and a new reply made through A on B within a second, though B had kept its pages', async () => {
    const listed = async () => idsOf((await call(b, 'GET', '/api/forum/topics')).body);
    await listed();
    const topic = await call(a, 'POST', '/api/forum/topics', { cookie: admin.cookie, body: { title: `Seen on both ${tag()}`, content: 'Written through A.', categoryId } });
    expect(topic.status, topic.text).toBe(201);
    await until("the topic in B's list", 1_000, async () => (await listed()).includes(topic.body.id as number));

    const replies = async () => idsOf((await call(b, 'GET', `/api/forum/topics/${topic.body.slug}`)).body.posts);
    expect(await replies()).toEqual([]);
    const reply = await call(a, 'POST', '/api/forum/posts', { cookie: admin.cookie, body: { topicId: topic.body.id, content: 'A reply through A.' } });
    expect(reply.status, reply.text).toBe(201);
    await until("the reply on B's topic page", 1_000, async () => (await replies()).includes(reply.body.id as number));
  });

  it('runs each queued job once across both: e-mails, brace reminders and video processing', async () => {
    // E-mails: contact messages through A and B in turn, each confirmed to its sender by one e-mail.
    const senders = Array.from({ length: 12 }, (_, i) => `contact-${i}-${tag()}@example.org`);
    await Promise.all(
      senders.map(async (email, i) => {
        const sent = await call(i % 2 ? b : a, 'POST', '/api/contact', { ip: newAddress(), body: { name: 'Ana', email, subject: `Question ${i}`, message: 'Does this reach you once?' } });
        expect(sent.status, sent.text).toBe(201);
      }),
    );

    // Reminders: members whose boots-on reminder (by e-mail) fell due a minute ago, and two sweeps
    // due at once (two instances starting together may each queue one).
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const parents = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const server = i % 2 ? b : a;
        const parent = await account(server);
        const child = await call(server, 'POST', '/api/brace-tracker/children', {
          cookie: parent.cookie,
          body: { name: `Kid ${i}`, birthDate: day(-120), braceStartDate: day(-60), timeZone: 'Europe/London', fullTimeHours: 23, fullTimeWeeks: 12, partTimeHours: 12, endAgeMonths: 48 },
        });
        expect(child.status, child.text).toBe(201);
        const saved = await call(server, 'PUT', `/api/brace-tracker/children/${child.body.id}/reminders`, {
          cookie: parent.cookie,
          body: { bootsOnTime: '07:00', skinCheckTime: null, milestones: false, email: true },
        });
        expect(saved.status, saved.text).toBe(200);
        return parent;
      }),
    );
    const parentIds = parents.map((parent) => parent.id);
    await database.db.update(braceReminders).set({ nextBootsOn: new Date(Date.now() - 60_000) }).where(inArray(braceReminders.userId, parentIds));
    await database.db.insert(jobs).values([0, 1].map(() => ({ kind: 'brace.reminders', payload: {} })));

    // Video processing (its own lane): jobs for videos that are gone, so each run is quick and does nothing else.
    await database.db.insert(jobs).values([1, 2, 3, 4].map((n) => ({ kind: 'video.process', payload: { videoId: 2_000_000_000 + n } })));

    const expected = { 'contact.received': senders.length, 'brace.reminder-email': parents.length, 'video.process': 4 };
    const kinds = [...Object.keys(expected), 'brace.reminders'];
    const rows = () => database.db.select({ kind: jobs.kind, attempts: jobs.attempts, doneAt: jobs.doneAt, lastError: jobs.lastError }).from(jobs).where(inArray(jobs.kind, kinds));
    // Both workers poll every 5 s (and the one that took a request is nudged at once).
    await until('every job done', 20_000, async () => {
      const done = (await rows()).filter((row) => row.doneAt);
      return Object.entries(expected).every(([kind, n]) => done.filter((row) => row.kind === kind).length >= n);
    });
    const all = await rows();
    for (const [kind, n] of Object.entries(expected)) expect(all.filter((row) => row.kind === kind).length, kind).toBe(n);
    // Each taken once: a second claim of the same job would have counted a second attempt.
    expect(all.filter((row) => row.doneAt && row.attempts !== 1)).toEqual([]);
    expect(all.filter((row) => row.lastError)).toEqual([]);

    // One e-mail per contact message and per due reminder, whichever instance sent it.
    const mine = new Set([...senders, ...parents.map((parent) => parent.email)]);
    const sent = outboxRecipients(dataDirs).filter((to) => mine.has(to));
    expect(sent.sort()).toEqual([...mine].sort());
    const notices = await database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(inArray(notifications.userId, parentIds), eq(notifications.kind, 'brace.reminder')));
    expect(notices.map((notice) => notice.userId).sort()).toEqual([...parentIds].sort());
  }, 60_000);

  it('holds a sign-in limit across both: failures alternating between A and B trip it where one instance would', async () => {
    const max = ACCOUNT_LIMITS.signInFailuresPerAccountAndIp.max;
    const expected = [...Array<number>(max).fill(401), 429];
    const failures = async (servers: ServerProcess[]) => {
      const member = await account(a);
      const ip = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= max; i += 1) {
        statuses.push((await call(servers[i % servers.length]!, 'POST', '/api/auth/login', { ip, body: { email: member.email, password: 'not-the-password' } })).status);
      }
      // Held: the right password from this address waits out the window too, on either instance.
      const right = await Promise.all(servers.map(async (server) => (await call(server, 'POST', '/api/auth/login', { ip, body: { email: member.email, password: PASSWORD } })).status));
      return { statuses, right };
    };
    expect(await failures([a])).toEqual({ statuses: expected, right: [429] });
    expect(await failures([a, b])).toEqual({ statuses: expected, right: [429, 429] });

    // Guesses sent all at once, half through each: no more of them are tried than one at a time.
    const member = await account(b);
    const ip = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 3 * max }, async (_, i) => (await call(i % 2 ? b : a, 'POST', '/api/auth/login', { ip, body: { email: member.email, password: `guess-number-${i}` } })).status),
    );
    expect(burst.filter((status) => status === 401).length).toBe(max);
    expect(burst.filter((status) => status === 429).length).toBe(2 * max);
  });

  it('loses no write A acknowledged when A is killed mid-write; B answers retries of them once, and carries on', async () => {
    type Create = { key: string; body: { title: string; content: string; categoryId: number }; answer?: ServerAnswer };
    const creates: Create[] = Array.from({ length: 200 }, (_, n) => ({
      key: `two-${tag()}-${n}`,
      body: { title: `Written before the kill ${n} ${tag()}`, content: `Number ${n}.`, categoryId },
    }));
    const send = (server: ServerProcess, create: Create) => call(server, 'POST', '/api/forum/topics', { cookie: admin.cookie, key: create.key, body: create.body });
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed && next < creates.length) {
        const create = creates[next++]!;
        try {
          create.answer = await send(a, create);
        } catch (error) {
          // No answer: in flight when A died, so never acknowledged.
          if (killed) continue;
          throw error;
        }
        if (creates.filter((c) => c.answer?.status === 201).length >= 30 && !killed) {
          killed = true;
          a.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    expect((await a.exited).signal).toBe('SIGKILL');
    const sent = creates.slice(0, next);
    const acked = sent.filter((create) => create.answer);
    expect(acked.filter((create) => create.answer!.status !== 201).map((create) => create.answer!.text)).toEqual([]);
    expect(sent.length, 'some creates were in flight at the kill').toBeGreaterThan(acked.length);

    for (const { answer } of acked) {
      const read = await call(b, 'GET', `/api/forum/topics/${answer!.body.slug}`);
      expect(read.status, `topic ${answer!.body.slug} through B`).toBe(200);
      expect(read.body.id).toBe(answer!.body.id);
    }
    // As a balancer's client would: each create sent again through B with its key. An acknowledged one
    // is answered as before; one in flight at the kill is made now, or answered as made if A had committed it.
    for (const create of sent) {
      const again = await send(b, create);
      expect(again.status, again.text).toBe(201);
      if (create.answer) expect({ id: again.body.id, replayed: again.replayed }).toEqual({ id: create.answer.body.id, replayed: true });
    }
    const titles = sent.map((create) => create.body.title);
    const stored = await database.db.select({ title: forumTopics.title }).from(forumTopics).where(inArray(forumTopics.title, titles));
    expect(stored.map((row) => row.title).sort(), 'each create stored exactly once').toEqual([...titles].sort());

    const after = await call(b, 'POST', '/api/forum/topics', { cookie: admin.cookie, body: { title: `Written after the kill ${tag()}`, content: 'B carries on.', categoryId } });
    expect(after.status, after.text).toBe(201);
    expect(idsOf((await call(b, 'GET', '/api/forum/topics')).body)).toContain(after.body.id);
  }, 60_000);
});
