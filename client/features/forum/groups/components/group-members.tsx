import { ShieldCheck } from 'lucide-react';
import type { GroupDetail } from '@shared/api/groups';
import { AuthorBadges } from '@client/components/author-badges';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { AuthorAvatar, AuthorName, ForumTime } from '../../components/forum-author';
import { useGroupMembers } from '../api';
import { plural } from '../labels';

/**
 * The group's members, moderators first. Members who keep their profile from other members are only
 * counted (the server leaves them out); moderators always show, so everyone knows who moderates.
 */
export function GroupMembers({ group }: { group: GroupDetail }) {
  const { isAuthenticated } = useAuth();
  const members = useGroupMembers(group.slug, true);
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  const unlisted = members.data?.pages[0]?.unlisted ?? 0;
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">Members ({group.memberCount.toLocaleString('en')})</h2>
      {members.isPending ? (
        <div role="status" aria-label="Loading the members" className="space-y-2">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-14 w-full" />
          ))}
        </div>
      ) : members.isError ? (
        <p role="alert" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          The members could not be loaded. Please try again in a moment.
        </p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label={`Members of ${group.name}`}>
            {items.map((item) => (
              <li key={item.member.id} className="flex items-start gap-3 p-4">
                <AuthorAvatar author={item.member} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <AuthorName author={item.member} signedIn={isAuthenticated} className="font-semibold text-slate-900" />
                    {item.role === 'moderator' ? (
                      <Badge className="gap-1">
                        <ShieldCheck aria-hidden="true" className="size-3.5" /> Moderator
                      </Badge>
                    ) : null}
                  </div>
                  <AuthorBadges author={item.member} className="mt-1" />
                  <p className="mt-1 text-sm text-slate-700">
                    Joined <ForumTime value={item.joinedAt} pattern="MMM d, yyyy" />
                  </p>
                </div>
              </li>
            ))}
            {items.length === 0 ? <li className="p-4 text-slate-700">No one is listed yet.</li> : null}
          </ul>
          {unlisted > 0 ? <p className="text-sm text-slate-700">and {plural(unlisted, 'more member who keeps their profile private', 'more who keep their profile private')}</p> : null}
          {members.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void members.fetchNextPage()} disabled={members.isFetchingNextPage}>
                {members.isFetchingNextPage ? 'Loading...' : 'Load more members'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
