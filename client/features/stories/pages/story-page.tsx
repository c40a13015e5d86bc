import { ArrowLeft, HeartHandshake, PenLine } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { StoryDetail } from '@shared/api/stories';
import { paths } from '@shared/routes';
import { DateTime } from '@client/components/date-time';
import NotFoundPage from '@client/components/not-found-page';
import { QueryError } from '@client/components/query-error';
import { storyFacts, StoryBadges } from '@client/components/story-card';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { statusOf, useStory } from '../api';
import { STATUS_LABELS } from '../labels';
import { storiesMessages } from '../messages';
import { editPath } from '../paths';

/** A story the public does not see (yet, or any more): who sees it and why. */
/** What the author reads of each status they alone can see (keys of the stories' messages). */
const OWN_STATUS_WORDS = {
  pending: 'story.pending',
  declined: 'story.declined',
  withdrawn: 'story.withdrawn',
  unpublished: 'story.unpublished',
} as const satisfies Record<Exclude<StoryDetail['status'], 'published'>, keyof (typeof storiesMessages)['en']>;

function StatusNote({ story }: { story: StoryDetail }) {
  const t = useT(storiesMessages);
  if (story.status === 'published') return null;
  return (
    <div role="note" className="mt-6 rounded-lg border border-accent-400 bg-accent-100 p-4 text-slate-900" data-testid="story-status">
      <p className="font-semibold">{t(STATUS_LABELS[story.status])}</p>
      <p className="mt-1 text-sm">{story.mine ? t(OWN_STATUS_WORDS[story.status]) : t('story.notPublic')}</p>
      {story.reviewNote ? (
        <p className="mt-2 text-sm">
          <span className="font-semibold">{t('moderatorsNote')}</span>
          <span className="whitespace-pre-line">{story.reviewNote}</span>
        </p>
      ) : null}
    </div>
  );
}

function Loading() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12" aria-busy="true">
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="mt-4 h-5 w-1/2" />
      <Skeleton className="mt-8 aspect-[16/10] w-full" />
    </div>
  );
}

function Story({ story }: { story: StoryDetail }) {
  usePageMeta(story.title, story.excerpt);
  const t = useT(storiesMessages);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to={paths.successStories} className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('allSuccessStories')}
      </Link>
      <header className="mt-6">
        <StoryBadges story={story} />
        <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">{story.title}</h1>
        <p className="mt-3 text-slate-800">
          <span className="font-semibold" data-testid="story-author">
            {story.authorName}
          </span>
          {story.publishedAt ? (
            <>
              {' · '}
              <DateTime value={story.publishedAt} pattern="MMMM d, yyyy" />
            </>
          ) : null}
        </p>
        <p className="mt-1 text-sm text-slate-700">{storyFacts(story).join(' · ')}</p>
        {story.mine ? (
          <Button asChild variant="outline" size="sm" className="mt-4">
            <Link to={editPath(story.slug)}>
              <PenLine aria-hidden="true" /> {t('story.edit')}
            </Link>
          </Button>
        ) : null}
      </header>
      <StatusNote story={story} />
      {story.photoUrl ? (
        <figure className="mt-8">
          <img src={story.photoUrl} alt={story.photoAlt ?? ''} width={1200} height={750} className="w-full rounded-xl object-cover" />
        </figure>
      ) : null}
      <div className="member-text mt-8 break-words text-lg text-slate-800" dangerouslySetInnerHTML={{ __html: story.contentHtml }} />
      <aside aria-label={t('story.asideLabel')} className="mt-10 flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-5 text-slate-800">
        <HeartHandshake aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
        <p className="text-sm">{t('story.disclaimer')}</p>
      </aside>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to={paths.successStories}>{t('story.more')}</Link>
        </Button>
      </div>
    </article>
  );
}

/** /community/success-stories/{slug}: one story, as its author chose to be named. */
export default function StoryPage() {
  const { slug = '' } = useParams();
  const { isAuthenticated } = useAuth();
  const story = useStory(slug);
  const t = useT(storiesMessages);
  if (story.isPending) return <Loading />;
  if (story.isError) {
    // Not published and not the viewer's: the not-found page (a visitor may be the signed-out author).
    if (statusOf(story.error) === 404) return <NotFoundPage forVisitor={!isAuthenticated} />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="sr-only">{t('story.heading')}</h1>
        <QueryError title={t('story.error')} error={story.error} onRetry={() => void story.refetch()} retrying={story.isRefetching} />
      </div>
    );
  }
  return <Story story={story.data} />;
}
