import { PlayCircle } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { VideoCard as VideoCardData, VideoSort } from '@shared/api/videos';
import { localizedPath } from '@shared/i18n/locales';
import { paths } from '@shared/routes';
import { VIDEO_TOPICS, type VideoTopic } from '@shared/videos';
import { QueryError } from '@client/components/query-error';
import { SearchBox } from '@client/components/search-box';
import { Button } from '@client/components/ui/button';
import { useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { cn } from '@client/lib/utils';
import { useContinueWatching, useVideoPages, type VideoFilters } from '../api';
import { Poster, VideoCard, VideoCardSkeletons } from '../components/video-card';
import { clockTime, percentWatched } from '../format';
import { videosMessages } from '../messages';
import { signInHref, useVideoViewer } from '../policy';
import { topicLabel } from '../topics';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
/** The sort choices (their labels are keys of the videos' messages). */
const SORTS = [
  { value: 'newest', label: 'sort.newest' },
  { value: 'most-watched', label: 'sort.mostWatched' },
] as const satisfies readonly { value: VideoSort; label: keyof (typeof videosMessages)['en'] }[];

const isTopic = (value: string | null): value is VideoTopic => VIDEO_TOPICS.includes(value as VideoTopic);

/** The filters are the URL's (?q=&topic=&sort=), so a list can be linked, reloaded and gone back to. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const topic = params.get('topic');
  const filters: VideoFilters = {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    topic: isTopic(topic) ? topic : null,
    sort: params.get('sort') === 'most-watched' ? 'most-watched' : 'newest',
  };
  const update = (next: Partial<VideoFilters>) => {
    const merged = { ...filters, ...next };
    const result = new URLSearchParams();
    if (merged.q) result.set('q', merged.q);
    if (merged.topic) result.set('topic', merged.topic);
    if (merged.sort !== 'newest') result.set('sort', merged.sort);
    setParams(result);
  };
  return { filters, update };
}

/** Visitors see every card; watching most of them needs the free membership. */
function SignInInvitation() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const t = useT(videosMessages);
  return (
    <section aria-labelledby="videos-join-title" className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-6" data-testid="videos-sign-in">
      <h2 id="videos-join-title" className="text-xl font-semibold text-slate-900">
        {t('signIn.watchAll')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-800">{t('signIn.text')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild>
          <Link to={signInHref(here)}>{t('signIn.watchAll')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={signInHref(here, true)}>{t('signIn.becomeMember')}</Link>
        </Button>
      </div>
    </section>
  );
}

/** A member's unfinished videos, most recent first; nothing at all when there are none. */
function ContinueWatching() {
  const { data } = useContinueWatching(true);
  const t = useT(videosMessages);
  if (!data?.length) return null;
  return (
    <section aria-labelledby="continue-title" className="mt-10">
      <h2 id="continue-title" className="text-2xl font-bold text-slate-900">
        {t('continue.title')}
      </h2>
      <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-3" data-testid="continue-watching">
        {data.map((video) => {
          const left = video.progress ? Math.max(0, (video.progress.duration || video.durationSeconds || 0) - video.progress.position) : null;
          return (
            <li key={video.id} className="w-60 shrink-0 snap-start sm:w-64">
              <Link
                to={`/videos/${video.slug}`}
                className="group block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md focus-visible:outline-offset-[-2px]"
              >
                <Poster video={video} percent={Math.max(1, percentWatched(video.progress, video.durationSeconds))} />
                <div className="p-3">
                  <h3 className="font-semibold leading-snug text-slate-900 group-hover:text-brand-800">{video.title}</h3>
                  {left !== null ? <p className="mt-1 text-sm text-slate-700">{t('continue.left', { time: clockTime(left) })}</p> : null}
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const chipClass = (active: boolean) =>
  cn(
    'rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors',
    active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800',
  );

function Filters({ filters, update }: ReturnType<typeof useFilters>) {
  const sortId = useId();
  const t = useT(videosMessages);
  return (
    <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <div role="group" aria-label={t('filters.topic')} className="flex flex-wrap gap-2">
        <button type="button" aria-pressed={filters.topic === null} onClick={() => update({ topic: null })} className={chipClass(filters.topic === null)}>
          {t('filters.allTopics')}
        </button>
        {VIDEO_TOPICS.map((topic) => (
          <button key={topic} type="button" aria-pressed={filters.topic === topic} onClick={() => update({ topic })} className={chipClass(filters.topic === topic)}>
            {topicLabel(t, topic)}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-medium text-slate-800">
          {t('filters.sortBy')}
        </label>
        <select
          id={sortId}
          value={filters.sort}
          onChange={(event) => update({ sort: event.target.value === 'most-watched' ? 'most-watched' : 'newest' })}
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
        >
          {SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {t(sort.label)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function Summary({ total, filters }: { total: number; filters: VideoFilters }) {
  const t = useT(videosMessages);
  if (!filters.q && !filters.topic) return null;
  const values = { count: total, total, q: filters.q, topic: filters.topic ? topicLabel(t, filters.topic) : '' };
  const key = filters.q ? (filters.topic ? 'library.summaryQueryTopic' : 'library.summaryQuery') : 'library.summaryTopic';
  return (
    <p role="status" className="text-lg text-slate-800" data-testid="search-summary">
      {t(key, values)}
    </p>
  );
}

function Results({ filters, verdictFor, showAccess }: { filters: VideoFilters; verdictFor: (video: VideoCardData) => 'ok' | 'sign-in' | 'not-found'; showAccess: boolean }) {
  const { data, isPending, isError, error, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useVideoPages(filters);
  const t = useT(videosMessages);
  if (isPending) return <VideoCardSkeletons count={6} className={GRID} />;
  if (isError) return <QueryError title={t('library.error')} error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
  const items = data.pages.flatMap((page) => page.items);
  const total = data.pages[0]?.total ?? items.length;
  const filtered = !!(filters.q || filters.topic);
  return (
    <div className="space-y-8">
      <Summary total={total} filters={filters} />
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <PlayCircle aria-hidden="true" className="mx-auto size-10 text-slate-500" />
          <h2 className="mt-3 text-xl font-semibold text-slate-900">{filtered ? t('library.noMatchTitle') : t('library.emptyTitle')}</h2>
          <p className="mx-auto mt-2 max-w-md text-slate-700">
            {filtered ? t('library.noMatchText') : t('library.emptyText')}
          </p>
          <Button asChild variant="outline" className="mt-6">
            <Link to={filtered ? paths.videos : paths.resources}>{filtered ? t('library.clearSearch') : t('library.browseResources')}</Link>
          </Button>
        </div>
      ) : (
        <ul className={GRID}>
          {items.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} verdict={verdictFor(video)} showAccess={showAccess} />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" size="lg" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('library.loadingMore') : t('library.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export default function VideoLibraryPage() {
  const t = useT(videosMessages);
  const locale = useLocale();
  usePageMeta(t('library.title'), t('library.description'));
  const { filters, update } = useFilters();
  const { isAuthenticated, isLoading, verdictFor } = useVideoViewer();
  const isVisitor = !isLoading && !isAuthenticated;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('library.title')}</h1>
          <p className="mt-3 text-lg text-slate-700">{t('library.intro')}</p>
        </header>

        {isVisitor ? <SignInInvitation /> : null}
        {isAuthenticated ? <ContinueWatching /> : null}

        <section aria-labelledby="all-videos-title" className="mt-10">
          <h2 id="all-videos-title" className="sr-only">
            {t('library.allVideos')}
          </h2>
          {/* Keyed by the query, so going back or following a link shows that link's words. */}
          <SearchBox
            key={filters.q}
            label={t('library.searchLabel')}
            placeholder={t('library.searchPlaceholder')}
            initial={filters.q}
            onSearch={(q) => update({ q })}
            action={localizedPath(paths.videos, locale)}
          />
          <Filters filters={filters} update={update} />
          <div className="mt-8">
            <Results filters={filters} verdictFor={verdictFor} showAccess={!isAuthenticated} />
          </div>
        </section>
      </div>
    </div>
  );
}
