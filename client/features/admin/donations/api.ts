import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDonationSummary, AdminDonationsPage } from '@shared/api/donations';
import type { DonationStatus, DonationType } from '@shared/donations';

/* Donations in the admin area (issue 8): GET /api/admin/donations/summary and /api/admin/donations. */

const DONATIONS_URL = '/api/admin/donations';
export const donationSummaryKey = [`${DONATIONS_URL}/summary`] as const;

/** Rows per page of the donations table (the server allows up to 100). */
export const ADMIN_DONATIONS_PAGE_SIZE = 25;

export type AdminDonationsParams = { status: DonationStatus | null; type: DonationType | null; page: number };

/** The default query function GETs the first key element, so the filters and page are part of it. */
export function adminDonationsKey({ status, type, page }: AdminDonationsParams) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (type) params.set('type', type);
  params.set('page', String(page));
  params.set('pageSize', String(ADMIN_DONATIONS_PAGE_SIZE));
  return [`${DONATIONS_URL}?${params.toString()}`] as const;
}

/** This month, all time, monthly donors and what they bring each month, payments this month. */
export function useDonationSummary() {
  return useQuery<AdminDonationSummary>({ queryKey: donationSummaryKey });
}

/** Newest first; paging keeps the previous page on screen while the next one loads. */
export function useAdminDonations(params: AdminDonationsParams) {
  return useQuery<AdminDonationsPage>({ queryKey: adminDonationsKey(params), placeholderData: keepPreviousData });
}
