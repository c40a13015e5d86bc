import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@shared/routes';
import NotFoundPage from '@client/components/not-found-page';
import { QueryError } from '@client/components/query-error';
import { Spinner } from '@client/components/form-controls';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { useMyStories, useUpdateStory } from '../api';
import { StoryForm } from '../components/story-form';
import { storiesMessages } from '../messages';

/** /community/success-stories/{slug}/edit: the author changes their story and sends it for review again. */
export default function EditStoryPage() {
  const t = useT(storiesMessages);
  usePageMeta(t('edit.title'), t('edit.description'));
  const { slug = '' } = useParams();
  const mine = useMyStories();
  const update = useUpdateStory();
  const navigate = useNavigate();
  if (mine.isPending) return <Spinner label={t('edit.loading')} />;
  if (mine.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="sr-only">{t('edit.title')}</h1>
        <QueryError title={t('edit.error')} error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isRefetching} />
      </div>
    );
  }
  const story = mine.data.stories.find((entry) => entry.slug === slug);
  if (!story) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('edit.title')}</h1>
      <p className="mt-3 text-slate-700">
        {story.status === 'published' ? t('edit.publishedText') : t('edit.otherText')}
      </p>
      {story.reviewNote ? (
        <div role="note" className="mt-6 rounded-lg border border-accent-400 bg-accent-100 p-4 text-sm text-slate-900">
          <span className="font-semibold">{t('moderatorsNote')}</span>
          <span className="whitespace-pre-line">{story.reviewNote}</span>
        </div>
      ) : null}
      <div className="mt-8">
        <StoryForm
          key={story.id}
          story={story}
          pending={update.isPending}
          error={update.error}
          submitLabel={t('edit.submit')}
          onSubmit={(input) =>
            update.mutate(
              { id: story.id, body: input },
              {
                onSuccess: () => {
                  toast({ title: t('edit.sentTitle'), description: t('edit.sentText') });
                  void navigate(paths.successStoriesMine);
                },
              },
            )
          }
          cancel={
            <Button asChild variant="outline">
              <Link to={paths.successStoriesMine}>{t('cancel')}</Link>
            </Button>
          }
        />
      </div>
    </div>
  );
}
