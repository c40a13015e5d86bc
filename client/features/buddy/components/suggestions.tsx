import { Link } from 'react-router';
import type { SuggestionList } from '@shared/api/buddy';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { useMyShoes } from '../shoes-api';
import { otherMember, useMyMatches, useSuggestions } from '../api';
import { CandidateCard } from './candidate-card';
import { LoadingBlocks } from './loading-blocks';
import { SHOE_PROFILE_PATH } from './my-shoe-summary';
import { useT } from '@client/lib/i18n';
import { type BuddyKey, buddyMessages } from '../messages';

type Reason = NonNullable<SuggestionList['reason']>;

/** Why there are no suggestions: keys of the buddy messages. */
const REASONS = {
  'no-profile': 'reason.no-profile',
  'equal-sizes': 'reason.equal-sizes',
  stale: 'reason.stale',
  paused: 'reason.paused',
} as const satisfies Record<Reason, BuddyKey>;

function Message({ children, link }: { children: string; link?: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-800">
      <p>{children}</p>
      {link ? (
        <Button asChild variant="outline" className="mt-4">
          <Link to={SHOE_PROFILE_PATH}>{link}</Link>
        </Button>
      ) : null}
    </div>
  );
}

/** Possible buddies as cards, or why there are none. */
export function Suggestions() {
  const suggestions = useSuggestions(true);
  const matches = useMyMatches(true);
  const openWith = new Map(
    (matches.data?.matches ?? []).filter((m) => m.status === 'requested' || m.status === 'accepted').map((m) => [otherMember(m).id, m.id]),
  );
  const data = suggestions.data;
  const halfAllowed = useMyShoes().data?.tolerance === 'half';
  const { user } = useAuth();
  const t = useT(buddyMessages);

  return (
    <section aria-labelledby="suggestions-heading" aria-busy={suggestions.isPending}>
      <h2 id="suggestions-heading" className="text-xl font-semibold text-slate-900">
        {t('suggestions.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('suggestions.intro')}</p>
      {user && !user.emailVerified ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">{t('suggestions.unverified')}</p>
      ) : null}
      <div className="mt-4">
        {suggestions.isPending ? (
          <LoadingBlocks label={t('suggestions.loading')} className="grid gap-4 md:grid-cols-2" blockClassName="h-64" />
        ) : suggestions.isError ? (
          <QueryError title={t('suggestions.loadError')} error={suggestions.error} onRetry={() => void suggestions.refetch()} retrying={suggestions.isFetching} />
        ) : data?.reason ? (
          <Message link={data.reason === 'equal-sizes' || data.reason === 'stale' ? undefined : t('suggestions.goToProfile')}>{t(REASONS[data.reason])}</Message>
        ) : data && data.suggestions.length > 0 ? (
          <ul aria-labelledby="suggestions-heading" className="grid gap-4 md:grid-cols-2">
            {data.suggestions.map((candidate) => (
              <CandidateCard key={candidate.memberId} candidate={candidate} openMatchId={openWith.get(candidate.memberId) ?? null} />
            ))}
          </ul>
        ) : (
          <Message link={t('suggestions.goToProfile')}>
            {t('suggestions.none', { open: openWith.size > 0 ? 'yes' : 'no', half: halfAllowed ? 'yes' : 'no' })}
          </Message>
        )}
      </div>
    </section>
  );
}
