import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, test as base, expect, type Page, type Response } from '@playwright/test';
import { type E2EServer, startServer, TEMPLATE_ENV } from './support/server';

/**
 * Chromium logs every non-2xx response as a console error. A 4xx from the API is an answer the
 * tests assert on themselves (a refused form, a visitor's 401); the resource and forum endpoints
 * the home page calls arrive with their own issues. Anything else is a failure.
 */
const isExpectedApiAnswer = (text: string, url: string) =>
  /status of 4\d\d/.test(text) && new URL(url).pathname.startsWith('/api/');

type Fixtures = {
  /** Set false in a test (test.use) to see the first-visit splash. */
  skipSplash: boolean;
  consoleErrors: string[];
};

type WorkerFixtures = {
  /** This worker's own server: a free port, its own temp folder and a fresh copy of the seeded database. */
  server: E2EServer;
};

/** The running worker's server (a worker runs one test at a time): where its outbox is. */
let workerServer: E2EServer | null = null;

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const template = process.env[TEMPLATE_ENV];
      if (!template) throw new Error(`${TEMPLATE_ENV} is not set: run the browser tests through playwright.config.ts`);
      const server = await startServer(template);
      workerServer = server;
      try {
        await use(server);
      } finally {
        workerServer = null;
        await server.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  skipSplash: [true, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const url = message.location().url;
      if (message.text().startsWith('Failed to load resource') && isExpectedApiAnswer(message.text(), url)) return;
      errors.push(`${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
  page: async ({ page, skipSplash }, use) => {
    // Every frame runs it, another site's too (a video player), where storage may be refused.
    if (skipSplash) await page.addInitScript(() => {
      try {
        window.localStorage.setItem('hasSeenSplash', 'true');
      } catch {
        // Not this site's frame: it shows no splash anyway.
      }
    });
    // A rendered page's buttons do nothing until the browser has hydrated it. Until then its root is
    // inert here, so a click (after a link that loaded a whole page, too) waits for it as a person would;
    // a form pressed earlier would be sent by the browser and come back empty (server/app.ts).
    await page.addInitScript(() => {
      const running = () => document.documentElement?.dataset.hydrated === 'true';
      // From the moment the parser makes the root, before any of the page is shown.
      const watch = new MutationObserver(() => {
        const root = document.getElementById('root');
        if (running()) {
          root?.removeAttribute('inert');
          watch.disconnect();
        } else if (root && !root.inert) root.inert = true;
      });
      watch.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    // A visitor's page arrives rendered and its buttons answer once the browser has hydrated it: a
    // navigation is over when the screen says so (client/app/layout/layout.tsx), as a person waits for it.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => untilHydrated(page, await goto(...args));
    page.reload = async (...args) => untilHydrated(page, await reload(...args));
    await use(page);
  },
});

/** After a navigation to one of the site's screens: waits until the screen runs. */
async function untilHydrated(page: Page, response: Response | null) {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return response;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('root'));
  return response;
}

export { expect };

/**
 * axe-core on the current page: no serious or critical violation. In legacy mode (one `axe.run` in
 * the page) rather than the default's `runPartial` per frame and `finishRun` in a new blank page:
 * a third of the time, on pages with no frames of their own; only violations are collected.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
}

/** Opens a path and waits for the screen to render its heading. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  // A screen's code loads after the page (an admin screen's in three chunks, one after another): on a
  // busy two-core machine running two browsers and servers its heading may take longer than the 5 s
  // default. A bound on the wait for the heading, not a pause: it returns as soon as the heading shows.
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
}

/** A fresh e-mail address for an account that only this test uses. */
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.org`;

export type NewUser = { email: string; password?: string; firstName?: string; lastName?: string; role?: 'member' | 'admin'; emailVerified?: boolean };

/** Creates an account through the test hook; the context that asks is signed in as it. Answers its id. */
export async function createUser(request: APIRequestContext, data: NewUser): Promise<{ id: string; email: string }> {
  const res = await request.post('/api/test/users', { data });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { id: string };
  return { id: body.id, email: data.email };
}

/** Signs this browser in as a new admin, Ada Admin. */
export const signInAsAdmin = (page: Page) =>
  createUser(page.request, { email: uniqueEmail('ada'), role: 'admin', firstName: 'Ada', lastName: 'Admin' });

/** The one visible notice, found by its title. */
export const notice = (page: Page, title: string) => page.locator('[data-toast-viewport] li').filter({ hasText: title });

/** The folder this worker's server writes its e-mails to (the browser suite has no SMTP). */
export function outboxDir() {
  if (!workerServer) throw new Error('no server for this worker');
  return path.join(workerServer.dataDir, 'outbox');
}

/** The e-mails sent to `to`, newest first, as text with quoted-printable's soft line breaks undone (the browser suite's mail goes to the outbox). */
export function outboxMails(to: string) {
  const dir = outboxDir();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
  return files
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((raw) => raw.includes(`To: ${to}`));
}

/** The path of the newest link to `route` in an e-mail sent to `to`. */
export function outboxLink(to: string, route: string) {
  const pattern = new RegExp(`http://127\\.0\\.0\\.1:\\d+${route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^\\s]+`);
  for (const raw of outboxMails(to)) {
    const link = raw.match(pattern)?.[0];
    if (link) return new URL(link).pathname + new URL(link).search;
  }
  return null;
}

/**
 * A member with a confirmed address (messages and buddy requests need one), signed in on `request`.
 * The address is confirmed by the test hook; email-flows.spec.ts covers the e-mail round trip itself.
 */
export const verifiedMember = (request: APIRequestContext, firstName: string, lastName: string) =>
  createUser(request, { email: uniqueEmail(firstName.toLowerCase().replace(/[^a-z0-9]/g, '')), firstName, lastName, emailVerified: true });

/** A second browser (its own cookies) for another member, past the splash. */
export async function memberPage(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('hasSeenSplash', 'true');
    } catch {
      // Not this site's frame: it shows no splash anyway.
    }
  });
  const page = await context.newPage();
  return { context, page };
}
