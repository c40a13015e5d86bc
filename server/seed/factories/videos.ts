import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { users, videoProgress, videos, videoWatchDays } from '../../db/schema';
import type { MediaStore } from '../../lib/storage';
import { toWebVtt } from '../../features/videos/captions';
import { processVideo } from '../../features/videos/processing';
import { demoVideos } from '../content/videos';
import { renderDemoVideo } from './demo-video-source';

const DAY = 86_400_000;

/**
 * The demo videos (issue 19): each drawn and encoded here (server/seed/factories/demo-video-source.ts),
 * so the repository holds no video, then processed by the same pipeline an upload goes through.
 * Maya is part-way through one ("Continue watching"), and the library has some views and minutes.
 */
export async function seedVideos(db: Db, media: MediaStore) {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'clubfoot-demo-videos-'));
  try {
    for (const [position, demo] of demoVideos.entries()) {
      const key = media.newFolderId();
      const rendered = path.join(work, `${demo.slug}.mp4`);
      await renderDemoVideo(demo, rendered, path.join(work, demo.slug));
      // Placed as an upload would be (the local folder or the object store), then processed like one.
      await media.putUpload(key, rendered);
      const [row] = await db
        .insert(videos)
        .values({
          slug: demo.slug,
          title: demo.title,
          description: demo.description,
          topic: demo.topic,
          speakerName: demo.speakerName,
          speakerRole: demo.speakerRole,
          status: 'published',
          membersOnly: true,
          position,
          source: 'upload',
          sourceKey: key,
          sourceFileName: `${demo.slug}.mp4`,
          processingState: 'queued',
          chapters: demo.chapters,
          transcript: demo.captions,
          transcriptText: demo.captions.map((cue) => cue.text).join(' '),
          captions: toWebVtt(demo.captions),
          relatedArticleSlugs: demo.relatedArticleSlugs,
          views: [23, 17, 31, 9, 12][position] ?? 5,
          publishedAt: new Date(Date.now() - demo.publishedDaysAgo * DAY),
        })
        .returning({ id: videos.id });
      await processVideo(db, media, row!.id);
      const [done] = await db.select({ state: videos.processingState, error: videos.processingError }).from(videos).where(eq(videos.id, row!.id));
      if (done?.state !== 'ready') throw new Error(`demo video ${demo.slug} did not process: ${done?.error}`);
    }
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
  const rows = await db.select({ id: videos.id, slug: videos.slug, duration: videos.durationSeconds }).from(videos);
  // Minutes watched over the last weeks, for the dashboard.
  const days = Array.from({ length: 20 }, (_, i) => i);
  await db.insert(videoWatchDays).values(
    rows.flatMap((video, v) =>
      days.map((i) => ({ videoId: video.id, day: sql`current_date - ${i}::int`, seconds: 40 + ((v * 37 + i * 53) % 160) })),
    ),
  );
  const [maya] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'maya@clubfoot.example'));
  const casts = rows.find((video) => video.slug === 'caring-for-your-babys-casts');
  if (maya && casts?.duration) {
    await db.insert(videoProgress).values({ userId: maya.id, videoId: casts.id, position: Math.round(casts.duration * 0.4), duration: casts.duration, updatedAt: new Date(Date.now() - DAY) });
  }
}
