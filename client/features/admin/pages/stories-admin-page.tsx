import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminStory } from '@shared/api/stories';
import { paths } from '@shared/routes';
import { STORY_REASON_MAX, STORY_STATUSES, type StoryStatus } from '@shared/stories';
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
import { STATUS } from '../stories/labels';
import { storiesAdminMessages } from '../stories/messages';
import { tIn, useT } from '@client/lib/i18n';

const isStatus = (value: string | null): value is StoryStatus => STORY_STATUSES.includes(value as StoryStatus);

/** `?story=` as a row id, or null. */
function readId(value: string | null) {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

type Asking = { story: AdminStory; action: 'decline' | 'unpublish' } | null;

const DONE_KEYS = {
  approve: ['done.approve', 'done.approveText'],
  decline: ['done.decline', 'done.declineText'],
  feature: ['done.feature', 'done.featureText'],
  unfeature: ['done.unfeature', 'done.unfeatureText'],
  unpublish: ['done.unpublish', 'done.unpublishText'],
} as const satisfies Record<ReviewAction, readonly [keyof (typeof storiesAdminMessages)['en'], keyof (typeof storiesAdminMessages)['en']]>;

/** The notice once a decision is made, in the page's language. */
const DONE = (action: ReviewAction) => (title: string) => {
  const t = tIn(storiesAdminMessages);
  const [done, text] = DONE_KEYS[action];
  return { title: t(done), description: t(text, { title }) };
};

/** The reason a decline or an unpublishing needs, asked in a dialog. */
function ReasonDialog({ asking, onClose }: { asking: Asking; onClose: () => void }) {
  const decision = useStoryDecision();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const declining = asking?.action === 'decline';
  const t = useT(storiesAdminMessages);
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
      title={declining ? t('reason.declineTitle') : t('reason.unpublishTitle')}
      description={declining ? t('reason.declineText') : t('reason.unpublishText')}
      submitLabel={declining ? t('reason.decline') : t('reason.unpublish')}
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
              toast(DONE(asking.action)(story.title));
              onClose();
              setReason('');
              setMissing(false);
            },
          },
        );
      }}
    >
      <FormError error={decision.error} fallback={t('reason.failed')} />
      <TextAreaField
        label={declining ? t('reason.declineLabel') : t('reason.unpublishLabel')}
        rows={4}
        maxLength={STORY_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={missing ? t('reason.missing') : undefined}
      />
    </FormDialog>
  );
}

/** /admin/stories: the moderation queue (waiting stories first), one story (`?story=<id>`), and the decisions. */
export default function StoriesAdminPage() {
  const t = useT(storiesAdminMessages);
  usePageMeta(t('page.title'), t('page.description'));
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
      onSuccess: (changed) => toast(DONE(action)(changed.title)),
      onError: (error) => toast({ title: t('page.changeFailed'), description: errorMessage(error), variant: 'destructive' }),
    });
  };

  const setStatus = (next: StoryStatus | null) => setParams(new URLSearchParams({ status: next ?? 'all' }));
  const stories = storyId !== null ? (one.data ? [one.data] : []) : (list.data?.items ?? []);
  const loading = storyId !== null ? one.isPending : list.isPending;
  const failed = storyId !== null ? one : list;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('page.title')}</h1>
        <p className="mt-2 text-slate-700">
          {t('page.intro')}
          {list.data && storyId === null ? ` ${t('page.waiting', { count: list.data.pending })}` : ''}
        </p>
      </div>

      {storyId !== null ? (
        <Link to={paths.adminStories} className="inline-block font-semibold text-brand-800 hover:underline">
          {t('page.back')}
        </Link>
      ) : (
        <ListFilter
          label={t('page.show')}
          value={status === 'all' ? null : status}
          options={STORY_STATUSES}
          labels={Object.fromEntries(STORY_STATUSES.map((option) => [option, t(STATUS[option])])) as Record<StoryStatus, string>}
          onChange={setStatus}
          allLabel={t('page.allStories')}
        />
      )}

      {failed.isError ? <QueryError title={t('page.loadError')} error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} /> : null}
      {loading && !failed.isError ? <Spinner label={t('page.loading')} /> : null}
      {!loading && !failed.isError && stories.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {status === 'pending' ? t('page.emptyPending') : t('page.empty')}
        </p>
      ) : null}
      <ul className="space-y-4" aria-label={t('page.list')}>
        {stories.map((story) => (
          <li key={story.id}>
            <StoryReview story={story} open={storyId !== null} pending={decision.isPending} onAction={(action) => act(story, action)} />
          </li>
        ))}
      </ul>
      {storyId === null ? (
        <Pager
          label={t('page.pages')}
          page={page}
          shown={shownPage(list.data)}
          noun={[t('page.noun.one'), t('page.noun.other')]}
          loadingText={t('page.loadingStories')}
          onPage={(next) => setParams(new URLSearchParams({ status, page: String(next) }))}
        />
      ) : null}
      <ReasonDialog asking={asking} onClose={() => setAsking(null)} />
    </div>
  );
}
