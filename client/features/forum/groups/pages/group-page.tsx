import { ArrowLeft, Lock } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { GroupDetail } from '@shared/api/groups';
import { canModerateGroup, whyNotReadGroup } from '@shared/policies/groups';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { api, hrefOf } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { usePageMeta } from '@client/lib/page-meta';
import { useGroup } from '../api';
import { GroupDiscussions } from '../components/group-discussions';
import { GroupFacts, VisibilityBadge } from '../components/group-facts';
import { GroupMembers } from '../components/group-members';
import { JoinRequests } from '../components/join-requests';
import { MembershipActions } from '../components/membership-actions';
import { languageName, VISIBILITY } from '../labels';
import { Rich, useT } from '@client/lib/i18n';
import { groupsMessages } from '../messages';

const container = 'mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8';
const tabClass =
  'shrink-0 rounded-t-md border-b-2 px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 data-[state=inactive]:border-transparent sm:px-4';

type Tab = 'discussions' | 'members' | 'about' | 'requests';

function BackToGroups() {
  const t = useT(groupsMessages);
  return (
    <Link to="/community/groups" className="inline-flex items-center gap-1 font-medium text-brand-800 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('page.allGroups')}
    </Link>
  );
}

function About({ group }: { group: GroupDetail }) {
  const t = useT(groupsMessages);
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">{t('about.title')}</h2>
      <p className="whitespace-pre-line break-words text-slate-800" lang={group.language}>
        {group.description}
      </p>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-900">{t('about.for')}</dt>
        <dd className="text-slate-700">{group.audienceLabel ?? t('about.everyone')}</dd>
        <dt className="font-semibold text-slate-900">{t('about.language')}</dt>
        <dd className="text-slate-700">{languageName(group.language)}</dd>
        <dt className="font-semibold text-slate-900">{t('about.visibility', { visibility: group.visibility })}</dt>
        <dd className="text-slate-700">{t(VISIBILITY[group.visibility].explanation)}</dd>
      </dl>
      <p className="text-sm text-slate-700">
        {t('about.guidelines')}
      </p>
    </div>
  );
}

/** A private group seen from outside: what it is about, and how to get in. */
function PrivateNotice({ group }: { group: GroupDetail }) {
  const t = useT(groupsMessages);
  return (
    <div className="mt-8 space-y-6">
      <div role="note" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong>{t('private.notice')}</strong>{' '}
          {group.membership === 'pending' ? t('private.pending') : t('private.ask')}
        </p>
      </div>
      <About group={group} />
    </div>
  );
}

function Group({ group }: { group: GroupDetail }) {
  usePageMeta(group.name, group.description.slice(0, 160));
  const { user, isAuthenticated } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const readable = whyNotReadGroup(user, group, group.membership) === null;
  const moderates = canModerateGroup(user, group.membership);
  const t = useT(groupsMessages);
  const tabs: { value: Tab; label: string }[] = [
    { value: 'discussions', label: t('tabs.discussions') },
    ...(isAuthenticated ? [{ value: 'members' as const, label: t('tabs.members') }] : []),
    { value: 'about', label: t('tabs.about') },
    ...(moderates ? [{ value: 'requests' as const, label: group.pendingRequests ? t('tabs.requestsCount', { count: group.pendingRequests }) : t('tabs.requests') }] : []),
  ];
  const wanted = params.get('tab');
  const tab = tabs.find((candidate) => candidate.value === wanted)?.value ?? 'discussions';
  const returnTo = `${location.pathname}${location.search}`;

  return (
    <div className={container}>
      <BackToGroups />
      <header className="mt-6 space-y-3">
        <h1 className="break-words text-3xl font-bold text-slate-900 sm:text-4xl">{group.name}</h1>
        <VisibilityBadge visibility={group.visibility} />
        <GroupFacts group={group} />
        <MembershipActions group={group} className="pt-1" />
      </header>

      {readable ? (
        <Tabs.Root
          value={tab}
          onValueChange={(next) => {
            const updated = new URLSearchParams(params);
            if (next === 'discussions') updated.delete('tab');
            else updated.set('tab', next);
            setParams(updated, { replace: true });
          }}
          className="mt-8"
        >
          <Tabs.List aria-label={t('tabs.label')} className="flex gap-1 overflow-x-auto border-b border-slate-200">
            {tabs.map((candidate) => (
              <Tabs.Trigger key={candidate.value} value={candidate.value} className={tabClass}>
                {candidate.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="discussions" className="pt-6 focus-visible:outline-2 focus-visible:outline-brand-700">
            <GroupDiscussions group={group} returnTo={returnTo} />
          </Tabs.Content>
          {isAuthenticated ? (
            <Tabs.Content value="members" className="pt-6 focus-visible:outline-2 focus-visible:outline-brand-700">
              <GroupMembers group={group} />
            </Tabs.Content>
          ) : null}
          <Tabs.Content value="about" className="pt-6 focus-visible:outline-2 focus-visible:outline-brand-700">
            <About group={group} />
          </Tabs.Content>
          {moderates ? (
            <Tabs.Content value="requests" className="pt-6 focus-visible:outline-2 focus-visible:outline-brand-700">
              <JoinRequests group={group} />
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      ) : (
        <PrivateNotice group={group} />
      )}
    </div>
  );
}

/** No such group, or a hidden one the viewer is not in (the server answers both alike). */
function GroupNotFound() {
  const t = useT(groupsMessages);
  usePageMeta(t('notFound.metaTitle'), t('notFound.metaDescription'));
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  return (
    <div className={container}>
      <h1 className="text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-700">{t('notFound.text')}</p>
      {isAuthenticated ? null : (
        <p className="mt-3 text-slate-700">
          <Rich
            t={t}
            k="notFound.signIn"
            tags={{
              link: (text) => (
                <a href={hrefOf(api.accounts.login, { query: { returnTo: `${location.pathname}${location.search}` } })} className="font-semibold text-brand-800 underline">
                  {text}
                </a>
              ),
            }}
          />
        </p>
      )}
      <Button asChild className="mt-6">
        <Link to="/community/groups">{t('notFound.seeAll')}</Link>
      </Button>
    </div>
  );
}

/** /community/groups/:slug: a group with its discussions, members, about and (for its moderators) requests. */
export default function GroupPage() {
  const { slug = '' } = useParams();
  const group = useGroup(slug);
  const t = useT(groupsMessages);
  if (group.isPending) {
    return (
      <div className={container} role="status" aria-label={t('page.loading')}>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="mt-6 h-10 w-3/4" />
        <Skeleton className="mt-4 h-24 w-full" />
        <Skeleton className="mt-8 h-40 w-full" />
      </div>
    );
  }
  if (group.isError) {
    // A hidden group is not found for anyone outside it (the server answers 404).
    if (group.error.message.startsWith('404')) return <GroupNotFound />;
    return (
      <div className={container}>
        <BackToGroups />
        <h1 className="mt-6 text-3xl font-bold text-slate-900">{t('page.errorHeading')}</h1>
        <QueryError className="mt-6" title={t('page.loadError')} error={group.error} onRetry={() => void group.refetch()} retrying={group.isFetching} />
      </div>
    );
  }
  return <Group key={slug} group={group.data} />;
}
