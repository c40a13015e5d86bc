import { adminApi } from '@client/lib/admin-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMessageReport, ResolveMessageReportBody, messageReportStatuses } from '@shared/api/messages';
import { call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/* Reported private messages (issue 6): GET /api/admin/messages/reports and POST .../reports/:id. */

export type MessageReportStatus = (typeof messageReportStatuses)[number];

export const messageReportsKey = (status: MessageReportStatus) => [...queryKeys.admin, 'messages', 'reports', status] as const;

export const messageReportsQuery = (status: MessageReportStatus) =>
  queryOptions({ queryKey: messageReportsKey(status), queryFn: () => call(adminApi.messageAdmin.reports, { query: { status } }) });

export function useMessageReports(status: MessageReportStatus) {
  return useQuery(messageReportsQuery(status));
}

export type Resolution = { report: AdminMessageReport; senderName: string } & ResolveMessageReportBody;

/** Dismiss a report, or remove the message (and, if chosen, suspend its sender); `done` and `failed` say so (toasts belong to the screen). */
export function useResolveMessageReport({ done, failed }: { done?: (resolution: Resolution) => void; failed?: (error: Error, resolution: Resolution) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ report, action, suspendSender }: Resolution) => {
      await call(adminApi.messageAdmin.resolveReport, {
        params: { id: report.id },
        body: action === 'remove' ? { action, suspendSender: suspendSender ?? false } : { action },
      });
    },
    onSuccess: (_done, resolution) => {
      done?.(resolution);
      // Not awaited: the caller's own onSuccess runs first (while the report is still on screen).
      // Everything under the admin root: a removal may also have suspended the sender (members list, audit log).
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin });
    },
    onError: (error, resolution) => failed?.(error, resolution),
  });
}
