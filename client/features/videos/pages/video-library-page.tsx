import { PlayCircle } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { VideoCard as VideoCardData, VideoSort } from '@shared/api/videos';
import { paths } from '@shared/routes';
import { VIDEO_TOPIC_LABELS, VIDEO_TOPICS, type VideoTopic } from '@shared/videos';
import { QueryError } from '@client/components/query-error';
import { SearchBox } from '@client/components/search-box';
import { Button } from '@client/components/ui/button';
import { usePageMeta } from '@client/lib/page-meta';
import { cn } from '@client/lib/utils';
import { useContinueWatching, useVideoPages, type VideoFilters } from '../api';
import { Poster, VideoCard, VideoCardSkeletons } from '../components/video-card';
import { clockTime, percentWatched } from '../format';
import { signInHref, useVideoViewer } from '../policy';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
const SORTS: { value: VideoSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'most-watched', label: 'Most watched' },
];

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
  return (
    <section aria-labelledby="videos-join-title" className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-6" data-testid="videos-sign-in">
      <h2 id="videos-join-title" className="text-xl font-semibold text-slate-900">
        Sign in to watch
      </h2>
      <p className="mt-2 max-w-2xl text-slate-800">
        Most videos are for members. Membership is free: sign in or join to watch them all, with captions and transcripts, and pick up where you
        left off on any device.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild>
          <Link to={signInHref(here)}>Sign in to watch</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={signInHref(here, true)}>Become a Member</Link>
        </Button>
      </div>
    </section>
  );
}

/** A member's unfinished videos, most recent first; nothing at all when there are none. */
function ContinueWatching() {
  const { data } = useContinueWatching(true);
  if (!data?.length) return null;
  return (
    <section aria-labelledby="continue-title" className="mt-10">
      <h2 id="continue-title" className="text-2xl font-bold text-slate-900">
        Continue watching
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
                  {left !== null ? <p className="mt-1 text-sm text-slate-700">{clockTime(left)} left</p> : null}
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
  return (
    <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <div role="group" aria-label="Topic" className="flex flex-wrap gap-2">
        <button type="button" aria-pressed={filters.topic === null} onClick={() => update({ topic: null })} className={chipClass(filters.topic === null)}>
          All topics
        </button>
        {VIDEO_TOPICS.map((topic) => (
          <button key={topic} type="button" aria-pressed={filters.topic === topic} onClick={() => update({ topic })} className={chipClass(filters.topic === topic)}>
            {VIDEO_TOPIC_LABELS[topic]}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-medium text-slate-800">
          Sort by
        </label>
        <select
          id={sortId}
          value={filters.sort}
          onChange={(event) => update({ sort: event.target.value === 'most-watched' ? 'most-watched' : 'newest' })}
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
        >
          {SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function Summary({ total, filters }: { total: number; filters: VideoFilters }) {
  if (!filters.q && !filters.topic) return null;
  const parts = [`${total} ${total === 1 ? 'video' : 'videos'}`];
  if (filters.q) parts.push(`for '${filters.q}'`);
  if (filters.topic) parts.push(`in ${VIDEO_TOPIC_LABELS[filters.topic]}`);
  return (
    <p role="status" className="text-lg text-slate-800" data-testid="search-summary">
      {parts.join(' ')}
    </p>
  );
}

function Results({ filters, verdictFor, showAccess }: { filters: VideoFilters; verdictFor: (video: VideoCardData) => 'ok' | 'sign-in' | 'not-found'; showAccess: boolean }) {
  const { data, isPending, isError, error, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useVideoPages(filters);
  if (isPending) return <VideoCardSkeletons count={6} className={GRID} />;
  if (isError) return <QueryError title="Could not load the videos" error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
  const items = data.pages.flatMap((page) => page.items);
  const total = data.pages[0]?.total ?? items.length;
  const filtered = !!(filters.q || filters.topic);
  return (
    <div className="space-y-8">
      <Summary total={total} filters={filters} />
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <PlayCircle aria-hidden="true" className="mx-auto size-10 text-slate-500" />
          <h2 className="mt-3 text-xl font-semibold text-slate-900">{filtered ? 'No videos match' : 'No videos here yet'}</h2>
          <p className="mx-auto mt-2 max-w-md text-slate-700">
            {filtered
              ? 'Try fewer or different words (for example “casts” or “shoes”), another topic, or browse all videos.'
              : 'New videos are on their way. In the meantime, the resource library has articles for every stage.'}
          </p>
          <Button asChild variant="outline" className="mt-6">
            <Link to={filtered ? paths.videos : paths.resources}>{filtered ? 'Clear search and show all videos' : 'Browse the resource library'}</Link>
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
            {isFetchingNextPage ? 'Loading...' : 'Load more videos'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export default function VideoLibraryPage() {
  usePageMeta('Videos', 'Short captioned videos about clubfoot for families and adults: casting, tenotomy, boots and bar, shoes and life with clubfoot.');
  const { filters, update } = useFilters();
  const { isAuthenticated, isLoading, verdictFor } = useVideoViewer();
  const isVisitor = !isLoading && !isAuthenticated;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Videos</h1>
          <p className="mt-3 text-lg text-slate-700">
            Short videos for families and adults: casting, boots and bar, shoes and life with clubfoot. Every video has captions and a
            transcript you can search. They explain and support; your own treatment team is always the one to ask about your situation.
          </p>
        </header>

        {isVisitor ? <SignInInvitation /> : null}
        {isAuthenticated ? <ContinueWatching /> : null}

        <section aria-labelledby="all-videos-title" className="mt-10">
          <h2 id="all-videos-title" className="sr-only">
            All videos
          </h2>
          {/* Keyed by the query, so going back or following a link shows that link's words. */}
          <SearchBox
            key={filters.q}
            label="Search videos by title or transcript"
            placeholder="Search videos..."
            initial={filters.q}
            onSearch={(q) => update({ q })}
            action={paths.videos}
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
