import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import type { GroupSummary } from '@shared/api/groups';
import { isGroupMember } from '@shared/policies/groups';
import { QueryError } from '@client/components/query-error';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePageMeta } from '@client/lib/page-meta';
import { useGroups } from '../api';
import { GroupFacts, VisibilityBadge } from '../components/group-facts';
import { MembershipActions } from '../components/membership-actions';
import { groupPath } from '../labels';
import { Rich, useT } from '@client/lib/i18n';
import { groupsMessages } from '../messages';

const container = 'mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8';

function GroupCard({ group }: { group: GroupSummary }) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-5" data-testid="group-card">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={groupPath(group.slug)} className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
            {group.name}
          </Link>
        </h3>
        <VisibilityBadge visibility={group.visibility} />
        <p className="line-clamp-4 break-words text-slate-700" lang={group.language}>
          {group.description}
        </p>
        <GroupFacts group={group} />
        <MembershipActions group={group} compact className="mt-auto pt-2" />
      </Card>
    </li>
  );
}

function GroupGrid({ groups, label }: { groups: GroupSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-4 grid gap-4 md:grid-cols-2">
      {groups.map((group) => (
        <GroupCard key={group.id} group={group} />
      ))}
    </ul>
  );
}

/** /community/groups: the viewer's groups first, then every group they may see, to join or ask to join. */
export default function GroupsPage() {
  const t = useT(groupsMessages);
  usePageMeta(t('list.metaTitle'), t('list.metaDescription'));
  const groups = useGroups();
  const all = groups.data?.groups ?? [];
  const mine = all.filter((group) => isGroupMember(group.membership));
  const others = all.filter((group) => !isGroupMember(group.membership));

  return (
    <div className={container}>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('list.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {t('list.intro')}
      </p>

      {groups.isPending ? (
        <div role="status" aria-label={t('list.loading')} className="mt-8 grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-56 w-full" />
          ))}
        </div>
      ) : groups.isError ? (
        <QueryError className="mt-8" title={t('list.loadError')} error={groups.error} onRetry={() => void groups.refetch()} retrying={groups.isFetching} />
      ) : all.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <UsersRound aria-hidden="true" className="mx-auto size-10 text-slate-500" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('list.none')}</h2>
          <p className="mt-1 text-slate-700">
            <Rich
              t={t}
              k="list.noneText"
              tags={{
                link: (text) => (
                  <Link to="/community/forum" className="font-semibold text-brand-800 underline">
                    {text}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      ) : (
        <>
          {mine.length > 0 ? (
            <section aria-labelledby="your-groups" className="mt-10">
              <h2 id="your-groups" className="text-2xl font-bold text-slate-900">
                {t('list.yours')}
              </h2>
              <GroupGrid groups={mine} label={t('list.yours')} />
            </section>
          ) : null}
          {others.length > 0 ? (
            <section aria-labelledby="all-groups" className="mt-10">
              <h2 id="all-groups" className="text-2xl font-bold text-slate-900">
                {mine.length > 0 ? t('list.more') : t('list.all')}
              </h2>
              <GroupGrid groups={others} label={mine.length > 0 ? t('list.more') : t('list.all')} />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
