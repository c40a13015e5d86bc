import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { searchWords } from '../../lib/text-search';

export { MARK_END, MARK_START, searchWords, snippetHtml } from '../../lib/text-search';

type Executor = Pick<Db, 'execute'>;

type WordCheck = { word: string; known: boolean; suggestion: string | null };

/**
 * For each word, whether the published articles use it, and if not the closest word they do use
 * (trigram similarity over resource_words): 'brase' finds 'brace', 'shoos' finds 'shoes'.
 */
async function checkWords(db: Db, words: string[]): Promise<WordCheck[]> {
  const result = await db.execute(sql`
    select t.word,
      exists (select 1 from resource_words w where w.word = t.word) as known,
      case when length(t.word) < 4 or exists (select 1 from resource_words w where w.word = t.word) then null
        else (select w.word from resource_words w where w.word % t.word order by similarity(w.word, t.word) desc, w.word limit 1)
      end as suggestion
    from unnest(${sql.param(words)}::text[]) with ordinality as t(word, ord)
    order by t.ord`);
  return (result as unknown as { rows: WordCheck[] }).rows;
}

/**
 * A to_tsquery expression (English stemming happens in PostgreSQL): every word must match, a word
 * the articles never use may match its closest known word instead, and the last word also matches
 * as a prefix, so results come while someone is still typing. Null when no word is left.
 */
export async function buildTsQuery(db: Db, q: string): Promise<string | null> {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const checks = await checkWords(db, words);
  const terms = checks.map(({ word, known, suggestion }, index) => {
    const last = index === checks.length - 1;
    const options = [last && word.length >= 2 ? `${word}:*` : word];
    if (!known && suggestion && suggestion !== word) options.push(suggestion);
    return options.length > 1 ? `(${options.join(' | ')})` : (options[0] as string);
  });
  return terms.join(' & ');
}

/** An article's words as resource_words keeps them (lower-case, letters only, 3 to 40 long). */
const articleWords = (resourceId: number) => sql`
  select distinct lexeme from resources r,
    unnest(to_tsvector('simple', r.title || ' ' || coalesce(r.excerpt, '') || ' ' || r.body_text)) as v(lexeme, positions, weights)
  where r.id = ${resourceId} and length(lexeme) between 3 and 40 and lexeme ~ '^[[:alpha:]]+$'`;

/** Keeps resource_words in step with one article (only published articles' words are offered as corrections). */
export function indexWordsSql(resourceId: number): SQL {
  return sql`
    insert into resource_words (word)
    select lexeme from (${articleWords(resourceId)}) w
    where exists (select 1 from resources r where r.id = ${resourceId} and r.status = 'published')
    on conflict do nothing`;
}

/** A published article's words before it changes (is edited, unpublished or deleted); none for a draft. */
export async function publishedWordsOf(db: Executor, resourceId: number): Promise<string[]> {
  const result = await db.execute(sql`
    select lexeme from (${articleWords(resourceId)}) w
    where exists (select 1 from resources r where r.id = ${resourceId} and r.status = 'published')`);
  return (result as unknown as { rows: { lexeme: string }[] }).rows.map((row) => row.lexeme);
}

/**
 * After a change, drops those of `words` that no published article uses any more, so typo
 * correction offers only words that find something. Checked through the search index (a word
 * whose stem is still used stays); stop words are kept, they never reach a query.
 */
export async function pruneWords(db: Executor, words: string[]) {
  if (words.length === 0) return;
  await db.execute(sql`
    delete from resource_words w
    where w.word = any(${sql.param(words)}::text[])
      and case when to_tsvector('english', w.word) = ''::tsvector then false
        else not exists (select 1 from resources r where r.status = 'published' and r.search_vector @@ plainto_tsquery('english', w.word)) end`);
}
