import { Link, useNavigate } from 'react-router';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { useCreateStory } from '../api';
import { StoryForm } from '../components/story-form';
import { storiesMessages } from '../messages';

/** /community/success-stories/new: a member tells their story (a page rather than a dialog: it is long, and most are written on a phone). */
export default function NewStoryPage() {
  const t = useT(storiesMessages);
  usePageMeta(t('new.title'), t('new.description'));
  const create = useCreateStory();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('new.title')}</h1>
      <p className="mt-3 text-slate-700">{t('new.intro')}</p>
      <div className="mt-8">
        <StoryForm
          story={null}
          pending={create.isPending}
          error={create.error}
          submitLabel={t('new.submit')}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: () => {
                toast({ title: t('new.sentTitle'), description: t('new.sentText') });
                void navigate(paths.successStoriesMine);
              },
            })
          }
          cancel={
            <Button asChild variant="outline">
              <Link to={paths.successStories}>{t('cancel')}</Link>
            </Button>
          }
        />
      </div>
    </div>
  );
}
