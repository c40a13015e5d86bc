import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { videos } from '../../server/db/schema';
import { runFfmpeg } from '../../server/lib/ffmpeg';
import { mediaStoreOf } from '../../server/features/videos/media';
import { processVideo } from '../../server/features/videos/processing';

/** A short clip made here (a test pattern with a tone): `seconds` long, `height` tall, MP4 unless asked otherwise. */
export async function makeClip(dir: string, { seconds = 3, height = 240, name = 'clip.mp4', audio = true } = {}) {
  const file = path.join(dir, name);
  const width = Math.round((height * 4) / 3 / 2) * 2;
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${width}x${height}:rate=12`,
    ...(audio ? ['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'] : []),
    '-t',
    String(seconds),
    '-c:v',
    name.endsWith('.webm') ? 'libvpx' : 'libx264',
    '-pix_fmt',
    'yuv420p',
    ...(audio ? ['-c:a', name.endsWith('.webm') ? 'libvorbis' : 'aac'] : []),
    file,
  ]);
  return file;
}

export const CAPTIONS = 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.500\nKeep the cast dry\n\n2\n00:00:01.500 --> 00:00:03.000\nCheck the toes are pink and warm\n';

let counter = 0;

/**
 * A processed, ready video (the real pipeline on a real clip), published and members-only unless
 * told otherwise. Answers its row.
 */
export async function readyVideo(app: FastifyInstance, overrides: Partial<typeof videos.$inferInsert> = {}) {
  counter += 1;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'clubfoot-video-test-'));
  try {
    const clip = await makeClip(dir);
    const media = mediaStoreOf(app.config);
    const key = media.newFolderId();
    await media.putUpload(key, clip);
    const [row] = await app.db
      .insert(videos)
      .values({
        slug: `test-video-${process.pid}-${counter}`,
        title: `Cast care ${counter}`,
        description: 'How to look after casts at home.',
        topic: 'casting',
        source: 'upload',
        status: 'published',
        publishedAt: new Date(),
        membersOnly: true,
        sourceKey: key,
        processingState: 'queued',
        captions: CAPTIONS,
        transcript: [
          { start: 0, end: 1.5, text: 'Keep the cast dry' },
          { start: 1.5, end: 3, text: 'Check the toes are pink and warm' },
        ],
        transcriptText: 'Keep the cast dry Check the toes are pink and warm',
        chapters: [{ start: 0, title: 'Keeping casts dry' }],
        position: counter,
        ...overrides,
      })
      .returning();
    await processVideo(app.db, media, row!.id);
    const [ready] = await app.db.select().from(videos).where(eq(videos.id, row!.id));
    if (ready?.processingState !== 'ready') throw new Error(`test video did not process: ${ready?.processingError}`);
    return ready;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
