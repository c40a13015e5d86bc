import fs from 'node:fs/promises';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { COMPILED_MARK } from '../shared/i18n/compiled-mark';

/** A message catalogue: `messages/<language>.json` anywhere in the project (shared/i18n/runtime.ts). */
export const CATALOGUE_FILE = /[\\/]messages[\\/][a-z]{2}\.json$/;

/** One catalogue's messages compiled for Lingui's runtime: a plain sentence as its text, anything with placeholders as Lingui's arrays. */
export function compileCatalogue(source: string, file: string) {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string`);
    let compiled: ReturnType<typeof compileMessageOrThrow>;
    try {
      compiled = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${String(error)}`, { cause: error });
    }
    result[key] = compiled;
  }
  return result;
}

/**
 * Compiles the message catalogues as the bundle is built, so the browser needs no ICU parser: a
 * catalogue arrives as a small module of arrays Lingui's runtime formats directly.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE_FILE.test(file)) return undefined;
      const compiled = compileCatalogue(await fs.readFile(file, 'utf8'), file);
      // Marked, so the runtime compiles none of it again (a compiled sentence may hold a '{' its source escaped).
      return { code: `export default Object.defineProperty(${JSON.stringify(compiled)}, ${JSON.stringify(COMPILED_MARK)}, { value: true });\n`, moduleType: 'js' };
    },
  };
}
