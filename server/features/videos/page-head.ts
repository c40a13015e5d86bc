import { eq } from 'drizzle-orm';
import { paths } from '../../../shared/routes';
import type { Db } from '../../db';
import { videos } from '../../db/schema';
import { type PageHead, type PageHeadProvider, paramOf, shorten } from '../../lib/page-head';
import { watchVerdict } from './policy';
import { playbackOf, posterOf, type VideoRow } from './present';

/** Seconds as an ISO 8601 duration ("PT4M5S"). */
function isoDuration(seconds: number) {
  const whole = Math.max(0, Math.round(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || whole === 0 ? `${s}S` : ''}`;
}

/** Where the video itself plays, for those who may watch it without signing in; nothing for anyone else. */
function mediaOf(row: VideoRow, publicUrl: string) {
  if (watchVerdict(null, row) !== 'ok') return {};
  const playback = playbackOf(row);
  if (playback.mp4) return { contentUrl: `${publicUrl}${playback.mp4}` };
  return playback.external ? { embedUrl: playback.external.embedUrl } : {};
}

/**
 * /videos/{slug} as link previews and search engines see it: title, poster and schema.org VideoObject,
 * 404 for an unknown or draft video. A members-only video shows visitors what the library's card does
 * (title, poster, length), never its description or where its media are.
 */
export function videoPageHead(db: Db, publicUrl: string): PageHeadProvider {
  return async (pattern, pathname): Promise<PageHead | null> => {
    if (pattern !== paths.video) return null;
    const url = `${publicUrl}${pathname}`;
    const slug = paramOf(pattern, pathname, 'slug');
    const [row] = slug ? await db.select().from(videos).where(eq(videos.slug, slug)) : [];
    if (!row || watchVerdict(null, row) === 'not-found') {
      return { title: 'Page not found', description: 'The page you are looking for does not exist or has moved.', url, status: 404 };
    }
    const open = watchVerdict(null, row) === 'ok';
    const description =
      (open && shorten(row.description.split('\n')[0] ?? '', 160)) ||
      `${row.title}: a video from the Clubfoot Community library${open ? '' : ' for members (sign in to watch)'}.`;
    // The frame processing picks exists once processing is done; an uploaded poster at once.
    const poster = (row.posterUrl || row.processingState === 'ready') ? posterOf(row) : null;
    const image = poster ? `${publicUrl}${poster}` : null;
    const uploaded = (row.publishedAt ?? row.createdAt).toISOString();
    return {
      title: row.title,
      description,
      url,
      image,
      type: 'video.other',
      structuredData: {
        '@type': 'VideoObject',
        name: row.title,
        description: open ? shorten(row.description, 500) || description : description,
        url,
        ...(image ? { thumbnailUrl: image } : {}),
        uploadDate: uploaded,
        ...(row.durationSeconds ? { duration: isoDuration(row.durationSeconds) } : {}),
        ...mediaOf(row, publicUrl),
      },
    };
  };
}
