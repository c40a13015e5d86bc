import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BraceRemindersBody, ChildBody, ChildPatch, DayBody, PeriodBody, PeriodPatch } from '@shared/api/brace';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/* The brace-wear tracker (issue 24): my children, and each child's log. Every change reads them again. */

export const braceKeys = {
  all: queryKeys.brace,
  children: [...queryKeys.brace, 'children'] as const,
  log: (id: string) => [...queryKeys.brace, 'log', id] as const,
  invites: (id: string) => [...queryKeys.brace, 'invites', id] as const,
  invitation: (token: string) => [...queryKeys.brace, 'invitation', token] as const,
  reminders: (id: string) => [...queryKeys.brace, 'reminders', id] as const,
};

/** GET /api/brace-tracker/children: the children I share. */
export const childrenQuery = queryOptions({ queryKey: braceKeys.children, queryFn: () => call(api.brace.children) });

/** GET /api/brace-tracker/children/:id: the last 61 days of the child's log (enough for the streak). */
export const logQuery = (id: string) => queryOptions({ queryKey: braceKeys.log(id), queryFn: () => call(api.brace.log, { params: { id } }) });

export const useChildren = (enabled: boolean) => useQuery({ ...childrenQuery, enabled });
export const useLog = (id: string) => useQuery({ ...logQuery(id), refetchInterval: 5 * 60_000 });

/**
 * A change to the tracker: the children and logs are read again once it is stored. `done` runs first,
 * while the screen that asked is still there (removing a child takes its screen away).
 */
function useBraceMutation<Vars, Result>(send: (vars: Vars) => Promise<Result>, done?: (result: Result) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      done?.(result);
      return queryClient.invalidateQueries({ queryKey: braceKeys.all });
    },
  });
}

export const useCreateChild = () => useBraceMutation((body: ChildBody) => call(api.brace.createChild, { body }));
export const useUpdateChild = (id: string) => useBraceMutation((body: ChildPatch) => call(api.brace.updateChild, { params: { id }, body }));
/**
 * A child gone from my list (removed, or I stopped sharing it): it leaves the list at once and its log
 * is dropped, not read again (a 404 would flash an error where its screen was).
 */
function useLeaveChild<Vars>(id: string, send: (vars: Vars) => Promise<unknown>, done: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      done();
      await queryClient.cancelQueries({ queryKey: braceKeys.log(id) });
      queryClient.setQueryData(braceKeys.children, (data: { children: { id: string }[] } | undefined) => data && { ...data, children: data.children.filter((child) => child.id !== id) });
      queryClient.removeQueries({ queryKey: braceKeys.log(id) });
      queryClient.removeQueries({ queryKey: braceKeys.invites(id) });
      queryClient.removeQueries({ queryKey: braceKeys.reminders(id) });
      return queryClient.invalidateQueries({ queryKey: braceKeys.children });
    },
  });
}

export const useRemoveChild = (id: string, done: () => void) => useLeaveChild(id, () => call(api.brace.removeChild, { params: { id } }), done);

/** GET /api/brace-tracker/children/:id/invites: the open links (the member who set the child up). */
export const useInvites = (id: string, enabled: boolean) => useQuery({ queryKey: braceKeys.invites(id), queryFn: () => call(api.brace.invites, { params: { id } }), enabled });
export const useCreateInvite = (id: string) => useBraceMutation(() => call(api.brace.createInvite, { params: { id } }));
export const useRevokeInvite = (id: string) => useBraceMutation((inviteId: string) => call(api.brace.revokeInvite, { params: { id, inviteId } }));
/** Taking another member off the log. */
export const useRemoveCarer = (id: string) => useBraceMutation((userId: string) => call(api.brace.removeCarer, { params: { id, userId } }));
/** Stopping sharing a log myself: it leaves my list. */
export const useLeaveLog = (id: string, me: string, done: () => void) => useLeaveChild(id, () => call(api.brace.removeCarer, { params: { id, userId: me } }), done);

/** GET /api/brace-tracker/invites/:token: whose child an invitation link is for. */
export const useInvitation = (token: string | null) =>
  useQuery({ queryKey: braceKeys.invitation(token ?? ''), queryFn: () => call(api.brace.invitation, { params: { token: token as string } }), enabled: token !== null, retry: false });
export const useAcceptInvite = (token: string) => useBraceMutation(() => call(api.brace.acceptInvite, { params: { token } }));
export const useBootsOn = (id: string) => useBraceMutation(() => call(api.brace.bootsOn, { params: { id }, body: {} }));
export const useBootsOff = (id: string) => useBraceMutation(() => call(api.brace.bootsOff, { params: { id } }));
export const useAddPeriod = (id: string) => useBraceMutation((body: PeriodBody) => call(api.brace.addPeriod, { params: { id }, body }));
export const useUpdatePeriod = (id: string) => useBraceMutation(({ periodId, ...body }: PeriodPatch & { periodId: string }) => call(api.brace.updatePeriod, { params: { id, periodId }, body }));
export const useRemovePeriod = (id: string) => useBraceMutation((periodId: string) => call(api.brace.removePeriod, { params: { id, periodId } }));
export const useSaveDay = (id: string) => useBraceMutation(({ day, ...body }: DayBody & { day: string }) => call(api.brace.saveDay, { params: { id, day }, body }));

/** GET /api/brace-tracker/children/:id/reminders: my reminders for the child. */
export const useReminders = (id: string) => useQuery({ queryKey: braceKeys.reminders(id), queryFn: () => call(api.brace.reminders, { params: { id } }) });
export const useSaveReminders = (id: string) => useBraceMutation((body: BraceRemindersBody) => call(api.brace.saveReminders, { params: { id }, body }));
