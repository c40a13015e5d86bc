import type { Page } from '@playwright/test';
import { seedArticleTranslations } from '../../server/seed/content/resource-translations';
import { expect, expectAccessible, signInAsAdmin, test, visit } from './fixtures';

/*
 * Issue 25: articles in Spanish and French. The ten most read come translated; an administrator writes
 * any other beside the English original; a reader of a language without one gets the English, with a note.
 */

const textOf = (html: string) => html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const notice = (page: Page, title: string) => page.locator('[data-toast-viewport] li').filter({ hasText: title });
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a reader gets a translated article in Spanish from the first HTML, with the other languages offered', async ({ page, request, consoleErrors }) => {
  const spanish = seedArticleTranslations['what-is-clubfoot']!.es;
  const html = await (await request.get('/es/resources/what-is-clubfoot')).text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain(`<title>${spanish.title.replace(/&/g, '&amp;')}`);
  const text = textOf(html);
  expect(text).toContain(spanish.title);
  expect(text).not.toContain('What clubfoot is');

  await visit(page, '/es/resources/what-is-clubfoot');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.title);
  await expect(page.getByTestId('translation-missing')).toHaveCount(0);
  const others = page.getByTestId('article-languages');
  await expect(others).toContainText('También en');
  await expect(others.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/resources/what-is-clubfoot');
  await expect(others.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/resources/what-is-clubfoot');
  await expectAccessible(page);
  await others.getByRole('link', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedArticleTranslations['what-is-clubfoot']!.fr.title);
  expect(consoleErrors).toEqual([]);
});

test('the library searches in the page’s language, typed without accents too, with snippets from the translations', async ({ page, consoleErrors }) => {
  await visit(page, '/es/resources');
  await page.getByRole('searchbox', { name: 'Buscar recursos' }).fill('tenotomia');
  await page.getByRole('searchbox', { name: 'Buscar recursos' }).press('Enter');
  await expect(page).toHaveURL('/es/resources?q=tenotomia');
  const first = page.getByRole('main').locator('a[href^="/es/resources/"]').first();
  await expect(first).toHaveAttribute('href', '/es/resources/preparing-for-the-achilles-tenotomy');
  await expect(first.getByRole('heading')).toHaveText(seedArticleTranslations['preparing-for-the-achilles-tenotomy']!.es.title);
  await expect(first.getByTestId('search-snippet').locator('mark').first()).toHaveText(/^tenotomía$/i);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('an administrator translates an article beside the original; until then French readers get the English with a note', async ({ page, consoleErrors }) => {
  await signInAsAdmin(page);
  const id = stamp();
  const created = await page.request.post('/api/admin/articles', {
    data: { title: `Sleeping in the brace ${id}`, excerpt: 'Bedtime routines that help.', content: '<p>Start the routine at the same time each night.</p>', status: 'published' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const article = (await created.json()) as { id: number; slug: string; title: string };

  // Not yet in French: the English, said so, and marked as English.
  await visit(page, `/fr/resources/${article.slug}`);
  await expect(page.getByTestId('translation-missing')).toHaveText('Cet article n’est pas encore disponible en français : le voici en anglais.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expectAccessible(page);

  await visit(page, `/admin/articles/${article.id}`);
  const section = page.getByTestId('article-translations');
  await expect(section.getByRole('heading', { name: 'Translations' })).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: 'Français' })).toContainText('Not yet translated');
  await section.getByRole('button', { name: 'Translate into French' }).click();
  // The English original is beside the form.
  await expect(section.getByRole('heading', { name: 'English original' })).toBeVisible();
  await expect(section.getByRole('region', { name: "The English original's text" })).toContainText('Start the routine at the same time each night.');
  await section.getByRole('button', { name: 'Save translation' }).click();
  await expect(section.getByText('Please give the translation a title')).toBeVisible();
  await section.getByLabel('Title in French').fill(`Dormir avec l’attelle ${id}`);
  await section.getByLabel('Excerpt in French').fill('Des habitudes du coucher qui aident.');
  await section.getByRole('textbox', { name: 'Text in French' }).click();
  await page.keyboard.type('Commencez le rituel à la même heure chaque soir.');
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Save translation' }).click();
  await expect(notice(page, 'Translation saved')).toContainText(`“${article.title}” can now be read in French.`);
  await expect(section.getByRole('listitem').filter({ hasText: 'Français' })).toContainText('Translated');

  await visit(page, `/fr/resources/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dormir avec l’attelle ${id}`);
  await expect(page.getByText('Commencez le rituel à la même heure chaque soir.')).toBeVisible();
  await expect(page.getByTestId('translation-missing')).toHaveCount(0);
  // Spanish readers still get the English, with their note.
  await visit(page, `/es/resources/${article.slug}`);
  await expect(page.getByTestId('translation-missing')).toContainText('aún no está disponible en español');

  // Removed: French readers are back to the English.
  await visit(page, `/admin/articles/${article.id}`);
  await section.getByRole('button', { name: 'Edit the French translation' }).click();
  await expect(section.getByLabel('Title in French')).toHaveValue(`Dormir avec l’attelle ${id}`);
  await section.getByRole('button', { name: 'Remove translation' }).click();
  await page.getByRole('dialog', { name: 'Remove the French translation?' }).getByRole('button', { name: 'Remove translation' }).click();
  await expect(notice(page, 'Translation removed')).toBeVisible();
  await visit(page, `/fr/resources/${article.slug}`);
  await expect(page.getByTestId('translation-missing')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
