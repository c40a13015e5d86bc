import fs from 'node:fs';
import path from 'node:path';
import { type Token, parse } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../eslint-rules/words-in';
import notYetTranslated from '../../eslint-rules/not-yet-translated.js';
import { TRANSLATED_LOCALES } from '../../shared/i18n/locales';

/*
 * Issue 25: every catalogue complete in every language, each translation a valid ICU message with the
 * same placeholders and tags as the English, and the list of screens not yet translated only shrinking.
 */

const ROOT = path.resolve(__dirname, '../..');

function catalogueFolders(dir: string, found: string[] = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'messages' && fs.existsSync(path.join(full, 'en.json'))) found.push(full);
    else catalogueFolders(full, found);
  }
  return found;
}

const folders = ['client', 'server', 'shared'].flatMap((side) => catalogueFolders(path.join(ROOT, side)));
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;

/** A message's placeholders, plural and select arguments, and tags, sorted: what a translation must keep. */
function shape(message: string) {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') for (const tag of token.value.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)>/g)) names.add(`<${tag[0].startsWith('</') ? '/' : ''}${tag[1]}>`);
      else if (token.type === 'argument' || token.type === 'function') names.add(`{${token.arg}}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(`{${token.arg}, ${token.type}}`);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('message catalogues', () => {
  it('are found', () => {
    expect(folders.length).toBeGreaterThanOrEqual(3);
  });

  for (const folder of folders) {
    const name = path.relative(ROOT, folder);
    it(`${name}: every language has every message, with the English placeholders and tags`, () => {
      const en = read(path.join(folder, 'en.json'));
      for (const [key, message] of Object.entries(en)) {
        expect(typeof message, `${name} en ${key}`).toBe('string');
        expect(() => parse(message), `${name} en ${key}`).not.toThrow();
      }
      for (const locale of TRANSLATED_LOCALES) {
        const file = path.join(folder, `${locale}.json`);
        expect(fs.existsSync(file), `${name}/${locale}.json`).toBe(true);
        const translated = read(file);
        expect(Object.keys(translated).sort(), `${name}/${locale}.json keys`).toEqual(Object.keys(en).sort());
        for (const [key, message] of Object.entries(translated)) {
          expect(message.trim(), `${name} ${locale} ${key} is empty`).not.toBe('');
          expect(shape(message), `${name} ${locale} ${key}`).toEqual(shape(en[key] as string));
        }
      }
    });
  }
});

describe('words in components', () => {
  const problems = (code: string) => wordsIn(code).map((message) => message.message);

  it('are reported when written in place, and pass when they come from a catalogue', () => {
    expect(problems('const a = <p>Welcome back</p>;')).toHaveLength(1);
    expect(problems('const a = <img alt="A family" />;')).toHaveLength(1);
    expect(problems("const a = <p>{open ? 'Hide' : 'Show'}</p>;")).toHaveLength(2);
    expect(problems('const a = <button aria-label={`Close ${name}`} />;')).toHaveLength(1);
    expect(problems("const a = <p>{t('welcome')}</p>;")).toEqual([]);
    expect(problems('const a = <p className="mt-2">{count} · 80%</p>;')).toEqual([]);
    expect(problems('const a = <span>Clubfoot Buddy</span>;')).toEqual([]);
  });

  it('the list of files not yet translated names only files that still have words in them', () => {
    const stale = notYetTranslated.filter((file) => {
      const full = path.join(ROOT, file);
      return !fs.existsSync(full) || problems(fs.readFileSync(full, 'utf8')).length === 0;
    });
    expect(stale, 'remove these from eslint-rules/not-yet-translated.js').toEqual([]);
  });
});
