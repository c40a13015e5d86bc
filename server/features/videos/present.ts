import { pathOf } from '../../../shared/api/endpoint';
import { type AdminVideo, type AdminVideoRow, type VideoCard, type VideoProgress, videoEndpoints } from '../../../shared/api/videos';
import { parseExternalVideo } from '../../../shared/video-links';
import type { VideoTopic } from '../../../shared/videos';
import type { videoProgress, videos } from '../../db/schema';

export type VideoRow = typeof videos.$inferSelect;
export type ProgressRow = typeof videoProgress.$inferSelect;

/** The address of one file of a media folder (checked on every request, server side). */
export const mediaUrl = (mediaId: string, file: string) => pathOf(videoEndpoints.media.path, { mediaId, file });

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

export function presentProgress(row: ProgressRow | null | undefined): VideoProgress | null {
  if (!row) return null;
  return { position: row.position, duration: row.duration, completed: row.completed, updatedAt: iso(row.updatedAt)! };
}

/** The poster: one an administrator uploaded, else the frame processing picked. */
export function posterOf(row: Pick<VideoRow, 'posterUrl' | 'mediaId'>) {
  if (row.posterUrl) return row.posterUrl;
  return row.mediaId ? mediaUrl(row.mediaId, 'poster.jpg') : null;
}

export function presentCard(row: VideoRow, progress: ProgressRow | null | undefined, snippet: string | null = null): VideoCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    topic: row.topic as VideoTopic,
    durationSeconds: row.durationSeconds,
    posterUrl: posterOf(row),
    speakerName: row.speakerName,
    membersOnly: row.membersOnly,
    external: row.source === 'external',
    publishedAt: iso(row.publishedAt),
    views: row.views,
    progress: presentProgress(progress),
    snippet,
  };
}

/** How the browser plays it: never a media address for a video the caller may not watch (the route checks first). */
export function playbackOf(row: VideoRow) {
  if (row.source === 'external') {
    const external = row.externalUrl ? parseExternalVideo(row.externalUrl) : null;
    return { hls: null, mp4: null, captions: row.captions ? pathOf(videoEndpoints.captions.path, { slug: row.slug }) : null, external: external && { provider: external.provider, embedUrl: external.embedUrl } };
  }
  const ready = row.processingState === 'ready' && row.mediaId;
  return {
    hls: ready ? mediaUrl(row.mediaId!, 'master.m3u8') : null,
    mp4: ready ? mediaUrl(row.mediaId!, 'video.mp4') : null,
    captions: row.captions ? pathOf(videoEndpoints.captions.path, { slug: row.slug }) : null,
    external: null,
  };
}

export function presentAdminRow(row: VideoRow): AdminVideoRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    topic: row.topic as VideoTopic,
    speakerName: row.speakerName,
    speakerRole: row.speakerRole,
    status: row.status,
    membersOnly: row.membersOnly,
    order: row.position,
    externalUrl: row.externalUrl,
    posterUrl: posterOf(row),
    durationSeconds: row.durationSeconds,
    relatedArticleSlugs: row.relatedArticleSlugs,
    processing: { state: row.processingState, percent: row.processingPercent, error: row.processingError, updatedAt: iso(row.processingUpdatedAt)! },
    sourceFileName: row.sourceFileName,
    sourceBytes: row.sourceBytes,
    renditions: row.renditions,
    views: row.views,
    publishedAt: iso(row.publishedAt),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

export function presentAdminVideo(row: VideoRow): AdminVideo {
  return { ...presentAdminRow(row), description: row.description, chapters: row.chapters, transcript: row.transcript, captions: row.captions };
}
