import type { APIRequestContext, Page } from '@playwright/test';
import { contract } from '../../shared/api/contract';
import { type AnyEndpoint, type SuccessOf, urlOf } from '../../shared/api/endpoint';
import { paths } from '../../shared/routes';
import { expect, expectAccessible, test } from './fixtures';

/**
 * Every route of the route table (shared/routes.ts), at 360 x 780 and at 1366 x 900, as the people
 * who see it: no sideways scroll, no heading or title cut to less than its first 30 characters, and
 * nothing floating (the assistant bar, a card, a sticky header) over a focused control or the
 * page's primary button. A new route is covered by being in the table; one with parameters needs a
 * sample below, or the first test fails.
 */

// Each test opens its own pages as its own viewer: they spread over both workers instead of queueing on one.
test.describe.configure({ mode: 'parallel' });

type Role = 'visitor' | 'member' | 'admin';
type RouteKey = keyof typeof paths;

/** The demo accounts the pages are seen as (README): Maya has messages, a profile and a buddy; the admin has every table. */
const ACCOUNTS = { member: 'maya@clubfoot.example', admin: 'admin@clubfoot.example' } as const;

/** Pages only a member (or an administrator, under /admin) can use; every other route is seen by visitors and members. */
const MEMBERS_ONLY: RouteKey[] = ['profile', 'member', 'messages', 'messageThread', 'buddy', 'buddyMatch', 'successStoryNew', 'successStoriesMine', 'successStoryEdit'];

const rolesOf = (key: RouteKey): Role[] => (paths[key].startsWith('/admin') ? ['admin'] : MEMBERS_ONLY.includes(key) ? ['member'] : ['visitor', 'member']);

/** A GET of the contract as the signed-in viewer, typed by the endpoint's answer. */
async function read<E extends AnyEndpoint>(request: APIRequestContext, e: E): Promise<SuccessOf<E>> {
  const res = await request.get(urlOf(e.path));
  expect(res.ok(), `${e.path}: ${res.status()}`).toBe(true);
  return (await res.json()) as SuccessOf<E>;
}

/** A real value for each route parameter, read from the demo content as the route's viewer sees it. */
const samples: Partial<Record<RouteKey, (request: APIRequestContext) => Promise<Record<string, string>>>> = {
  member: async (request) => {
    const me = await read(request, contract.accounts.user);
    const topics = await read(request, contract.forum.topics);
    return { id: topics.map((topic) => topic.author?.id).find((id) => id && id !== me.id)! };
  },
  messageThread: async (request) => ({ conversationId: (await read(request, contract.messages.conversations)).conversations[0]!.id }),
  // Maya's Theo needs no buddy; Jonas asks his suggested buddy (the admin's family), and the page is seen as Jonas.
  buddyMatch: async (request) => {
    const res = await request.post('/api/test/sessions', { data: { email: 'jonas@clubfoot.example' } });
    expect(res.ok(), await res.text()).toBe(true);
    const existing = (await read(request, contract.buddy.matches)).matches[0];
    if (existing) return { id: String(existing.id) };
    const buddy = (await read(request, contract.buddy.suggested)).suggestions[0]!;
    const asked = await request.post(contract.buddy.requestMatch.path, { data: { memberId: buddy.memberId, message: 'Hello from Ella’s family!' } });
    expect(asked.ok(), await asked.text()).toBe(true);
    return { id: String(((await asked.json()) as { id: string }).id) };
  },
  resource: async (request) => {
    const list = await read(request, contract.resources.list);
    return { slug: (Array.isArray(list) ? list : list.items)[0]!.slug };
  },
  forumTopic: async (request) => ({ slug: (await read(request, contract.forum.topics))[0]!.slug }),
  // The featured story (the longest demo text); and Maya's own story in its edit form (the form's full length).
  successStory: async (request) => ({ slug: (await read(request, contract.stories.home)).story!.slug }),
  successStoryEdit: async (request) => ({ slug: (await read(request, contract.stories.mine)).stories[0]!.slug }),
  // The busiest open group: its discussions for a visitor, and for Maya, a member, the members tab too.
  group: async (request) => ({ slug: (await read(request, contract.groups.list)).groups.find((group) => group.slug === 'parents-bracing')!.slug }),
  // An open video where there is one (a visitor then sees the player too); the demo videos are members only.
  video: async (request) => {
    const { items } = await read(request, contract.videos.list);
    return { slug: (items.find((video) => !video.membersOnly) ?? items[0])!.slug };
  },
  shopProduct: async (request) => ({ slug: (await read(request, contract.shop.products)).products[0]!.slug }),
  // The demo's in-person meetup: the longest page (venue, address, map link, the time at the venue); Maya, a member, can register.
  event: async (request) => {
    const { items } = await read(request, contract.events.list);
    return { slug: (items.find((event) => event.format === 'in-person') ?? items[0])!.slug };
  },
  // A member's own order opens without its token (a visitor, without one, sees the not-found page); one is placed if Maya has none.
  shopOrder: async (request) => {
    const me = await request.get(urlOf(contract.accounts.user.path));
    if (!me.ok()) return { number: 'CF-10001' };
    const existing = (await read(request, contract.shop.myOrders)).orders[0];
    if (existing) return { number: existing.number };
    const socks = (await read(request, contract.shop.products)).products.find((product) => product.inStock)!;
    const detail = (await (await request.get(urlOf(contract.shop.product.path, { params: { slug: socks.slug } }))).json()) as SuccessOf<typeof contract.shop.product>;
    const variant = detail.variants.find((candidate) => candidate.stock > 0)!;
    const address = { name: 'Maya Patel', line1: '1 Elm Street', city: 'Austin', country: 'US' };
    const started = await request.post(contract.shop.checkout.path, { data: { items: [{ variantId: variant.id, quantity: 1 }], shippingAddress: address, shippingMethod: 'standard' } });
    expect(started.ok(), await started.text()).toBe(true);
    const { clientSecret, orderNumber } = (await started.json()) as SuccessOf<typeof contract.shop.checkout>;
    const paid = await request.post('/api/payments/test-mode/confirm', { data: { clientSecret, paymentMethod: 'pm_card_visa' } });
    expect(paid.ok(), await paid.text()).toBe(true);
    return { number: orderNumber };
  },
  // Jonas and Alex, demo buddies, shared a split pair: seen as Jonas (a visitor, without one, sees the not-found page).
  shopSplitPair: async (request) => {
    const me = await request.get(urlOf(contract.accounts.user.path));
    if (!me.ok()) return { id: '00000000-0000-4000-8000-000000000000' };
    const res = await request.post('/api/test/sessions', { data: { email: 'jonas@clubfoot.example' } });
    expect(res.ok(), await res.text()).toBe(true);
    return { id: (await read(request, contract.shop.mySplitPairs)).splitPairs[0]!.id };
  },
  adminArticleEdit: async (request) => ({ id: String((await read(request, contract.resourceAdmin.articles)).items[0]!.id) }),
  adminReferral: async (request) => ({ id: (await read(request, contract.referralAdmin.list)).referrals[0]!.id }),
};

