import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput, ReviewsPage } from '@shared/api/shop';
import type { ReviewSort } from '@shared/shop';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';
import type { TreatmentStage } from './review-tags';

/*
 * A product's reviews (issue 20): the page of them the reader chose, the member's own, helpful votes
 * and reports. Types only from the contract, so no zod reaches the product page.
 */

export type ReviewFilters = { sort: ReviewSort; stage: TreatmentStage | null; page: number };

const reviewKeys = {
  product: (slug: string) => [...queryKeys.shop, 'reviews', slug] as const,
  page: (slug: string, filters: ReviewFilters) => [...queryKeys.shop, 'reviews', slug, filters] as const,
};

/** GET /api/shop/products/:slug/reviews: one page, sorted and filtered; the last page stays shown while the next loads. */
export function useReviews(slug: string, filters: ReviewFilters) {
  return useQuery({
    queryKey: reviewKeys.page(slug, filters),
    queryFn: () => call(api.shop.reviews, { params: { slug }, query: { sort: filters.sort, stage: filters.stage ?? undefined, page: filters.page } }),
    placeholderData: keepPreviousData,
  });
}

/** A saved or deleted review changes the list, the average and the product's rating. */
function useInvalidateReviews(slug: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.product(slug) }),
      queryClient.invalidateQueries({ queryKey: [...queryKeys.shop, 'product', slug] }),
    ]);
}

/** PUT /api/shop/products/:slug/reviews/mine: writes the member's review, or changes it. */
export function useSaveReview(slug: string) {
  const invalidate = useInvalidateReviews(slug);
  return useMutation({
    mutationFn: (body: ReviewInput) => call(api.shop.saveReview, { params: { slug }, body }),
    onSuccess: () => invalidate(),
  });
}

/** DELETE /api/shop/products/:slug/reviews/mine. */
export function useDeleteReview(slug: string) {
  const invalidate = useInvalidateReviews(slug);
  return useMutation({ mutationFn: () => call(api.shop.deleteReview, { params: { slug } }), onSuccess: () => invalidate() });
}

/** PUT /api/shop/reviews/:id/helpful: the count changes in the page shown at once, from the server's answer. */
export function useMarkHelpful(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, helpful }: { id: number; helpful: boolean }) => call(api.shop.markHelpful, { params: { id }, body: { helpful } }),
    // A list read that started before the vote would land after it with the old count: stop it, and read again after.
    onMutate: () => queryClient.cancelQueries({ queryKey: reviewKeys.product(slug) }),
    onSuccess: (result, { id }) => {
      queryClient.setQueriesData<ReviewsPage>({ queryKey: reviewKeys.product(slug) }, (page) =>
        page ? { ...page, reviews: page.reviews.map((review) => (review.id === id ? { ...review, ...result } : review)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: reviewKeys.product(slug) });
    },
  });
}

/** POST /api/shop/reviews/:id/reports: into the moderators' queue. */
export function useReportReview() {
  return useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string }) => call(api.shop.reportReview, { params: { id }, body: { reason } }) });
}
