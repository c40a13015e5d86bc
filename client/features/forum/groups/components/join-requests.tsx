import type { GroupDetail, JoinRequest } from '@shared/api/groups';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { AuthorAvatar, AuthorName, authorName, ForumTime } from '../../components/forum-author';
import { useDecideRequest, useJoinRequests } from '../api';
import { Rich, useT } from '@client/lib/i18n';
import { groupsMessages } from '../messages';

function RequestItem({ group, request }: { group: GroupDetail; request: JoinRequest }) {
  const { isAuthenticated } = useAuth();
  const decide = useDecideRequest(group.slug);
  const t = useT(groupsMessages);
  const name = authorName(request.member, t('facts.aMember'));
  const answer = (decision: 'approve' | 'decline') =>
    decide.mutate(
      { id: request.id, decision },
      {
        onSuccess: () =>
          toast({
            title: decision === 'approve' ? t('requests.approved') : t('requests.declined'),
            description: decision === 'approve' ? t('requests.approvedText', { name, group: group.name }) : t('requests.declinedText', { name }),
          }),
        onError: (error) => toast({ title: t('requests.failed'), description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start" data-testid="join-request">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <AuthorAvatar author={request.member} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2">
            <AuthorName author={request.member} signedIn={isAuthenticated} className="font-semibold text-slate-900" />
          </div>
          <p className="text-sm text-slate-700">
            <Rich t={t} k="requests.askedOn" tags={{ date: () => <ForumTime value={request.createdAt} pattern="MMM d, yyyy h:mm a" /> }} />
          </p>
          {request.message ? (
            <blockquote className="mt-2 whitespace-pre-line break-words rounded-md border-l-4 border-brand-200 bg-slate-50 px-3 py-2 text-slate-800">{request.message}</blockquote>
          ) : (
            <p className="mt-2 text-sm text-slate-700">{t('requests.noMessage')}</p>
          )}
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button size="sm" disabled={decide.isPending} onClick={() => answer('approve')}>
          {t('requests.approve')}<span className="sr-only"> {name}</span>
        </Button>
        <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => answer('decline')}>
          {t('requests.decline')}<span className="sr-only"> {name}</span>
        </Button>
      </div>
    </li>
  );
}

/** A private group's requests to join, oldest first, for its moderators to answer one by one. */
export function JoinRequests({ group }: { group: GroupDetail }) {
  const requests = useJoinRequests(group.slug, true);
  const items = requests.data?.items ?? [];
  const t = useT(groupsMessages);
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">{t('requests.title')}</h2>
      <p className="text-slate-700">{t('requests.intro')}</p>
      {requests.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : requests.isError ? (
        <p role="alert" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          {errorMessage(requests.error, t('requests.error'))}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-8 text-center text-slate-700">{t('requests.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label={t('requests.title')}>
          {items.map((request) => (
            <RequestItem key={request.id} group={group} request={request} />
          ))}
        </ul>
      )}
    </div>
  );
}
