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

type Reason = NonNullable<SuggestionList['reason']>;

const REASONS: Record<Reason, string> = {
  'no-profile': 'Save your shoe sizes to see suggested buddies.',
  'equal-sizes': "Your sizes are the same, so you don't need a buddy: any ordinary pair fits both feet.",
  stale: "Please confirm your sizes first. Feet grow, so suggestions only use sizes confirmed recently.",
  paused: "You've paused matching. Turn it back on in your shoe profile to see suggested buddies, and to be suggested to others.",
};

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

  return (
    <section aria-labelledby="suggestions-heading" aria-busy={suggestions.isPending}>
      <h2 id="suggestions-heading" className="text-xl font-semibold text-slate-900">
        Suggested buddies
      </h2>
      <p className="mt-1 text-sm text-slate-700">Members whose left size is your right size and whose right size is your left size, on the same scale.</p>
      {user && !user.emailVerified ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          Please confirm your e-mail address: until then you can&apos;t send or accept requests, and other members aren&apos;t offered you as a
          buddy.
        </p>
      ) : null}
      <div className="mt-4">
        {suggestions.isPending ? (
          <LoadingBlocks label="Loading suggested buddies" className="grid gap-4 md:grid-cols-2" blockClassName="h-64" />
        ) : suggestions.isError ? (
          <QueryError title="Could not load suggested buddies" error={suggestions.error} onRetry={() => void suggestions.refetch()} retrying={suggestions.isFetching} />
        ) : data?.reason ? (
          <Message link={data.reason === 'equal-sizes' || data.reason === 'stale' ? undefined : 'Go to your shoe profile'}>{REASONS[data.reason]}</Message>
        ) : data && data.suggestions.length > 0 ? (
          <ul aria-labelledby="suggestions-heading" className="grid gap-4 md:grid-cols-2">
            {data.suggestions.map((candidate) => (
              <CandidateCard key={candidate.memberId} candidate={candidate} openMatchId={openWith.get(candidate.memberId) ?? null} />
            ))}
          </ul>
        ) : (
          <Message link="Go to your shoe profile">
            {`${
              openWith.size > 0
                ? "No other suggestions right now: members you've asked, or who asked you, are under Your requests and matches."
                : 'No one with your opposite sizes is looking for a buddy yet.'
            } We'll send you a notification when a possible buddy saves their sizes.${
              halfAllowed ? '' : ' To see more buddies, you can also allow buddies half a size away in your shoe profile.'
            }`}
          </Message>
        )}
      </div>
    </section>
  );
}
