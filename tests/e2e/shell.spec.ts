import { createHash } from 'node:crypto';
import { createUser, expect, expectAccessible, test, uniqueEmail, visit } from './fixtures';

test.describe('header and footer', () => {
  test('every header link goes where the spec says, and the current one is highlighted', async ({ page, consoleErrors }) => {
    await visit(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected: [string, string][] = [
      ['Home', '/'],
      ['Forum', '/community/forum'],
      ['Shop', '/shop'],
      ['Videos', '/videos'],
      ['Clubfoot Buddy', '/clubfoot-buddy'],
      ['About', '/about'],
    ];
    for (const [label, href] of expected) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: 'Messages' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate');
    await expect(header.getByRole('link', { name: 'Shopping cart' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute('href', '/login');
    await header.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('link', { name: /Sign in with Google/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('footer links lead to their screens, aliases included', async ({ page }) => {
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    const cases: [string, string, string][] = [
      ['Articles', '/resources', '/resources'],
      ['Videos', '/videos', '/videos'],
      ['Clubfoot Buddy', '/clubfoot-buddy', '/clubfoot-buddy'],
      ['Forum', '/forum', '/community/forum'],
      ['Events', '/events', '/events'],
      ['Support Groups', '/community/groups', '/community/groups'],
      ['Our Mission', '/mission', '/about'],
      ['Contact', '/contact', '/contact'],
      ['Privacy Policy', '/privacy-policy', '/privacy-policy'],
    ];
    for (const [label, href, lands] of cases) {
      const link = footer.getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await link.click();
      await expect(page).toHaveURL(lands);
      await page.goBack();
    }
    // A direct load of an alias is redirected by the server too.
    await page.goto('/privacy');
    await expect(page).toHaveURL('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('the mobile menu opens, and closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Clubfoot Buddy' })).toBeVisible();
    await expectAccessible(page);
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('pages fit a 360 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/about', '/donate', '/resources', '/community/forum']) {
      await visit(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
      await expect(page.getByRole('link', { name: 'Donate' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Shopping cart' })).toBeVisible();
    }
  });
});

test.describe('first visit', () => {
  test.use({ skipSplash: false });

  test('the splash shows once per browser', async ({ page }) => {
    await page.goto('/');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash).toBeHidden({ timeout: 10_000 });
    // Faded, it takes no clicks: the page under it answers.
    const box = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('h1') !== null, [box.x + 4, box.y + box.height / 2])).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(splash).toBeHidden();
  });

  test('the splash is the first thing painted: it needs no app, and greets in the page’s language', async ({ page }) => {
    // The app never arrives (so the navigation is not waited on as far as the app running): the page's
    // own head and stylesheet show the splash, then fade it out.
    await page.route(/\/assets\/main-[^/]*\.js$/, (route) => route.abort());
    await page.mainFrame().goto('/es');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash).toContainText('No estás solo en este camino.');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expect(splash).toBeHidden({ timeout: 10_000 });
  });

  test('a key ends the splash at once, so the keyboard never moves behind it', async ({ page }) => {
    // Its fade never ends by itself here: only the key can end it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.mainFrame().goto('/');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(splash).toBeHidden({ timeout: 2_000 });
    await expect(page.locator('html')).not.toHaveClass(/splash/);
  });

  test('a first visit that lands on an article shows no splash, then or later on the home page', async ({ page }) => {
    const list = (await (await page.request.get('/api/resources')).json()) as { slug: string }[] | { items: { slug: string }[] };
    const slug = (Array.isArray(list) ? list : list.items)[0]!.slug;
    await page.goto(`/resources/${slug}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    // The page's script has run once the visit is remembered (the splash would be up by then).
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('hasSeenSplash'))).toBe('true');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeHidden();
    // The article can be read (and clicked) at once: nothing lies over its title.
    const box = (await page.locator('main h1').first().boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('main h1') !== null, [box.x + 4, box.y + box.height / 2])).toBe(true);

    // The first visit is over: the home page, later, opens without it too.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(splash).toBeHidden();
  });
});

test.describe('screens', () => {
  const pages: [string, RegExp, string][] = [
    ['/', /^Clubfoot Community$/, 'Every clubfoot journey is easier together'],
    ['/about', /^About Us \| Clubfoot Community$/, 'Our Mission & Vision'],
    ['/community', /Community \| Clubfoot Community$/, 'Our Community'],
    ['/privacy-policy', /^Privacy Policy \| Clubfoot Community$/, 'Privacy Policy'],
    ['/terms', /^Terms of Use \| Clubfoot Community$/, 'Terms of Use'],
    ['/login', /\| Clubfoot Community$/, 'Welcome back'],
    ['/login?signup=true', /\| Clubfoot Community$/, 'Join the Clubfoot Community'],
    ['/badge-demo', /\| Clubfoot Community$/, 'Member Badges'],
  ];
  for (const [path, title, heading] of pages) {
    test(`${path} has its title, description and heading, and passes axe`, async ({ page, consoleErrors }) => {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(30);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an unknown path shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page).toHaveTitle(/Page not found/);
    await expectAccessible(page);
  });

  test('the privacy policy has its fourteen sections', async ({ page }) => {
    await visit(page, '/privacy-policy');
    const sections = [
      'Introduction', 'Information We Collect', 'How We Use Your Information', 'How We Share Information', 'Data Security',
      'Your Rights', 'Children Under 13', 'International Data Transfers', 'Data Retention', 'Cookies',
      'Third-Party Services', 'Changes to This Policy', 'Contact Us', 'GDPR and CCPA Compliance',
    ];
    const h2s = (await page.locator('main h2').allTextContents()).map((h) => h.trim());
    expect(h2s.filter((h) => sections.includes(h))).toEqual(sections);
    for (const name of ['Children Under 13', 'Cookies', 'GDPR and CCPA Compliance']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText(/Google/).first()).toBeVisible();
    // The postal address is the organisation's own (site settings), the one the footer shows.
    const footerAddress = (await page.getByTestId('footer-address').innerText()).trim();
    expect(footerAddress).not.toBe('');
    expect((await page.locator('#contact-us address').innerText()).trim()).toBe(footerAddress);
    // So is the e-mail address people are asked to write to.
    const settings = (await (await page.request.get('/api/settings')).json()) as { contact: { email: string | null } };
    const email = settings.contact.email;
    expect(email).toBeTruthy();
    await expect(page.locator('#contact-us').getByRole('link', { name: email! })).toHaveAttribute('href', `mailto:${email}`);
  });

  test('the badge demo shows five sample members with badges', async ({ page }) => {
    await visit(page, '/badge-demo');
    await expect(page.getByRole('list', { name: 'Member badges' })).toHaveCount(5);
    for (const badge of ['Admin', 'Parent', 'Adult with CF', 'Medical Pro', 'Bilateral CF', 'Casting']) {
      await expect(page.getByRole('list', { name: 'Member badges' }).getByText(badge, { exact: true }).first()).toBeVisible();
    }
  });

  test('the login page offers the spec buttons, carrying the page the person came from', async ({ page }) => {
    await visit(page, '/login?returnTo=%2Fcommunity');
    await expect(page.getByRole('link', { name: /Sign in with Google/ })).toHaveAttribute('href', '/api/auth/google?returnTo=%2Fcommunity');
    await expect(page.getByRole('link', { name: /Sign in with Email/ })).toHaveAttribute('href', '/api/auth/email?returnTo=%2Fcommunity');
    await expect(page.getByRole('link', { name: /Create an account/ })).toHaveAttribute('href', '/api/login?signup=true&returnTo=%2Fcommunity');
    await expect(page.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy');
    await page.getByRole('link', { name: /Sign in with Google/ }).click();
    await expect(page.getByRole('alert')).toContainText('Google sign-in is not available');
  });
});

test.describe('home', () => {
  test('shows every section in order, the visitor call to action and the ad slot', async ({ page, consoleErrors }) => {
    await visit(page, '/');
    const headings = await page.locator('main h2').allTextContents();
    const order = ['Why families join', 'Featured Resources', 'Find a clubfoot specialist', 'Clubfoot Buddy', 'Our mission', 'A community that reaches', 'Latest Community Discussions', 'Join a community'];
    let last = -1;
    for (const start of order) {
      const index = headings.findIndex((h) => h.startsWith(start));
      expect(index, `section "${start}"`).toBeGreaterThan(last);
      last = index;
    }
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Become a Member', exact: true })).toHaveAttribute('href', '/login?signup=true');
    await expect(main.getByRole('link', { name: 'View Resources' })).toHaveAttribute('href', '/resources');
    await expect(main.getByRole('link', { name: /Need a specialized clubfoot doctor/ })).toHaveAttribute('href', '/find-doctor');
    await expect(main.getByText('1 in 1000')).toBeVisible();
    // Social links only once the organisation has set them (site settings; the demo sets none: tests/e2e/settings.spec.ts).
    await expect(page.getByRole('list', { name: 'Follow us' })).toHaveCount(0);
    for (const amount of ['$25', '$50', '$100', '$250']) await expect(main.getByText(amount, { exact: true })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Featured Resources' }).locator('a[href^="/resources/"]')).toHaveCount(3);
    await expect(main.getByRole('link', { name: 'Sign In Now' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/api/login');
    const banner = page.locator('[data-ad-slot="home-banner"]');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Become a member to remove ads');
    expect((await banner.boundingBox())?.height).toBe(90);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  test('the statistic card sits under the picture, never over it, on a phone and a desktop', async ({ page }) => {
    for (const viewport of [
      { width: 360, height: 780 },
      { width: 768, height: 1024 },
      { width: 1366, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await visit(page, '/');
      const picture = (await page.getByRole('img', { name: 'A parent holding a baby whose feet wear small brace boots' }).boundingBox())!;
      const card = (await page.getByTestId('hero-statistic').boundingBox())!;
      await expect(page.getByTestId('hero-statistic')).toContainText('1 in 1000');
      const overlaps = card.x < picture.x + picture.width && picture.x < card.x + card.width && card.y < picture.y + picture.height && picture.y < card.y + card.height;
      expect(overlaps, `${viewport.width} px`).toBe(false);
    }
  });

  test('a signed-in member gets their next steps in the hero instead of Become a Member', async ({ page, consoleErrors }) => {
    const res = await page.request.post('/api/test/users', { data: { email: uniqueEmail('hero'), firstName: 'Hana', lastName: 'Hero' } });
    expect(res.ok(), await res.text()).toBe(true);
    await page.setViewportSize({ width: 360, height: 780 });
    await visit(page, '/');
    const hero = page.getByRole('region', { name: 'Every clubfoot journey is easier together' });
    const next = hero.getByRole('navigation', { name: 'Your next steps' });
    await expect(next).toContainText('Welcome back, Hana.');
    await expect(next.getByRole('link', { name: 'Your messages' })).toHaveAttribute('href', '/messages');
    await expect(next.getByRole('link', { name: 'Your Clubfoot Buddy' })).toHaveAttribute('href', '/clubfoot-buddy');
    await expect(next.getByRole('link', { name: 'Visit the forum' })).toHaveAttribute('href', '/community/forum');
    await expect(next.getByRole('link', { name: 'View Resources' })).toHaveAttribute('href', '/resources');
    await expect(page.getByRole('main').getByRole('link', { name: 'Become a Member' })).toHaveCount(0);
    await expectAccessible(page);
    // Each leads somewhere real: the messages page opens for the member.
    await next.getByRole('link', { name: 'Your messages' }).click();
    await expect(page).toHaveURL('/messages');
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('analytics', () => {
  // A person's browser: headless Chromium names itself in its user agent, and robots are left out of the figures.
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' });
  test('records a session and a page view on load and on each route change, and ends the session on leaving', async ({ page, context, request }) => {
    const firstView = page.waitForRequest((r) => r.url().endsWith('/api/analytics/page-view'));
    await visit(page, '/');
    const sessionId = JSON.parse((await firstView).postData() ?? '{}').sessionId as string;
    expect(sessionId).toMatch(/^session_/);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect
      .poll(async () => (await (await request.get(`/api/test/analytics/${sessionId}`)).json()).pageViews.map((v: { path: string }) => v.path))
      .toEqual(['/', '/about']);
    const stored = await (await request.get(`/api/test/analytics/${sessionId}`)).json();
    expect(stored.session.userAgent).toContain('Chrome');

    const other = await context.newPage();
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(async () => (await (await other.request.get(`/api/test/analytics/${sessionId}`)).json()).session.endedAt)
      .not.toBeNull();
  });
});

test.describe('notices', () => {
  test('F8 moves focus to the notices region', async ({ page }) => {
    await visit(page, '/about');
    await page.keyboard.press('F8');
    const region = page.getByRole('region', { name: /Notifications/ });
    await expect(region).toBeAttached();
    await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });
});

test.describe('prerendered screens', () => {
  test('visitors get each screen as HTML with its title, members and query URLs get the shell', async ({ request }) => {
    const aboutResponse = await request.get('/about');
    const about = await aboutResponse.text();
    expect(about).toContain('<title>About Us | Clubfoot Community</title>');
    expect(about).toContain('Our Mission &amp; Vision');
    expect(about).toMatch(/<meta name="page-modules" content="[^"]*\/assets\/about-page-/);
    // One inline script, the splash's, allowed by its hash; otherwise modules, and the site settings as a
    // JSON data block the browser starts from (never run).
    for (const path of ['/about', '/', '/es']) {
      const response = path === '/about' ? aboutResponse : await request.get(path);
      const html = path === '/about' ? about : await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*type="(?:module|application\/(?:ld\+)?json)")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(inline, path).toHaveLength(1);
      expect(response.headers()['content-security-policy'], path).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
    }
    expect(about).toMatch(/<script type="application\/json" id="page-data">\{"organisation":/);
    // The hero image's preload is in the head, where it starts the download early, not inside the page's markup.
    const [homeHead, homeBody] = (await (await request.get('/')).text()).split('</head>');
    expect(homeHead).toMatch(/<link rel="preload" as="image"[^>]*hero/);
    expect(homeBody).not.toContain('<link');

    const notFound = await request.get('/no/such/page');
    expect(notFound.status()).toBe(404);
    expect(await notFound.text()).toContain('404 Page Not Found');

    const member = await (await request.get('/about', { headers: { cookie: 'signed_in=1' } })).text();
    expect(member).toContain('<div id="root"></div>');
    // An address with a query is rendered as it reads: the sign-up form, not the sign-in one.
    const withQuery = await (await request.get('/login?signup=true')).text();
    expect(withQuery).not.toContain('<div id="root"></div>');
  });

  test('a prerendered page hydrates and works without errors', async ({ page, consoleErrors }) => {
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Community');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Mission & Vision');
    expect(consoleErrors).toEqual([]);
  });
});

test('featured resources show three loading cards while they load (a member, whose page comes without its data)', async ({ page }) => {
  await createUser(page.request, { email: uniqueEmail('reader') });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/resources/featured', async (route) => {
    await held;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
  });
  await visit(page, '/');
  await expect(page.getByTestId('resource-skeleton')).toHaveCount(3);
  await expectAccessible(page);
  release();
  await expect(page.getByTestId('resource-skeleton')).toHaveCount(0);
});

test('the accessibility check fails a page with a serious violation (it is not a check that always passes)', async ({ page }) => {
  await visit(page, '/about');
  await expectAccessible(page);
  // A picture with no text alternative: axe's image-alt rule, critical.
  await page.evaluate(() => {
    const picture = document.createElement('img');
    picture.src = '/images/hero-family.svg';
    document.querySelector('main')!.append(picture);
  });
  const failure = await expectAccessible(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
});
