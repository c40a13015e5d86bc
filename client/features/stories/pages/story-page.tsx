import { ArrowLeft, HeartHandshake, PenLine } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { StoryDetail } from '@shared/api/stories';
import { paths } from '@shared/routes';
import { STORY_STATUS_LABELS } from '@shared/stories';
import { DateTime } from '@client/components/date-time';
import NotFoundPage from '@client/components/not-found-page';
import { QueryError } from '@client/components/query-error';
import { storyFacts, StoryBadges } from '@client/components/story-card';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { usePageMeta } from '@client/lib/page-meta';
import { statusOf, useStory } from '../api';
import { editPath } from '../paths';

/** A story the public does not see (yet, or any more): who sees it and why. */
function StatusNote({ story }: { story: StoryDetail }) {
  if (story.status === 'published') return null;
  const words: Record<Exclude<StoryDetail['status'], 'published'>, string> = {
    pending: 'This story is waiting for review. Only you and the moderators can see it until it is approved.',
    declined: 'This story was not approved as it is. Only you and the moderators can see it.',
    withdrawn: 'You withdrew this story. Only you and the moderators can see it.',
    unpublished: 'The moderators took this story off the site. Only you and the moderators can see it.',
  };
  return (
    <div role="note" className="mt-6 rounded-lg border border-accent-400 bg-accent-100 p-4 text-slate-900" data-testid="story-status">
      <p className="font-semibold">{STORY_STATUS_LABELS[story.status]}</p>
      <p className="mt-1 text-sm">{story.mine ? words[story.status] : 'Not on the site: only its author and the moderators can see it.'}</p>
      {story.reviewNote ? (
        <p className="mt-2 text-sm">
          <span className="font-semibold">The moderators’ note: </span>
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
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to={paths.successStories} className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> All success stories
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
              <PenLine aria-hidden="true" /> Edit your story
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
      <aside aria-label="About these stories" className="mt-10 flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-5 text-slate-800">
        <HeartHandshake aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
        <p className="text-sm">
          Every story here is one family’s or one person’s own experience, shared to give hope, not medical advice. Each child’s treatment is
          different: please talk with your own care team about yours.
        </p>
      </aside>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to={paths.successStories}>More success stories</Link>
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
  if (story.isPending) return <Loading />;
  if (story.isError) {
    // Not published and not the viewer's: the not-found page (a visitor may be the signed-out author).
    if (statusOf(story.error) === 404) return <NotFoundPage forVisitor={!isAuthenticated} />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="sr-only">Success story</h1>
        <QueryError title="Could not load this story" error={story.error} onRetry={() => void story.refetch()} retrying={story.isRefetching} />
      </div>
    );
  }
  return <Story story={story.data} />;
}
