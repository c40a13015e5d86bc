import { adminApi } from '@client/lib/admin-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminUserRow, auditPage } from '@shared/api/admin';
import type { roles } from '@shared/api/user';
import { currentUserKey } from '@client/lib/auth';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';
import { displayName } from '@shared/display-name';

export type Role = (typeof roles)[number];
export type AuditPage = z.infer<typeof auditPage>;
export type AuditEntry = AuditPage['entries'][number];

/** Rows per page of the members table (the server allows up to 100). */
export const ADMIN_USERS_PAGE_SIZE = 25;

export type AdminUsersParams = { q: string; page: number; pageSize?: number };

export const adminKeys = {
  all: queryKeys.admin,
  stats: [...queryKeys.admin, 'stats'] as const,
  buddyStats: [...queryKeys.admin, 'buddy-stats'] as const,
  /** Every page and search of the members list. */
  users: [...queryKeys.admin, 'users'] as const,
  auditLog: [...queryKeys.admin, 'audit-log'] as const,
};

export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: () => call(adminApi.admin.stats) });
}

/** Clubfoot Buddy in figures: profiles, open requests, matches and the median time to a match. */
export function useBuddyStats() {
  return useQuery({ queryKey: adminKeys.buddyStats, queryFn: () => call(api.buddy.adminStats) });
}

/** Paging keeps the previous page on screen while the next one loads. */
export function useAdminUsers({ q, page, pageSize = ADMIN_USERS_PAGE_SIZE }: AdminUsersParams) {
  return useQuery({
    queryKey: [...adminKeys.users, { q, page, pageSize }],
    queryFn: () => call(adminApi.admin.users, { query: { q, page, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog() {
  return useQuery({ queryKey: adminKeys.auditLog, queryFn: () => call(adminApi.admin.auditLog) });
}

/** A member's display name: first and last name, else their e-mail address. */
export function memberName(user: Pick<AdminUserRow, 'firstName' | 'lastName' | 'email'>) {
  return displayName(user, user.email);
}

/**
 * One admin action on a member; whether it worked or not, the members list, counts and audit log
 * are read again. Its notices are the page's (components/member-action-notices.ts).
 */
function useMemberAction<TVars extends { user: AdminUserRow; self?: boolean }>(send: (vars: TVars) => Promise<AdminUserRow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async (updated, _error, vars) => {
      // An admin who just made themself a member may no longer read the admin API: the admin
      // data is only marked stale, and the current user is read again (the caller leaves the area).
      if (vars.self && updated?.role === 'member') {
        await queryClient.invalidateQueries({ queryKey: adminKeys.all, refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      ]);
    },
  });
}

/** `self` when admins change their own role. */
export type RoleChange = { user: AdminUserRow; role: Role; self?: boolean };

/** 409 when it would demote the last administrator. */
export function useChangeRole() {
  return useMemberAction<RoleChange>(({ user, role }) => call(adminApi.admin.changeRole, { params: { id: user.id }, body: { role } }));
}

/** Signs the member out everywhere. 409 for your own account. */
export function useSuspendMember() {
  return useMemberAction<{ user: AdminUserRow }>(({ user }) => call(adminApi.admin.suspend, { params: { id: user.id } }));
}

export function useRestoreMember() {
  return useMemberAction<{ user: AdminUserRow }>(({ user }) => call(adminApi.admin.restore, { params: { id: user.id } }));
}
