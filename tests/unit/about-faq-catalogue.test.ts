import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboutFaq, FAQ_NUMBERS } from '../../shared/about-faq';

// Read as written (an import would get the build's compiled form).
const read = (locale: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../shared/about-faq/messages/${locale}.json`), 'utf8')) as Record<string, string>;

/*
 * The About page shows its FAQ from the shared FAQ catalogue (in every language); the assistant reads
 * the same questions from it. The spec's five questions, in its order, and nothing else.
 */
describe('the About FAQ', () => {
  it('has the spec’s five questions in English, each answer in paragraphs', () => {
    expect(aboutFaq('en').map((faq) => faq.question)).toEqual([
      'What is clubfoot?',
      'How is clubfoot treated?',
      'At what age should treatment begin?',
      'How long does treatment last?',
      'What causes clubfoot?',
    ]);
    for (const faq of aboutFaq('en')) expect(faq.answer.length).toBeGreaterThan(0);
  });

  it('every language has exactly the English questions, with as many paragraphs per answer', () => {
    const en = read('en');
    for (const locale of ['es', 'fr']) {
      const messages = read(locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const n of FAQ_NUMBERS) {
        expect(messages[`faq.${n}.answer`]!.split(/\n\s*\n/).length, `${locale} faq.${n}`).toBe(en[`faq.${n}.answer`]!.split(/\n\s*\n/).length);
      }
    }
  });
});
