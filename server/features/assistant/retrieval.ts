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

/** The same for Spanish and French questions: everyday words for what the translations call something. */
const SYNONYMS_IN: Record<Exclude<Locale, 'en'>, Record<string, string[]>> = {
  es: {
    botas: ['botas', 'férula'],
    barra: ['barra', 'férula'],
    ortesis: ['férula'],
    escayola: ['yeso'],
    escayolas: ['yesos'],
    pzc: ['pie', 'zambo'],
    equinovaro: ['pie', 'zambo'],
    corte: ['tenotomía'],
    tendon: ['tendón', 'aquiles'],
    talon: ['talón', 'aquiles'],
    operacion: ['operación', 'cirugía'],
    fisio: ['fisioterapia', 'ejercicios'],
    eco: ['ecografía', 'prenatal'],
    ecografia: ['ecografía', 'prenatal'],
    embarazada: ['embarazo', 'prenatal'],
    medico: ['médico', 'especialista'],
    doctor: ['médico', 'especialista'],
    guarderia: ['guardería', 'escuela'],
    colegio: ['escuela'],
    recidiva: ['recaída'],
    zapatillas: ['zapatos'],
    tenis: ['zapatos'],
    culpa: ['culpa', 'sentimientos'],
    triste: ['sentimientos', 'apoyo'],
    agobiada: ['sentimientos', 'apoyo'],
    agobiado: ['sentimientos', 'apoyo'],
    llora: ['llanto', 'llorar'],
    viaje: ['viajar', 'viaje'],
    avion: ['viajar', 'avión'],
    abuelos: ['familia'],
    adulto: ['adultos', 'adulto'],
  },
  fr: {
    bottines: ['bottines', 'attelle'],
    barre: ['barre', 'attelle'],
    orthese: ['attelle', 'orthèse'],
    pbve: ['pied', 'bot'],
    varus: ['pied', 'bot'],
    platre: ['plâtre'],
    platres: ['plâtres'],
    coupure: ['ténotomie'],
    tendon: ['tendon', 'achille'],
    talon: ['talon', 'achille'],
    operation: ['opération', 'chirurgie'],
    kine: ['kinésithérapie', 'exercices'],
    echo: ['échographie', 'prénatal'],
    echographie: ['échographie', 'prénatal'],
    enceinte: ['grossesse', 'prénatal'],
    docteur: ['médecin', 'spécialiste'],
    medecin: ['médecin', 'spécialiste'],
    creche: ['crèche', 'école'],
    nounou: ['crèche', 'garde'],
    rechute: ['récidive', 'rechute'],
    baskets: ['chaussures'],
    culpabilite: ['culpabilité', 'émotions'],
    triste: ['émotions', 'soutien'],
    pleure: ['pleurs', 'pleurer'],
    avion: ['voyage', 'avion'],
    vacances: ['voyage', 'vacances'],
    grands: ['famille'],
    adulte: ['adultes', 'adulte'],
  },
};

/** A word without its accents, as people often type it on a phone ("tenotomia" for "tenotomía"). */
const unaccented = (word: string) => word.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/œ/g, 'oe').replace(/æ/g, 'ae');

/**
 * A language's vocabulary as a set, and as typed without accents, each pointing to the commonest
 * written form: built once per corpus (the corpus is read again only when the sources change).
 */
const vocabularyIndexes = new WeakMap<readonly string[], { known: Set<string>; byFolded: Map<string, string>; folded: string[] }>();
function vocabularyIndex(vocabulary: readonly string[]) {
  let found = vocabularyIndexes.get(vocabulary);
  if (!found) {
    const byFolded = new Map<string, string>();
    for (const word of vocabulary) if (!byFolded.has(unaccented(word))) byFolded.set(unaccented(word), word);
    found = { known: new Set(vocabulary), byFolded, folded: [...byFolded.keys()] };
    vocabularyIndexes.set(vocabulary, found);
  }
  return found;
}

/**
 * Words of a question the site's passages know, typos corrected to the nearest known word, with the
 * words people use for what the passages call something else. In Spanish and French a word typed
 * without its accents is read as the word with them, and a typo is corrected to the nearest word the
 * passages of that language use.
 */
export function questionWords(question: string, corpus: Corpus, language: Locale = DEFAULT_LOCALE) {
  const vocabulary = corpus.languages[language].vocabulary;
  if (language !== DEFAULT_LOCALE) return translatedQuestionWords(question, vocabulary, SYNONYMS_IN[language]);
  const out: string[] = [];
  const { known } = vocabularyIndex(vocabulary);
  for (const raw of wordsOf(question).slice(0, 40)) {
    const word = raw.replace(/'s$/, '').replace(/'/g, '');
    if (!word) continue;
    let chosen = word;
    if (word.length >= 4 && !known.has(word) && !SYNONYMS[word]) chosen = closeTo(word, vocabulary) ?? word;
    out.push(chosen);
    if (word === 'club' || word === 'clubfeet') out.push('clubfoot');
    for (const synonym of SYNONYMS[chosen] ?? []) out.push(synonym);
  }
  return [...new Set(out)];
}

function translatedQuestionWords(question: string, vocabulary: readonly string[], synonyms: Record<string, string[]>) {
  const { known, byFolded, folded } = vocabularyIndex(vocabulary);
  const out: string[] = [];
  for (const word of (question.toLowerCase().normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 40)) {
    const plain = unaccented(word);
    let chosen = known.has(word) ? word : byFolded.get(plain);
    // Not a word the passages use, even without accents: the nearest one that is (no word list tells a real word here).
    if (chosen === undefined) chosen = word.length >= 5 && !synonyms[plain] ? (byFolded.get(closeTo(plain, folded, () => false) ?? '') ?? word) : word;
    out.push(chosen);
    for (const synonym of synonyms[unaccented(chosen)] ?? []) out.push(synonym);
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
