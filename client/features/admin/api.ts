import { keepPreviousData, useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminStats, AdminUserRow, AdminUsersPage, auditPage } from '@shared/api/admin';
import type { BuddyStats } from '@shared/api/buddy';
import type { roles } from '@shared/api/user';
import { toast } from '@client/components/ui/use-toast';
import { currentUserKey } from '@client/lib/auth';
import { apiRequest, errorMessage } from '@client/lib/api';

export type Role = (typeof roles)[number];
export type AuditPage = z.infer<typeof auditPage>;
export type AuditEntry = AuditPage['entries'][number];

/** Rows per page of the members table (the server allows up to 100). */
export const ADMIN_USERS_PAGE_SIZE = 25;

export const ADMIN_USERS_URL = '/api/admin/users';
export const adminStatsKey = ['/api/admin/stats'] as const;
export const auditLogKey = ['/api/admin/audit-log'] as const;
export const buddyStatsKey = ['/api/admin/buddy/stats'] as const;

export type AdminUsersParams = { q: string; page: number; pageSize?: number };

/** The default query function GETs the first key element, so the parameters are part of it. */
export function adminUsersKey({ q, page, pageSize = ADMIN_USERS_PAGE_SIZE }: AdminUsersParams) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return [`${ADMIN_USERS_URL}?${params.toString()}`] as const;
}

/** Every page and search of the members list, whatever its parameters. */
const isUsersQuery = (query: Query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(`${ADMIN_USERS_URL}?`);

export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: adminStatsKey });
}

/** Clubfoot Buddy in figures: profiles, open requests, matches and the median time to a match. */
export function useBuddyStats() {
  return useQuery<BuddyStats>({ queryKey: buddyStatsKey });
}

/** Paging keeps the previous page on screen while the next one loads. */
export function useAdminUsers(params: AdminUsersParams) {
  return useQuery<AdminUsersPage>({ queryKey: adminUsersKey(params), placeholderData: keepPreviousData });
}

export function useAuditLog() {
  return useQuery<AuditPage>({ queryKey: auditLogKey });
}

/** A member's display name: first and last name, else their e-mail address. */
export function memberName(user: Pick<AdminUserRow, 'firstName' | 'lastName' | 'email'>) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

type Notice = { title: string; description: (user: AdminUserRow) => string; failure: string };

/** Everything under /api/admin in the cache. */
const isAdminQuery = (query: Query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/admin/');

/**
 * One admin action on a member: a notice on success, a destructive notice with the server's
 * message on failure, and in both cases a fresh members list, counts and audit log.
 */
function useMemberAction<TVars extends { user: AdminUserRow; self?: boolean }>(
  send: (vars: TVars) => Promise<AdminUserRow>,
  notice: Notice,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (updated) => {
      toast({ title: notice.title, description: notice.description(updated) });
    },
    onError: (error) => {
      toast({ title: notice.failure, description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: async (updated, _error, vars) => {
      // An admin who just made themself a member may no longer read the admin API: the admin
      // data is only marked stale, and the current user is read again (the caller leaves the area).
      if (vars.self && updated?.role === 'member') {
        await queryClient.invalidateQueries({ predicate: isAdminQuery, refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ predicate: isUsersQuery }),
        queryClient.invalidateQueries({ queryKey: adminStatsKey }),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ]);
    },
  });
}

async function readRow(res: Response) {
  return (await res.json()) as AdminUserRow;
}

/** `self` when admins change their own role. */
export type RoleChange = { user: AdminUserRow; role: Role; self?: boolean };

/** PATCH /api/admin/users/:id/role; 409 when it would demote the last administrator. */
export function useChangeRole() {
  return useMemberAction<RoleChange>(
    async ({ user, role }) => readRow(await apiRequest('PATCH', `${ADMIN_USERS_URL}/${user.id}/role`, { role })),
    {
      title: 'Role updated',
      description: (user) => `${memberName(user)} is now ${user.role === 'admin' ? 'an admin' : 'a member'}.`,
      failure: 'Could not change the role',
    },
  );
}

/** POST /api/admin/users/:id/suspend; signs the member out everywhere. 409 for your own account. */
export function useSuspendMember() {
  return useMemberAction<{ user: AdminUserRow }>(
    async ({ user }) => readRow(await apiRequest('POST', `${ADMIN_USERS_URL}/${user.id}/suspend`)),
    {
      title: 'Member suspended',
      description: (user) => `${memberName(user)} has been signed out and cannot sign in or post until restored.`,
      failure: 'Could not suspend the member',
    },
  );
}

/** POST /api/admin/users/:id/restore */
export function useRestoreMember() {
  return useMemberAction<{ user: AdminUserRow }>(
    async ({ user }) => readRow(await apiRequest('POST', `${ADMIN_USERS_URL}/${user.id}/restore`)),
    {
      title: 'Member restored',
      description: (user) => `${memberName(user)} can sign in and post again.`,
      failure: 'Could not restore the member',
    },
  );
}
