import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy } from '@client/lib/lazy';
import type { ChooseView, ReferralBody, ReferralCreated } from '@shared/api/referrals';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/*
 * Find a doctor (issue 10). Types come from shared/api/referrals.ts with `import type` and the
 * constants from shared/referrals.ts, so no zod reaches these screens. Their notices are in notices.ts.
 */

/** What a screen does when a change succeeds or fails (its notices); run even if the screen has gone by then. */
export type Outcome<T, V> = { onSuccess?: (data: T, variables: V) => void; onError?: (error: Error, variables: V) => void };

export const referralKeys = {
  all: queryKeys.referrals,
  mine: [...queryKeys.referrals, 'mine'] as const,
  choose: (token: string) => [...queryKeys.referrals, 'choose', token] as const,
};

/** A request as the form sends it (every field checked again on the server). */
export type ReferralRequest = Omit<ReferralBody, 'agree'> & { agree: true };

/** POST /api/referrals: a real call now (the spec's 1.5-second simulation is gone); a member's list is read again. */
export function useSubmitReferral(outcome: Outcome<ReferralCreated, ReferralRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralRequest) => call(api.referrals.submit, { body }),
    onSuccess: (created, body) => {
      outcome.onSuccess?.(created, body);
      return queryClient.invalidateQueries({ queryKey: referralKeys.mine });
    },
    onError: outcome.onError,
  });
}

/** GET /api/referrals/mine: the signed-in member's own requests, newest first. */
export function useMyReferrals(enabled: boolean) {
  return useQuery({ queryKey: referralKeys.mine, queryFn: () => call(api.referrals.mine), enabled });
}

/** GET /api/referrals/choose?token=: the specialists a family's e-mail link points at (404 for an unknown token). */
export function useChooseView(token: string) {
  return useQuery({ queryKey: referralKeys.choose(token), queryFn: () => call(api.referrals.chooseView, { query: { token } }), enabled: token !== '' });
}

/** POST /api/referrals/choose: the family says which specialist they chose; the answer is shown at once. */
export function useChooseSpecialist(token: string, outcome: Outcome<unknown, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (specialistId: number) => call(api.referrals.choose, { body: { token, specialistId } }),
    onSuccess: (_ok, specialistId) => {
      queryClient.setQueryData<ChooseView>(referralKeys.choose(token), (view) => (view ? { ...view, status: 'closed', chosenSpecialistId: specialistId } : view));
      return queryClient.invalidateQueries({ queryKey: referralKeys.mine });
    },
    onError: outcome.onError,
  });
}

/**
 * The one component other features may show (the profile's side column): a member's doctor
 * requests, shown only to members who have made one. Wrap it in <Suspense>.
 */
export const YourDoctorRequests = lazy(() => import('./components/your-doctor-requests'));
