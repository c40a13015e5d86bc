/**
 * `npm run screenshots`: the production build on a fresh demo database, photographed at 360 x 780 as
 * a phone shows it (docs/screenshots/), so a reviewer sees the phone layout without running the site.
 * Needs `npm run build` first and Debian's Chromium (scripts/ensure-chromium).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { makeTemplate, startServer } from '../tests/e2e/support/server';

const out = path.resolve(import.meta.dirname, '../docs/screenshots');

type Shot = { file: string; as: string | null; path: (page: Page) => Promise<string> };

const firstHref = (selector: string) => async (page: Page) => {
  await page.goto(selector.split(' ')[0]!);
  const link = page.locator(selector.split(' ').slice(1).join(' ')).first();
  await link.waitFor();
  return (await link.getAttribute('href'))!;
};

const shots: Shot[] = [
  { file: 'forum-360.png', as: null, path: async () => '/community/forum' },
  { file: 'topic-360.png', as: 'maya@clubfoot.example', path: firstHref('/community/forum main a[href^="/community/forum/"]') },
  { file: 'messages-360.png', as: 'maya@clubfoot.example', path: async () => '/messages' },
  { file: 'thread-360.png', as: 'maya@clubfoot.example', path: firstHref('/messages main a[href^="/messages/"]') },
  { file: 'profile-360.png', as: 'maya@clubfoot.example', path: async () => '/profile' },
  { file: 'admin-referrals-360.png', as: 'admin@clubfoot.example', path: async () => '/admin/referrals' },
];

const template = makeTemplate();
const server = await startServer(template);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  fs.mkdirSync(out, { recursive: true });
  for (const shot of shots) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 });
    await context.addInitScript(() => window.localStorage.setItem('hasSeenSplash', 'true'));
    const page = await context.newPage();
    if (shot.as) await page.request.post('/api/test/sessions', { data: { email: shot.as } });
    await page.goto(await shot.path(page));
    await page.locator('main h1').first().waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => true));
    await page.screenshot({ path: path.join(out, shot.file), fullPage: false });
    console.log(`docs/screenshots/${shot.file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(template, { recursive: true, force: true });
}
