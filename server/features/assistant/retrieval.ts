import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales';
import type { Corpus } from './passages';
import { closeTo, wordsOf } from './text';

/** Words people use for what the articles call something else. */
const SYNONYMS: Record<string, string[]> = {
  bnb: ['boots', 'bar', 'brace'],
  afo: ['brace', 'orthosis'],
  afos: ['brace', 'orthosis'],
  fab: ['brace', 'abduction'],
  dbb: ['brace', 'boots', 'bar'],
  ctev: ['clubfoot'],
  talipes: ['clubfoot'],
  plaster: ['cast'],
  plasters: ['casts'],
  physio: ['physiotherapy', 'exercises'],
  op: ['operation', 'surgery'],
  heel: ['heel', 'achilles'],
  cord: ['tendon', 'achilles'],
  snip: ['tenotomy'],
  cut: ['tenotomy'],
  ultrasound: ['ultrasound', 'scan', 'pregnancy', 'prenatal'],
  scan: ['scan', 'ultrasound', 'prenatal'],
  pregnant: ['pregnancy', 'prenatal', 'scan'],
  dr: ['doctor', 'specialist'],
  doc: ['doctor', 'specialist'],
  specialist: ['specialist', 'doctor', 'ponseti'],
  nursery: ['nursery', 'school', 'teachers'],
  daycare: ['nursery', 'school', 'childcare'],
  kindergarten: ['nursery', 'school'],
  preschool: ['nursery', 'school'],
  flight: ['travel', 'flying'],
  plane: ['travel', 'flying'],
  holiday: ['travel', 'holiday'],
  vacation: ['travel', 'holiday'],
  sad: ['feelings', 'emotional', 'support'],
  overwhelmed: ['feelings', 'emotional', 'support'],
  guilty: ['feelings', 'guilt', 'fault'],
  guilt: ['feelings', 'fault'],
  cry: ['crying'],
  cries: ['crying'],
  recurrence: ['relapse'],
  coming: ['relapse'],
  sneakers: ['shoes', 'trainers'],
  trainers: ['shoes'],
  football: ['sport', 'activity'],
  soccer: ['sport', 'activity'],
  dance: ['dancing', 'activity'],
  swim: ['swimming', 'activity'],
  ballet: ['dancing', 'activity', 'sport'],
  gymnastics: ['activity', 'sport'],
  grandparents: ['family', 'telling', 'relatives'],
  relatives: ['family', 'telling'],
  reception: ['school', 'starting'],
  delay: ['late', 'delayed'],
  toeing: ['intoeing', 'relapse', 'turning'],
  intoeing: ['relapse', 'turning'],
  tiptoe: ['relapse', 'tiptoes'],
  tiptoes: ['relapse'],
  walking: ['walking', 'walk'],
  grown: ['adult'],
  adulthood: ['adult'],
};

/**
 * Words of a question the site's passages know, typos corrected to the nearest known word. The typo
 * correction and the synonyms are English's: another language's words are taken as they are written.
 */
