import type { Page } from '@playwright/test';
import spanishEntries from '../../server/seed/content/assistant-translations/es';
import { expect, expectAccessible, notice, signInAsAdmin, test, visit } from './fixtures';

/*
 * Issue 25: the assistant answers in the language of the question, from sources in that language (its
 * knowledge base in Spanish and French, the translated articles), with its safety answers in it too;
 * administrators translate an entry beside the English original.
 */

const panel = (page: Page) => page.getByRole('dialog', { name: 'Tu amigo del pie zambo' });
const answers = (page: Page) => panel(page).locator('li[data-role="assistant"]');

test('a Spanish page’s assistant answers a Spanish question in Spanish, urgent signs included', async ({ page, consoleErrors }) => {
  await visit(page, '/es/resources');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Escribe tu pregunta sobre el pie zambo...', exact: true }).click();
  const input = panel(page).getByRole('textbox', { name: 'Tu pregunta' });
  await expect(input).toBeFocused();

  await input.fill(spanishEntries[0]!.question);
  await input.press('Enter');
  await expect(answers(page)).toHaveCount(2);
  await expect(answers(page).last()).toContainText(spanishEntries[0]!.answer.slice(0, 60));

  await input.fill('Mi bebé tiene fiebre y el yeso huele mal');
  await input.press('Enter');
  await expect(answers(page)).toHaveCount(3);
  const urgent = answers(page).last();
  await expect(urgent).toHaveAttribute('data-kind', 'red-flag');
  await expect(urgent).toContainText('Urgente: actúa ahora');
  await expect(urgent).toContainText('número de emergencias');
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('an administrator translates a knowledge-base entry into French beside the English, and French questions get it', async ({ page, consoleErrors }) => {
  await signInAsAdmin(page);
  const id = Date.now().toString(36);
  const question = `Can an older sibling help with the boots? (${id})`;
  const created = await page.request.post('/api/admin/assistant/entries', {
    data: { question, answer: 'Yes. Older brothers and sisters can fetch the boots and sing the bedtime song while you fasten the straps.', keywords: ['sibling'] },
  });
  expect(created.status(), await created.text()).toBe(201);

  await visit(page, '/admin/assistant');
  const row = page.getByRole('region', { name: 'Knowledge base', exact: true }).getByRole('row').filter({ hasText: question });
  await row.getByRole('button', { name: `Translate ${question}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Translate the entry' });
  await expect(dialog.getByText('English original')).toBeVisible();
  await expect(dialog).toContainText('Older brothers and sisters can fetch the boots');
  await dialog.getByRole('radio', { name: /Français/ }).check();
  await dialog.getByLabel('Question in French').fill(`Un grand frère peut-il aider avec les chaussures ? (${id})`);
  await dialog.getByLabel('Answer in French').fill('Oui. Les grands frères et sœurs peuvent apporter les chaussures et chanter la chanson du coucher pendant que vous attachez les sangles.');
  await dialog.getByLabel('Keywords in French').fill('frère, sœur, fratrie');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save translation' }).click();
  await expect(notice(page, 'Translation saved')).toContainText('is now answered in French too');
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('entry-translation')).toHaveText(`Français: Un grand frère peut-il aider avec les chaussures ? (${id})`);

  const answered = await page.request.post('/api/chat', { headers: { 'accept-language': 'fr' }, data: { message: `Un grand frère peut-il aider avec les chaussures ? (${id})` } });
  expect(((await answered.json()) as { response: string }).response).toContain('Les grands frères et sœurs peuvent apporter les chaussures');

  // Removed (after a second click that confirms it), French questions no longer get it.
  await row.getByRole('button', { name: `Translate ${question}` }).click();
  await dialog.getByRole('radio', { name: /Français/ }).check();
  await expect(dialog.getByLabel('Question in French')).toHaveValue(`Un grand frère peut-il aider avec les chaussures ? (${id})`);
  await dialog.getByRole('button', { name: 'Remove the French version' }).click();
  await dialog.getByRole('button', { name: 'Yes, remove the French version' }).click();
  await expect(notice(page, 'Translation removed')).toBeVisible();
  await expect(row.getByTestId('entry-translation')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
