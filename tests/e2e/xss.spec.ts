import type { Browser, BrowserContext } from '@playwright/test';
import type { z } from 'zod';
import { allEndpoints } from '../../shared/api/contract';
import type { AnyEndpoint, ShownOn, Viewer, WrittenCall } from '../../shared/api/endpoint';
import { validValue } from '../support/fuzz-inputs';
import { expect, expectAccessible, test, uniqueEmail } from './fixtures';
import { activeMarkup, askAssistant, corpusStart, executions, installXssHook, markerOf, pack, roomOf, setField, shownMarkers, textFields, topFieldOf } from './support/xss';
import { type Actor, api, type Cast, scenes } from './support/xss-scenes';

/**
 * The XSS corpus (tests/fixtures/xss-payloads.txt) through every text field of every write that
 * shows its text somewhere (`shownOn` in the contract), into each page that shows it, opened in
 * Chromium as the viewer the contract names. On every page: nothing a payload would do has run (a
 * hook counts dialogs, window.open and every CSP violation), no active markup is in the page, and
 * each field's text is there to read. A new endpoint or text field is covered by the contract alone.
 *
 * Each field holds as many payloads as fit, from its own place in the corpus; a write is repeated
 * until its largest field has carried the whole corpus, at most XSS_ROUNDS times (default 1: each field starts
 * at its own place in the corpus, so together the fields carry all of it; set it higher for a
 * deeper run by hand).
 */

// Each test opens its own pages as its own viewer: they spread over both workers instead of queueing on one.
test.describe.configure({ mode: 'parallel' });

const MAX_ROUNDS = Number(process.env.XSS_ROUNDS ?? 1);

const writes = allEndpoints().filter(({ endpoint: e }) => e.method !== 'GET' && e.access !== 'test' && textFields(e).length > 0);

test('every write with a text field says where its text is shown', () => {
  const undeclared = writes.filter(({ endpoint: e }) => e.shownOn === undefined).map(({ name }) => name);
  expect(undeclared, 'add shownOn to these endpoints in shared/api (an empty list when no one sees the text)').toEqual([]);
});

async function newContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => window.localStorage.setItem('hasSeenSplash', 'true'));
  await installXssHook(context);
  return context;
}

/** A signed-in account in its own browser, made by the test hook. */
async function account(context: BrowserContext, label: string, role: 'member' | 'admin'): Promise<Actor> {
  const res = await context.request.post('/api/test/users', { data: { email: uniqueEmail(label), firstName: label, lastName: 'Tester', role, emailVerified: true } });
  expect(res.ok(), await res.text()).toBe(true);
  return { id: ((await res.json()) as { id: string }).id, request: context.request };
}

/**
 * The writer (a visitor for a public write), and another member and an administrator made when a
 * scene or a viewer first needs them, each in their own browser.
 */
function castFor(e: AnyEndpoint, browser: Browser, baseURL: string) {
  const contexts = new Map<Viewer, Promise<BrowserContext>>();
  const contextOf = (viewer: Viewer) => {
    if (!contexts.has(viewer)) contexts.set(viewer, newContext(browser, baseURL));
    return contexts.get(viewer)!;
  };
  const once = <T>(make: () => Promise<T>) => {
    let made: Promise<T> | null = null;
    return () => (made ??= make());
  };
  const writerRole = e.access === 'admin' ? 'admin' : e.access === 'member' ? 'member' : null;
  const cast: Cast = {
    writer: once(async () => (writerRole ? account(await contextOf('writer'), writerRole === 'admin' ? 'Ada' : 'Wren', writerRole) : { id: '', request: (await contextOf('writer')).request })),
    member: once(async () => account(await contextOf('member'), 'Morgan', 'member')),
    admin: once(async () => account(await contextOf('admin'), 'Ada', 'admin')),
  };
  /** The viewer's browser, signed in as the cast member it names. */
  const viewerContext = async (viewer: Viewer) => {
    if (viewer !== 'visitor') await cast[viewer]();
    return contextOf(viewer);
  };
  const close = async () => {
    for (const context of contexts.values()) await (await context).close();
  };
  return { cast, viewerContext, close };
}

