import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuddyMatch, FeedbackBody } from '@shared/api/buddy';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/*
 * Clubfoot Buddy matching (issue 7). Every key starts with the matches root (client/lib/query-keys.ts),
 * so one invalidation refreshes the suggestions, my list and each open match (after a step here, a
 * saved shoe profile, or a notice that the other member took one).
 */

export const buddyKeys = {
  all: queryKeys.buddyMatches,
  suggestions: [...queryKeys.buddyMatches, 'suggested'] as const,
  matches: [...queryKeys.buddyMatches, 'list'] as const,
  match: (id: string) => [...queryKeys.buddyMatches, 'match', id] as const,
};

/** GET /api/clubfoot-buddy/matches/suggested: possible buddies, or why there are none. */
export const suggestionsQuery = queryOptions({ queryKey: buddyKeys.suggestions, queryFn: () => call(api.buddy.suggested) });

/** GET /api/clubfoot-buddy/matches: my requests and matches, newest first. */
export const matchesQuery = queryOptions({ queryKey: buddyKeys.matches, queryFn: () => call(api.buddy.matches) });

/** GET /api/clubfoot-buddy/matches/:id (404 unless it is mine, or I am an admin). */
export const matchQuery = (id: string) => queryOptions({ queryKey: buddyKeys.match(id), queryFn: () => call(api.buddy.match, { params: { id } }) });

/** The suggestions, my matches and each match are read again. */
export function refreshBuddy(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: buddyKeys.all });
}


/** The other member of a match, as I see it. */
export const otherMember = (match: BuddyMatch) => (match.role === 'requester' ? match.recipient : match.requester);
export const myMember = (match: BuddyMatch) => (match.role === 'requester' ? match.requester : match.recipient);

/* ---------- Reads ---------- */

export function useSuggestions(enabled: boolean) {
  return useQuery({ ...suggestionsQuery, enabled });
}

export function useMyMatches(enabled: boolean) {
  return useQuery({ ...matchesQuery, enabled });
}

export function useMatch(id: string, enabled: boolean) {
  return useQuery({ ...matchQuery(id), enabled });
}

/* ---------- Writing ---------- */

/**
 * What the screen says when a step is done or refused (a toast), called where the answer lands in the
 * cache, so it shows at the same moment even when the screen that asked has changed meanwhile.
 */
export type MatchNotify<Vars> = { done?: (match: BuddyMatch, vars: Vars) => void; failed?: (error: Error, vars: Vars) => void };

/** A step on a match: the answer replaces the cached match and the lists are read again. */
function useMatchMutation<Vars>(send: (vars: Vars) => Promise<BuddyMatch>, { done, failed }: MatchNotify<Vars>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (match, vars) => {
      const key = buddyKeys.match(match.id);
      queryClient.setQueryData(key, match);
      done?.(match, vars);
      await queryClient.invalidateQueries({
        queryKey: buddyKeys.all,
        predicate: (query) => !(query.queryKey.length === key.length && query.queryKey.every((part, i) => part === key[i])),
      });
    },
    onError: (error, vars) => failed?.(error, vars),
  });
}

export type BuddyRequest = { memberId: string; message: string; name: string };

/** POST /api/clubfoot-buddy/matches: 403 without a confirmed address, 409/429 past the open-request limit. */
export function useRequestBuddy(notify: MatchNotify<BuddyRequest> = {}) {
  return useMatchMutation<BuddyRequest>(({ memberId, message }) => call(api.buddy.requestMatch, { body: { memberId, message } }), notify);
}

export type MatchStep = 'accept' | 'decline' | 'cancel' | 'complete';

/** POST /api/clubfoot-buddy/matches/:id/{step}; 409 with the server's reason for a step that is no longer possible. */
export function useMatchStep(id: string, notify: MatchNotify<MatchStep> = {}) {
  return useMatchMutation<MatchStep>((step) => call(api.buddy[step], { params: { id } }), notify);
}

/** POST /api/clubfoot-buddy/matches/:id/feedback. */
export function useLeaveFeedback(id: string, notify: MatchNotify<FeedbackBody> = {}) {
  return useMatchMutation<FeedbackBody>((feedback) => call(api.buddy.feedback, { params: { id }, body: feedback }), notify);
}
