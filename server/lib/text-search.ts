/* Shared pieces of PostgreSQL full-text search: what of a query is searched, and safe snippets. */

const MAX_WORDS = 8;

/** `text` matched literally inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The searcher's words: lower-case letters and digits only (so nothing of theirs reaches tsquery syntax). */
export function searchWords(q: string): string[] {
  const words = q.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => word.length <= 40).slice(0, MAX_WORDS);
}

/** Marks around matched words in a snippet; article text cannot hold them (htmlToText removes them), nor can forum text (the query strips them). */
export const MARK_START = '\u2983';
export const MARK_END = '\u2984';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** ts_headline's output as safe HTML: everything escaped, then only the marks become <mark>. */
export function snippetHtml(headline: string | null): string | null {
  if (!headline) return null;
  return escapeHtml(headline).replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>');
}
