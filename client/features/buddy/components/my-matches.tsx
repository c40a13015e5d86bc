import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { BuddyMatch } from '@shared/api/buddy';
import { MemberPicture } from '@client/components/member-picture';
import { QueryError } from '@client/components/query-error';
import { timeAgo } from '@client/lib/format';
import { otherMember, useMyMatches } from '../api';
import { LoadingBlocks } from './loading-blocks';
import { StatusBadge } from './match-status';
import { displayName } from '@shared/display-name';
import { useLocale, useT } from '@client/lib/i18n';
import { type BuddyKey, buddyMessages } from '../messages';

/** A group of matches; its title is a key of the buddy messages. */
type Group = { title: BuddyKey; test: (match: BuddyMatch) => boolean };

const GROUPS: Group[] = [
  { title: 'groups.waiting', test: (m) => m.status === 'requested' && m.role === 'recipient' },
  { title: 'groups.sent', test: (m) => m.status === 'requested' && m.role === 'requester' },
  { title: 'groups.active', test: (m) => m.status === 'accepted' },
  { title: 'groups.past', test: (m) => m.status === 'declined' || m.status === 'cancelled' || m.status === 'completed' },
];

function MatchRow({ match }: { match: BuddyMatch }) {
  const other = otherMember(match);
  const name = displayName(other);
  const when = match.closedAt ?? match.respondedAt ?? match.createdAt;
  const locale = useLocale();
  return (
    <li>
      <Link
        to={`/clubfoot-buddy/match/${encodeURIComponent(match.id)}`}
        className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
      >
        <MemberPicture name={name} imageUrl={other.profileImageUrl} className="size-10 text-base" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-slate-900">{name}</span>
          <span className="block text-xs text-slate-700">{timeAgo(when, undefined, locale)}</span>
        </span>
        <StatusBadge status={match.status} />
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </Link>
    </li>
  );
}

function MatchGroup({ group, matches }: { group: Group; matches: BuddyMatch[] }) {
  const id = useId();
  const t = useT(buddyMessages);
  return (
    <div>
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {t(group.title)} <span className="font-normal text-slate-700">({matches.length})</span>
      </h3>
      <ul aria-labelledby={id} className="mt-2 divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
        {matches.map((match) => (
          <MatchRow key={match.id} match={match} />
        ))}
      </ul>
    </div>
  );
}

/** My requests and matches, grouped by what they need: an answer from me, from them, the shoes, or nothing now. */
export function MyMatches() {
  const matches = useMyMatches(true);
  const t = useT(buddyMessages);
  const all = matches.data?.matches ?? [];
  const groups = GROUPS.map((group) => ({ group, matches: all.filter(group.test) })).filter((entry) => entry.matches.length > 0);

  return (
    <section aria-labelledby="my-matches-heading" aria-busy={matches.isPending}>
      <h2 id="my-matches-heading" className="text-xl font-semibold text-slate-900">
        {t('matches.title')}
      </h2>
      <div className="mt-4 space-y-6">
        {matches.isPending ? (
          <LoadingBlocks label={t('matches.loading')} className="space-y-2" blockClassName="h-14" />
        ) : matches.isError ? (
          <QueryError title={t('matches.loadError')} error={matches.error} onRetry={() => void matches.refetch()} retrying={matches.isFetching} />
        ) : groups.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-800">{t('matches.none')}</p>
        ) : (
          groups.map((entry) => <MatchGroup key={entry.group.title} group={entry.group} matches={entry.matches} />)
        )}
      </div>
    </section>
  );
}
