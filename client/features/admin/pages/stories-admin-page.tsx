import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminStory } from '@shared/api/stories';
import { paths } from '@shared/routes';
import { STORY_REASON_MAX, STORY_STATUS_LABELS, STORY_STATUSES, type StoryStatus } from '@shared/stories';
import { QueryError } from '@client/components/query-error';
import { Spinner } from '@client/components/form-controls';
import { TextAreaField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { usePageMeta } from '@client/lib/page-meta';
import { ListFilter } from '../components/list-filter';
import { Pager, readPage, shownPage } from '../components/pager';
import { type StoryStatusFilter, useAdminStories, useAdminStory, useStoryDecision } from '../stories/api';
import { type ReviewAction, StoryReview } from '../stories/components/story-review';

const isStatus = (value: string | null): value is StoryStatus => STORY_STATUSES.includes(value as StoryStatus);

/** `?story=` as a row id, or null. */
function readId(value: string | null) {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

type Asking = { story: AdminStory; action: 'decline' | 'unpublish' } | null;

const DONE: Record<ReviewAction, (title: string) => { title: string; description: string }> = {
  approve: (title) => ({ title: 'Story published', description: `“${title}” is on the site; its author has been told.` }),
  decline: (title) => ({ title: 'Story declined', description: `The author of “${title}” can read your reason and resubmit it.` }),
  feature: (title) => ({ title: 'Story featured', description: `“${title}” is now the home page’s story.` }),
  unfeature: (title) => ({ title: 'Story no longer featured', description: `The home page shows the newest published story instead of “${title}”.` }),
  unpublish: (title) => ({ title: 'Story unpublished', description: `“${title}” is off the site; its author can read your reason.` }),
};

/** The reason a decline or an unpublishing needs, asked in a dialog. */
function ReasonDialog({ asking, onClose }: { asking: Asking; onClose: () => void }) {
  const decision = useStoryDecision();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const declining = asking?.action === 'decline';
  return (
    <FormDialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open) {
          onClose();
          setReason('');
          setMissing(false);
          decision.reset();
        }
      }}
      title={declining ? 'Decline this story' : 'Unpublish this story'}
      description={
        declining
          ? 'Its author reads your reason and can edit and resubmit the story. Please be kind and say what would make it publishable.'
          : 'It comes off the site at once. Its author reads your reason.'
      }
      submitLabel={declining ? 'Decline' : 'Unpublish'}
      pending={decision.isPending}
      onSubmit={() => {
        if (!asking) return;
        if (!reason.trim()) {
          setMissing(true);
          return;
        }
        decision.mutate(
          { story: asking.story, action: asking.action, reason },
          {
            onSuccess: (story) => {
              toast(DONE[asking.action](story.title));
              onClose();
              setReason('');
              setMissing(false);
            },
          },
        );
      }}
    >
      <FormError error={decision.error} fallback="The story could not be changed. Please try again." />
      <TextAreaField
        label={declining ? 'Why it is not approved' : 'Why it is unpublished'}
        rows={4}
        maxLength={STORY_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={missing ? 'Please give a reason: the author reads it.' : undefined}
      />
    </FormDialog>
  );
}

/** /admin/stories: the moderation queue (waiting stories first), one story (`?story=<id>`), and the decisions. */
export default function StoriesAdminPage() {
  usePageMeta('Success stories', 'Members’ stories waiting for review: approve, or decline with a reason; feature one on the home page, unpublish.');
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: StoryStatusFilter = rawStatus === 'all' ? 'all' : isStatus(rawStatus) ? rawStatus : 'pending';
  const page = readPage(params.get('page'), 10_000);
  const storyId = readId(params.get('story'));
  const list = useAdminStories({ status, page }, storyId === null);
  const one = useAdminStory(storyId);
  const decision = useStoryDecision();
  const [asking, setAsking] = useState<Asking>(null);

  const act = (story: AdminStory, action: ReviewAction) => {
    if (action === 'decline' || action === 'unpublish') {
      setAsking({ story, action });
      return;
    }
    decision.mutate(action === 'approve' ? { story, action } : { story, action: 'feature', featured: action === 'feature' }, {
      onSuccess: (changed) => toast(DONE[action](changed.title)),
      onError: (error) => toast({ title: 'The story could not be changed', description: errorMessage(error), variant: 'destructive' }),
    });
  };

  const setStatus = (next: StoryStatus | null) => setParams(new URLSearchParams({ status: next ?? 'all' }));
  const stories = storyId !== null ? (one.data ? [one.data] : []) : (list.data?.items ?? []);
  const loading = storyId !== null ? one.isPending : list.isPending;
  const failed = storyId !== null ? one : list;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Success stories</h1>
        <p className="mt-2 text-slate-700">
          Read members’ stories before they are published. Check that the consents are given, that no other child or family, doctor or hospital is
          named, and that nothing reads as medical advice.
          {list.data && storyId === null ? ` ${list.data.pending} waiting for review.` : ''}
        </p>
      </div>

      {storyId !== null ? (
        <Link to={paths.adminStories} className="inline-block font-semibold text-brand-800 hover:underline">
          Back to the queue
        </Link>
      ) : (
        <ListFilter label="Show" value={status === 'all' ? null : status} options={STORY_STATUSES} labels={STORY_STATUS_LABELS} onChange={setStatus} allLabel="All stories" />
      )}

      {failed.isError ? <QueryError title="Could not load the stories" error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} /> : null}
      {loading && !failed.isError ? <Spinner label="Loading the stories..." /> : null}
      {!loading && !failed.isError && stories.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {status === 'pending' ? 'No stories are waiting for review.' : 'No stories here.'}
        </p>
      ) : null}
      <ul className="space-y-4" aria-label="Stories">
        {stories.map((story) => (
          <li key={story.id}>
            <StoryReview story={story} open={storyId !== null} pending={decision.isPending} onAction={(action) => act(story, action)} />
          </li>
        ))}
      </ul>
      {storyId === null ? (
        <Pager
          label="Story pages"
          page={page}
          shown={shownPage(list.data)}
          noun={['story', 'stories']}
          loadingText="Loading stories…"
          onPage={(next) => setParams(new URLSearchParams({ status, page: String(next) }))}
        />
      ) : null}
      <ReasonDialog asking={asking} onClose={() => setAsking(null)} />
    </div>
  );
}
