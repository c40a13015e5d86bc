import fs from 'node:fs/promises';
import path from 'node:path';
import { VIDEO_RENDITIONS } from '../../../shared/videos';
import { probe, runFfmpeg, ToolFailed } from '../../lib/ffmpeg';

/**
 * A video file made into what the player needs (issue 19), in one local folder with flat names:
 * `master.m3u8` over one HLS rendition per height (`240p.m3u8` with `240p_000.ts`…, 4-second
 * segments that all start on a key frame), `video.mp4` (the fallback, remuxed from the middle
 * rendition, no second encode), `poster.jpg` and `thumb_1..3.jpg`. One decode feeds every rendition.
 */
export type TranscodeResult = { durationSeconds: number; renditions: number[]; width: number; height: number };

export class UnreadableVideo extends Error {}

const SEGMENT_SECONDS = 4;

type Stream = { codec_type: string; width?: number; height?: number; duration?: string };

function evenWidth(sourceWidth: number, sourceHeight: number, height: number) {
  return Math.max(2, Math.round((sourceWidth * height) / sourceHeight / 2) * 2);
}

/** The renditions worth making for a source this tall: every standard height up to it, and at least the smallest. */
export function renditionsFor(sourceHeight: number) {
  const fitting = VIDEO_RENDITIONS.filter((rendition) => rendition.height <= Math.max(sourceHeight, VIDEO_RENDITIONS[0].height));
  return fitting.length ? fitting : [VIDEO_RENDITIONS[0]];
}

export async function transcode(source: string, outDir: string, onPercent: (percent: number) => void = () => {}, signal?: AbortSignal): Promise<TranscodeResult> {
  let info;
  try {
    info = await probe(source, signal);
  } catch (error) {
    // Only when ffprobe ran and could not read it: a missing binary or a full disk is this server's fault.
    if (error instanceof ToolFailed && error.inputAtFault) throw new UnreadableVideo('This file could not be read as a video. Please upload an MP4, MOV or WebM file.');
    throw error;
  }
  const video = info.streams.find((stream: Stream) => stream.codec_type === 'video' && stream.width && stream.height);
  if (!video?.width || !video.height) throw new UnreadableVideo('This file has no picture we can read. Please upload an MP4, MOV or WebM video.');
  const hasAudio = info.streams.some((stream) => stream.codec_type === 'audio');
  const duration = Number(info.format.duration ?? video.duration ?? 0);
  if (!Number.isFinite(duration) || duration <= 0) throw new UnreadableVideo('This video seems to be empty (it has no length).');

  await fs.mkdir(outDir, { recursive: true });
  const renditions = renditionsFor(video.height);
  const split = renditions.length > 1 ? `[0:v]split=${renditions.length}${renditions.map((_, i) => `[s${i}]`).join('')};` : '';
  const scales = renditions.map((r, i) => `[${renditions.length > 1 ? `s${i}` : '0:v'}]scale=-2:${r.height},format=yuv420p[v${i}]`).join(';');
  const outputs = renditions.flatMap((r, i) => [
    '-map',
    `[v${i}]`,
    ...(hasAudio ? ['-map', '0:a:0'] : []),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-b:v',
    `${r.videoKbps}k`,
    '-maxrate',
    `${Math.round(r.videoKbps * 1.2)}k`,
    '-bufsize',
    `${r.videoKbps * 2}k`,
    // A key frame every segment: each segment starts clean, so the player can switch renditions at any of them.
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    '-sc_threshold',
    '0',
    ...(hasAudio ? ['-c:a', 'aac', '-b:a', `${r.audioKbps}k`, '-ac', '2', '-ar', '48000'] : []),
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(outDir, `${r.height}p_%03d.ts`),
    path.join(outDir, `${r.height}p.m3u8`),
  ]);
  let last = -1;
  await runFfmpeg(['-i', source, '-filter_complex', `${split}${scales}`, ...outputs, '-progress', 'pipe:2', '-nostats'], {
    signal,
    onLine(line) {
      const match = /^out_time_(?:ms|us)=(\d+)/.exec(line);
      if (!match) return;
      const percent = Math.min(99, Math.floor((Number(match[1]) / 1_000_000 / duration) * 100));
      if (percent > last) {
        last = percent;
        onPercent(percent);
      }
    },
  });

  // The master playlist, written by hand: ffmpeg 4.1's own needs every rendition in one muxer.
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    const bandwidth = (r.videoKbps * 1.2 + (hasAudio ? r.audioKbps : 0)) * 1000;
    const codecs = hasAudio ? 'avc1.4d401f,mp4a.40.2' : 'avc1.4d401f';
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${Math.round(bandwidth)},RESOLUTION=${evenWidth(video.width, video.height, r.height)}x${r.height},CODECS="${codecs}"`);
    lines.push(`${r.height}p.m3u8`);
  }
  await fs.writeFile(path.join(outDir, 'master.m3u8'), `${lines.join('\n')}\n`);

  // The MP4 fallback: the middle rendition's segments, remuxed (no second encode).
  const fallback = renditions[Math.min(1, renditions.length - 1)]!;
  const remux = ['-i', path.join(outDir, `${fallback.height}p.m3u8`), '-c', 'copy', ...(hasAudio ? ['-bsf:a', 'aac_adtstoasc'] : []), '-movflags', '+faststart'];
  await runFfmpeg([...remux, path.join(outDir, 'video.mp4')], { signal });

  // The poster (a frame a little way in, past any fade from black) and three thumbnails.
  const posterAt = Math.min(3, duration * 0.2);
  await runFfmpeg(['-ss', posterAt.toFixed(2), '-i', source, '-frames:v', '1', '-vf', 'scale=-2:720,format=yuvj420p', '-q:v', '4', path.join(outDir, 'poster.jpg')], { signal });
  for (const [i, share] of [0.25, 0.5, 0.75].entries()) {
    await runFfmpeg(['-ss', (duration * share).toFixed(2), '-i', source, '-frames:v', '1', '-vf', 'scale=-2:180,format=yuvj420p', '-q:v', '5', path.join(outDir, `thumb_${i + 1}.jpg`)], { signal });
  }
  onPercent(100);
  return { durationSeconds: Math.round(duration * 10) / 10, renditions: renditions.map((r) => r.height), width: video.width, height: video.height };
}
