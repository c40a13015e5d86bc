import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { aboutFaq, aboutFaqSource } from '../../../shared/about-faq';
import { type Locale, LOCALES } from '../../../shared/i18n/locales';
import type { Db } from '../../db';
import { assistantEntries, assistantEntryTranslations, assistantPassages, resources, resourceTranslations, videos } from '../../db/schema';
import { chunkArticle } from './chunking';

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

type NewPassage = typeof assistantPassages.$inferInsert;

/** The FAQ's answers in every language, as the About page shows them (the English keeps its old keys). */
function faqPassages(): NewPassage[] {
  return LOCALES.flatMap((language) =>
    aboutFaq(language).map((faq, index) => ({
      sourceKind: 'faq' as const,
      sourceKey: language === 'en' ? `faq:${index}` : `faq:${index}:${language}`,
      language,
      stamp: digest(JSON.stringify([faq, aboutFaqSource(language)])),
      position: 0,
      title: aboutFaqSource(language),
      url: '/about#faq',
      heading: faq.question,
      body: faq.answer.join('\n'),
      extra: faq.question,
    })),
  );
}

/** An article (or its translation) cut into sections, each linking to the article. */
function articlePassages(article: { slug: string; title: string; content: string }, sourceKey: string, stamp: string, language: string): NewPassage[] {
  return chunkArticle(article.content).map((passage, position) => ({
    sourceKind: 'article' as const,
    sourceKey,
    language,
    stamp,
    position,
    title: article.title,
    url: `/resources/${article.slug}`,
    heading: passage.heading,
    body: passage.body,
    extra: position === 0 ? article.title : '',
  }));
}

/** Words per passage of a transcript: a chapter, or a stretch of it this long. */
const TRANSCRIPT_PASSAGE_WORDS = 120;

type VideoSource = { id: number; slug: string; title: string; chapters: { start: number; title: string }[]; transcript: { start: number; text: string }[] };

/**
 * A video's transcript as passages (issue 19): one per chapter (or per stretch of about 120 words),
 * each linking to its moment (`/videos/{slug}?t=seconds`), so the assistant cites the very place.
 */
export function transcriptPassages(video: VideoSource, stamp: string): NewPassage[] {
  const chapters = [...video.chapters].sort((a, b) => a.start - b.start);
  const chapterAt = (time: number) => [...chapters].reverse().find((chapter) => chapter.start <= time + 0.01);
  const passages: NewPassage[] = [];
  let lines: { start: number; text: string }[] = [];
  let words = 0;
  const flush = () => {
    if (!lines.length) return;
    const start = Math.floor(lines[0]!.start);
    passages.push({
      sourceKind: 'video',
      sourceKey: String(video.id),
      stamp,
      position: passages.length,
      title: `Video: ${video.title}`,
      url: `/videos/${video.slug}?t=${start}`,
      heading: chapterAt(lines[0]!.start)?.title ?? null,
      body: lines.map((line) => line.text).join(' '),
      extra: passages.length === 0 ? video.title : '',
    });
    lines = [];
    words = 0;
  };
  for (const line of [...video.transcript].sort((a, b) => a.start - b.start)) {
    const chapterChanged = lines.length > 0 && chapterAt(line.start) !== chapterAt(lines[0]!.start);
    if (chapterChanged || words >= TRANSCRIPT_PASSAGE_WORDS) flush();
    lines.push(line);
    words += line.text.split(/\s+/).length;
  }
  flush();
  return passages;
}

/**
 * Brings the passages in line with their sources: published articles (cut into sections), the
 * entries and the FAQ. Only sources whose digest changed are cut again; one instance at a time.
 */
