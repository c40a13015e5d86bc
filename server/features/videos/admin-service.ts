import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminVideo, AdminVideosPage, adminVideosQuery, VideoFigures, videoInput, videoUpdate } from '../../../shared/api/videos';
import { slugify } from '../../../shared/slug';
import { parseExternalVideo } from '../../../shared/video-links';
import type { Db, Tx } from '../../db';
import { auditLog, videos, videoWatchDays } from '../../db/schema';
import { freeSlug } from '../../lib/free-slug';
import { enqueueJob } from '../../lib/jobs';
import { badRequest, notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { escapeLike } from '../../lib/text-search';
import { type Cue } from './captions';
import { presentAdminRow, presentAdminVideo, type VideoRow } from './present';
import { VIDEO_PROCESS_JOB } from './processing';

type Executor = Db | Tx;

/** A processing that has not moved for this long is taken as stopped (a running one reports its percent every second or so). */
const STALE_PROCESSING_MS = 15 * 60_000;

/** The longest transcript the editor can send back (shared/api/videos.ts). */
const TRANSCRIPT_MAX_LINES = 5_000;

/** Addresses under /api/videos/ that are not videos. */
export const RESERVED_VIDEO_SLUGS = ['media', 'continue'];

const audit = (tx: Executor, actor: UserRow, action: string, video: Pick<VideoRow, 'id' | 'title'>, extra: Record<string, unknown> = {}) =>
  tx.insert(auditLog).values({ actorId: actor.id, action, details: { videoId: video.id, title: video.title, ...extra } });

async function load(db: Executor, id: number) {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  if (!row) throw notFound('Video not found');
  return row;
}

export const getVideo = async (db: Db, id: number): Promise<AdminVideo> => presentAdminVideo(await load(db, id));

export async function listAdminVideos(db: Db, query: z.output<typeof adminVideosQuery>): Promise<AdminVideosPage> {
  const filters = [];
  if (query.status !== 'all') filters.push(eq(videos.status, query.status));
  if (query.q) filters.push(or(ilike(videos.title, `%${escapeLike(query.q)}%`), ilike(videos.slug, `%${escapeLike(query.q)}%`)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(videos)
      .where(where)
      .orderBy(asc(videos.position), asc(videos.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(videos).where(where),
  ]);
  return { items: rows.map(presentAdminRow), total: counted?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

function externalOrThrow(address: string | undefined) {
  const external = address ? parseExternalVideo(address) : null;
  if (!external) throw badRequest('Please paste the address of a YouTube or Vimeo video (for example https://www.youtube.com/watch?v=…).');
  return external;
}

/** Lines must run in time order and lie within a day; chapters are sorted, the first at 0 when it is near. */
function timed<T extends { start: number }>(items: T[] | undefined) {
  return items ? [...items].sort((a, b) => a.start - b.start) : undefined;
}

const transcriptTextOf = (lines: Cue[]) => lines.map((line) => line.text).join(' ');

export async function createVideo(db: Db | Tx, actor: UserRow, input: z.output<typeof videoInput>): Promise<AdminVideo> {
  const external = input.source === 'external' ? externalOrThrow(input.externalUrl) : null;
  if (input.source === 'upload' && input.externalUrl) throw badRequest('An uploaded video has no external address; choose "YouTube or Vimeo link" instead.');
  const run = async (tx: Tx) => {
    const slug = await freeSlug(tx, videos, input.slug ?? slugify(input.title, 'video'), { explicit: input.slug !== undefined, reserved: RESERVED_VIDEO_SLUGS });
    const [last] = await tx.select({ position: sql<number>`coalesce(max(${videos.position}), -1)` }).from(videos);
    const status = input.status ?? 'draft';
    const transcript = timed(input.transcript) ?? [];
    const [row] = await tx
      .insert(videos)
      .values({
        slug,
        title: input.title,
        description: input.description ?? '',
        topic: input.topic ?? 'stories',
        speakerName: input.speakerName || null,
        speakerRole: input.speakerRole || null,
        status,
        membersOnly: input.membersOnly ?? true,
        position: Number(last?.position ?? -1) + 1,
        source: input.source,
        externalUrl: external ? input.externalUrl!.trim() : null,
        processingState: external ? 'ready' : 'waiting',
        chapters: timed(input.chapters) ?? [],
        transcript,
        transcriptText: transcriptTextOf(transcript),
        relatedArticleSlugs: input.relatedArticleSlugs ?? [],
        publishedAt: status === 'published' ? new Date() : null,
        createdById: actor.id,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await audit(tx, actor, 'video.created', row, { source: row.source });
    return presentAdminVideo(row);
  };
  return db.transaction(run);
}

export async function updateVideo(db: Db, actor: UserRow, id: number, input: z.output<typeof videoUpdate>): Promise<AdminVideo> {
  return db.transaction(async (tx) => {
    const current = await load(tx, id);
    const changes: Partial<typeof videos.$inferInsert> = { updatedAt: new Date() };
    if (input.title !== undefined) changes.title = input.title;
    if (input.slug !== undefined && input.slug !== current.slug) changes.slug = await freeSlug(tx, videos, input.slug, { explicit: true, exceptId: id, reserved: RESERVED_VIDEO_SLUGS });
    if (input.description !== undefined) changes.description = input.description;
    if (input.topic !== undefined) changes.topic = input.topic;
    if (input.speakerName !== undefined) changes.speakerName = input.speakerName || null;
    if (input.speakerRole !== undefined) changes.speakerRole = input.speakerRole || null;
    if (input.membersOnly !== undefined) changes.membersOnly = input.membersOnly;
    if (input.chapters !== undefined) changes.chapters = timed(input.chapters);
    if (input.transcript !== undefined) {
      const transcript = timed(input.transcript) ?? [];
      changes.transcript = transcript;
      changes.transcriptText = transcriptTextOf(transcript);
    }
    if (input.relatedArticleSlugs !== undefined) changes.relatedArticleSlugs = input.relatedArticleSlugs;
    if (input.externalUrl !== undefined) {
      if (current.source !== 'external') throw badRequest('An uploaded video has no external address. Upload a new file instead.');
      externalOrThrow(input.externalUrl);
      changes.externalUrl = input.externalUrl.trim();
    }
    if (input.status !== undefined) {
      changes.status = input.status;
      if (input.status === 'published' && !current.publishedAt) changes.publishedAt = new Date();
    }
    const [row] = await tx.update(videos).set(changes).where(eq(videos.id, id)).returning();
    if (!row) throw notFound('Video not found');
    const action = input.status !== undefined && input.status !== current.status ? (input.status === 'published' ? 'video.published' : 'video.unpublished') : 'video.updated';
    await audit(tx, actor, action, row);
    return presentAdminVideo(row);
  });
}

/** Deletes a video's row; answers its media folder and any waiting original, for the caller to remove. */
export async function deleteVideo(db: Db, actor: UserRow, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(videos).where(eq(videos.id, id)).returning();
    if (!row) throw notFound('Video not found');
    await audit(tx, actor, 'video.deleted', row);
    return { mediaId: row.mediaId, sourceKey: row.sourceKey, posterUrl: row.posterUrl };
  });
}

export async function reorderVideos(db: Db, actor: UserRow, ids: number[]) {
  if (new Set(ids).size !== ids.length) throw badRequest('Each video may appear once in the new order');
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: videos.id }).from(videos).for('update');
    const known = new Set(rows.map((row) => row.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) throw badRequest('The new order must list every video once. Please reload the page and try again.');
    for (const [position, id] of ids.entries()) await tx.update(videos).set({ position }).where(eq(videos.id, id));
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'video.reordered', details: { count: ids.length } });
  });
}

