import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy } from '@client/lib/lazy';
import type { CreateDonationResponse, DonorGift } from '@shared/api/donations';
import type { DonationType } from '@shared/donations';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/*
 * Donations (issue 8). Types come from shared/api/donations.ts with `import type` and the constants
 * from shared/donations.ts, so no zod reaches these screens. Their notices are in notices.ts.
 */

/** What a screen does when a change succeeds or fails (its notices); run even if the screen has gone by then. */
export type Outcome<T, V> = { onSuccess?: (data: T, variables: V) => void; onError?: (error: Error, variables: V) => void };

export const donationKeys = {
  all: queryKeys.donations,
  config: [...queryKeys.donations, 'config'] as const,
  mine: [...queryKeys.donations, 'mine'] as const,
  managed: (token: string) => [...queryKeys.donations, 'managed', token] as const,
};

/* ---------- Reads ---------- */

/** GET /api/donations/config: which payment form the page shows (the provider's, or test mode's). */
const donationConfigQuery = queryOptions({ queryKey: donationKeys.config, queryFn: () => call(api.donations.config) });

export function useDonationConfig() {
  return useQuery(donationConfigQuery);
}

/** GET /api/donations/mine: the signed-in member's gifts, newest first. */
export function useMyGifts(enabled: boolean) {
  return useQuery({ queryKey: donationKeys.mine, queryFn: () => call(api.donations.mine), enabled });
}

/** The gifts a donor is shown: a gift still waiting for its first payment (a form left half-way) is not one yet. */
export const shownGifts = (gifts: readonly DonorGift[] | undefined) => (gifts ?? []).filter((gift) => gift.status !== 'pending');

/** GET /api/donations/manage?token=: the gift a receipt's link points at (404 for an unknown token). */
export function useManagedGift(token: string) {
  return useQuery({ queryKey: donationKeys.managed(token), queryFn: () => call(api.donations.managed, { query: { token } }), enabled: token !== '' });
}

/* ---------- Writing ---------- */

export type DonationRequest = { amount: number; type: DonationType; email?: string };
/** A created gift, ready for its payment form (the provider's form also needs the publishable key). */
export type StartedDonation = CreateDonationResponse & Pick<DonationRequest, 'amount' | 'type'> & { publishableKey: string | null };

/** One key per press of Donate, so a retried request makes one gift (omitted where the browser has no randomUUID). */
const idempotencyKey = () => (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined);

/** POST create-payment-intent (one-time) or create-subscription (monthly). */
function createDonation(request: DonationRequest) {
  const body = { ...request, idempotencyKey: idempotencyKey() };
  return request.type === 'monthly' ? call(api.donations.createSubscription, { body }) : call(api.donations.createPaymentIntent, { body });
}

/** Press of Donate: the gift is created (and, for the provider's form, its configuration read if it is not yet). */
export function useStartDonation(outcome: Outcome<StartedDonation, DonationRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: DonationRequest): Promise<StartedDonation> => {
      const created = await createDonation(request);
      const publishableKey = created.mode === 'stripe' ? (await queryClient.ensureQueryData(donationConfigQuery)).publishableKey : null;
      return { ...created, amount: request.amount, type: request.type, publishableKey };
    },
    onSuccess: outcome.onSuccess,
    onError: outcome.onError,
  });
}

/** POST /api/donations/:id/cancel (a signed-in member's own active monthly gift); the list is read again. */
export function useCancelGift(outcome: Outcome<DonorGift, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.donations.cancel, { params: { id } }),
    onSuccess: (gift, id) => {
      outcome.onSuccess?.(gift, id);
      return queryClient.invalidateQueries({ queryKey: donationKeys.mine });
    },
    onError: outcome.onError,
  });
}

/** POST /api/donations/manage/cancel with the receipt link's token; the answer replaces the shown gift. */
export function useCancelManagedGift(token: string, outcome: Outcome<DonorGift, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.donations.cancelManaged, { body: { token } }),
    onSuccess: (gift) => {
      queryClient.setQueryData(donationKeys.managed(token), gift);
      outcome.onSuccess?.(gift);
    },
    onError: outcome.onError,
  });
}

/** After a gift: the member's list is read again when next shown. */
export function useRefreshMyGifts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: donationKeys.mine });
}

/**
 * The one component other features may show (the profile's side column): a signed-in donor's gifts,
 * loaded only for members who have given. Wrap it in <Suspense>.
 */
export const YourGifts = lazy(() => import('./components/your-gifts'));
