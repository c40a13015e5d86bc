import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test, visit } from './fixtures';

/*
 * Issue 26, installable: a web app manifest per language with icons in every size, and "Add to home
 * screen" offered in the page when the browser can install the site, never on a first visit.
 */

/** What Chrome does when the site can be installed: an event the page may hold and answer later. */
const offerInstall = (page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') =>
  page.evaluate((choice) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);

const yesterday = () => {
  const date = new Date(Date.now() - 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** A PNG's width and height, from its header. */
async function pngSize(request: APIRequestContext, src: string) {
  const res = await request.get(src);
  expect(res.status(), src).toBe(200);
  expect(res.headers()['content-type'], src).toBe('image/png');
  const body = await res.body();
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test('each language has a manifest a phone can install from, with its icons in every size and shortcuts', async ({ request }) => {
  type Manifest = { name: string; short_name: string; lang: string; start_url: string; display: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; purpose: string }[]; shortcuts: { name: string; url: string }[] };
  const english = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
  expect(english).toMatchObject({ name: 'Clubfoot Community', short_name: 'Clubfoot', lang: 'en', start_url: '/', display: 'standalone', theme_color: '#0f766e' });
  expect(english.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
    ['Messages', '/messages'],
    ['Brace Tracker', '/brace-tracker'],
    ['Forum', '/community/forum'],
  ]);
  for (const icon of english.icons) expect(await pngSize(request, icon.src), icon.src).toBe(icon.sizes);
  expect(english.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  expect(english.icons.map((icon) => icon.sizes)).toContain('512x512');
  expect(await pngSize(request, '/icons/apple-touch-icon.png')).toBe('180x180');

  const spanish = (await (await request.get('/manifest.es.webmanifest')).json()) as Manifest;
  expect(spanish).toMatchObject({ lang: 'es', start_url: '/es' });
  expect(spanish.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
    ['Mensajes', '/es/messages'],
    ['Seguimiento de la férula', '/es/brace-tracker'],
    ['Foro', '/es/community/forum'],
  ]);

  // Each language's pages link their own.
  expect(await (await request.get('/resources')).text()).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  expect(await (await request.get('/fr/resources')).text()).toContain('<link rel="manifest" href="/manifest.fr.webmanifest"');
});

test('"Add to home screen" is never offered on a first visit, but on a visit another day, in the page', async ({ page, consoleErrors }) => {
  await visit(page, '/resources');
  // The browser's own banner is held back on a first visit, and nothing is offered.
  expect(await offerInstall(page)).toBe(true);
  await expect(page.getByTestId('install-offer')).toHaveCount(0);

  // Back another day: offered, in the page's flow, and installing asks the browser once.
  await page.evaluate((day) => {
    const state = JSON.parse(window.localStorage.getItem('installOffer') ?? '{}') as { days?: string[] };
    window.localStorage.setItem('installOffer', JSON.stringify({ days: [day, ...(state.days ?? [])], dismissedOn: null }));
  }, yesterday());
  await visit(page, '/community/forum');
  await offerInstall(page);
  const offer = page.getByRole('region', { name: 'Add Clubfoot Community to your home screen' });
  await expect(offer).toBeVisible();
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'Add to home screen' }).click();
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  expect(consoleErrors).toEqual([]);
});

test('"Not now" is remembered; the offer speaks the page’s language', async ({ page }) => {
  await visit(page, '/es/resources');
  await page.evaluate((day) => window.localStorage.setItem('installOffer', JSON.stringify({ days: [day], dismissedOn: null })), yesterday());
  await visit(page, '/es/resources');
  await offerInstall(page);
  const offer = page.getByRole('region', { name: 'Añade Clubfoot Community a tu pantalla de inicio' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Ahora no' }).click();
  await expect(offer).toHaveCount(0);

  await visit(page, '/es/community/forum');
  await offerInstall(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('install-offer')).toHaveCount(0);
});

test('an offer the browser makes before the app runs is kept for the right moment', async ({ page }) => {
  await page.addInitScript((day) => {
    window.localStorage.setItem('installOffer', JSON.stringify({ days: [day], dismissedOn: null }));
    document.addEventListener('DOMContentLoaded', () => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'accepted' }) });
      window.dispatchEvent(event);
    });
  }, yesterday());
  await visit(page, '/resources');
  await expect(page.getByTestId('install-offer')).toBeVisible();
});
