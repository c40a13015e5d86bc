import { sql } from 'drizzle-orm';
import type { ChatResponse, ChatSource } from '../../../shared/api/assistant';
import type { ChatAnswerKind } from '../../../shared/assistant';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { assistantQuestions } from '../../db/schema';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales';
import { crisisAnswer, diagnosisAnswer, medicationAnswer, noSourceAnswer, outOfScopeAnswer, redFlagAnswer, sayIn } from './answer-messages';
import { composeAnswer, isAboutClubfoot, sourcesOf } from './compose';
import { languageOf } from '../../lib/language-of';
import { checkSafetyIn } from './safety-languages';
import { askModel, type Turn } from './model';
import { type Corpus, readCorpus, syncPassages } from './passages';
import { type Hit, searchPassages } from './retrieval';
import { checkSafety } from './safety';
import { wordsOf } from './text';

/**
 * When a passage is good enough to answer from (set with the evaluation sets): a strong match, or a
 * short question whose words it contains nearly all of ("cast care": few words, so a low score).
 * A question without any clubfoot word needs a much stronger match.
 */
export const MIN_SCORE = 0.35;
export const MIN_COVERAGE = 0.6;

function goodEnough(hit: Hit, about: boolean) {
  if (!about) return hit.score >= MIN_SCORE * 3;
  return hit.score >= MIN_SCORE || (hit.coverage >= MIN_COVERAGE && hit.score >= 0.1);
}

const FIND_DOCTOR: ChatSource = { title: 'Find a Doctor', url: '/find-doctor' };

const corpora = new WeakMap<Db, { key: string; corpus: Promise<Corpus> }>();

/** The passages in line with the published articles and entries (cut again when either changed), and their statistics. */
export async function currentCorpus(db: Db): Promise<Corpus> {
  const result = await db.execute(
    sql`select (select version from resource_library_version where id = 1) as articles, (select version from assistant_version where id = 1) as entries,
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from videos where status = 'published' and processing_state = 'ready') as videos`,
  );
  const row = (result as unknown as { rows: { articles: unknown; entries: unknown; videos: unknown }[] }).rows[0];
  const key = `${String(row?.articles)}:${String(row?.entries)}:${String(row?.videos)}`;
  const known = corpora.get(db);
  if (known?.key === key) return known.corpus;
  const corpus = syncPassages(db).then(() => readCorpus(db));
  corpora.set(db, { key, corpus });
  corpus.catch(() => corpora.delete(db));
  return corpus;
}

export type Answer = { response: string; sources: ChatSource[]; kind: ChatAnswerKind; model: string | null; hits: Hit[]; language: Locale };

/**
 * What to answer, in the order the issue sets: safety, then retrieval, then the answer (model or
 * composed). In the question's language (issue 25; the page's when the question does not say): from
 * sources in it when there are, else from the English ones, saying so.
 */
export async function answer(db: Db, config: Pick<Config, 'llm'>, message: string, history: Turn[] = [], pageLanguage: Locale = DEFAULT_LOCALE): Promise<Answer> {
  const language = languageOf(message, pageLanguage);
  const say = sayIn(language);
  // English words are looked for in every language (people mix them in); the language's own too.
  const safety = checkSafety(message) ?? checkSafetyIn(message, language);
  if (safety?.kind === 'red-flag') return { response: safety.reason === 'crisis' ? crisisAnswer(say) : redFlagAnswer(say), sources: [], kind: 'red-flag', model: null, hits: [], language };
  if (safety?.kind === 'diagnosis') {
    return {
      response: safety.reason === 'medication' ? medicationAnswer(say) : diagnosisAnswer(say),
      sources: [{ title: language === DEFAULT_LOCALE ? FIND_DOCTOR.title : say('findDoctor'), url: FIND_DOCTOR.url }],
      kind: 'diagnosis',
      model: null,
      hits: [],
      language,
    };
  }

  const corpus = await currentCorpus(db);
  // A short follow-up ("and at night?") is read with the question before it.
  const previous = [...history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
  const context = wordsOf(message).length < 5 ? previous : '';
  const about = isAboutClubfoot(message) || (context !== '' && isAboutClubfoot(context));
  let hits = await searchPassages(db, corpus, message, context, 12, language);
  let top = hits.find((hit) => goodEnough(hit, about));
  let fromEnglish = false;
  if (!top && language !== DEFAULT_LOCALE) {
    const english = await searchPassages(db, corpus, message, context, 12, DEFAULT_LOCALE);
    top = english.find((hit) => goodEnough(hit, about));
    if (top) [hits, fromEnglish] = [english, true];
  }
  if (!top) {
    return about
      ? { response: noSourceAnswer(say), sources: [], kind: 'no-source', model: null, hits, language }
      : { response: outOfScopeAnswer(say), sources: [], kind: 'out-of-scope', model: null, hits, language };
  }
  const useful = [top, ...hits.filter((hit) => hit !== top && hit.score >= top.score * 0.35)];
  const lead = fromEnglish ? `${say('compose.englishSources')}\n\n` : '';
  if (config.llm) {
    try {
      const reply = await askModel(config.llm, message, history, useful.slice(0, 5), language);
      const cited = sourcesOf(reply.cited);
      return { response: reply.text, sources: cited.length ? cited : sourcesOf(useful), kind: 'answer', model: config.llm.model, hits, language };
    } catch {
      // A model that fails or is slow never leaves the asker without an answer.
    }
  }
  // Quoted from English sources, the quote is in English: the lead says so in the asker's language.
  const quoted = composeAnswer(message, useful, fromEnglish ? sayIn(DEFAULT_LOCALE) : say);
  return { response: `${lead}${quoted}`, sources: sourcesOf(useful), kind: 'answer', model: null, hits, language };
}

export async function askAndRecord(
  db: Db,
  config: Pick<Config, 'llm'>,
  input: { message: string; history: Turn[]; userId: string | null; pageLanguage?: Locale },
): Promise<ChatResponse> {
  const result = await answer(db, config, input.message, input.history, input.pageLanguage);
  const [row] = await db
    .insert(assistantQuestions)
    .values({ userId: input.userId, question: input.message, answer: result.response, kind: result.kind, sources: result.sources, model: result.model })
    .returning({ id: assistantQuestions.id, createdAt: assistantQuestions.createdAt });
  if (!row) throw new Error('question not stored');
  return { id: row.id, response: result.response, timestamp: row.createdAt.toISOString(), sources: result.sources, kind: result.kind };
}
