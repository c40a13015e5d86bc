/**
 * The words still written in components (issue 25): `npx tsx scripts/words-left.ts client/features/forum`
 * lists each, by file and line, for the files or folders given (all of client/ when none), whether or
 * not the file is listed in eslint-rules/not-yet-translated.js. Nothing printed: nothing left.
 */
import fs from 'node:fs';
import path from 'node:path';
import { wordsIn } from '../eslint-rules/words-in';

function filesUnder(target: string): string[] {
  if (!fs.existsSync(target)) throw new Error(`${target} does not exist`);
  if (fs.statSync(target).isFile()) return target.endsWith('.tsx') ? [target] : [];
  return fs.readdirSync(target).flatMap((entry) => filesUnder(path.join(target, entry)));
}

const targets = process.argv.slice(2);
let count = 0;
for (const file of (targets.length ? targets : ['client']).flatMap(filesUnder)) {
  for (const message of wordsIn(fs.readFileSync(file, 'utf8'))) {
    count += 1;
    console.info(`${file}:${message.line}  ${message.message}`);
  }
}
if (count) console.info(`${count} left`);
