import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@shared/routes';
import NotFoundPage from '@client/components/not-found-page';
import { QueryError } from '@client/components/query-error';
import { Spinner } from '@client/components/form-controls';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { usePageMeta } from '@client/lib/page-meta';
import { useMyStories, useUpdateStory } from '../api';
import { StoryForm } from '../components/story-form';

/** /community/success-stories/{slug}/edit: the author changes their story and sends it for review again. */
export default function EditStoryPage() {
  usePageMeta('Edit your story', 'Change your success story and send it for review again.');
  const { slug = '' } = useParams();
  const mine = useMyStories();
  const update = useUpdateStory();
  const navigate = useNavigate();
  if (mine.isPending) return <Spinner label="Loading your story..." />;
  if (mine.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="sr-only">Edit your story</h1>
        <QueryError title="Could not load your story" error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isRefetching} />
      </div>
    );
  }
  const story = mine.data.stories.find((entry) => entry.slug === slug);
  if (!story) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Edit your story</h1>
      <p className="mt-3 text-slate-700">
        {story.status === 'published'
          ? 'Your story stays off the site while the moderators read your changes, and comes back once they approve them.'
          : 'When you send your changes, the moderators read your story again.'}
      </p>
      {story.reviewNote ? (
        <div role="note" className="mt-6 rounded-lg border border-accent-400 bg-accent-100 p-4 text-sm text-slate-900">
          <span className="font-semibold">The moderators’ note: </span>
          <span className="whitespace-pre-line">{story.reviewNote}</span>
        </div>
      ) : null}
      <div className="mt-8">
        <StoryForm
          key={story.id}
          story={story}
          pending={update.isPending}
          error={update.error}
          submitLabel="Send for review again"
          onSubmit={(input) =>
            update.mutate(
              { id: story.id, body: input },
              {
                onSuccess: () => {
                  toast({ title: 'Your changes are sent', description: 'Your story is waiting for review again.' });
                  void navigate(paths.successStoriesMine);
                },
              },
            )
          }
          cancel={
            <Button asChild variant="outline">
              <Link to={paths.successStoriesMine}>Cancel</Link>
            </Button>
          }
        />
      </div>
    </div>
  );
}
