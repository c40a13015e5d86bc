import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectErrorMessages } from '../../scripts/error-messages';

/*
 * Issue 25: the server's messages to people (errors the API answers with) in Spanish and French, keyed
 * by their English text (server/lib/errors.ts inLanguage). A new message in the code fails this until
 * it is translated; a message no longer in the code fails it until its translations go.
 */
const messages = collectErrorMessages();
const translations = (language: string) => JSON.parse(fs.readFileSync(`shared/i18n/error-translations/${language}.json`, 'utf8')) as Record<string, string>;

describe('the server’s messages in Spanish and French', () => {
  it('finds the messages the code writes', () => {
    expect(messages.length).toBeGreaterThan(200);
    expect(messages).toContain('Article not found');
    expect(messages).toContain('Too many requests. Please wait a moment and try again.');
  });

  for (const language of ['es', 'fr']) {
    it(`has every one in ${language}, and nothing the code no longer says`, () => {
      const known = translations(language);
      expect(messages.filter((message) => !known[message]?.trim()), 'not yet translated (npx tsx scripts/error-messages.ts --missing)').toEqual([]);
      expect(Object.keys(known).filter((message) => !messages.includes(message)), 'no longer in the code').toEqual([]);
    });

    it(`keeps the numbers, paths and quoted codes in ${language}`, () => {
      const known = translations(language);
      for (const message of messages) {
        // A message's values ({max}) go where its translation says.
        const kept = [...(message.match(/\{\w+\}/g) ?? []), ...(message.match(/\d+(?:[.,]\d+)?/g) ?? []), ...(message.match(/\/[\w/-]+/g) ?? []), ...[...message.matchAll(/"([^"\s]+)"/g)].map((match) => match[1]!)];
        for (const part of kept) expect(known[message], `${message} → ${part}`).toContain(part);
      }
    });
  }
});
