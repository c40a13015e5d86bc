import { format } from 'date-fns';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OwnStory } from '@shared/api/stories';
import { paths } from '@shared/routes';
import { storyPath } from '@shared/stories';
import { canWithdrawStory } from '@shared/policies/stories';
import { Spinner } from '@client/components/form-controls';
import { QueryError } from '@client/components/query-error';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { cn } from '@client/lib/utils';
import { useMyStories, useWithdrawStory } from '../api';
import { STATUS_LABELS } from '../labels';
import { storiesMessages } from '../messages';
import { editPath } from '../paths';

const STATUS_TONE: Record<OwnStory['status'], string> = {
  pending: 'bg-accent-100 text-slate-900',
  published: 'bg-brand-100 text-brand-900',
  declined: 'bg-red-100 text-red-900',
  withdrawn: 'bg-slate-100 text-slate-800',
  unpublished: 'bg-red-100 text-red-900',
};

function StoryRow({ story, onWithdraw }: { story: OwnStory; onWithdraw: (story: OwnStory) => void }) {
  const { user } = useAuth();
  const t = useT(storiesMessages);
  const when =
    story.status === 'published' && story.publishedAt
      ? t('mine.published', { date: format(new Date(story.publishedAt), 'MMM d, yyyy') })
      : t('mine.sent', { date: format(new Date(story.submittedAt), 'MMM d, yyyy') });
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5" data-testid="my-story">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={cn('border-transparent', STATUS_TONE[story.status])} data-testid="my-story-status">
          {t(STATUS_LABELS[story.status])}
        </Badge>
        {story.featured ? <Badge variant="outline">{t('mine.featured')}</Badge> : null}
        <span className="text-sm text-slate-700">{when}</span>
      </div>
      <h2 className="mt-3 text-lg font-semibold text-slate-900">
        <Link to={storyPath(story.slug)} className="hover:text-brand-800 hover:underline">
          {story.title}
        </Link>
      </h2>
      {story.reviewNote ? (
        <p className="mt-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800" data-testid="my-story-note">
          <span className="font-semibold">{story.status === 'declined' ? t('mine.whyDeclined') : t('mine.whyUnpublished')}</span>
          <span className="whitespace-pre-line">{story.reviewNote}</span>
        </p>
      ) : null}
      {story.status === 'pending' ? <p className="mt-2 text-sm text-slate-700">{t('mine.pendingText')}</p> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={editPath(story.slug)} aria-label={t('mine.editLabel', { title: story.title })}>
            <PenLine aria-hidden="true" /> {t('mine.edit')}
          </Link>
        </Button>
        {canWithdrawStory(user, { status: story.status, authorId: user?.id ?? null }) ? (
          <Button variant="outline" size="sm" onClick={() => onWithdraw(story)} aria-label={t('mine.withdrawLabel', { title: story.title })}>
            {t('mine.withdraw')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** /community/success-stories/mine: the member's stories with their status, the moderators' notes, edit and withdraw. */
export default function MyStoriesPage() {
  const t = useT(storiesMessages);
  usePageMeta(t('mine.title'), t('mine.description'));
  const mine = useMyStories();
  const withdraw = useWithdrawStory();
  const [confirming, setConfirming] = useState<OwnStory | null>(null);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to={paths.successStories} className="font-semibold text-brand-800 hover:underline">
        {t('allSuccessStories')}
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{t('mine.title')}</h1>
        <Button asChild>
          <Link to={paths.successStoryNew}>
            <PenLine aria-hidden="true" /> {t('mine.shareNew')}
          </Link>
        </Button>
      </div>
      <div className="mt-8">
        {mine.isPending ? (
          <Spinner label={t('mine.loading')} />
        ) : mine.isError ? (
          <QueryError title={t('mine.error')} error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isRefetching} />
        ) : mine.data.stories.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            {t('mine.empty')}
          </p>
        ) : (
          <ul className="space-y-4" aria-label={t('mine.listLabel')}>
            {mine.data.stories.map((story) => (
              <StoryRow key={story.id} story={story} onWithdraw={setConfirming} />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('mine.confirmTitle')}
        description={confirming?.status === 'published' ? t('mine.confirmPublished') : t('mine.confirmOther')}
        confirmLabel={t('mine.withdraw')}
        pending={withdraw.isPending}
        onConfirm={() => {
          if (!confirming) return;
          withdraw.mutate(confirming, {
            onSuccess: (story) => {
              toast({ title: t('mine.withdrawnTitle'), description: t('mine.withdrawnText', { title: story.title }) });
              setConfirming(null);
            },
            onError: (error) => {
              toast({ title: t('mine.withdrawFailed'), description: errorMessage(error), variant: 'destructive' });
              setConfirming(null);
            },
          });
        }}
      />
    </div>
  );
}
