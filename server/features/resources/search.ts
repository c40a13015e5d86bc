import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db';

export { MARK_END, MARK_START, searchWords, snippetHtml } from '../../lib/text-search';

type Executor = Pick<Db, 'execute'>;

/**
 * The title (A) and excerpt (B) part of an article's search_vector, for `resources r`: where a hit
 * ranks highest. resources_head_search_idx indexes this very expression, for published articles.
 */
export const headVector = sql`(setweight(to_tsvector('english', coalesce(r.title, '')), 'A') || setweight(to_tsvector('english', coalesce(r.excerpt, '')), 'B'))`;

/**
 * PostgreSQL's text search configuration for each language: how its words are stemmed. Spanish and
 * French read a word without its accents as the word with them (migration 0037).
 */
export const SEARCH_CONFIG: Record<Locale, 'english' | 'spanish_unaccent' | 'french_unaccent'> = { en: 'english', es: 'spanish_unaccent', fr: 'french_unaccent' };

/**
 * The searcher's words as a tsquery, worked out inside the search's own statement (stemming in the
 * language's configuration happens in PostgreSQL): every word must match, a word the published articles never use may match
 * the closest word they do use instead (trigram similarity over resource_words: 'brase' finds
 * 'brace', 'shoos' finds 'shoes'), and the last word also matches as a prefix, so results come while
 * someone is still typing. The words are letters and digits only (searchWords): safe in tsquery text.
 */
export function tsQueryOf(words: string[], locale: Locale = 'en'): SQL {
  return sql`(
    select to_tsquery(${sql.raw(`'${SEARCH_CONFIG[locale]}'`)}, string_agg(case when t.suggestion is null then t.term else '(' || t.term || ' | ' || t.suggestion || ')' end, ' & ' order by t.ord))
    from (
      select t.ord,
        case when t.ord = ${words.length} and length(t.word) >= 2 then t.word || ':*' else t.word end as term,
        case when length(t.word) < 4 or exists (select 1 from resource_words w where w.word = t.word) then null
          else (select w.word from resource_words w where w.word % t.word order by similarity(w.word, t.word) desc, w.word limit 1)
        end as suggestion
      from unnest(${sql.param(words)}::text[]) with ordinality as t(word, ord)
    ) t)`;
}

/** An article's words, and its translations', as resource_words keeps them (lower-case, letters only, 3 to 40 long). */
const articleWords = (resourceId: number) => sql`
  select distinct lexeme from (
    select r.title || ' ' || coalesce(r.excerpt, '') || ' ' || r.body_text as text from resources r where r.id = ${resourceId}
    union all
    select t.title || ' ' || coalesce(t.excerpt, '') || ' ' || t.body_text from resource_translations t where t.resource_id = ${resourceId}
  ) texts, unnest(to_tsvector('simple', texts.text)) as v(lexeme, positions, weights)
  where length(lexeme) between 3 and 40 and lexeme ~ '^[[:alpha:]à-ÿœæ]+$'`;

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
 * After a change, drops those of `words` that no published article (nor its translation) uses any
 * more, so typo correction offers only words that find something. Checked through the search indexes
 * (a word whose stem is still used stays); stop words are kept, they never reach a query.
 */
export async function pruneWords(db: Executor, words: string[]) {
  if (words.length === 0) return;
  await db.execute(sql`
    delete from resource_words w
    where w.word = any(${sql.param(words)}::text[])
      and case when to_tsvector('english', w.word) = ''::tsvector or to_tsvector('spanish_unaccent', w.word) = ''::tsvector or to_tsvector('french_unaccent', w.word) = ''::tsvector then false
        else not exists (select 1 from resources r where r.status = 'published' and r.search_vector @@ plainto_tsquery('english', w.word))
          and not exists (
            select 1 from resource_translations t join resources r on r.id = t.resource_id
            where r.status = 'published' and t.search_vector @@ (case t.language when 'es' then plainto_tsquery('spanish_unaccent', w.word) else plainto_tsquery('french_unaccent', w.word) end)
          ) end`);
}
