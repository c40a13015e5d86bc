import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { videos } from '../../db/schema';
import { ToolFailed } from '../../lib/ffmpeg';
import { enqueueJob, type JobContext, type JobHandlers } from '../../lib/jobs';
import type { MediaStore } from '../../lib/storage';
import { mediaStoreOf } from './media';
import { transcode, UnreadableVideo } from './transcode';

/** The job that makes an upload playable; it runs in its own lane (server/app.ts), so e-mails never wait behind it. */
export const VIDEO_PROCESS_JOB = 'video.process';
/** Removes a media folder a while after a new one replaced it: members mid-video keep their segments meanwhile. */
export const VIDEO_REMOVE_MEDIA_JOB = 'video.remove-media';
const OLD_MEDIA_GRACE_MS = 6 * 3_600_000;

const HEARTBEAT_MS = 30_000;

/** What an administrator reads when processing fails: plain words, with ffmpeg's last line for whoever digs further. */
function reasonOf(error: unknown) {
  if (error instanceof UnreadableVideo) return error.message;
  const text = error instanceof Error ? error.message : String(error);
  return `Processing failed: ${text.slice(0, 300)}`;
}

/**
 * Processes a video's uploaded original into a new media folder, reporting its percent as it goes;
 * the row switches to the new folder only when every file is in place, and the old folder and the
 * original are removed after. A file that cannot be processed fails with its reason (no retry: the
 * same bytes fail the same way); a fault of this server's (a full disk) is tried again by the queue.
 */
export async function processVideo(db: Db, media: MediaStore, videoId: number, job?: Pick<JobContext, 'extendLock' | 'signal' | 'lastAttempt'>, log?: FastifyBaseLogger) {
  const [row] = await db.select().from(videos).where(eq(videos.id, videoId));
  if (!row?.sourceKey) return;
  const sourceKey = row.sourceKey;
  const sameUpload = and(eq(videos.id, videoId), eq(videos.sourceKey, sourceKey));
  const setState = (state: 'queued' | 'processing' | 'failed', percent: number, error: string | null = null) =>
    db.update(videos).set({ processingState: state, processingPercent: percent, processingError: error, processingUpdatedAt: new Date() }).where(sameUpload);
  await setState('processing', 0);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'clubfoot-video-'));
  const heartbeat = job ? setInterval(() => void job.extendLock().catch(() => {}), HEARTBEAT_MS) : null;
  heartbeat?.unref();
  // Percent writes in order, at most one a second.
  let writes: Promise<unknown> = Promise.resolve();
  let lastWrite = 0;
  // The original as a local file for ffmpeg: the upload itself on the local folder, a temporary copy from an object store.
  let source: { path: string; done(): Promise<void> } | null = null;
  try {
    source = await media.openUpload(sourceKey);
    if (!source) throw new UnreadableVideo('The uploaded file is missing. Please upload it again.');
    const result = await transcode(
      source.path,
      work,
      (percent) => {
        if (Date.now() - lastWrite < 1000 || percent >= 100) return;
        lastWrite = Date.now();
        writes = writes.then(() => setState('processing', percent)).catch(() => {});
      },
      job?.signal,
    );
    await writes;
    const mediaId = media.newFolderId();
    await media.putFolder(mediaId, work);
    const switched = db.transaction(async (tx) => {
      const rows = await tx
        .update(videos)
        .set({
          mediaId,
          durationSeconds: result.durationSeconds,
          renditions: result.renditions,
          processingState: 'ready',
          processingPercent: 100,
          processingError: null,
          processingUpdatedAt: new Date(),
          sourceKey: null,
          updatedAt: new Date(),
        })
        .where(sameUpload)
        .returning({ id: videos.id });
      if (rows.length && row.mediaId && row.mediaId !== mediaId) {
        await enqueueJob(tx, VIDEO_REMOVE_MEDIA_JOB, { mediaId: row.mediaId }, new Date(Date.now() + OLD_MEDIA_GRACE_MS));
      }
      return rows;
    });
    const [updated] = await switched.catch(async (error: unknown) => {
      await media.removeFolder(mediaId);
      throw error;
    });
    if (!updated) {
      // Deleted, or another file uploaded meanwhile: this folder is nobody's.
      await media.removeFolder(mediaId);
      return;
    }
    await media.removeUpload(sourceKey);
  } catch (error) {
    await writes;
    if (job?.signal.aborted) {
      // The server is stopping: the queue runs it again (on this instance or another).
      await setState('queued', 0).catch(() => {});
      throw error;
    }
    const inputAtFault = error instanceof UnreadableVideo || (error instanceof ToolFailed && error.inputAtFault);
    if (!inputAtFault && !job?.lastAttempt && job) throw error;
    // A file that cannot be read is the uploader's news (shown on the admin page), not this server's trouble.
    if (inputAtFault) log?.info({ videoId, reason: reasonOf(error) }, 'video processing failed: the file cannot be used');
    else log?.warn({ videoId, err: error }, 'video processing failed');
    await setState('failed', 0, inputAtFault ? reasonOf(error) : `Processing failed on the server (${String(error instanceof Error ? error.message : error).slice(0, 200)}). Please try again.`);
  } finally {
    if (heartbeat) clearInterval(heartbeat);
    await fs.rm(work, { recursive: true, force: true });
    await source?.done();
  }
}

export const videoJobHandlers = (app: Pick<FastifyInstance, 'db' | 'config'> & { log?: FastifyBaseLogger }): JobHandlers => ({
  [VIDEO_PROCESS_JOB]: (payload, job) => processVideo(app.db, mediaStoreOf(app.config), Number(payload.videoId), job, app.log),
  [VIDEO_REMOVE_MEDIA_JOB]: async (payload) => {
    const mediaId = String(payload.mediaId);
    // Unless a row points at it again (it never should: folder ids are new each time).
    const [inUse] = await app.db.select({ id: videos.id }).from(videos).where(eq(videos.mediaId, mediaId));
    if (!inUse) await mediaStoreOf(app.config).removeFolder(mediaId);
  },
});
