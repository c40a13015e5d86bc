import { BookHeart, PenLine } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@shared/routes';
import { STORY_FILTERS, type StoryFilter } from '@shared/stories';
import { QueryError } from '@client/components/query-error';
import { StoryCard, StoryCardSkeletons } from '@client/components/story-card';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { Rich, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { cn } from '@client/lib/utils';
import { useStoryPages } from '../api';
import { STAGE_SELECT } from '../labels';
import { STORY_FILTER_KEYS } from '@client/components/story-card';
import { commonMessages } from '@client/lib/common-messages';
import { storiesMessages } from '../messages';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

const isFilter = (value: string | null): value is StoryFilter => STORY_FILTERS.includes(value as StoryFilter);

const chipClass = (active: boolean) =>
  cn(
    'rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors',
    active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800',
  );

/** The filter is the URL's (?stage=), so a list can be linked, reloaded and gone back to. */
function StageFilter({ stage, onChange }: { stage: StoryFilter | null; onChange: (stage: StoryFilter | null) => void }) {
  const t = useT(storiesMessages);
  const common = useT(commonMessages);
  return (
    <div role="group" aria-label={t('list.filterLabel')} className="flex flex-wrap gap-2">
      <button type="button" aria-pressed={stage === null} onClick={() => onChange(null)} className={chipClass(stage === null)}>
        {t('list.allStories')}
      </button>
      {STORY_FILTERS.map((value) => (
        <button key={value} type="button" aria-pressed={stage === value} onClick={() => onChange(value)} className={chipClass(stage === value)}>
          {common(STORY_FILTER_KEYS[value])}
        </button>
      ))}
    </div>
  );
}

function Results({ stage }: { stage: StoryFilter | null }) {
  const { data, isPending, isError, error, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useStoryPages(stage);
  const t = useT(storiesMessages);
  if (isPending) return <StoryCardSkeletons count={6} className={GRID} />;
  if (isError) return <QueryError title={t('list.error')} error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
  const items = data.pages.flatMap((page) => page.items);
  const total = data.pages[0]?.total ?? items.length;
  return (
    <div className="space-y-8">
      <p role="status" className="text-slate-700" data-testid="stories-summary">
        {total === 0
          ? t('list.none')
          : stage
            ? t('list.summaryAbout', { count: total, total, stage: STAGE_SELECT[stage] })
            : t('list.summary', { count: total, total })}
      </p>
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <BookHeart aria-hidden="true" className="mx-auto size-10 text-slate-500" />
          <h2 className="mt-3 text-xl font-semibold text-slate-900">{stage ? t('list.noneAboutTitle') : t('list.noneTitle')}</h2>
          <p className="mx-auto mt-2 max-w-md text-slate-700">
            {stage ? t('list.noneAboutText') : t('list.noneText')}
          </p>
          {stage ? (
            <Button asChild variant="outline" className="mt-6">
              <Link to={paths.successStories}>{t('list.showAll')}</Link>
            </Button>
          ) : null}
        </div>
      ) : (
        <ul className={GRID} aria-label={t('list.label')}>
          {items.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" size="lg" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Members tell their story; visitors are invited to sign in first. */
function ShareYourStory() {
  const { isAuthenticated, isLoading } = useAuth();
  const t = useT(storiesMessages);
  if (isLoading) return <div className="h-11" aria-hidden="true" />;
  if (!isAuthenticated) {
    return (
      <p className="text-slate-700">
        <Rich
          t={t}
          k="list.signInPrompt"
          tags={{
            link: (text) => (
              <Link to={`/login?${new URLSearchParams({ returnTo: paths.successStoryNew })}`} className="font-semibold text-brand-800 underline underline-offset-2">
                {text}
              </Link>
            ),
          }}
        />
      </p>
    );
  }
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild>
        <Link to={paths.successStoryNew}>
          <PenLine aria-hidden="true" /> {t('list.share')}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.successStoriesMine}>{t('list.mine')}</Link>
      </Button>
    </div>
  );
}

export default function StoriesPage() {
  const t = useT(storiesMessages);
  usePageMeta(t('list.title'), t('list.description'));
  const [params, setParams] = useSearchParams();
  const raw = params.get('stage');
  const stage = isFilter(raw) ? raw : null;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('list.title')}</h1>
          <p className="mt-3 text-lg text-slate-700">{t('list.intro')}</p>
          <div className="mt-6">
            <ShareYourStory />
          </div>
        </header>
        <section aria-labelledby="all-stories-title" className="mt-10">
          <h2 id="all-stories-title" className="sr-only">
            {t('list.allStories')}
          </h2>
          <StageFilter
            stage={stage}
            onChange={(next) => setParams(next ? new URLSearchParams({ stage: next }) : new URLSearchParams())}
          />
          <div className="mt-8">
            <Results stage={stage} />
          </div>
        </section>
      </div>
    </div>
  );
}
