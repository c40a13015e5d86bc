import { useEffect, useRef } from 'react';
import type { TranscriptLine } from '@shared/api/videos';
import { useLocale, useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { clockTime, spokenTime } from '../format';
import { videosMessages } from '../messages';
import { seekTo } from './player';
import { usePlaybackIndex } from './use-playback-index';

/** After the member scrolls or works in the transcript, it stops following the video for this long. */
const HANDS_OFF_MS = 5_000;

/**
 * The transcript under the player: each line a button that jumps to its time; the line being spoken
 * is marked and kept in view by scrolling the transcript's own box (never the page, never the focus),
 * and not while the member is reading elsewhere in it. Without a playable element (another site's
 * video) the lines are plain text.
 */
export function Transcript({ lines, video }: { lines: TranscriptLine[]; video: HTMLVideoElement | null }) {
  const box = useRef<HTMLOListElement>(null);
  const touchedAt = useRef(0);
  const active = usePlaybackIndex(video, lines.map((line) => line.start));
  const t = useT(videosMessages);
  const locale = useLocale();

  useEffect(() => {
    const list = box.current;
    if (!list || active < 0 || Date.now() - touchedAt.current < HANDS_OFF_MS) return;
    const item = list.querySelector<HTMLElement>(`[data-line="${active}"]`);
    if (!item) return;
    const top = item.offsetTop;
    const bottom = top + item.offsetHeight;
    if (top >= list.scrollTop && bottom <= list.scrollTop + list.clientHeight) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ top: Math.max(0, top - list.clientHeight / 3), behavior: smooth ? 'smooth' : 'auto' });
  }, [active]);

  const touched = () => {
    touchedAt.current = Date.now();
  };

  return (
    <ol
      ref={box}
      onWheel={touched}
      onTouchMove={touched}
      onKeyDown={touched}
      className="relative max-h-96 space-y-1 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2"
      data-testid="transcript"
    >
      {lines.map((line, i) => {
        const current = i === active;
        const time = (
          <span className="w-12 shrink-0 pt-0.5 font-mono text-xs text-slate-700 tabular-nums">
            <span aria-hidden="true">{clockTime(line.start)}</span>
            <span className="sr-only">{t('time.at', { time: spokenTime(line.start, locale) })}</span>
          </span>
        );
        return (
          <li key={`${line.start}-${i}`} data-line={i}>
            {video ? (
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => seekTo(video, line.start)}
                className={cn(
                  'flex w-full gap-3 rounded-lg px-3 py-2 text-left text-slate-800 transition-colors hover:bg-slate-100',
                  current && 'bg-brand-50 font-medium text-slate-900 ring-1 ring-brand-200',
                )}
              >
                {time}
                <span>{line.text}</span>
              </button>
            ) : (
              <p className="flex gap-3 px-3 py-2 text-slate-800">
                {time}
                <span>{line.text}</span>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
