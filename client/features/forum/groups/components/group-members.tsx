import { ShieldCheck } from 'lucide-react';
import type { GroupDetail } from '@shared/api/groups';
import { AuthorBadges } from '@client/components/author-badges';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { AuthorAvatar, AuthorName, ForumTime } from '../../components/forum-author';
import { useGroupMembers } from '../api';
import { Rich, useT } from '@client/lib/i18n';
import { forumMessages } from '../../messages';
import { groupsMessages } from '../messages';

/**
 * The group's members, moderators first. Members who keep their profile from other members are only
 * counted (the server leaves them out); moderators always show, so everyone knows who moderates.
 */
export function GroupMembers({ group }: { group: GroupDetail }) {
  const { isAuthenticated } = useAuth();
  const members = useGroupMembers(group.slug, true);
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  const unlisted = members.data?.pages[0]?.unlisted ?? 0;
  const t = useT(groupsMessages);
  const tf = useT(forumMessages);
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">{t('members.title', { count: group.memberCount })}</h2>
      {members.isPending ? (
        <div role="status" aria-label={t('members.loading')} className="space-y-2">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-14 w-full" />
          ))}
        </div>
      ) : members.isError ? (
        <p role="alert" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          {t('members.error')}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label={t('members.listLabel', { name: group.name })}>
            {items.map((item) => (
              <li key={item.member.id} className="flex items-start gap-3 p-4">
                <AuthorAvatar author={item.member} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <AuthorName author={item.member} signedIn={isAuthenticated} className="font-semibold text-slate-900" />
                    {item.role === 'moderator' ? (
                      <Badge className="gap-1">
                        <ShieldCheck aria-hidden="true" className="size-3.5" /> {t('members.moderator')}
                      </Badge>
                    ) : null}
                  </div>
                  <AuthorBadges author={item.member} className="mt-1" />
                  <p className="mt-1 text-sm text-slate-700">
                    <Rich t={t} k="members.joined" tags={{ date: () => <ForumTime value={item.joinedAt} pattern="MMM d, yyyy" /> }} />
                  </p>
                </div>
              </li>
            ))}
            {items.length === 0 ? <li className="p-4 text-slate-700">{t('members.none')}</li> : null}
          </ul>
          {unlisted > 0 ? <p className="text-sm text-slate-700">{t('members.unlisted', { count: unlisted })}</p> : null}
          {members.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void members.fetchNextPage()} disabled={members.isFetchingNextPage}>
                {members.isFetchingNextPage ? tf('common.loading') : t('members.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
