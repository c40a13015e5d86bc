import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect } from 'react';
import { markVideosStale, saveProgress } from '../api';

/** How often a playing video reports where it is. */
const REPORT_EVERY_MS = 10_000;
/** The contract's cap on seconds watched in one report. */
const MAX_WATCHED = 120;
const tenths = (n: number) => Math.round(n * 10) / 10;

/**
 * Saves a member's place (videos.saveProgress): every ten seconds while playing, on pause, once a
 * seek has settled, at the end, and when the page goes away (pagehide, or leaving for another
 * screen, with keepalive). `watched` is the seconds actually played since the last report: the
 * position's small forward steps while playing, never a jump made by seeking.
 */
export function useProgressReporter(
  videoRef: RefObject<HTMLVideoElement | null>,
  { slug, enabled, fallbackDuration, savedPosition }: { slug: string; enabled: boolean; fallbackDuration: number | null; savedPosition: number | null },
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const video = videoRef.current;
    if (!enabled || !video) return;
    let watched = 0;
    let lastTime = video.currentTime;
    // The place the page was opened with is saved already: resuming there is no news.
    let lastSentPosition: number | null = savedPosition;
    let timer: ReturnType<typeof setInterval> | undefined;
    let seekTimer: ReturnType<typeof setTimeout> | undefined;

    const report = (keepalive = false) => {
      // Nothing has loaded yet (hls.js waits for play): its position of 0 says nothing about the member's place.
      if (video.readyState < 1) return;
      const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : (fallbackDuration ?? 0);
      if (duration <= 0) return;
      const position = tenths(Math.min(Math.max(0, video.currentTime), duration));
      const played = tenths(Math.min(MAX_WATCHED, watched));
      // Nothing new to say (a pause right after a report, pause then ended).
      if (played === 0 && (lastSentPosition === null ? position < 1 : Math.abs(lastSentPosition - position) < 0.5)) return;
      watched = Math.max(0, watched - played);
      lastSentPosition = position;
      void saveProgress(slug, { position, duration: tenths(duration), watched: played }, { keepalive }).then((ok) => {
        if (ok) markVideosStale(queryClient);
      });
    };

    const onTimeUpdate = () => {
      const now = video.currentTime;
      const step = now - lastTime;
      lastTime = now;
      // timeupdate comes four times a second or so; a larger step is a seek, not watching.
      if (!video.paused && !video.seeking && step > 0 && step < 1.5 * Math.max(1, video.playbackRate) + 0.5) watched += step;
    };
    const onPlaying = () => {
      lastTime = video.currentTime;
      clearInterval(timer);
      timer = setInterval(() => report(), REPORT_EVERY_MS);
    };
    const onPause = () => {
      clearInterval(timer);
      report();
    };
    const onSeeked = () => {
      lastTime = video.currentTime;
      // Arrow keys seek several times in a row: report once they stop.
      clearTimeout(seekTimer);
      seekTimer = setTimeout(() => report(), 1_000);
    };
    const onPageHide = () => report(true);

    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onPause);
    video.addEventListener('seeked', onSeeked);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onPause);
      video.removeEventListener('seeked', onSeeked);
      window.removeEventListener('pagehide', onPageHide);
      clearInterval(timer);
      clearTimeout(seekTimer);
      // Leaving for another screen: the last few seconds count too.
      report(true);
    };
  }, [videoRef, slug, enabled, fallbackDuration, savedPosition, queryClient]);
}
