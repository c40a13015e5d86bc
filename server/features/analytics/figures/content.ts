import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { ANALYTICS_FIGURES, type ContentFigures, type FigureRange, type FigureRanking, type RankingRow } from '../../../../shared/api/analytics-figures';
import { paths } from '../../../../shared/routes';
import type { Db } from '../../../db';
import { resources, videos } from '../../../db/schema';
import { type Labelled, pairOf, rankingOf, seriesOf, shareOf } from './read';

/** An article's page is `/resources/<slug>`. */
const ARTICLE_PREFIX = paths.resource.replace(':slug', '');
const videoPath = (slug: string) => paths.video.replace(':slug', slug);

/** Where a search was made, as the page names it. */
const AREA_NAMES: Record<string, string> = { library: 'Library', forum: 'Forum', assistant: 'Assistant' };

/** Only the pages of published articles count as articles read (not the library's list, nor a draft's preview). */
const publishedArticlePaths = (key: SQL) => sql`${key} in (
  select ${ARTICLE_PREFIX}::text || ${resources.slug} from ${resources} where ${resources.status} = 'published')`;

async function articleTitles(db: Db, keys: string[]) {
  const slugs = keys.map((key) => key.slice(ARTICLE_PREFIX.length));
  const found =
    slugs.length === 0
      ? []
      : await db
          .select({ slug: resources.slug, title: resources.title })
          .from(resources)
          .where(and(inArray(resources.slug, slugs), eq(resources.status, 'published')));
  const titles = new Map(found.map((row) => [`${ARTICLE_PREFIX}${row.slug}`, row.title]));
  return new Map<string, Labelled | null>(
    keys.map((key) => {
      const title = titles.get(key);
      return [key, title === undefined ? null : { label: title, href: key }];
    }),
  );
}

/** Videos by id; a video since deleted is left out of the rows (its minutes stay in the total). */
async function videoTitles(db: Db, keys: string[]) {
  const ids = keys.map(Number).filter(Number.isInteger);
  const found =
    ids.length === 0 ? [] : await db.select({ id: videos.id, slug: videos.slug, title: videos.title }).from(videos).where(inArray(videos.id, ids));
  const byId = new Map(found.map((row) => [String(row.id), row]));
  return new Map<string, Labelled | null>(
    keys.map((key) => {
      const video = byId.get(key);
      return [key, video ? { label: video.title, href: videoPath(video.slug) } : null];
    }),
  );
}

/** Seconds as minutes, rounded to one decimal (a short clip watched once still shows: 0.4). */
const minutes = (seconds: number) => Math.round(seconds / 6) / 10;

function inMinutes(ranking: FigureRanking): FigureRanking {
  return {
    rows: ranking.rows.map((row) => ({ ...row, value: minutes(row.value), previous: minutes(row.previous) })),
    total: minutes(ranking.total),
    previousTotal: minutes(ranking.previousTotal),
  };
}

/** A search's key is `area<TAB>term`: the term is the label, the area the detail. */
function searchLabels(keys: string[]) {
  return new Map<string, Labelled>(
    keys.map((key) => {
      const tab = key.indexOf('\t');
      const area = key.slice(0, tab);
      return [key, { label: key.slice(tab + 1), detail: AREA_NAMES[area] ?? area }];
    }),
  );
}

/**
 * The library's and forum's searches that found nothing with the assistant's questions it had no
 * source for, ranked together by how often. Each list's top rows hold every row of the merged top.
 */
function mergedRanking(searches: FigureRanking, questions: FigureRanking): FigureRanking {
  const asked: RankingRow[] = questions.rows.map((row) => ({ ...row, key: `assistant\t${row.key}`, detail: AREA_NAMES.assistant ?? null, href: null }));
  const rows = [...searches.rows, ...asked]
    .sort((a, b) => b.value - a.value || b.previous - a.previous || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, ANALYTICS_FIGURES.rankingRows);
  return { rows, total: searches.total + questions.total, previousTotal: searches.previousTotal + questions.previousTotal };
}

/** The content section of /admin/analytics: the content rollups, and articles read from the traffic rollups' page views. */
export async function contentFigures(db: Db, range: FigureRange): Promise<ContentFigures> {
  const [articles, videoSeconds, forumTopics, forumReplies, forumComments, searchMisses, noSource, questions] = await Promise.all([
    rankingOf(db, 'traffic.page', range, (keys) => articleTitles(db, keys), { keyFilter: publishedArticlePaths }),
    rankingOf(db, 'content.videoSeconds', range, (keys) => videoTitles(db, keys)),
    seriesOf(db, 'content.topics', range, 'week'),
    seriesOf(db, 'content.replies', range, 'week'),
    seriesOf(db, 'content.comments', range, 'week'),
    rankingOf(db, 'content.searchMiss', range, searchLabels),
    rankingOf(db, 'content.assistantNoSource', range),
    pairOf(db, 'content.assistantQuestions', range),
  ]);
  return {
    range,
    articles,
    videos: inMinutes(videoSeconds),
    forumTopics,
    forumReplies,
    forumComments,
    searchesWithoutResult: mergedRanking(searchMisses, noSource),
    assistantWithoutSource: noSource,
    assistantWithoutSourceShare: shareOf({ value: noSource.total, previous: noSource.previousTotal }, questions),
  };
}
