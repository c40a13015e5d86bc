import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { progressInput, VideoCard, VideoDetail, VideoPage, videoListQuery, VideoProgress } from '../../../shared/api/videos';
import { FINISHED_WITHIN_SECONDS, RESUME_MIN_SECONDS, VIDEO_PAGE_SIZE } from '../../../shared/videos';
import type { Db } from '../../db';
import { resources, videoProgress, videos, videoWatchDays } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { MARK_END, MARK_START, searchWords, snippetHtml } from '../../lib/text-search';
import { watchVerdict } from './policy';
import { playbackOf, presentCard, presentProgress, type ProgressRow, type VideoRow } from './present';

/** A video the library lists: published, and playable (processed, or another site's). */
const listed = and(eq(videos.status, 'published'), eq(videos.processingState, 'ready'));

const SIGN_IN_TO_WATCH = 'Please sign in to watch this video';

async function progressOf(db: Db, viewer: UserRow | null, videoIds: number[]) {
  const byVideo = new Map<number, ProgressRow>();
  if (!viewer || !videoIds.length) return byVideo;
  const rows = await db
    .select()
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, viewer.id), inArray(videoProgress.videoId, videoIds)));
  for (const row of rows) byVideo.set(row.videoId, row);
  return byVideo;
}

const tsQueryOf = (q: string) => {
  const words = searchWords(q);
  // The last word may be half typed: it matches as a prefix.
  return words.length ? words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ') : null;
};