/** Unique addresses per call, as the fuzz does, so a repeated write is not refused as a duplicate. */
function uniquePlaceholders(body: unknown) {
  const unique = JSON.parse(JSON.stringify(body ?? {}).replaceAll('fuzz@example.org', uniqueEmail('xss'))) as Record<string, unknown>;
  // A slug names one thing: a fresh one each time (it takes no markup, so no payload either).
  if (typeof unique.slug === 'string') unique.slug = `xss-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  return unique;
}

/** The value a field stores: the payloads that fit, or the first single payload its schema takes; null when it takes none. */
function payloadValue(schema: z.ZodType, marker: string, start: number) {
  const room = roomOf(schema);
  // A path must start with '/': its marker and payloads follow one.
  const lead = !schema.safeParse(marker).success && schema.safeParse('/').success ? `/${marker}` : marker;
  const packed = pack(lead, room.max, start);
  const candidates = [packed, ...Array.from({ length: 20 }, (_, i) => pack(lead, lead.length + 1 + 40 + i * 10, start + i))];
  for (const candidate of candidates) {
    const value = room.list ? [candidate.text] : candidate.text;
    if (candidate.payloads > 0 && schema.safeParse(value).success) return { value, next: candidate.next, payloads: candidate.payloads };
  }
  return null;
}

test('the hook and the scan see a payload that runs', async ({ browser }) => {
  const context = await browser.newContext();
  await installXssHook(context);
  const page = await context.newPage();
  // A page without the site's CSP, where the payload can run: what the suite would report if one got through.
  await page.setContent('<p>XSSMARKself</p><img src="x:y" onerror="alert(1)"><a href="javascript:alert(2)">x</a>');
  await expect.poll(() => executions(page)).toContain('alert(1)');
  expect(await activeMarkup(page)).toEqual(['<img onerror>', '<a href="javascript:alert(2)">']);
  expect(await shownMarkers(page, ['XSSMARKself', 'XSSMARKother'])).toEqual(['XSSMARKself']);
  await context.close();
});

type PageCheck = { page: string; viewer: Viewer; ran: string[]; markup: string[] };

for (const { name, endpoint: e } of writes.filter(({ endpoint }) => endpoint.shownOn?.length)) {
  test(`${name}: the XSS payloads are shown as text and nothing runs`, async ({ browser, server }) => {
    test.setTimeout(120_000);
    const { cast, viewerContext, close } = castFor(e, browser, server.url);
    const starts = new Map(textFields(e).map(([field]) => [field, corpusStart(name, field)]));
    const maxRoom = Math.max(...textFields(e).map(([, schema]) => roomOf(schema).max));
    const rounds = Math.min(MAX_ROUNDS, Math.ceil(36_000 / maxRoom));
    const checks: PageCheck[] = [];
    const unseen: string[] = [];
    let carried = 0;

    for (let round = 0; round < rounds; round += 1) {
      const scene = (await scenes[name]?.(cast)) ?? {};
      const body: Record<string, unknown> = { ...uniquePlaceholders(validValue(e.body)), ...scene.body };
      const markers: Record<string, string> = {};
      for (const [index, [field, schema]] of textFields(e).entries()) {
        if (scene.body && topFieldOf(field) in scene.body) continue;
        const marker = markerOf(`${Date.now().toString(36)}${round}${index}`);
        const filled = payloadValue(schema, marker, starts.get(field)!);
        if (!filled) continue; // an address, a slug or an id: the schema takes no markup at all
        setField(body, field, filled.value);
        starts.set(field, filled.next);
        markers[field] = marker;
        carried += filled.payloads;
      }
      expect(Object.keys(markers), `${name}: no text field takes a payload`).not.toEqual([]);

      const params = { ...(validValue(e.params) as Record<string, string> | undefined), ...scene.params };
      const writer = await cast.writer();
      const result = await api(writer, e, { params, body: e.body ? body : undefined });
      for (let again = 1; again < (scene.times ?? 1); again += 1) await api(writer, e, { params, body: e.body ? body : undefined });
      const call: WrittenCall = { params, body, result, writer: { id: writer.id }, context: scene.context ?? {} };

      const seen = new Set<string>();
      for (const shown of e.shownOn as readonly ShownOn[]) {
        const wanted = Object.entries(markers)
          .filter(([field]) => !shown.fields || shown.fields.includes(topFieldOf(field)))
          .map(([, marker]) => marker);
        const page = await (await viewerContext(shown.viewer)).newPage();
        const path = shown.page(call);
        // As visit() does (tests/e2e/fixtures.ts): a lazily loaded admin screen may take over 5 s to paint on a busy machine.
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
        if (shown.ask) await askAssistant(page, shown.ask(call));
        if (wanted.length) await expect.poll(async () => (await shownMarkers(page, wanted)).length, { message: `${path} shows the text`, timeout: shown.ask ? 20_000 : 5_000 }).toBeGreaterThan(0);
        for (const marker of await shownMarkers(page, wanted)) seen.add(marker);
        if (round === 0) await expectAccessible(page);
        checks.push({ page: path, viewer: shown.viewer, ran: await executions(page), markup: await activeMarkup(page) });
        await page.close();
      }
      const shownFields = new Set(e.shownOn!.flatMap((shown) => shown.fields ?? Object.keys(markers).map(topFieldOf)));
      for (const [field, marker] of Object.entries(markers)) if (shownFields.has(topFieldOf(field)) && !seen.has(marker)) unseen.push(`${field} (round ${round + 1})`);
    }

    await close();
    expect(checks.filter((check) => check.ran.length || check.markup.length), `${carried} payloads carried`).toEqual([]);
    expect(unseen, 'fields whose text no page showed').toEqual([]);
  });
}
