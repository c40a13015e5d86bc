import { adminApi } from '@client/lib/admin-api';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGroup, AdminGroupMember, GroupInput } from '@shared/api/groups';
import { call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/* Support groups in the admin area (issue 21): the groups, their settings and their members. Every change is audited. */

const root = [...queryKeys.admin, 'groups'] as const;
export const adminGroupKeys = {
  all: root,
  list: [...root, 'list'] as const,
  members: (id: number) => [...root, 'members', id] as const,
};

/** What a screen does when a change succeeds or fails (its notices). */
export type Outcome<T, V> = { onSuccess?: (data: T, variables: V) => void; onError?: (error: Error, variables: V) => void };

export function useAdminGroups() {
  return useQuery({ queryKey: adminGroupKeys.list, queryFn: () => call(adminApi.groupAdmin.list) });
}

export function useAdminGroupMembers(id: number | null) {
  return useQuery({ queryKey: adminGroupKeys.members(id ?? 0), enabled: id !== null, queryFn: () => call(adminApi.groupAdmin.members, { params: { id: id ?? 0 } }) });
}

/** A change shows here, on the public groups pages and in the audit log. */
function groupsChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: root }),
    queryClient.invalidateQueries({ queryKey: queryKeys.groups }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
  ]);
}

export type GroupSave = { id: number | null; body: GroupInput };

/** Creates a group (with its discussion category) or saves one's settings. */
export function useSaveGroup(outcome: Outcome<AdminGroup, GroupSave> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: GroupSave) => (id === null ? call(adminApi.groupAdmin.create, { body }) : call(adminApi.groupAdmin.update, { params: { id }, body })),
    onSuccess: (saved, variables) => {
      outcome.onSuccess?.(saved, variables);
      return groupsChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

export type MemberPut = { email: string; role: 'member' | 'moderator' };

/** Adds a member by e-mail, or gives one already there the role (appoints or stands down a moderator). */
export function usePutGroupMember(id: number, outcome: Outcome<AdminGroupMember, MemberPut> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberPut) => call(adminApi.groupAdmin.addMember, { params: { id }, body }),
    onSuccess: (member, variables) => {
      outcome.onSuccess?.(member, variables);
      return groupsChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

export function useRemoveGroupMember(id: number, outcome: Outcome<unknown, AdminGroupMember> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: AdminGroupMember) => call(adminApi.groupAdmin.removeMember, { params: { id, userId: member.userId } }),
    onSuccess: (done, member) => {
      outcome.onSuccess?.(done, member);
      return groupsChanged(queryClient);
    },
    onError: outcome.onError,
  });
}
