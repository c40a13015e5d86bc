import { adminApi } from '@client/lib/admin-api';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatchBody, Specialist, SpecialistBody } from '@shared/api/referrals';
import type { ReferralStatus } from '@shared/referrals';
import { call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/* Doctor requests in the admin area (issue 10): the queue, one request with its matching, and the specialist directory. */

const root = [...queryKeys.admin, 'referrals'] as const;
export const adminReferralKeys = {
  all: root,
  list: (query: object) => [...root, 'list', query] as const,
  details: [...root, 'detail'] as const,
  detail: (id: string) => [...root, 'detail', id] as const,
  specialists: [...queryKeys.admin, 'specialists'] as const,
};

/** What a screen does when a change succeeds or fails (its notices); run even if the screen has gone by then. */
export type Outcome<T, V> = { onSuccess?: (data: T, variables: V) => void; onError?: (error: Error, variables: V) => void };

/** Rows per page of the queue (the server allows up to 100). */
export const ADMIN_REFERRALS_PAGE_SIZE = 25;

export type AdminReferralsParams = { status: ReferralStatus | null; reference?: string | null; page: number; pageSize?: number };

/** Waiting requests first, the most urgent among them first; paging keeps the previous page on screen. */
export function useAdminReferrals({ status, reference = null, page, pageSize = ADMIN_REFERRALS_PAGE_SIZE }: AdminReferralsParams) {
  const query = { status: status ?? undefined, reference: reference ?? undefined, page, pageSize };
  return useQuery({ queryKey: adminReferralKeys.list(query), queryFn: () => call(adminApi.referralAdmin.list, { query }), placeholderData: keepPreviousData });
}

/** One request with every field, the specialists sent and the suggestions (each read is audited on the server). */
export function useAdminReferral(id: string) {
  return useQuery({ queryKey: adminReferralKeys.detail(id), queryFn: () => call(adminApi.referralAdmin.detail, { params: { id } }) });
}

/** A matched or closed request changes the queue, the request, the dashboard's figures and the audit log. */
function referralsChanged(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: adminReferralKeys.all }), queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog })]);
}

/** POST /api/admin/referrals/:id/match: up to three specialists go to the family by e-mail. */
export function useMatchReferral(id: string, outcome: Outcome<unknown, MatchBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchBody) => call(adminApi.referralAdmin.match, { params: { id }, body }),
    onSuccess: (done, body) => {
      outcome.onSuccess?.(done, body);
      return referralsChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

/** POST /api/admin/referrals/:id/close. */
export function useCloseReferral(id: string, outcome: Outcome<unknown, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(adminApi.referralAdmin.close, { params: { id } }),
    onSuccess: (done) => {
      outcome.onSuccess?.(done);
      return referralsChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

/* ---------- The specialist directory ---------- */

export function useSpecialists() {
  return useQuery({ queryKey: adminReferralKeys.specialists, queryFn: () => call(adminApi.specialists.list) });
}

/** The directory feeds every request's suggestions. */
function specialistsChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminReferralKeys.specialists }),
    queryClient.invalidateQueries({ queryKey: adminReferralKeys.details }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
  ]);
}

export type SpecialistSave = { id: number | null; body: SpecialistBody };

/** POST (new) or PUT (edit) /api/admin/specialists; a refusal (400) is shown in the form, not as a notice. */
export function useSaveSpecialist(outcome: Outcome<Specialist, SpecialistSave> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SpecialistSave) => (id === null ? call(adminApi.specialists.create, { body }) : call(adminApi.specialists.update, { params: { id }, body })),
    onSuccess: (saved, save) => {
      outcome.onSuccess?.(saved, save);
      return specialistsChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

/** DELETE /api/admin/specialists/:id; 409 once they have been sent to a family (the message says what to do instead). */
export function useDeleteSpecialist(outcome: Outcome<unknown, Specialist> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (specialist: Specialist) => call(adminApi.specialists.remove, { params: { id: specialist.id } }),
    onSuccess: (done, specialist) => {
      outcome.onSuccess?.(done, specialist);
      return specialistsChanged(queryClient);
    },
    onError: outcome.onError,
  });
}