export async function listVideos(db: Db, viewer: UserRow | null, query: z.output<typeof videoListQuery>): Promise<VideoPage> {
  const page = query.page ?? 1;
  const filters: (SQL | undefined)[] = [listed];
  if (query.topic) filters.push(eq(videos.topic, query.topic));
  const tsQuery = query.q ? tsQueryOf(query.q) : null;
  if (query.q && !tsQuery) return { items: [], total: 0, page, pageSize: VIDEO_PAGE_SIZE };
  if (tsQuery) filters.push(sql`${videos.searchVector} @@ to_tsquery('english', ${tsQuery})`);
  const where = and(...filters);
  // Newest first unless asked otherwise; a search without a sort puts the best matches first. (The
  // administrators' order is the library's running order: what plays next.)
  const order =
    query.sort === 'most-watched'
      ? [desc(videos.views), desc(videos.publishedAt), desc(videos.id)]
      : tsQuery && !query.sort
        ? [desc(sql`ts_rank(${videos.searchVector}, to_tsquery('english', ${tsQuery}))`), desc(videos.publishedAt), desc(videos.id)]
        : [desc(videos.publishedAt), desc(videos.id)];
  const snippet = tsQuery
    ? sql<string | null>`case when to_tsvector('english', ${videos.transcriptText}) @@ to_tsquery('english', ${tsQuery})
        then ts_headline('english', regexp_replace(${videos.transcriptText}, '[\u2983\u2984]', '', 'g'), to_tsquery('english', ${tsQuery}), ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=24, MinWords=10, MaxFragments=1`}) end`
    : sql<string | null>`null`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ video: videos, snippet })
      .from(videos)
      .where(where)
      .orderBy(...order)
      .limit(VIDEO_PAGE_SIZE)
      .offset((page - 1) * VIDEO_PAGE_SIZE),
    db.select({ n: count() }).from(videos).where(where),
  ]);
  const progress = await progressOf(
    db,
    viewer,
    rows.map((row) => row.video.id),
  );
  return {
    items: rows.map((row) => presentCard(row.video, progress.get(row.video.id), snippetHtml(row.snippet))),
    total: counted?.n ?? 0,
    page,
    pageSize: VIDEO_PAGE_SIZE,
  };
}

/** The member's started, unfinished videos, the most recent first. */
export async function continueWatching(db: Db, viewer: UserRow): Promise<VideoCard[]> {
  const rows = await db
    .select({ video: videos, progress: videoProgress })
    .from(videoProgress)
    .innerJoin(videos, eq(videos.id, videoProgress.videoId))
    .where(and(eq(videoProgress.userId, viewer.id), eq(videoProgress.completed, false), sql`${videoProgress.position} >= ${RESUME_MIN_SECONDS}`, listed))
    .orderBy(desc(videoProgress.updatedAt))
    .limit(8);
  return rows.map((row) => presentCard(row.video, row.progress));
}

/** A video the caller may watch, by its address: 404 for a draft (but to administrators) or nothing, 401 for a visitor on a members-only one. */
export async function watchableVideo(db: Db, viewer: UserRow | null, slug: string): Promise<VideoRow> {
  const [row] = await db.select().from(videos).where(eq(videos.slug, slug));
  const verdict = watchVerdict(viewer, row);
  if (verdict === 'not-found' || !row) throw notFound('Video not found');
  if (verdict === 'sign-in') throw new AppError('UNAUTHORIZED', SIGN_IN_TO_WATCH);
  return row;
}

export async function videoDetail(db: Db, viewer: UserRow | null, slug: string): Promise<VideoDetail> {
  const row = await watchableVideo(db, viewer, slug);
  const [articles, related, others] = await Promise.all([
    row.relatedArticleSlugs.length
      ? db
          .select({ slug: resources.slug, title: resources.title, excerpt: resources.excerpt, featuredImage: resources.featuredImage })
          .from(resources)
          .where(and(inArray(resources.slug, row.relatedArticleSlugs), eq(resources.status, 'published')))
      : Promise.resolve([]),
    db
      .select()
      .from(videos)
      .where(and(listed, eq(videos.topic, row.topic), ne(videos.id, row.id)))
      .orderBy(asc(videos.position), asc(videos.id))
      .limit(3),
    // The library in its order, to find what plays next.
    db
      .select()
      .from(videos)
      .where(and(listed, ne(videos.id, row.id)))
      .orderBy(asc(videos.position), asc(videos.id))
      .limit(200),
  ]);
  const progress = await progressOf(db, viewer, [row.id, ...related.map((video) => video.id), ...others.map((video) => video.id)]);
  const unfinished = (video: VideoRow) => !progress.get(video.id)?.completed;
  const after = others.filter((video) => video.position > row.position || (video.position === row.position && video.id > row.id));
  const next = after.find(unfinished) ?? others.find(unfinished) ?? after[0] ?? others[0] ?? null;
  const articleOrder = new Map(row.relatedArticleSlugs.map((slug, i) => [slug, i]));
  return {
    ...presentCard(row, progress.get(row.id)),
    description: row.description,
    speakerRole: row.speakerRole,
    chapters: row.chapters,
    transcript: row.transcript,
    playback: playbackOf(row),
    relatedArticles: articles
      .sort((a, b) => (articleOrder.get(a.slug) ?? 0) - (articleOrder.get(b.slug) ?? 0))
      .map((article) => ({ ...article, excerpt: article.excerpt ?? null, featuredImage: article.featuredImage ?? null })),
    relatedVideos: related.map((video) => presentCard(video, progress.get(video.id))),
    next: next ? presentCard(next, progress.get(next.id)) : null,
  };
}

/**
 * Keeps the member's place: the first report counts the video as started (its views), `watched`
 * seconds add to the day's minutes watched (capped by the time since the last report, so a replayed
 * request cannot inflate them). Near the end the video counts as finished.
 */
export async function saveProgress(db: Db, viewer: UserRow, slug: string, input: z.output<typeof progressInput>): Promise<VideoProgress> {
  const row = await watchableVideo(db, viewer, slug);
  const duration = input.duration || row.durationSeconds || 0;
  const position = duration ? Math.min(input.position, duration) : input.position;
  const completed = duration > 0 && position >= duration - Math.min(FINISHED_WITHIN_SECONDS, duration * 0.1);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.userId, viewer.id), eq(videoProgress.videoId, row.id)))
      .for('update');
    const [saved] = await tx
      .insert(videoProgress)
      .values({ userId: viewer.id, videoId: row.id, position, duration, completed, updatedAt: now })
      .onConflictDoUpdate({
        target: [videoProgress.userId, videoProgress.videoId],
        // Once finished, a later report near the start (watching again) keeps the video finished.
        set: { position, duration, completed: sql`${videoProgress.completed} or ${completed}`, updatedAt: now },
      })
      .returning();
    if (!before) await tx.update(videos).set({ views: sql`${videos.views} + 1` }).where(eq(videos.id, row.id));
    const since = before ? (now.getTime() - before.updatedAt.getTime()) / 1000 : input.watched;
    const watched = Math.floor(Math.max(0, Math.min(input.watched, since)));
    if (watched > 0) {
      await tx
        .insert(videoWatchDays)
        .values({ videoId: row.id, day: sql`current_date`, seconds: watched })
        .onConflictDoUpdate({ target: [videoWatchDays.videoId, videoWatchDays.day], set: { seconds: sql`${videoWatchDays.seconds} + ${watched}` } });
    }
    return presentProgress(saved)!;
  });
}

/**
 * Who may fetch a file of a media folder: posters and thumbnails of a listed video are public (the
 * library shows them to everyone); playlists, segments and the MP4 go to whoever may watch the video.
 */
export async function mediaVerdict(db: Db, viewer: UserRow | null, mediaId: string, file: string) {
  const [row] = await db
    .select({ status: videos.status, membersOnly: videos.membersOnly, processingState: videos.processingState })
    .from(videos)
    .where(eq(videos.mediaId, mediaId));
  if (!row) return 'not-found' as const;
  const picture = file === 'poster.jpg' || /^thumb_\d\.jpg$/.test(file);
  if (picture && row.status === 'published') return { public: true } as const;
  const verdict = watchVerdict(viewer, row);
  if (verdict !== 'ok') return verdict;
  return { public: !row.membersOnly && row.status === 'published' } as const;
}
