import { adminApi } from '@client/lib/admin-api';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPayout, RecordPayoutBody } from '@shared/api/transparency';
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES } from '@shared/transparency';
import { call, send } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/* The payouts ledger (issue 29): GET/POST /api/admin/payouts, a payout's receipt and its void. */

export const adminPayoutKeys = { all: [...queryKeys.admin, 'payouts'] as const };

export function useAdminPayouts() {
  return useQuery({ queryKey: adminPayoutKeys.all, queryFn: () => call(adminApi.transparencyAdmin.payouts) });
}

/** A change refreshes the ledger, the public page's figures and the audit log. */
const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: adminPayoutKeys.all }),
    client.invalidateQueries({ queryKey: queryKeys.transparency }),
    client.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
  ]);

/** Why a receipt cannot be uploaded, or null (the server checks the bytes again). */
export function receiptProblem(file: File): 'wrongType' | 'tooLarge' | null {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > RECEIPT_MAX_BYTES) return 'tooLarge';
  return null;
}

async function uploadReceipt(id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  const res = await send(adminApi.transparencyAdmin.attachReceipt, { params: { id }, body: form });
  return (await res.json()) as AdminPayout;
}

/** Records a payout (one Idempotency-Key per submit, sent by `call`). */
export function useRecordPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPayoutBody) => call(adminApi.transparencyAdmin.recordPayout, { body }),
    onSettled: () => refresh(client),
  });
}

export function useAttachReceipt() {
  const client = useQueryClient();
  return useMutation({ mutationFn: ({ id, file }: { id: string; file: File }) => uploadReceipt(id, file), onSettled: () => refresh(client) });
}

export function useVoidPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => call(adminApi.transparencyAdmin.voidPayout, { params: { id }, body: { reason } }),
    onSettled: () => refresh(client),
  });
}
