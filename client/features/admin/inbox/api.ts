import { format } from 'date-fns';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactInboxPage, ContactMessage } from '@shared/api/referrals';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, errorMessage } from '@client/lib/api';
import { keyStartsWith } from '@client/lib/query-client';
import { listKey } from '../list-key';

/* The contact inbox in the admin area (issue 10): messages sent with the contact form. */

const CONTACT_URL = '/api/admin/contact';

/** Rows per page of the inbox (the server allows up to 100). */
export const INBOX_PAGE_SIZE = 25;

export const inboxStatuses = ['new', 'handled'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];
export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = { new: 'New', handled: 'Handled' };

export type InboxParams = { status: InboxStatus | null; page: number; pageSize?: number };

/** The default query function GETs the first key element, so the filter and page are part of it. */
export const inboxKey = ({ status, page, pageSize = INBOX_PAGE_SIZE }: InboxParams) => listKey(CONTACT_URL, { status }, page, pageSize);

/** Newest first, with the number of new messages; paging keeps the previous page on screen. */
export function useInbox(params: InboxParams) {
  return useQuery<ContactInboxPage>({ queryKey: inboxKey(params), placeholderData: keepPreviousData });
}

/** POST /api/admin/contact/:id/status: handled, or back to new. */
export function useSetMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ message, status }: { message: ContactMessage; status: InboxStatus }) =>
      (await (await apiRequest('POST', `${CONTACT_URL}/${encodeURIComponent(message.id)}/status`, { status })).json()) as ContactMessage,
    onSuccess: (updated) => {
      toast({ title: updated.status === 'handled' ? 'Marked as handled' : 'Marked as new', description: `“${updated.subject}” from ${updated.name}.` });
      return Promise.all([queryClient.invalidateQueries({ predicate: keyStartsWith(CONTACT_URL) }), queryClient.invalidateQueries({ queryKey: ['/api/admin/audit-log'] })]);
    },
    onError: (error) => toast({ title: 'Could not change the message', description: errorMessage(error), variant: 'destructive' }),
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
