import type { VideoPlayback } from '@shared/api/videos';

/** How the stream reached the element: native HLS, hls.js on Media Source Extensions, or the single MP4. */
export type SourceKind = 'native-hls' | 'hls.js' | 'mp4' | 'none';

type NetworkInformation = { effectiveType?: string; saveData?: boolean };

/** A parent on 2G/3G or with data saving on starts at the lowest rendition rather than on a guess. */
export function isSlowConnection() {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !!connection && (connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g' || connection.effectiveType === '3g');
}

const hasMediaSource = () =>
  typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window || 'WebKitMediaSource' in window);

/** Where the member asked playback to begin before the stream could seek ("Start over", a transcript line). */
const requestedStarts = new WeakMap<HTMLVideoElement, number>();

/** Notes a seek made before the video has loaded, so the start of the stream honours it over the resumed place. */
export function requestStart(video: HTMLVideoElement, seconds: number) {
  if (video.readyState < 1) requestedStarts.set(video, seconds);
}

/**
 * Puts a video's stream on the element. Native HLS where the browser plays it (Safari, iOS, Android);
 * otherwise hls.js, loaded only here and only then (its own lazy chunk, the light build: captions
 * come from the page's <track>, so it needs no subtitle or DRM code); otherwise, or when hls.js meets
 * a fatal error, the MP4. `startAt` is where to begin (a resumed position). Answers the cleanup.
 */
export function attachSource(
  video: HTMLVideoElement,
  playback: VideoPlayback,
  { startAt, onKind }: { startAt: number; onKind: (kind: SourceKind) => void },
): () => void {
  let cancelled = false;
  let destroyHls: (() => void) | null = null;
  requestedStarts.delete(video);
  const startOf = (fallback: number) => {
    const requested = requestedStarts.get(video);
    requestedStarts.delete(video);
    return requested ?? fallback;
  };

  const playMp4 = (at: number) => {
    if (!playback.mp4) return onKind('none');
    video.src = playback.mp4;
    // The position carries over from a stream that failed, or is where a resumed video begins.
    video.addEventListener(
      'loadedmetadata',
      () => {
        const from = startOf(at);
        if (from > 0) video.currentTime = from;
      },
      { once: true },
    );
    onKind('mp4');
  };

  if (playback.mp4 && typeof navigator !== 'undefined' && !navigator.onLine) {
    // Without a connection only a saved video plays, and what is saved is its one file (issue 26).
    playMp4(startAt);
  } else if (playback.hls && video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = playback.hls;
    video.addEventListener(
      'loadedmetadata',
      () => {
        const from = startOf(startAt);
        if (from > 0) video.currentTime = from;
      },
      { once: true },
    );
    onKind('native-hls');
  } else if (playback.hls && hasMediaSource()) {
    const hlsUrl = playback.hls;
    void import('hls.js/light')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) return playMp4(startAt);
        const hls = new Hls({
          capLevelToPlayerSize: true,
          startLevel: isSlowConnection() ? 0 : -1,
          // As preload="metadata" asks: the playlists now, the segments only once the member plays.
          autoStartLoad: false,
        });
        const start = () => {
          const from = startOf(startAt);
          hls.startLoad(from > 0 ? from : -1);
        };
        // Autoplay waits for data that would never come: load as soon as the playlist is read then.
        if (video.autoplay) hls.once(Hls.Events.MANIFEST_PARSED, start);
        else video.addEventListener('play', start, { once: true });
        destroyHls = () => {
          video.removeEventListener('play', start);
          hls.destroy();
        };
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal || cancelled) return;
          const at = video.currentTime || startAt;
          hls.destroy();
          destroyHls = null;
          playMp4(at);
        });
        hls.loadSource(hlsUrl);
        hls.attachMedia(video);
        onKind('hls.js');
      })
      .catch(() => {
        // The chunk did not load (a dropped connection): the MP4 still plays.
        if (!cancelled) playMp4(startAt);
      });
  } else {
    playMp4(startAt);
  }

  return () => {
    cancelled = true;
    destroyHls?.();
    destroyHls = null;
  };
}
