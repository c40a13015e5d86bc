import { Film, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { VideoCard as VideoCardData } from '@shared/api/videos';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useLocale, useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { clockTime, percentWatched, spokenTime } from '../format';
import { videosMessages } from '../messages';
import { signInHref } from '../policy';
import { topicLabel } from '../topics';

/** How far into a video the member is: a thin bar over the poster's foot, and its words for screen readers. */
export function WatchedBar({ percent, className }: { percent: number; className?: string }) {
  const t = useT(videosMessages);
  if (percent <= 0) return null;
  return (
    <>
      <span aria-hidden="true" className={cn('absolute inset-x-0 bottom-0 h-1.5 bg-slate-900/50', className)}>
        <span className="block h-full bg-accent-400" style={{ width: `${percent}%` }} data-testid="watched-bar" />
      </span>
      {/* A finished video says "Watched" in words on its card. */}
      {percent < 100 ? <span className="sr-only">{t('card.watchedPercent', { percent })}</span> : null}
    </>
  );
}

/** A poster with its length in the corner, or a plain frame where the video has none yet. */
export function Poster({ video, percent, sizes = 'w-full' }: { video: VideoCardData; percent: number; sizes?: string }) {
  const t = useT(videosMessages);
  const locale = useLocale();
  return (
    <div className={cn('relative aspect-video overflow-hidden bg-slate-800', sizes)}>
      {video.posterUrl ? (
        <img src={video.posterUrl} alt="" width={640} height={360} loading="lazy" className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-slate-300">
          <Film aria-hidden="true" className="size-10" />
        </span>
      )}
      {video.durationSeconds ? (
        <span className="absolute right-2 bottom-3 rounded bg-slate-950/85 px-1.5 py-0.5 font-mono text-xs font-semibold text-white tabular-nums">
          <span aria-hidden="true">{clockTime(video.durationSeconds)}</span>
          <span className="sr-only">{t('length', { time: spokenTime(video.durationSeconds, locale) })}</span>
        </span>
      ) : null}
      <WatchedBar percent={percent} />
    </div>
  );
}

type Props = {
  video: VideoCardData;
  /** 'sign-in': a visitor on a members-only video; the card leads to the sign-in that returns to it. */
  verdict: 'ok' | 'sign-in' | 'not-found';
  /** Visitors are told which videos they can watch now; members need no such hint. */
  showAccess: boolean;
  headingLevel?: 2 | 3;
};

/** A video in the library, the related videos or "watch next". A search hit found in the transcript shows its snippet. */
export function VideoCard({ video, verdict, showAccess, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = verdict === 'sign-in' ? signInHref(`/videos/${video.slug}`) : `/videos/${video.slug}`;
  const t = useT(videosMessages);
  return (
    <Card className="group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <Link to={href} className="flex h-full flex-col focus-visible:outline-offset-[-2px]" data-testid="video-card">
        <Poster video={video} percent={percentWatched(video.progress, video.durationSeconds)} />
        <div className="flex flex-1 flex-col p-4">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <Badge>{topicLabel(t, video.topic)}</Badge>
            {showAccess ? (
              video.membersOnly ? (
                <span className="inline-flex items-center gap-1 font-medium text-slate-700" data-testid="access-hint">
                  <Lock aria-hidden="true" className="size-3.5" /> {t('card.membersOnly')}
                </span>
              ) : (
                <span className="font-medium text-brand-800" data-testid="access-hint">
                  {t('card.openToAll')}
                </span>
              )
            ) : null}
            {video.progress?.completed ? <span className="font-medium text-slate-700">{t('card.watched')}</span> : null}
          </div>
          <Heading className="mt-2 text-lg leading-snug font-semibold text-slate-900 group-hover:text-brand-800" data-user-text>
            {video.title}
          </Heading>
          {video.speakerName ? <p className="mt-1 text-sm text-slate-700">{video.speakerName}</p> : null}
          {video.snippet ? (
            <p className="mt-2 line-clamp-3 text-sm text-slate-700" data-testid="search-snippet" dangerouslySetInnerHTML={{ __html: video.snippet }} />
          ) : null}
          {verdict === 'sign-in' ? <span className="mt-auto pt-3 text-sm font-semibold text-brand-800">{t('signIn.watch')}</span> : null}
        </div>
      </Link>
    </Card>
  );
}

/** Grey cards in a video card's shape while a list loads. */
export function VideoCardSkeletons({ count, className }: { count: number; className: string }) {
  const t = useT(videosMessages);
  return (
    <div className={className} role="status" aria-busy="true" aria-label={t('card.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
