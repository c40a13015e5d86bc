import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ABOUT_FAQ } from '../../shared/about-faq';

// Read as written (an import would get the build's compiled form).
const en = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../client/features/about/messages/en.json'), 'utf8')) as Record<string, string>;

/*
 * The About page shows its FAQ from its catalogue (in every language); the assistant reads the same
 * questions from shared/about-faq.ts. The English of the two never drifts apart.
 */
describe('the About FAQ', () => {
  it('the page’s English catalogue holds exactly the questions and answers the assistant reads', () => {
    const messages = en;
    ABOUT_FAQ.forEach((faq, index) => {
      expect(messages[`faq.${index + 1}.question`]).toBe(faq.question);
      expect(messages[`faq.${index + 1}.answer`]?.split('\n\n')).toEqual(faq.answer);
    });
    expect(messages[`faq.${ABOUT_FAQ.length + 1}.question`]).toBeUndefined();
  });
});
