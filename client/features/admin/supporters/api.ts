import { adminApi } from '@client/lib/admin-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MembershipLevelId, MembershipStatus } from '@shared/memberships';
import { call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/* Supporters in the admin area (issue 29): GET /api/admin/memberships/summary and /api/admin/memberships. */

const root = [...queryKeys.admin, 'memberships'] as const;
export const adminMembershipKeys = {
  summary: [...root, 'summary'] as const,
  list: (query: object) => [...root, 'list', query] as const,
};

/** Rows per page of the memberships table (the server allows up to 100). */
export const ADMIN_MEMBERSHIPS_PAGE_SIZE = 25;

export type AdminMembershipsParams = { status: MembershipStatus | null; level: MembershipLevelId | null; q: string; page: number };

/** Supporters now, by level, what renews each month, the money, and the last 30 days' churn. */
export function useMembershipSummary() {
  return useQuery({ queryKey: adminMembershipKeys.summary, queryFn: () => call(adminApi.membershipAdmin.summary) });
}

/** Newest first; paging keeps the previous page on screen while the next one loads. */
export function useAdminMemberships({ status, level, q, page }: AdminMembershipsParams) {
  const query = { status: status ?? undefined, level: level ?? undefined, q: q || undefined, page, pageSize: ADMIN_MEMBERSHIPS_PAGE_SIZE };
  return useQuery({ queryKey: adminMembershipKeys.list(query), queryFn: () => call(adminApi.membershipAdmin.list, { query }), placeholderData: keepPreviousData });
}
