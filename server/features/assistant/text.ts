/* Words of a message, for the safety checks and the search: lower-case, accents and punctuation gone. */
import fs from 'node:fs';
import wordListPath from 'word-list';

let english: Set<string> | null = null;

/** Whether a word is an English word (274,000 of them): a real word is never read as a typo of another ("never" is not "fever"). */
export function isEnglishWord(word: string) {
  english ??= new Set(fs.readFileSync(wordListPath, 'utf8').split('\n'));
  return english.has(word);
}

export function normalise(text: string) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .replace(/(\p{L})\1{2,}/gu, '$1$1'); // "soooo cold" -> "soo cold"
}

export function wordsOf(text: string): string[] {
  return normalise(text).match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
  }
  for (let j = 1; j <= b.length; j += 1) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let rowMin = Number.POSITIVE_INFINITY;
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (rows[i - 2] as number[])[j - 2] as number + 1);
      row[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** How far a typed word may be from a known one: short words must be spelled exactly (or listed as variants). */
export function allowedTypos(word: string) {
  if (word.length >= 10) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/** The known word a typed word stands for, allowing for typos; null when none is close, or when the typed word is a real one (English's by default). */
export function closeTo(typed: string, known: readonly string[], isWord: (word: string) => boolean = isEnglishWord): string | null {
  for (const word of known) if (word === typed) return word;
  if (typed.length < 5 || isWord(typed)) return null;
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const word of known) {
    const allowed = allowedTypos(word);
    if (allowed === 0) continue;
    const distance = editDistance(typed, word, allowed);
    // The closest known word; among equals the earlier one (lists put the likelier words first).
    if (distance <= allowed && distance < bestDistance) {
      best = word;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best;
}
