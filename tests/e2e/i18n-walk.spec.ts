import type { Page } from '@playwright/test';
import { createUser, expect, expectAccessible, test, uniqueEmail } from './fixtures';

/*
 * Issue 25: the main pages in Spanish and French, as a visitor and as a member, with no English left on
 * them apart from what members and editors wrote (marked `data-user-text`: titles, posts, names), and
 * accessible in their language (axe reads `lang`).
 */

/** English words no Spanish or French sentence uses, and English dates (date-fns writes other languages' in lower case). */
const ENGLISH = /\b(the|and|your|you|with|this|that|from|have|are|for|what|when|will|our|please|here|there|yet|more|about|sign|read|view|back|next|show|loading)\b/i;
const ENGLISH_DATES = /(?<!\p{L})(January|February|March|April|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Feb|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun|AM|PM)(?!\p{L})/u;

/**
 * Every piece of text a person reads or hears on the page (text, and the names and descriptions given
 * by aria-label, alt, title and placeholder), leaving out what members and editors wrote.
 */
async function englishLeft(page: Page) {
  return page.evaluate(([pattern, dates]: string[]) => {
    const words = new RegExp(pattern as string, 'i');
    const dated = new RegExp(dates as string, 'u');
    const english = { test: (text: string) => words.test(text) || dated.test(text) };
    const found: string[] = [];
    const skipped = (element: Element | null) => !!element?.closest('[data-user-text], script, style, noscript, template, [hidden], [aria-hidden="true"]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (text && english.test(text) && !skipped(node.parentElement)) found.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (skipped(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value && english.test(value)) found.push(`${name}="${value}"`);
      }
    }
    return [...new Set(found)];
  }, [ENGLISH.source, ENGLISH_DATES.source]);
}

async function walk(page: Page, locale: 'es' | 'fr', paths: string[]) {
  // Each page is opened, hydrated and checked by axe: the walk's length, not a slow page, sets its time.
  test.setTimeout(10_000 * paths.length);
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(`/${locale}${path === '/' ? '' : path}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const english = await englishLeft(page);
    if (english.length) found[path] = english;
    await expectAccessible(page);
  }
  expect(found, `English left on the ${locale} pages`).toEqual({});
}

/** The pages a visitor reads most. */
const VISITOR_PAGES = ['/', '/about', '/resources', '/community/forum', '/videos', '/events', '/shop', '/donate', '/find-doctor', '/community/success-stories', '/login', '/clubfoot-buddy', '/brace-tracker', '/membership'];
/** And what a member opens. */
const MEMBER_PAGES = ['/', '/profile', '/messages', '/clubfoot-buddy', '/brace-tracker', '/community/forum', '/membership'];

for (const locale of ['es', 'fr'] as const) {
  test(`a visitor's main pages in ${locale === 'es' ? 'Spanish' : 'French'} hold no English but what was written by people`, async ({ page }) => {
    await walk(page, locale, VISITOR_PAGES);
  });

  test(`a member's main pages in ${locale === 'es' ? 'Spanish' : 'French'} hold no English but what was written by people`, async ({ page }) => {
    await createUser(page.request, { email: uniqueEmail(`walk-${locale}`), firstName: 'Inés', lastName: 'Moreau', emailVerified: true });
    await walk(page, locale, MEMBER_PAGES);
  });
}
