import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JoinMembershipResponse, MyMembership } from '@shared/api/memberships';
import type { MembershipLevelId } from '@shared/memberships';
import { api, call } from '@client/lib/api';
import { lazy } from '@client/lib/lazy';

/*
 * Supporting memberships (issue 29). Types from shared/api/memberships.ts with `import type`, so no zod
 * reaches these screens. The payment goes through the same module as a monthly gift's.
 */

export const membershipKeys = {
  all: ['memberships'] as const,
  /** The payment configuration (the donations endpoint's), kept under this feature's own key. */
  config: ['memberships', 'payment-config'] as const,
  mine: ['memberships', 'mine'] as const,
};

/** GET /api/donations/config: which payment form to show, and whether payments are taken at all ('off'). */
const paymentConfigQuery = queryOptions({ queryKey: membershipKeys.config, queryFn: () => call(api.donations.config) });

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery);
}

/** GET /api/memberships/mine: the member's current (or latest) membership, null if they never joined. */
export function useMyMembership(enabled: boolean) {
  return useQuery({ queryKey: membershipKeys.mine, queryFn: () => call(api.memberships.mine), enabled });
}

/** A started membership, ready for its payment form. */
export type StartedMembership = JoinMembershipResponse & { level: MembershipLevelId; publishableKey: string | null };

const idempotencyKey = () => (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined);

/** Press of Join: the membership is created; its first payment is confirmed by the payment form. */
export function useJoinMembership(onError: (error: Error) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (level: MembershipLevelId): Promise<StartedMembership> => {
      const created = await call(api.memberships.join, { body: { level, idempotencyKey: idempotencyKey() } });
      const publishableKey = created.mode === 'stripe' ? (await queryClient.ensureQueryData(paymentConfigQuery)).publishableKey : null;
      return { ...created, level, publishableKey };
    },
    onError,
  });
}

/** POST /api/memberships/:id/cancel: renewal stops; the answer replaces the shown membership. */
export function useCancelMembership(outcome: { onSuccess: (m: MyMembership) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.memberships.cancel, { params: { id } }),
    onSuccess: (membership) => {
      queryClient.setQueryData(membershipKeys.mine, { membership });
      outcome.onSuccess(membership);
      return queryClient.invalidateQueries({ queryKey: membershipKeys.mine });
    },
    onError: outcome.onError,
  });
}

/** After a payment: the membership is read again. */
export function useRefreshMyMembership() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: membershipKeys.mine });
}

/** The one component other features may show (the profile's side column). Wrap it in <Suspense>. */
export const YourMembership = lazy(() => import('./components/your-membership'));
