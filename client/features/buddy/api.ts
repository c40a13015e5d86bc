import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuddyMatch, FeedbackBody, MatchList, MatchMember, SuggestionList } from '@shared/api/buddy';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, errorMessage } from '@client/lib/api';

/*
 * Clubfoot Buddy matching (issue 7). Every key starts with the matches path, so one invalidation
 * refreshes the suggestions, my list and each open match (after a step here, or a notice that the
 * other member took one).
 */

const MATCHES_URL = '/api/clubfoot-buddy/matches';

export const buddyKeys = {
  suggestions: [`${MATCHES_URL}/suggested`] as const,
  matches: [MATCHES_URL] as const,
  match: (id: string) => [`${MATCHES_URL}/${encodeURIComponent(id)}`] as const,
};

const isBuddyQuery = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith(MATCHES_URL);

/** The suggestions, my matches and each match are read again. */
export function refreshBuddy(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => isBuddyQuery(query.queryKey) });
}

/** 'First Last', the first name alone, or 'Member'. */
export function buddyName(member: Pick<MatchMember, 'firstName' | 'lastName'>) {
  return [member.firstName, member.lastName].filter(Boolean).join(' ').trim() || 'Member';
}

/** The other member of a match, as I see it. */
export const otherMember = (match: BuddyMatch) => (match.role === 'requester' ? match.recipient : match.requester);
export const myMember = (match: BuddyMatch) => (match.role === 'requester' ? match.requester : match.recipient);

/* ---------- Reads ---------- */

/** GET /api/clubfoot-buddy/matches/suggested: possible buddies, or why there are none. */
export function useSuggestions(enabled: boolean) {
  return useQuery<SuggestionList>({ queryKey: buddyKeys.suggestions, enabled });
}

/** GET /api/clubfoot-buddy/matches: my requests and matches, newest first. */
export function useMyMatches(enabled: boolean) {
  return useQuery<MatchList>({ queryKey: buddyKeys.matches, enabled });
}

/** GET /api/clubfoot-buddy/matches/:id (404 unless it is mine, or I am an admin). */
export function useMatch(id: string, enabled: boolean) {
  return useQuery<BuddyMatch>({ queryKey: buddyKeys.match(id), enabled });
}

/* ---------- Writing ---------- */

/** A step on a match: the answer replaces the cached match and the lists are read again; a failure shows as a notice (unless `failure` is null: the caller shows it). */
function useMatchMutation<TVars>(send: (vars: TVars) => Promise<Response>, failure: string | null, done?: (match: BuddyMatch, vars: TVars) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: TVars) => (await (await send(vars)).json()) as BuddyMatch,
    onSuccess: async (match, vars) => {
      queryClient.setQueryData(buddyKeys.match(match.id), match);
      done?.(match, vars);
      await queryClient.invalidateQueries({ predicate: (query) => isBuddyQuery(query.queryKey) && query.queryKey[0] !== buddyKeys.match(match.id)[0] });
    },
    onError: (error) => {
      if (failure) toast({ title: failure, description: errorMessage(error), variant: 'destructive' });
    },
  });
}

export type BuddyRequest = { memberId: string; message: string; name: string };

/** POST /api/clubfoot-buddy/matches: 403 without a confirmed address, 409/429 past the open-request limit. */
export function useRequestBuddy() {
  return useMatchMutation<BuddyRequest>(
    ({ memberId, message }) => apiRequest('POST', MATCHES_URL, { memberId, message }),
    // The request dialog shows why it was refused, beside the message.
    null,
    (_match, { name }) => toast({ title: 'Request sent', description: `We've let ${name} know. You'll get a notification when they answer.` }),
  );
}

export type MatchStep = 'accept' | 'decline' | 'cancel' | 'complete';

const STEP_NOTICES: Record<MatchStep, { title: string; description: (name: string) => string }> = {
  accept: { title: 'Buddy request accepted', description: (name) => `You and ${name} are buddies now. Say hello in your conversation.` },
  decline: { title: 'Request declined', description: (name) => `We've let ${name} know.` },
  cancel: { title: 'Match cancelled', description: (name) => `We've let ${name} know.` },
  complete: { title: 'Match completed', description: () => 'Thank you for sharing. You can leave feedback about how it went.' },
};

/** POST /api/clubfoot-buddy/matches/:id/{step}; 409 with the server's reason for a step that is no longer possible. */
export function useMatchStep(id: string) {
  return useMatchMutation<MatchStep>(
    (step) => apiRequest('POST', `${buddyKeys.match(id)[0]}/${step}`),
    'Could not update the match',
    (match, step) => {
      const notice = STEP_NOTICES[step];
      toast({ title: notice.title, description: notice.description(buddyName(otherMember(match))) });
    },
  );
}

/** POST /api/clubfoot-buddy/matches/:id/feedback. */
export function useLeaveFeedback(id: string) {
  return useMatchMutation<FeedbackBody>(
    (feedback) => apiRequest('POST', `${buddyKeys.match(id)[0]}/feedback`, feedback),
    'Could not send your feedback',
    () => toast({ title: 'Feedback sent', description: 'Thank you! It helps us make Clubfoot Buddy better.' }),
  );
}
