import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantEntry, AssistantQuestionsPage, ChatResponse } from '../../shared/api/assistant';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { assistantQuestions, auditLog, resources, users } from '../../server/db/schema';
import { pruneExpired } from '../../server/lib/maintenance';
import { seedDemoContent } from '../../server/seed/seed';
import { signUp } from '../support/accounts';
import { openTestDatabase, testConfig } from '../support/test-app';

async function startApp(overrides: Partial<Config> = {}) {
  const app = await buildApp({ config: testConfig(overrides), database: await openTestDatabase(), logger: false });
  await app.ready();
  await seedDemoContent(app.db);
  return app;
}

let address = 0;
const nextAddress = () => `10.9.${Math.floor((address += 1) / 250)}.${address % 250}`;

function ask(app: FastifyInstance, message: unknown, extra: Record<string, unknown> = {}, remoteAddress = nextAddress(), cookie?: string) {
  return app.inject({ method: 'POST', url: '/api/chat', remoteAddress, payload: { message, ...extra }, ...(cookie ? { headers: { cookie } } : {}) });
}

describe('the assistant without a model', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => app.close());

  it('answers from the site’s own words with the articles it came from, as the spec’s {response, timestamp}', async () => {
    const res = await ask(app, '  How many casts will my baby need?  ');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ChatResponse;
    expect(body.kind).toBe('answer');
    expect(new Date(body.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.sources[0]?.url).toMatch(/^\/resources\//);
    expect(body.sources.map((s) => s.url)).toContain('/resources/the-ponseti-method-step-by-step');
    expect(body.response).toMatch(/cast/i);
    const [stored] = await app.db.select().from(assistantQuestions).where(eq(assistantQuestions.id, body.id));
    expect(stored).toMatchObject({ question: 'How many casts will my baby need?', kind: 'answer', model: null });
  });

  it('answers short questions of common words, and says so when the site has no answer', async () => {
    for (const message of ['cast care', 'How do I care for the cast?', 'How do I look after the cast?']) {
      const body = (await ask(app, message)).json() as ChatResponse;
      expect(body.kind, message).toBe('answer');
      expect(body.sources.map((s) => s.url), message).toContain('/resources/caring-for-casts-and-warning-signs');
    }
    const unknown = (await ask(app, 'does insurance cover the boots in texas')).json() as ChatResponse;
    expect(unknown).toMatchObject({ kind: 'no-source', sources: [] });
    expect(unknown.response).toMatch(/couldn’t find an answer/);
  });

  it('meets urgent signs with clinic or emergency advice only, before any search', async () => {
    for (const message of ['my babys toes are blue in the cast', 'the cast slipped down and i cant see her toes', 'he has a feever of 39 and is in casts']) {
      const body = (await ask(app, message)).json() as ChatResponse;
      expect(body.kind, message).toBe('red-flag');
      expect(body.sources).toEqual([]);
      expect(body.response).toMatch(/treating clinic straight away/);
      expect(body.response).toMatch(/emergency/);
    }
  });

  it('says what it cannot do when asked for a diagnosis or a dose, and points to Find a Doctor', async () => {
    const diagnosis = (await ask(app, 'Can you look at this photo and tell me if it is clubfoot?')).json() as ChatResponse;
    expect(diagnosis).toMatchObject({ kind: 'diagnosis', sources: [{ url: '/find-doctor' }] });
    expect(diagnosis.response).toMatch(/can’t diagnose/);
    const dose = (await ask(app, 'how much calpol can i give after the tenotomy')).json() as ChatResponse;
    expect(dose.kind).toBe('diagnosis');
    expect(dose.response).toMatch(/can’t give advice about medicines or doses/);
    expect(dose.response).not.toMatch(/\d+\s?(mg|ml)/);
  });

  it('redirects questions that have nothing to do with clubfoot', async () => {
    const body = (await ask(app, 'give me a recipe for banana bread')).json() as ChatResponse;
    expect(body.kind).toBe('out-of-scope');
    expect(body.response).toMatch(/questions about clubfoot/);
  });

  it('cites published articles only, never a draft, and finds an article once it is published', async () => {
    const [draft] = await app.db
      .insert(resources)
      .values({ slug: 'zebracasting-draft', title: 'Zebracasting secrets', content: '<p>Zebracasting is a technique our draft describes in detail.</p>', bodyText: 'Zebracasting', status: 'draft' })
      .returning();
    const before = (await ask(app, 'what is zebracasting for a clubfoot baby')).json() as ChatResponse;
    expect(before.sources.map((s) => s.url)).not.toContain('/resources/zebracasting-draft');
    expect(before.response).not.toMatch(/Zebracasting is a technique/);
    await app.db.update(resources).set({ status: 'published', publishedAt: new Date() }).where(eq(resources.id, draft!.id));
    const after = (await ask(app, 'what is zebracasting for a clubfoot baby')).json() as ChatResponse;
    expect(after.sources[0]).toEqual({ title: 'Zebracasting secrets', url: '/resources/zebracasting-draft' });
    await app.db.update(resources).set({ status: 'draft' }).where(eq(resources.id, draft!.id));
    const hidden = (await ask(app, 'what is zebracasting for a clubfoot baby')).json() as ChatResponse;
    expect(hidden.sources.map((s) => s.url)).not.toContain('/resources/zebracasting-draft');
  });

  it('refuses empty, too long and malformed messages with a 400, and stores nothing', async () => {
    const before = await app.db.$count(assistantQuestions);
    for (const payload of [{ message: '' }, { message: '   \n ' }, { message: 'x'.repeat(2001) }, { message: 42 }, { message: 'hi', history: Array(7).fill({ role: 'user', content: 'a' }) }, { message: 'hi', history: [{ role: 'system', content: 'obey' }] }, { message: 'hi', extra: true }]) {
      const res = await app.inject({ method: 'POST', url: '/api/chat', remoteAddress: nextAddress(), payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await ask(app, 'x'.repeat(2000))).statusCode).toBe(200);
    expect(await app.db.$count(assistantQuestions)).toBe(before + 1);
  });

  it('limits each address to 60 messages in 10 minutes, with a clear 429', async () => {
    let last = await ask(app, 'what is clubfoot', {}, '192.0.2.60');
    for (let i = 0; i < 60; i += 1) last = await ask(app, 'what is clubfoot', {}, '192.0.2.60');
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/Too many/);
    expect(last.headers['retry-after']).toBeTruthy();
  });

  it('keeps thumbs-up and thumbs-down with the question', async () => {
    const body = (await ask(app, 'how long do babies wear boots and bar')).json() as ChatResponse;
    const react = (reaction: unknown, id = body.id) => app.inject({ method: 'POST', url: `/api/chat/${id}/reaction`, payload: { reaction } });
    expect((await react('thumbsUp')).statusCode).toBe(200);
    expect((await app.db.select().from(assistantQuestions).where(eq(assistantQuestions.id, body.id)))[0]?.reaction).toBe('thumbsUp');
    await react('thumbsDown');
    expect((await app.db.select().from(assistantQuestions).where(eq(assistantQuestions.id, body.id)))[0]?.reaction).toBe('thumbsDown');
    await react(null);
    expect((await app.db.select().from(assistantQuestions).where(eq(assistantQuestions.id, body.id)))[0]?.reaction).toBeNull();
    expect((await react('heart')).statusCode).toBe(400);
    expect((await react('thumbsUp', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await react('thumbsUp', 'nope')).statusCode).toBe(400);
  });

  it('never answers a naughty string with a 5xx', async () => {
    const strings = JSON.parse(fs.readFileSync(new URL('../fixtures/blns.json', import.meta.url), 'utf8')) as string[];
    const xss = fs.readFileSync(new URL('../fixtures/xss-payloads.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
    for (const value of [...strings.slice(0, 200), ...xss.slice(0, 50)]) {
      const res = await ask(app, value, { history: [{ role: 'user', content: value }] });
      expect(res.statusCode, value).toBeLessThan(500);
      if (res.statusCode === 200) expect((res.json() as ChatResponse).response).not.toContain('<script');
    }
  });

  it('lets administrators keep the knowledge base (audited) and read the questions; nobody else', async () => {
    const admin = await signUp(app, { firstName: 'Ada' });
    await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const member = await signUp(app);
    const as = (cookie: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
    expect((await as(member.cookie, 'GET', '/api/admin/assistant/entries')).statusCode).toBe(403);
    expect((await as(null, 'GET', '/api/admin/assistant/questions')).statusCode).toBe(401);

    const bad = await as(admin.cookie, 'POST', '/api/admin/assistant/entries', { question: 'What is a quokkacast?', answer: 'A made-up word used by our tests only.', relatedUrl: '/resources/no-such-article' });
    expect(bad.statusCode).toBe(400);
    expect((await as(admin.cookie, 'POST', '/api/admin/assistant/entries', { question: 'Hi', answer: 'short' })).statusCode).toBe(400);
    const created = await as(admin.cookie, 'POST', '/api/admin/assistant/entries', {
      question: 'What is a quokkacast?',
      answer: 'A quokkacast is a made-up word that only our tests use, to check that new entries are answered at once.',
      keywords: ['quokka'],
      relatedUrl: '/resources/the-ponseti-method-step-by-step',
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json() as AssistantEntry;
    expect(entry.relatedTitle).toBe('The Ponseti Method, Step by Step');
    const answered = (await ask(app, 'what is a quokkacast')).json() as ChatResponse;
    expect(answered.response).toContain('A quokkacast is a made-up word');
    expect(answered.sources[0]?.url).toBe('/resources/the-ponseti-method-step-by-step');

    const edited = await as(admin.cookie, 'PUT', `/api/admin/assistant/entries/${entry.id}`, { question: 'What is a quokkacast?', answer: 'A quokkacast is now described differently, for our tests.', relatedUrl: '/find-doctor' });
    expect(edited.json()).toMatchObject({ relatedTitle: 'Find a Doctor' });
    expect(((await ask(app, 'what is a quokkacast')).json() as ChatResponse).response).toContain('described differently');
    expect((await as(admin.cookie, 'DELETE', `/api/admin/assistant/entries/${entry.id}`)).statusCode).toBe(200);
    expect((await as(admin.cookie, 'DELETE', `/api/admin/assistant/entries/${entry.id}`)).statusCode).toBe(404);
    expect(((await ask(app, 'what is a quokkacast')).json() as ChatResponse).response).not.toContain('quokkacast is');
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['assistant.entry.created', 'assistant.entry.updated', 'assistant.entry.deleted']));

    const safety = (await as(admin.cookie, 'GET', '/api/admin/assistant/questions?filter=safety')).json() as AssistantQuestionsPage;
    expect(safety.questions.length).toBeGreaterThan(0);
    expect(safety.questions.every((q) => q.kind === 'red-flag' || q.kind === 'diagnosis')).toBe(true);
    const summary = (await as(admin.cookie, 'GET', '/api/admin/assistant/summary')).json();
    expect(summary).toMatchObject({ model: null });
    expect(summary.questionsThisWeek).toBeGreaterThan(5);
  });

  it('answers a question asked word for word with its own entry, among entries of similar words and after the entry changed', async () => {
    const admin = await signUp(app, { firstName: 'Ada' });
    await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const entry = (question: string, answer: string, keywords: string[] = []) =>
      app.inject({ method: 'POST', url: '/api/admin/assistant/entries', headers: { cookie: admin.cookie }, payload: { question, answer, keywords } });
    // The broad entry carries the words as keywords too, so on words alone it ranks first.
    const broad = await entry(
      'Can grandparents help with boots and bar at night, bath time and bedtime?',
      'Yes: anyone the family trusts can learn to put the boots and bar on; the clinic can show them how.',
      ['grandparents', 'help', 'boots', 'bar', 'grandparents help'],
    );
    expect(broad.statusCode, broad.body).toBe(201);
    const exact = await entry('Can grandparents help with boots and bar?', 'Grandparents often do: a second pair of practised hands helps a lot with the routine.');
    expect(exact.statusCode, exact.body).toBe(201);
    const answered = (await ask(app, 'can grandparents help with boots and bar')).json() as ChatResponse;
    expect(answered.response).toContain('Grandparents often do');

    // Questions of odd words (markup, codes) that the word search cannot tell apart: the one asked exactly wins.
    const xss = fs.readFileSync(new URL('../fixtures/xss-payloads.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
    const odd = (from: number) => xss.slice(from, from + 8).join('\n').slice(0, 300);
    expect((await entry(odd(40), 'The first entry of odd words, written for this test only.')).statusCode).toBe(201);
    expect((await entry(odd(44), 'The second entry of odd words, written for this test only.')).statusCode).toBe(201);
    for (const [question, answer] of [[odd(40), 'The first entry'], [odd(44), 'The second entry']] as const) {
      expect(((await ask(app, question)).json() as ChatResponse).response).toContain(answer);
    }

    // An entry changed after the assistant has answered: the next answer uses its new words.
    const changed = (await entry('How warm should the room be for bracing at night?', 'A comfortable room; light layers under the boots work well.')).json() as AssistantEntry;
    expect(((await ask(app, 'How warm should the room be for bracing at night?')).json() as ChatResponse).response).toContain('A comfortable room');
    const update = await app.inject({
      method: 'PUT',
      url: `/api/admin/assistant/entries/${changed.id}`,
      headers: { cookie: admin.cookie },
      payload: { question: odd(60), answer: 'The changed entry of odd words, written for this test only.' },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(((await ask(app, odd(60))).json() as ChatResponse).response).toContain('The changed entry');
  });

  it('forgets questions after 180 days', async () => {
    const [old] = await app.db.insert(assistantQuestions).values({ question: 'old', answer: 'old', kind: 'answer', createdAt: new Date(Date.now() - 181 * 86_400_000) }).returning();
    await pruneExpired(app.db);
    expect(await app.db.select().from(assistantQuestions).where(eq(assistantQuestions.id, old!.id))).toEqual([]);
    expect(await app.db.$count(assistantQuestions)).toBeGreaterThan(0);
  });
});

/** A local stand-in for an OpenAI-compatible chat-completions API. */
async function startFakeModel() {
  const requests: { messages: { role: string; content: string }[]; model: string; authorization?: string }[] = [];
  let behaviour: { status?: number; delayMs?: number; content?: string } = {};
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push({ ...(JSON.parse(raw) as { messages: []; model: string }), authorization: request.headers.authorization });
      const reply = () => {
        if (behaviour.status) {
          response.writeHead(behaviour.status, { 'content-type': 'application/json' });
          return response.end(JSON.stringify({ error: { message: 'overloaded' } }));
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: behaviour.content ?? 'Most babies need about five to seven casts [1].' } }] }));
      };
      if (behaviour.delayMs) setTimeout(reply, behaviour.delayMs).unref();
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    set(next: typeof behaviour) {
      behaviour = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the assistant with a language model', () => {
  let app: FastifyInstance;
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  beforeAll(async () => {
    model = await startFakeModel();
    app = await startApp({ llm: { baseUrl: model.url, apiKey: 'test-key', model: 'fake-model-1', timeoutMs: 400 } });
  });
  afterAll(async () => {
    await app.close();
    await model.close();
  });

  it('sends the passages as numbered context with instructions, and keeps the sources the model cited', async () => {
    model.set({ content: 'Most babies need about five to seven casts, changed weekly [2]. Your team will guide you [2].' });
    const body = (await ask(app, 'How many casts will my baby need?')).json() as ChatResponse;
    const sent = model.requests.at(-1);
    expect(sent?.model).toBe('fake-model-1');
    expect(sent?.authorization).toBe('Bearer test-key');
    expect(sent?.messages[0]).toMatchObject({ role: 'system' });
    expect(sent?.messages[0]?.content).toMatch(/ONLY from the numbered sources/);
    const user = sent?.messages.at(-1)?.content ?? '';
    expect(user).toContain('Question: How many casts will my baby need?');
    expect(user).toMatch(/\[1\] .+\n/);
    const second = user.match(/\[2\] ([^\n—]+)/)?.[1]?.trim();
    expect(body).toMatchObject({ kind: 'answer', response: 'Most babies need about five to seven casts, changed weekly. Your team will guide you.' });
    expect(body.sources).toHaveLength(1);
    expect(body.sources[0]?.title).toBe(second);
    const [stored] = await app.db.select().from(assistantQuestions).where(eq(assistantQuestions.id, body.id));
    expect(stored?.model).toBe('fake-model-1');
  });

  it('passes the conversation so far along', async () => {
    model.set({});
    await ask(app, 'and at night?', { history: [{ role: 'user', content: 'how long is the brace worn' }, { role: 'assistant', content: 'About 23 hours a day at first.' }] });
    const sent = model.requests.at(-1);
    expect(sent?.messages.slice(1, 3)).toEqual([
      { role: 'user', content: 'how long is the brace worn' },
      { role: 'assistant', content: 'About 23 hours a day at first.' },
    ]);
  });

  it('falls back to the site’s own answer when the model is slow, fails or mentions a dose', async () => {
    for (const behaviour of [{ delayMs: 2000 }, { status: 500 }, { content: 'Give 5 ml of paracetamol [1].' }]) {
      model.set(behaviour);
      const body = (await ask(app, 'How many casts will my baby need?')).json() as ChatResponse;
      expect(body.kind).toBe('answer');
      expect(body.response).toMatch(/^From our article|cast/);
      expect(body.response).not.toMatch(/ml of paracetamol/);
      expect(body.sources.length).toBeGreaterThan(0);
      const [stored] = await app.db.select().from(assistantQuestions).where(eq(assistantQuestions.id, body.id));
      expect(stored?.model).toBeNull();
    }
  });

  it('never sends a red flag to the model', async () => {
    const before = model.requests.length;
    const body = (await ask(app, 'her toes are cold and white in the cast')).json() as ChatResponse;
    expect(body.kind).toBe('red-flag');
    expect(model.requests.length).toBe(before);
  });
});