export async function syncPassages(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274001)`);
    const existing = await tx
      .select({ kind: assistantPassages.sourceKind, key: assistantPassages.sourceKey, stamp: sql<string>`min(${assistantPassages.stamp})` })
      .from(assistantPassages)
      .groupBy(assistantPassages.sourceKind, assistantPassages.sourceKey);
    const stampOf = new Map(existing.map((row) => [`${row.kind}|${row.key}`, row.stamp]));
    const wanted = new Set<string>();
    const fresh: NewPassage[] = [];
    const stale: { kind: 'article' | 'faq' | 'entry' | 'video'; key: string }[] = [];
    const consider = (kind: 'article' | 'faq' | 'entry' | 'video', key: string, stamp: string) => {
      wanted.add(`${kind}|${key}`);
      const had = stampOf.get(`${kind}|${key}`);
      if (had === stamp) return false;
      if (had !== undefined) stale.push({ kind, key });
      return true;
    };

    const articles = await tx
      .select({ id: resources.id, stamp: sql<string>`md5(${resources.slug} || ${resources.title} || ${resources.content})` })
      .from(resources)
      .where(eq(resources.status, 'published'));
    const changedArticles = articles.filter((article) => consider('article', String(article.id), article.stamp));
    for (let i = 0; i < changedArticles.length; i += 200) {
      const batch = changedArticles.slice(i, i + 200);
      const rows = await tx
        .select({ id: resources.id, slug: resources.slug, title: resources.title, content: resources.content })
        .from(resources)
        .where(inArray(resources.id, batch.map((article) => article.id)));
      const stampById = new Map(batch.map((article) => [article.id, article.stamp]));
      for (const row of rows) fresh.push(...articlePassages(row, String(row.id), stampById.get(row.id) ?? '', 'en'));
    }

    // Translated articles (issue 25): their passages are in their language, found by questions in it.
    const translatedArticles = await tx
      .select({ id: resources.id, slug: resources.slug, language: resourceTranslations.language, title: resourceTranslations.title, content: resourceTranslations.content })
      .from(resourceTranslations)
      .innerJoin(resources, eq(resources.id, resourceTranslations.resourceId))
      .where(eq(resources.status, 'published'));
    const translatedTitle = new Map(translatedArticles.map((row) => [`${row.language}|/resources/${row.slug}`, row.title]));
    for (const row of translatedArticles) {
      const stamp = digest(JSON.stringify([row.slug, row.title, row.content]));
      if (consider('article', `${row.id}:${row.language}`, stamp)) fresh.push(...articlePassages(row, `${row.id}:${row.language}`, stamp, row.language));
    }

    const entries = await tx.select().from(assistantEntries);
    for (const entry of entries) {
      const stamp = digest(JSON.stringify([entry.question, entry.answer, entry.keywords, entry.relatedUrl, entry.relatedTitle]));
      if (!consider('entry', String(entry.id), stamp)) continue;
      fresh.push({
        sourceKind: 'entry',
        sourceKey: String(entry.id),
        stamp,
        position: 0,
        title: entry.relatedTitle ?? entry.question,
        url: entry.relatedUrl,
        heading: entry.question,
        body: entry.answer,
        extra: [entry.question, ...entry.keywords].join(' '),
      });
    }

    const entryTranslations = await tx
      .select({ translation: assistantEntryTranslations, relatedUrl: assistantEntries.relatedUrl })
      .from(assistantEntryTranslations)
      .innerJoin(assistantEntries, eq(assistantEntries.id, assistantEntryTranslations.entryId));
    for (const { translation, relatedUrl } of entryTranslations) {
      const title = (relatedUrl && translatedTitle.get(`${translation.language}|${relatedUrl}`)) ?? translation.question;
      const stamp = digest(JSON.stringify([translation.question, translation.answer, translation.keywords, relatedUrl, title]));
      if (!consider('entry', `${translation.entryId}:${translation.language}`, stamp)) continue;
      fresh.push({
        sourceKind: 'entry',
        sourceKey: `${translation.entryId}:${translation.language}`,
        language: translation.language,
        stamp,
        position: 0,
        title,
        url: relatedUrl,
        heading: translation.question,
        body: translation.answer,
        extra: [translation.question, ...translation.keywords].join(' '),
      });
    }

    for (const passage of faqPassages()) if (consider('faq', passage.sourceKey, passage.stamp)) fresh.push(passage);

    // Published, playable videos' transcripts: a member follows the link to the moment cited.
    const playable = await tx
      .select({ id: videos.id, slug: videos.slug, title: videos.title, chapters: videos.chapters, transcript: videos.transcript })
      .from(videos)
      .where(and(eq(videos.status, 'published'), eq(videos.processingState, 'ready')));
    for (const video of playable) {
      if (!video.transcript.length) continue;
      const stamp = digest(JSON.stringify([video.slug, video.title, video.chapters, video.transcript]));
      if (consider('video', String(video.id), stamp)) fresh.push(...transcriptPassages(video, stamp));
    }

    const gone = existing.filter((row) => !wanted.has(`${row.kind}|${row.key}`)).map((row) => ({ kind: row.kind, key: row.key }));
    for (const { kind, key } of [...gone, ...stale]) {
      await tx.delete(assistantPassages).where(and(eq(assistantPassages.sourceKind, kind), eq(assistantPassages.sourceKey, key)));
    }
    for (let i = 0; i < fresh.length; i += 500) await tx.insert(assistantPassages).values(fresh.slice(i, i + 500));
  });
}

/** One language's passages: how many, in how many each word stem appears (for weighting rare words above common ones), and the words they use. */
export type LanguageStats = {
  passages: number;
  documentFrequency: Map<string, number>;
  /** Words the passages use, commonest first, for correcting a typed word to one the site knows. */
  vocabulary: string[];
};

export type Corpus = {
  /** Each language's own figures: a word is rare or common, or known, among the passages of its own language. */
  languages: Record<Locale, LanguageStats>;
};

/** Statistics of the passages, read once per change of the sources. */
export async function readCorpus(db: Db): Promise<Corpus> {
  const languages = {} as Record<Locale, LanguageStats>;
  const counts = await db.select({ language: assistantPassages.language, n: sql<number>`count(*)::int` }).from(assistantPassages).groupBy(assistantPassages.language);
  for (const language of LOCALES) {
    const count = counts.find((row) => row.language === language);
    const query = `select search_vector from assistant_passages where language = '${language}'`;
    const stems = await db.execute(sql`select word, ndoc from ts_stat(${query})`);
    // Letters only (with the accents Spanish and French write), as typed: 'simple' neither stems nor drops a word.
    const wordsQuery = `select to_tsvector('simple', title || ' ' || coalesce(heading, '') || ' ' || body || ' ' || extra) from assistant_passages where language = '${language}'`;
    const words = await db.execute(sql`select word from ts_stat(${wordsQuery}) where length(word) between 4 and 30 and word ~ '^[a-zà-ÿœæ]+$' order by ndoc desc, word limit 20000`);
    languages[language] = {
      passages: count?.n ?? 0,
      documentFrequency: new Map(rowsOf<{ word: string; ndoc: number }>(stems).map((row) => [row.word, Number(row.ndoc)])),
      vocabulary: rowsOf<{ word: string }>(words).map((row) => row.word),
    };
  }
  return { languages };
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}
