/**
 * The one slug rule for addresses made from titles and names (topics, articles, categories):
 * accents folded to ASCII, lower case, what is not a letter, digit, space or hyphen dropped (spec
 * section 5's rule for topics), spaces, underscores and hyphen runs made one hyphen, at most 80
 * characters. `fallback` answers for a title with nothing left (say '¿¿¿').
 */
export function slugify(text: string, fallback = '') {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_FROM_TEXT_MAX)
    .replace(/-+$/, '');
  return slug || fallback;
}

export const SLUG_FROM_TEXT_MAX = 80;