/** A finished upload becomes the video's original and is queued for processing (any earlier waiting original is answered, to remove). */
export async function attachUpload(db: Db, actor: UserRow, id: number, upload: { key: string; fileName: string; bytes: number }) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
    if (!current) throw notFound('Video not found');
    if (current.source !== 'upload') throw badRequest('This video plays from another site; it takes no file.');
    // The same upload finished again (an empty last part repeated): it is queued already.
    if (current.sourceKey === upload.key) return { previous: null };
    const [row] = await tx
      .update(videos)
      .set({
        sourceKey: upload.key,
        sourceFileName: upload.fileName.slice(0, 200),
        sourceBytes: upload.bytes,
        processingState: 'queued',
        processingPercent: 0,
        processingError: null,
        processingUpdatedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(videos.id, id))
      .returning();
    await enqueueJob(tx, VIDEO_PROCESS_JOB, { videoId: id });
    await audit(tx, actor, 'video.uploaded', row!, { fileName: upload.fileName.slice(0, 200), bytes: upload.bytes });
    return { previous: current.sourceKey && current.sourceKey !== upload.key ? current.sourceKey : null };
  });
}

export async function reprocessVideo(db: Db, actor: UserRow, id: number): Promise<AdminVideo> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
    if (!current) throw notFound('Video not found');
    if (!current.sourceKey) throw badRequest('There is no uploaded file to process. Please upload the video again.');
    // One processing left behind (its server gone, its tries used up) may be started again after a while.
    const stale = Date.now() - current.processingUpdatedAt.getTime() > STALE_PROCESSING_MS;
    if ((current.processingState === 'queued' || current.processingState === 'processing') && !stale) throw badRequest('This video is being processed already.');
    const [row] = await tx
      .update(videos)
      .set({ processingState: 'queued', processingPercent: 0, processingError: null, processingUpdatedAt: new Date() })
      .where(eq(videos.id, id))
      .returning();
    await enqueueJob(tx, VIDEO_PROCESS_JOB, { videoId: id });
    await audit(tx, actor, 'video.reprocessed', row!);
    return presentAdminVideo(row!);
  });
}

