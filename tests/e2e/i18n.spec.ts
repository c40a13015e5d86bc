import { createUser, expect, expectAccessible, memberPage, test, uniqueEmail } from './fixtures';

/*
 * Issue 25: the site in Spanish and French. Each language has its own addresses (`/es/...`), which the
 * server renders in that language; the first visit follows the browser's language; a choice is kept.
 */

/** The text of a page's HTML as sent, tags removed. */
const textOf = (html: string) => html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

test.describe('languages', () => {
  test('a language has its own addresses, rendered by the server in it, with each language named for search engines', async ({ request }) => {
    const res = await request.get('/es', { headers: { 'accept-language': 'en' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="es"');
    const text = textOf(html);
    expect(text).toContain('Cada camino con pie zambo es más fácil en compañía');
    expect(text).toContain('Recursos destacados');
    expect(text).not.toContain('Every clubfoot journey is easier together');
    // What search engines and link previews show is in the language too.
    expect(html).toContain('<meta name="description" content="Una comunidad cálida y moderada');
    expect(html).toContain('<meta property="og:description" content="Una comunidad cálida y moderada');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/es">/);
    for (const [lang, path] of [['en', '/'], ['es', '/es'], ['fr', '/fr'], ['x-default', '/']]) {
      expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${lang}" href="http://[^"]+${path === '/' ? '/' : path}">`));
    }
    // A screen's own address in each language.
    const french = await (await request.get('/fr/resources')).text();
    expect(french).toContain('<html lang="fr"');
    expect(french).toMatch(/<link rel="alternate" hreflang="es" href="http:\/\/[^"]+\/es\/resources">/);
    // English stays at the bare addresses, word for word as the spec has it.
    const english = await (await request.get('/', { headers: { 'accept-language': 'en-GB,en' } })).text();
    expect(english).toContain('<html lang="en"');
    expect(textOf(english)).toContain('Every clubfoot journey is easier together');
  });

  test("a first visit follows the browser's language; a choice made once wins", async ({ request }) => {
    const first = await request.get('/resources?q=boots', { headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' }, maxRedirects: 0 });
    expect(first.status()).toBe(302);
    expect(first.headers().location).toBe('/fr/resources?q=boots');
    // Not one of ours: English.
    expect((await request.get('/', { headers: { 'accept-language': 'de-DE,de' }, maxRedirects: 0 })).status()).toBe(200);
    // Chosen English before: English, whatever the browser says.
    const chosen = await request.get('/', { headers: { 'accept-language': 'es', cookie: 'lang=en' }, maxRedirects: 0 });
    expect(chosen.status()).toBe(200);
  });

  test('a visitor reads the home page in Spanish, moves around in it, and switches to French on a phone', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 360, height: 740 } });
    await context.addInitScript(() => window.localStorage.setItem('hasSeenSplash', 'true'));
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cada camino con pie zambo es más fácil en compañía');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expectAccessible(page);

    // Links stay in the language.
    await page.getByRole('link', { name: 'Ver todos los recursos' }).click();
    await expect(page).toHaveURL(/\/es\/resources$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/es$/);

    // The phone menu, in Spanish, offers the other languages.
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByRole('link', { name: 'Foro' })).toHaveAttribute('href', '/es/community/forum');
    await menu.getByLabel('Idioma').selectOption('fr');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chaque parcours avec un pied bot est plus facile ensemble');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expectAccessible(page);
    // The choice is kept: a bare address opens in French now, not in the browser's Spanish.
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('fr');
    await page.goto('/resources');
    await expect(page).toHaveURL(/\/fr\/resources$/);
    // English, chosen, is English at the bare addresses from then on.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByLabel('Langue').selectOption('en');
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every clubfoot journey is easier together');
    await context.close();
  });

  test("a member's choice is saved on their profile", async ({ browser }) => {
    const { context, page } = await memberPage(browser);
    const member = await createUser(page.request, { email: uniqueEmail('lucia'), firstName: 'Lucía', lastName: 'Reyes' });
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('contentinfo').getByLabel('Language').selectOption('es');
    await expect(page).toHaveURL(/\/es\/about$/);
    await expect(page.getByRole('contentinfo').getByLabel('Idioma')).toHaveValue('es');
    const user = (await (await page.request.get('/api/auth/user')).json()) as { id: string; language: string };
    expect(user).toMatchObject({ id: member.id, language: 'es' });
    await context.close();
  });
});

test('the forum stays in the language members write in, and each post says which it is', async ({ page, consoleErrors }) => {
  await page.goto('/es/community/forum/finding-shoes-in-two-different-sizes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const label = page.getByTestId('written-in').first();
  await expect(label).toHaveText('Escrito en inglés');
  await expect(page.locator('.member-text').first()).toHaveAttribute('lang', 'en');
  await expectAccessible(page);
  // On the English page, English needs no saying.
  await page.goto('/community/forum/finding-shoes-in-two-different-sizes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.member-text').first()).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('written-in')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
