import type { VideoChapter } from '@shared/api/videos';
import { useLocale, useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { clockTime, spokenTime } from '../format';
import { videosMessages } from '../messages';
import { seekTo } from './player';
import { usePlaybackIndex } from './use-playback-index';

/** The video's chapters: each jumps to its start; the one playing now is marked. */
export function Chapters({ chapters, video }: { chapters: VideoChapter[]; video: HTMLVideoElement | null }) {
  const active = usePlaybackIndex(video, chapters.map((chapter) => chapter.start));
  const t = useT(videosMessages);
  const locale = useLocale();
  return (
    <ol className="grid gap-2 sm:grid-cols-2" data-testid="chapters">
      {chapters.map((chapter, i) => {
        const label = (
          <>
            <span className="font-mono text-sm text-brand-800 tabular-nums">
              <span aria-hidden="true">{clockTime(chapter.start)}</span>
              <span className="sr-only">{t('time.at', { time: spokenTime(chapter.start, locale) })}</span>
            </span>
            <span className="font-medium text-slate-900">{chapter.title}</span>
          </>
        );
        return (
          <li key={`${chapter.start}-${i}`}>
            {video ? (
              <button
                type="button"
                aria-current={i === active ? 'true' : undefined}
                onClick={() => seekTo(video, chapter.start)}
                className={cn(
                  'flex w-full items-baseline gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-left hover:border-brand-600',
                  i === active && 'border-brand-600 bg-brand-50',
                )}
              >
                {label}
              </button>
            ) : (
              <p className="flex items-baseline gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">{label}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
