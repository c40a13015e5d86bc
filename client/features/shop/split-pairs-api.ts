import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutResponse, SplitPairHalfBody, SplitPairStarted, SplitPairView, StartSplitPairBody } from '@shared/api/shop';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/*
 * Split pairs (issue 20): two Clubfoot Buddies whose feet are each other's opposite buy two pairs
 * together, each paying their half. Only members see them, so nothing here loads for visitors.
 */

const splitKeys = {
  options: (slug: string) => [...queryKeys.shop, 'split-pair-options', slug] as const,
  one: (id: string) => [...queryKeys.shop, 'split-pairs', id] as const,
  mine: [...queryKeys.shop, 'split-pairs', 'mine'] as const,
};

/** GET /api/shop/products/:slug/split-pair-options: each accepted buddy match and whether it fits this product. */
export function useSplitPairOptions(slug: string, enabled: boolean) {
  return useQuery({ queryKey: splitKeys.options(slug), queryFn: () => call(api.shop.splitPairOptions, { params: { slug } }), enabled, staleTime: 30_000 });
}

/** A split pair whose payment is on its way: read every 2 s until the provider's event has come. */
export const awaitingPayment = (split: SplitPairView | undefined, paying: boolean) => split?.status === 'waiting-initiator' || (paying && split?.status === 'waiting-partner');

/** GET /api/shop/split-pairs/:id; `paying` while this member's half is being confirmed. */
export function useSplitPair(id: string, paying: boolean) {
  return useQuery({
    queryKey: splitKeys.one(id),
    queryFn: () => call(api.shop.splitPair, { params: { id } }),
    refetchInterval: (query) => (awaitingPayment(query.state.data, paying) ? 2000 : false),
  });
}

/** GET /api/shop/split-pairs: the member's split pairs, newest first. */
export function useMySplitPairs(enabled: boolean) {
  return useQuery({ queryKey: splitKeys.mine, queryFn: () => call(api.shop.mySplitPairs), enabled });
}

export type StartSplitPairRequest = Omit<StartSplitPairBody, 'idempotencyKey'>;

/** POST /api/shop/products/:slug/split-pairs: holds both pairs and starts the first half's payment. */
export function useStartSplitPair(slug: string) {
  return useMutation({
    mutationFn: ({ request, key }: { request: StartSplitPairRequest; key: string | undefined }): Promise<SplitPairStarted> =>
      call(api.shop.startSplitPair, { params: { slug }, body: { ...request, idempotencyKey: key } }),
  });
}

/** POST /api/shop/split-pairs/:id/checkout: the buddy's half. */
export function usePaySplitPairHalf(id: string) {
  return useMutation({
    mutationFn: ({ request, key }: { request: Omit<SplitPairHalfBody, 'idempotencyKey'>; key: string | undefined }): Promise<CheckoutResponse> =>
      call(api.shop.paySplitPairHalf, { params: { id }, body: { ...request, idempotencyKey: key } }),
  });
}

/** POST /api/shop/split-pairs/:id/close: the buddy declines, or the first buyer calls it off. */
export function useCloseSplitPair(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.shop.closeSplitPair, { params: { id } }),
    onSuccess: (split) => {
      queryClient.setQueryData(splitKeys.one(id), split);
      void queryClient.invalidateQueries({ queryKey: splitKeys.mine });
    },
  });
}

/** Read the split pair again (after a payment went through). */
export function useRefreshSplitPair(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: splitKeys.one(id) });
}

export const splitPairPath = (id: string) => `/shop/split-pairs/${id}`;
