import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Token, parse } from '@messageformat/parser';
import { collectErrorMessages } from '../../scripts/error-messages';

/*
 * Issue 25: the server's messages to people (errors the API answers with) in Spanish and French, keyed
 * by their English text (server/lib/errors.ts inLanguage). A new message in the code fails this until
 * it is translated; a message no longer in the code fails it until its translations go.
 */
const messages = collectErrorMessages();
const translations = (language: string) => JSON.parse(fs.readFileSync(`shared/i18n/error-translations/${language}.json`, 'utf8')) as Record<string, string>;

/** The values a message takes: `{name}` and the arguments of its plurals and selects (an ICU message is parsed, so it must be valid). */
function argumentsOf(message: string): string[] {
  if (!/\{\w+,\s*(plural|select|selectordinal)\s*,/.test(message)) return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

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
        const translation = known[message] ?? '';
        // A message's values ({max}, or {status, select, ...}) go where its translation says.
        for (const name of argumentsOf(message)) expect(translation, `${message} → {${name}}`).toMatch(new RegExp(`\\{${name}[},]`));
        expect(argumentsOf(translation), message).toEqual(argumentsOf(message));
        const words = message.replace(/\{\w+,\s*(plural|select|selectordinal)\s*,.*\}/s, '');
        const kept = [...(words.match(/\d+(?:[.,]\d+)?/g) ?? []), ...(words.match(/\/[\w/-]+/g) ?? []), ...[...words.matchAll(/"([^"\s]+)"/g)].map((match) => match[1]!)];
        for (const part of kept) expect(translation, `${message} → ${part}`).toContain(part);
      }
    });
  }
});
