import { ArrowLeft, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { VideoCard as VideoCardData, VideoDetail } from '@shared/api/videos';
import NotFoundPage from '@client/components/not-found-page';
import { QueryError } from '@client/components/query-error';
import { SaveOfflineButton } from '@client/components/save-offline/save-offline-button';
import { api, hrefOf } from '@client/lib/api';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { statusOf, useVideo } from '../api';
import { Chapters } from '../components/chapters';
import { VideoPlayer } from '../components/player';
import { Transcript } from '../components/transcript';
import { UpNext } from '../components/up-next';
import { Poster, VideoCard } from '../components/video-card';
import { clockTime, percentWatched, spokenTime } from '../format';
import { videosMessages } from '../messages';
import { signInHref, useVideoViewer } from '../policy';
import { topicLabel } from '../topics';

function BackLink() {
  const t = useT(videosMessages);
  return (
    <Link to="/videos" className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('watch.allVideos')}
    </Link>
  );
}

function Loading() {
  const t = useT(videosMessages);
  return (
    <div role="status" aria-busy="true" aria-label={t('watch.loading')} className="space-y-5">
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="aspect-video w-full rounded-xl" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}

/** A related video in the sidebar: a small poster beside its title. */
function VideoRow({ video, verdict }: { video: VideoCardData; verdict: 'ok' | 'sign-in' | 'not-found' }) {
  const t = useT(videosMessages);
  return (
    <Link
      to={verdict === 'sign-in' ? signInHref(`/videos/${video.slug}`) : `/videos/${video.slug}`}
      className="group flex gap-3 rounded-lg p-1 hover:bg-slate-100 focus-visible:outline-offset-0"
    >
      <Poster video={video} percent={percentWatched(video.progress, video.durationSeconds)} sizes="w-32 shrink-0 rounded-md" />
      <div className="min-w-0">
        <h3 className="text-sm leading-snug font-semibold text-slate-900 group-hover:text-brand-800">{video.title}</h3>
        <p className="mt-1 text-xs text-slate-700">{topicLabel(t, video.topic)}</p>
      </div>
    </Link>
  );
}

function Sidebar({ video, verdictFor }: { video: VideoDetail; verdictFor: (v: VideoCardData) => 'ok' | 'sign-in' | 'not-found' }) {
  const related = video.relatedVideos.filter((other) => other.id !== video.next?.id);
  const t = useT(videosMessages);
  return (
    <aside aria-label={t('watch.sidebar')} className="space-y-10">
      {video.next ? (
        <section aria-labelledby="watch-next-title">
          <h2 id="watch-next-title" className="mb-3 text-xl font-bold text-slate-900">
            {t('watch.next')}
          </h2>
          <VideoCard video={video.next} verdict={verdictFor(video.next)} showAccess={false} />
        </section>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="related-videos-title">
          <h2 id="related-videos-title" className="mb-3 text-xl font-bold text-slate-900">
            {t('watch.relatedVideos')}
          </h2>
          <ul className="space-y-2">
            {related.map((other) => (
              <li key={other.id}>
                <VideoRow video={other} verdict={verdictFor(other)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {video.relatedArticles.length > 0 ? (
        <section aria-labelledby="related-articles-title">
          <h2 id="related-articles-title" className="mb-3 text-xl font-bold text-slate-900">
            {t('watch.relatedArticles')}
          </h2>
          <ul className="space-y-3">
            {video.relatedArticles.map((article) => (
              <li key={article.slug}>
                <Link
                  to={`/resources/${article.slug}`}
                  className="group flex gap-3 rounded-lg border border-slate-200 bg-white p-3 hover:border-brand-600"
                >
                  <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900 group-hover:text-brand-800">{article.title}</span>
                    {article.excerpt ? <span className="mt-1 line-clamp-3 text-sm text-slate-700">{article.excerpt}</span> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}

function Watch({ video }: { video: VideoDetail }) {
  const t = useT(videosMessages);
  const locale = useLocale();
  usePageMeta(video.title, video.description.split('\n')[0]?.slice(0, 160) || t('watch.metaDescription', { title: video.title }));
  const { keepsProgress, verdictFor } = useVideoViewer();
  const { state } = useLocation() as { state: { autoplay?: unknown } | null };
  // `?t=42`: the moment the assistant's answer (or a shared link) points at.
  const [searchParams] = useSearchParams();
  const asked = Number(searchParams.get('t'));
  const startAt = searchParams.has('t') && Number.isFinite(asked) && asked >= 0 ? asked : null;
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [ended, setEnded] = useState(false);
  const paragraphs = video.description.split(/\n{2,}/).filter((part) => part.trim());

  return (
    <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_340px]">
      <article aria-labelledby="video-title" className="min-w-0">
        <h1 id="video-title" className="text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">
          {video.title}
        </h1>
        <div className="mt-3 mb-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
          <Badge>{topicLabel(t, video.topic)}</Badge>
          {video.durationSeconds ? (
            <span>
              <span aria-hidden="true">{clockTime(video.durationSeconds)}</span>
              <span className="sr-only">{t('length', { time: spokenTime(video.durationSeconds, locale) })}</span>
            </span>
          ) : null}
        </div>

        <VideoPlayer
          key={startAt ?? 'saved'}
          video={video}
          startAt={startAt}
          keepsProgress={keepsProgress}
          autoPlay={state?.autoplay === true}
          onVideoElement={setElement}
          onEnded={() => setEnded(true)}
        />
        {video.playback.mp4 ? (
          <div className="mt-4">
            {/* Offline, the player plays the one file saved (client/features/videos/components/player-source.ts). */}
            <SaveOfflineButton
              kind="video"
              slugKey={video.slug}
              title={video.title}
              path={`/videos/${video.slug}`}
              urls={() => [hrefOf(api.videos.detail, { params: { slug: video.slug } }), ...[video.playback.mp4, video.playback.captions, video.posterUrl].filter((url): url is string => Boolean(url))]}
            />
          </div>
        ) : null}
        {ended && video.next ? <UpNext next={video.next} verdict={verdictFor(video.next)} onDismiss={() => setEnded(false)} /> : null}

        {video.speakerName ? (
          <p className="mt-6 text-slate-800">
            <span className="font-semibold text-slate-900">{video.speakerName}</span>
            {video.speakerRole ? <span className="text-slate-700">, {video.speakerRole}</span> : null}
          </p>
        ) : null}
        <div className="mt-4 space-y-3 text-slate-800">
          {paragraphs.map((paragraph, i) => (
            <p key={i} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>

        {video.chapters.length > 0 ? (
          <section aria-labelledby="chapters-title" className="mt-8">
            <h2 id="chapters-title" className="mb-3 text-xl font-bold text-slate-900">
              {t('watch.chapters')}
            </h2>
            <Chapters chapters={video.chapters} video={element} />
          </section>
        ) : null}
        {video.transcript.length > 0 ? (
          <section aria-labelledby="transcript-title" className="mt-8">
            <h2 id="transcript-title" className="mb-1 text-xl font-bold text-slate-900">
              {t('watch.transcript')}
            </h2>
            {element ? <p className="mb-3 text-sm text-slate-700">{t('watch.transcriptHint')}</p> : null}
            <Transcript lines={video.transcript} video={element} />
          </section>
        ) : null}
      </article>
      <Sidebar video={video} verdictFor={verdictFor} />
    </div>
  );
}

function VideoScreen({ slug }: { slug: string }) {
  const query = useVideo(slug);
  const t = useT(videosMessages);
  if (query.isError) {
    const status = statusOf(query.error);
    // A members-only video to a visitor: the not-found page with the sign-in that comes back here.
    if (status === 401) return <NotFoundPage forVisitor />;
    if (status === 404 || status === 400) return <NotFoundPage />;
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink />
      {query.isPending ? (
        <div className="mt-6">
          <Loading />
        </div>
      ) : query.isError ? (
        <div className="mt-6">
          <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('watch.videoHeading')}</h1>
          <QueryError title={t('watch.error')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        </div>
      ) : (
        <Watch video={query.data} />
      )}
    </div>
  );
}

/** A video's page (spec section 2: members; an open video plays for visitors too, the server decides). */
export default function VideoPage() {
  const { slug = '' } = useParams();
  // Keyed by the video: a new one starts with a fresh player, transcript and "up next".
  return <VideoScreen key={slug} slug={slug} />;
}
