import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReferral, AdminReferralsPage, MatchBody, Specialist, SpecialistBody } from '@shared/api/referrals';
import type { ReferralStatus } from '@shared/referrals';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, errorMessage } from '@client/lib/api';
import { keyStartsWith } from '@client/lib/query-client';
import { listKey } from '../list-key';

/* Doctor requests in the admin area (issue 10): the queue, one request with its matching, and the specialist directory. */

const REFERRALS_URL = '/api/admin/referrals';
const SPECIALISTS_URL = '/api/admin/specialists';
export const specialistsKey = [SPECIALISTS_URL] as const;
const auditLogKey = ['/api/admin/audit-log'] as const;

/** Rows per page of the queue (the server allows up to 100). */
export const ADMIN_REFERRALS_PAGE_SIZE = 25;

export type AdminReferralsParams = { status: ReferralStatus | null; page: number; pageSize?: number };

/** The default query function GETs the first key element, so the filter and page are part of it. */
export const adminReferralsKey = ({ status, page, pageSize = ADMIN_REFERRALS_PAGE_SIZE }: AdminReferralsParams) => listKey(REFERRALS_URL, { status }, page, pageSize);

export const adminReferralKey = (id: string) => [`${REFERRALS_URL}/${encodeURIComponent(id)}`] as const;

/** Waiting requests first, the most urgent among them first; paging keeps the previous page on screen. */
export function useAdminReferrals(params: AdminReferralsParams) {
  return useQuery<AdminReferralsPage>({ queryKey: adminReferralsKey(params), placeholderData: keepPreviousData });
}

/** One request with every field, the specialists sent and the suggestions (each read is audited on the server). */
export function useAdminReferral(id: string) {
  return useQuery<AdminReferral>({ queryKey: adminReferralKey(id) });
}

/** A matched or closed request changes the queue, the request, the dashboard's figures and the audit log. */
function referralsChanged(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ predicate: keyStartsWith(REFERRALS_URL) }), queryClient.invalidateQueries({ queryKey: auditLogKey })]);
}

/** POST /api/admin/referrals/:id/match: up to three specialists go to the family by e-mail. */
export function useMatchReferral(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchBody) => apiRequest('POST', `${REFERRALS_URL}/${encodeURIComponent(id)}/match`, body),
    onSuccess: (_res, body) => {
      const count = body.specialistIds.length;
      toast({ title: 'Specialists sent', description: `The family gets an e-mail with ${count === 1 ? 'the specialist' : `the ${count} specialists`} and a link to tell us whom they chose.` });
      return referralsChanged(queryClient);
    },
    onError: (error) => toast({ title: 'Could not send the specialists', description: errorMessage(error), variant: 'destructive' }),
  });
}

/** POST /api/admin/referrals/:id/close. */
export function useCloseReferral(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', `${REFERRALS_URL}/${encodeURIComponent(id)}/close`),
    onSuccess: () => {
      toast({ title: 'Request closed', description: 'It leaves the waiting queue and is deleted 12 months from now.' });
      return referralsChanged(queryClient);
    },
    onError: (error) => toast({ title: 'Could not close the request', description: errorMessage(error), variant: 'destructive' }),
  });
}

/* ---------- The specialist directory ---------- */

export function useSpecialists() {
  return useQuery<{ specialists: Specialist[] }>({ queryKey: specialistsKey });
}

/** The directory feeds every request's suggestions. */
function specialistsChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: specialistsKey }),
    queryClient.invalidateQueries({ predicate: keyStartsWith(`${REFERRALS_URL}/`) }),
    queryClient.invalidateQueries({ queryKey: auditLogKey }),
  ]);
}

/** POST (new) or PUT (edit) /api/admin/specialists; a refusal (400) is shown in the form, not as a notice. */
export function useSaveSpecialist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: SpecialistBody }) =>
      (await (await apiRequest(id === null ? 'POST' : 'PUT', id === null ? SPECIALISTS_URL : `${SPECIALISTS_URL}/${id}`, body)).json()) as Specialist,
    onSuccess: (saved, { id }) => {
      toast({ title: id === null ? 'Specialist added' : 'Specialist saved', description: `${saved.name} is in the directory.` });
      return specialistsChanged(queryClient);
    },
  });
}

/** DELETE /api/admin/specialists/:id; 409 once they have been sent to a family (the message says what to do instead). */
export function useDeleteSpecialist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (specialist: Specialist) => apiRequest('DELETE', `${SPECIALISTS_URL}/${specialist.id}`),
    onSuccess: (_res, specialist) => {
      toast({ title: 'Specialist removed', description: `${specialist.name} is no longer in the directory.` });
      return specialistsChanged(queryClient);
    },
    onError: (error) => toast({ title: 'Could not remove the specialist', description: errorMessage(error), variant: 'destructive' }),
  });
}
