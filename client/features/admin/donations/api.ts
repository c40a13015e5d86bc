import { adminApi } from '@client/lib/admin-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DonationStatus, DonationType } from '@shared/donations';
import { call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/* Donations in the admin area (issue 8): GET /api/admin/donations/summary and /api/admin/donations. */

const root = [...queryKeys.admin, 'donations'] as const;
export const adminDonationKeys = {
  summary: [...root, 'summary'] as const,
  list: (query: object) => [...root, 'list', query] as const,
};

/** Rows per page of the donations table (the server allows up to 100). */
export const ADMIN_DONATIONS_PAGE_SIZE = 25;

export type AdminDonationsParams = { status: DonationStatus | null; type: DonationType | null; page: number };

/** This month, all time, monthly donors and what they bring each month, payments this month. */
export function useDonationSummary() {
  return useQuery({ queryKey: adminDonationKeys.summary, queryFn: () => call(adminApi.donationAdmin.summary) });
}

/** Newest first; paging keeps the previous page on screen while the next one loads. */
export function useAdminDonations({ status, type, page }: AdminDonationsParams) {
  const query = { status: status ?? undefined, type: type ?? undefined, page, pageSize: ADMIN_DONATIONS_PAGE_SIZE };
  return useQuery({ queryKey: adminDonationKeys.list(query), queryFn: () => call(adminApi.donationAdmin.list, { query }), placeholderData: keepPreviousData });
}