export function questionWords(question: string, corpus: Pick<Corpus, 'vocabulary'>, language: Locale = DEFAULT_LOCALE) {
  if (language !== DEFAULT_LOCALE) return [...new Set(question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 40);
  const out: string[] = [];
  const known = new Set(corpus.vocabulary);
  for (const raw of wordsOf(question).slice(0, 40)) {
    const word = raw.replace(/'s$/, '').replace(/'/g, '');
    if (!word) continue;
    let chosen = word;
    if (word.length >= 4 && !known.has(word) && !SYNONYMS[word]) chosen = closeTo(word, corpus.vocabulary) ?? word;
    out.push(chosen);
    if (word === 'club' || word === 'clubfeet') out.push('clubfoot');
    for (const synonym of SYNONYMS[chosen] ?? []) out.push(synonym);
  }
  return [...new Set(out)];
}

export type Hit = {
  id: number;
  sourceKind: 'article' | 'faq' | 'entry';
  language: Locale;
  sourceKey: string;
  title: string;
  url: string | null;
  heading: string | null;
  body: string;
  score: number;
  /** Share of the question's weight (rarer words weigh more) that the passage contains, 0 to 1. */
  coverage: number;
};

/** PostgreSQL's text search configuration for each language the passages are written in. */
const SEARCH_CONFIG: Record<Locale, string> = { en: 'english', es: 'spanish', fr: 'french' };

/** Lexemes of the words as PostgreSQL's search in the language sees them (stemmed, no stop words). */
async function lexemesOf(db: Db, words: string[], language: Locale): Promise<string[]> {
  if (words.length === 0) return [];
  const result = await db.execute<{ lexeme: string }>(sql`select lexeme from unnest(to_tsvector(${SEARCH_CONFIG[language]}::regconfig, ${words.join(' ')}))`);
  const rows = (result as unknown as { rows: { lexeme: string }[] }).rows;
  return rows.map((row) => row.lexeme).filter((lexeme) => /^[\p{L}\p{N}]+$/u.test(lexeme));
}

/**
 * The passages that best answer a question: PostgreSQL full text search finds every passage with any
 * of its words; each word counts by how rare it is among passages (a rare "tenotomy" outweighs a
 * common "baby") and by where it stands (entry questions and keywords, then headings and titles,
 * then text). `context` (an earlier question) counts for half.
 */
export async function searchPassages(db: Db, corpus: Corpus, question: string, context = '', limit = 12, language: Locale = DEFAULT_LOCALE): Promise<Hit[]> {
  const found = await rankPassages(db, corpus, question, context, 40, language);
  // An entry or FAQ whose own question reads like the one asked ranks higher ("what is clubfoot exactly"),
  // and one asked word for word (a question picked from a list, pasted) comes first.
  const asked = sameQuestion(question);
  return found
    .map((hit) => {
      if (hit.sourceKind === 'article') return hit;
      const exact = asked !== '' && sameQuestion(hit.heading ?? '') === asked;
      return { ...hit, score: hit.score + 0.5 * likeness(question, hit.heading ?? '') + (exact ? 100 : 0) };
    })
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit);
}

/** A question as compared word for word: case, spacing and end punctuation aside. */
const sameQuestion = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').replace(/[\s?.!]+$/, '').trim();

const FILLER = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'i', 'we', 'you', 'me', 'it', 'to', 'of', 'and', 'or', 'do', 'does', 'is', 'are', 'be', 'in', 'on', 'for', 'so', 'im', 'its']);
const stems = (text: string) => new Set(wordsOf(text).filter((word) => !FILLER.has(word)).map((word) => word.slice(0, 5)));

/** Word overlap of two questions (0 to 1). */
export function likeness(a: string, b: string) {
  const left = stems(a);
  const right = stems(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** The passages written in `language` that share most (and rarest) words with the question. */
async function rankPassages(db: Db, corpus: Corpus, question: string, context: string, limit: number, language: Locale): Promise<Hit[]> {
  const main = await lexemesOf(db, questionWords(question, corpus, language), language);
  const extra = context ? (await lexemesOf(db, questionWords(context, corpus, language), language)).filter((lexeme) => !main.includes(lexeme)) : [];
  const terms = [...main.map((lexeme) => ({ lexeme, factor: 1 })), ...extra.map((lexeme) => ({ lexeme, factor: 0.5 }))].slice(0, 24);
  const stats = corpus.languages[language];
  if (terms.length === 0 || stats.passages === 0) return [];
  const n = stats.passages;
  const weighted = terms.map(({ lexeme, factor }) => {
    const df = stats.documentFrequency.get(lexeme) ?? 0;
    return { lexeme, weight: factor * Math.log(1 + (n - df + 0.5) / (df + 0.5)) };
  });
  const any = weighted.map((term) => term.lexeme).join(' | ');
  const total = weighted.reduce((sum, term) => sum + term.weight, 0) || 1;
  const matched = sql.join(
    weighted.map((term) => sql`case when p.search_vector @@ to_tsquery('simple', ${term.lexeme}) then ${term.weight}::float8 else 0 end`),
    sql` + `,
  );
  const score = sql.join(
    weighted.map((term) => sql`${term.weight}::float8 * ts_rank('{0.1, 0.25, 0.5, 1.0}', p.search_vector, to_tsquery('simple', ${term.lexeme}), 1)`),
    sql` + `,
  );
  const result = await db.execute(sql`
    select p.id, p.source_kind as "sourceKind", p.source_key as "sourceKey", p.language, p.title, p.url, p.heading, p.body, (${score})::float8 as score, ((${matched}) / ${total}::float8)::float8 as coverage
    from assistant_passages p
    where p.language = ${language} and p.search_vector @@ to_tsquery('simple', ${any})
    order by score desc, p.id
    limit ${limit}`);
  return (result as unknown as { rows: Hit[] }).rows.map((row) => ({ ...row, score: Number(row.score), coverage: Number(row.coverage) }));
}