/** New captions (clean WebVTT); the transcript is made from them when it has no lines of its own. */
export async function setCaptions(db: Db, actor: UserRow, id: number, vtt: string, cues: Cue[]): Promise<AdminVideo> {
  return db.transaction(async (tx) => {
    const current = await load(tx, id);
    const lines = cues.slice(0, TRANSCRIPT_MAX_LINES);
    const transcript = current.transcript.length ? {} : { transcript: lines, transcriptText: transcriptTextOf(lines) };
    const [row] = await tx
      .update(videos)
      .set({ captions: vtt, ...transcript, updatedAt: new Date() })
      .where(eq(videos.id, id))
      .returning();
    await audit(tx, actor, 'video.captions', row!, { cues: cues.length });
    return presentAdminVideo(row!);
  });
}

export async function setPoster(db: Db, actor: UserRow, id: number, posterUrl: string) {
  return db.transaction(async (tx) => {
    const current = await load(tx, id);
    const [row] = await tx.update(videos).set({ posterUrl, updatedAt: new Date() }).where(eq(videos.id, id)).returning();
    await audit(tx, actor, 'video.poster', row!);
    return { video: presentAdminVideo(row!), previous: current.posterUrl };
  });
}

/** The dashboard's card: how many, what is being processed or failed, minutes watched since the 1st, the most watched. */
export async function videoFigures(db: Db): Promise<VideoFigures> {
  const monthStart = sql`date_trunc('month', current_date)::date`;
  const [[totals], [watched], top] = await Promise.all([
    db
      .select({
        videos: count(),
        published: sql<number>`count(*) filter (where ${videos.status} = 'published')`.mapWith(Number),
        processing: sql<number>`count(*) filter (where ${inArray(videos.processingState, ['queued', 'processing'])})`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${videos.processingState} = 'failed')`.mapWith(Number),
      })
      .from(videos),
    db
      .select({ seconds: sql<number>`coalesce(sum(${videoWatchDays.seconds}), 0)`.mapWith(Number) })
      .from(videoWatchDays)
      .where(gte(videoWatchDays.day, monthStart)),
    db
      .select({
        id: videos.id,
        slug: videos.slug,
        title: videos.title,
        views: videos.views,
        seconds: sql<number>`coalesce((select sum(d.seconds) from ${videoWatchDays} d where d.video_id = ${videos.id} and d.day >= ${monthStart}), 0)`.mapWith(Number),
      })
      .from(videos)
      .where(sql`${videos.views} > 0`)
      .orderBy(desc(videos.views), asc(videos.id))
      .limit(3),
  ]);
  return {
    videos: totals?.videos ?? 0,
    published: totals?.published ?? 0,
    processing: totals?.processing ?? 0,
    failed: totals?.failed ?? 0,
    minutesWatchedThisMonth: Math.round((watched?.seconds ?? 0) / 60),
    mostWatched: top.map((video) => ({ id: video.id, slug: video.slug, title: video.title, views: video.views, minutes: Math.round(video.seconds / 60) })),
  };
}
