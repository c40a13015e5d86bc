import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Console errors the current build expects: the resource and forum APIs arrive with their own issues. */
const EXPECTED_FAILED_RESOURCES = [/\/api\/auth\/user$/, /\/api\/resources\/featured$/, /\/api\/forum\/topics\?limit=4$/];

type Fixtures = {
  /** Set false in a test (test.use) to see the first-visit splash. */
  skipSplash: boolean;
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  skipSplash: [true, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const url = message.location().url;
      if (message.text().startsWith('Failed to load resource') && EXPECTED_FAILED_RESOURCES.some((re) => re.test(url))) return;
      errors.push(`${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
  page: async ({ page, skipSplash }, use) => {
    if (skipSplash) await page.addInitScript(() => window.localStorage.setItem('hasSeenSplash', 'true'));
    await use(page);
  },
});

export { expect };

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
}

/** Opens a path and waits for the screen to render its heading. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
}
