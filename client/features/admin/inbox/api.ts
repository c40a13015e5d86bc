import { format } from 'date-fns';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@shared/api/referrals';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/* The contact inbox in the admin area (issue 10): messages sent with the contact form. */

const root = [...queryKeys.admin, 'contact'] as const;
export const inboxKeys = {
  all: root,
  list: (query: object) => [...root, 'list', query] as const,
};

/** What a screen does when a change succeeds or fails (its notices); run even if the screen has gone by then. */
export type Outcome<T, V> = { onSuccess?: (data: T, variables: V) => void; onError?: (error: Error, variables: V) => void };

/** Rows per page of the inbox (the server allows up to 100). */
export const INBOX_PAGE_SIZE = 25;

export const inboxStatuses = ['new', 'handled'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];
export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = { new: 'New', handled: 'Handled' };

export type InboxParams = { status: InboxStatus | null; reference?: string | null; page: number; pageSize?: number };

/** Newest first, with the number of new messages; paging keeps the previous page on screen. */
export function useInbox({ status, reference = null, page, pageSize = INBOX_PAGE_SIZE }: InboxParams) {
  const query = { status: status ?? undefined, reference: reference ?? undefined, page, pageSize };
  return useQuery({ queryKey: inboxKeys.list(query), queryFn: () => call(api.contactAdmin.inbox, { query }), placeholderData: keepPreviousData });
}

export type StatusChange = { message: ContactMessage; status: InboxStatus };

/** POST /api/admin/contact/:id/status: handled, or back to new. */
export function useSetMessageStatus(outcome: Outcome<ContactMessage, StatusChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, status }: StatusChange) => call(api.contactAdmin.setStatus, { params: { id: message.id }, body: { status } }),
    onSuccess: (updated, change) => {
      outcome.onSuccess?.(updated, change);
      return Promise.all([queryClient.invalidateQueries({ queryKey: inboxKeys.all }), queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog })]);
    },
    onError: outcome.onError,
  });
}

/** 'Jun 3, 2026 4:05 PM' */
export const whenSent = (value: string) => format(new Date(value), 'MMM d, yyyy h:mm a');

/** A reply in the admin's own mail program: 'Re:' the subject, and the message quoted below. */
export function replyMailto(message: Pick<ContactMessage, 'email' | 'name' | 'subject' | 'message' | 'createdAt'>) {
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const query = new URLSearchParams({ subject: `Re: ${message.subject}`, body: `\n\n${message.name} wrote on ${whenSent(message.createdAt)}:\n${quoted}` });
  // URLSearchParams writes a space as '+', which mail programs would show as it is.
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?${query.toString().replace(/\+/g, '%20')}`;
}
