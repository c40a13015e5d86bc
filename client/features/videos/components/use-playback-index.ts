import { useCallback, useSyncExternalStore } from 'react';

const EVENTS = ['timeupdate', 'seeked', 'play', 'emptied'] as const;

/**
 * Which of `starts` (ascending times) the video is in now: the last one at or before its current
 * time, or -1 before it has started. Re-renders only when that index changes, not on every tick.
 */
export function usePlaybackIndex(video: HTMLVideoElement | null, starts: number[]) {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!video) return () => undefined;
      for (const event of EVENTS) video.addEventListener(event, notify);
      return () => {
        for (const event of EVENTS) video.removeEventListener(event, notify);
      };
    },
    [video],
  );
  const snapshot = () => {
    if (!video || (video.paused && video.currentTime === 0)) return -1;
    const time = video.currentTime;
    let index = -1;
    for (let i = 0; i < starts.length && (starts[i] as number) <= time + 0.05; i++) index = i;
    return index;
  };
  return useSyncExternalStore(subscribe, snapshot, () => -1);
}
