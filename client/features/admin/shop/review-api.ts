import { adminApi } from '@client/lib/admin-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewReport } from '@shared/api/shop';
import { call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';
import { paths } from '@shared/routes';
import { type Outcome, type ReviewReportStatus, shopAdminKeys } from './api';

/* The reported reviews (issue 20): members' reports of product reviews, dismissed, or acted on by removing the review. */

/** Reports per page (the server allows up to 100). */
export const REVIEW_REPORTS_PAGE_SIZE = 20;

export type ReviewReportsParams = { status: ReviewReportStatus; page: number };

/** The reports of one status, newest first; paging keeps the previous page on screen while the next one loads. */
export function useReviewReports(params: ReviewReportsParams) {
  return useQuery({
    queryKey: shopAdminKeys.reviewReportList(params),
    queryFn: () => call(adminApi.shopAdmin.reviewReports, { query: { ...params, pageSize: REVIEW_REPORTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** How many reports wait for a decision, for the tab's label. */
export function useOpenReviewReportCount() {
  return useQuery({
    queryKey: shopAdminKeys.openReviewReports,
    queryFn: () => call(adminApi.shopAdmin.reviewReports, { query: { status: 'open', page: 1, pageSize: 1 } }),
    select: (page) => page.total,
  });
}

export type ReviewReportDecision = { report: AdminReviewReport; action: 'dismiss' | 'remove' };

/**
 * Dismisses a report (the review stays), or removes the review with every open report of it. The
 * queues are read again, also after a refusal (someone else decided first: 409); a removal changes
 * the product's rating too, in the admin's lists and the shop's pages.
 */
export function useResolveReviewReport(outcome: Outcome<AdminReviewReport, ReviewReportDecision> = {}) {
  const queryClient = useQueryClient();
  const reportsChanged = () => queryClient.invalidateQueries({ queryKey: shopAdminKeys.reviewReports });
  return useMutation({
    mutationFn: ({ report, action }: ReviewReportDecision) => call(adminApi.shopAdmin.resolveReviewReport, { params: { id: report.id }, body: { action } }),
    onSuccess: async (resolved, decision) => {
      outcome.onSuccess?.(resolved, decision);
      await Promise.all([
        reportsChanged(),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
        ...(decision.action === 'remove'
          ? [queryClient.invalidateQueries({ queryKey: shopAdminKeys.products }), queryClient.invalidateQueries({ queryKey: queryKeys.shop })]
          : []),
      ]);
    },
    onError: async (error, decision) => {
      outcome.onError?.(error, decision);
      await reportsChanged();
    },
  });
}

/** Where the customers read a product (and its reviews). */
export const productHref = (slug: string) => paths.shopProduct.replace(':slug', encodeURIComponent(slug));
