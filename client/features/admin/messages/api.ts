import { type Query, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMessageReport, ResolveMessageReportBody, messageReportStatuses } from '@shared/api/messages';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, errorMessage } from '@client/lib/api';

/* Reported private messages (issue 6): GET /api/admin/messages/reports and POST .../reports/:id. */

export type MessageReportStatus = (typeof messageReportStatuses)[number];

const REPORTS_URL = '/api/admin/messages/reports';
/** The default query function GETs the first key element, so the status is part of it. */
export const messageReportsKey = (status: MessageReportStatus) => [`${REPORTS_URL}?status=${status}`] as const;

/** Everything under /api/admin: a removal may also have suspended the sender (members list, audit log). */
const isAdminQuery = (query: Query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/admin/');

export function useMessageReports(status: MessageReportStatus) {
  return useQuery<{ reports: AdminMessageReport[] }>({ queryKey: messageReportsKey(status) });
}

export type Resolution = { report: AdminMessageReport; senderName: string } & ResolveMessageReportBody;

function describe({ action, suspendSender, senderName }: Resolution) {
  if (action === 'dismiss') return { title: 'Report dismissed', description: 'The message stays as it was.', failure: 'Could not dismiss the report' };
  return {
    title: suspendSender ? 'Message removed and sender suspended' : 'Message removed',
    description: suspendSender
      ? `Both members now see that a moderator removed it, and ${senderName} has been signed out and suspended.`
      : 'Both members now see that a moderator removed it.',
    failure: 'Could not remove the message',
  };
}

/** Dismiss a report, or remove the message (and, if chosen, suspend its sender). */
export function useResolveMessageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ report, action, suspendSender }: Resolution) => {
      await apiRequest('POST', `${REPORTS_URL}/${report.id}`, action === 'remove' ? { action, suspendSender: suspendSender ?? false } : { action });
    },
    onSuccess: (_done, resolution) => {
      const { title, description } = describe(resolution);
      toast({ title, description });
      // Not awaited: the caller's own onSuccess runs first (while the report is still on screen).
      void queryClient.invalidateQueries({ predicate: isAdminQuery });
    },
    onError: (error, resolution) => toast({ title: describe(resolution).failure, description: errorMessage(error), variant: 'destructive' }),
  });
}
