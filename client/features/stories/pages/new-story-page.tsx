import { Link, useNavigate } from 'react-router';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { usePageMeta } from '@client/lib/page-meta';
import { useCreateStory } from '../api';
import { StoryForm } from '../components/story-form';

/** /community/success-stories/new: a member tells their story (a page rather than a dialog: it is long, and most are written on a phone). */
export default function NewStoryPage() {
  usePageMeta('Share your story', 'Tell other families and adults how clubfoot treatment went for you. The moderators read every story before it is published.');
  const create = useCreateStory();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Share your story</h1>
      <p className="mt-3 text-slate-700">
        Your story can give another family hope on a hard day. Write it in your own words; the moderators read every story before it is
        published, and you can change or withdraw it at any time.
      </p>
      <div className="mt-8">
        <StoryForm
          story={null}
          pending={create.isPending}
          error={create.error}
          submitLabel="Send for review"
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: () => {
                toast({ title: 'Thank you for your story', description: 'It is waiting for review. We will let you know when it is published.' });
                void navigate(paths.successStoriesMine);
              },
            })
          }
          cancel={
            <Button asChild variant="outline">
              <Link to={paths.successStories}>Cancel</Link>
            </Button>
          }
        />
      </div>
    </div>
  );
}