const routeKeys = Object.keys(paths) as RouteKey[];

test('every route with parameters has a sample to open it with', () => {
  const missing = routeKeys.filter((key) => paths[key].includes(':') && !samples[key]);
  expect(missing, 'add a sample for these routes in tests/e2e/layout.spec.ts').toEqual([]);
});

/** What is wrong with the page's layout as it stands: sideways scroll, cut titles, covered controls. */
const layoutProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const viewport = window.innerWidth;
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label') || (element as HTMLElement).innerText || element.getAttribute('placeholder') || element.getAttribute('name') || '';
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    };
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 2 && rect.height > 2 && style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };

    // Sideways scroll, with the elements that stick out the furthest.
    const width = document.documentElement.scrollWidth;
    if (width > viewport) {
      const wide = [...document.body.querySelectorAll('*')]
        .filter((element) => visible(element) && element.getBoundingClientRect().right > viewport + 1)
        .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > viewport + 1))
        .slice(0, 3)
        .map(describe);
      problems.push(`scrolls sideways: ${width} px wide in ${viewport} px (${wide.join(', ')})`);
    }

    // Headings and titles cut short (an ellipsis or a line clamp that hides most of them).
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
      if (!clamped && style.textOverflow !== 'ellipsis' && !/^H[1-6]$/.test(element.tagName)) continue;
      if (!visible(element)) continue;
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      if (!text) continue;
      const cutAcross = style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1;
      const cutDown = style.overflowY !== 'visible' && element.scrollHeight > element.clientHeight + 1;
      if (!cutAcross && !cutDown) continue;
      const share = Math.min(cutAcross ? element.clientWidth / element.scrollWidth : 1, cutDown ? element.clientHeight / element.scrollHeight : 1);
      const shown = Math.floor(text.length * share);
      if (shown < Math.min(30, text.length)) problems.push(`cut to about ${shown} of ${text.length} characters: ${describe(element)}`);
    }

    // Something floating over a control when it has the focus (the browser scrolls it into view).
    const floating = (element: Element | null) => {
      for (let current = element; current && current !== document.body; current = current.parentElement) {
        const position = getComputedStyle(current).position;
        if (position === 'fixed' || position === 'sticky') return current;
      }
      return null;
    };
    const controls = [...document.querySelectorAll('main input, main textarea, main select, main button, main [role="tab"]')].filter(visible).slice(0, 40);
    for (const control of controls) {
      (control as HTMLElement).focus();
      const rect = control.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || y < 0 || x > viewport || y > window.innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || control.contains(top) || top.contains(control)) continue;
      const cover = floating(top);
      if (cover && !cover.contains(control)) problems.push(`${describe(control)} is under ${describe(cover)}`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return problems;
  });

const sizes = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

for (const key of routeKeys) {
  for (const role of rolesOf(key)) {
    test(`${paths[key]} as a ${role} fits a phone and a desktop`, async ({ page }) => {
      if (role !== 'visitor') {
        const res = await page.request.post('/api/test/sessions', { data: { email: ACCOUNTS[role] } });
        expect(res.ok(), await res.text()).toBe(true);
      }
      const params = (await samples[key]?.(page.request)) ?? {};
      const path = urlOf(paths[key], { params });
      const problems: string[] = [];
      // Members see the public pages as visitors do, but with their own header, cards and assistant: checked on a phone.
      for (const size of role === 'member' && !MEMBERS_ONLY.includes(key) ? sizes.slice(0, 1) : sizes) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        // The layout is read once the web fonts are in (they change every text's width).
        await page.evaluate(() => document.fonts.ready.then(() => true));
        problems.push(...(await layoutProblems(page)).map((problem) => `${size.name}: ${problem}`));
        if (size.name === 'phone') await expectAccessible(page);
      }
      expect(problems, `${path} as a ${role}`).toEqual([]);
    });
  }
}
