import { adminApi } from '@client/lib/admin-api';
import { format } from 'date-fns';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@shared/api/referrals';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { call } from '@client/lib/api';
import type { Clock } from '@client/lib/clock';
import { formatIn } from '@client/lib/dates';
import { tIn } from '@client/lib/i18n';
import { queryKeys } from '@client/lib/query-keys';
import { adminMessages } from '../messages';

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
/** Each status's name in the admin catalogue. */
export const INBOX_STATUS_LABELS = { new: 'inbox.status.new', handled: 'inbox.status.handled' } as const satisfies Record<InboxStatus, keyof (typeof adminMessages)['en']>;

export type InboxParams = { status: InboxStatus | null; reference?: string | null; page: number; pageSize?: number };

/** Newest first, with the number of new messages; paging keeps the previous page on screen. */
export function useInbox({ status, reference = null, page, pageSize = INBOX_PAGE_SIZE }: InboxParams) {
  const query = { status: status ?? undefined, reference: reference ?? undefined, page, pageSize };
  return useQuery({ queryKey: inboxKeys.list(query), queryFn: () => call(adminApi.contactAdmin.inbox, { query }), placeholderData: keepPreviousData });
}

export type StatusChange = { message: ContactMessage; status: InboxStatus };

/** POST /api/admin/contact/:id/status: handled, or back to new. */
export function useSetMessageStatus(outcome: Outcome<ContactMessage, StatusChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, status }: StatusChange) => call(adminApi.contactAdmin.setStatus, { params: { id: message.id }, body: { status } }),
    onSuccess: (updated, change) => {
      outcome.onSuccess?.(updated, change);
      return Promise.all([queryClient.invalidateQueries({ queryKey: inboxKeys.all }), queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog })]);
    },
    onError: outcome.onError,
  });
}

const SENT_PATTERN = 'MMM d, yyyy h:mm a';

/** 'Jun 3, 2026 4:05 PM': in this browser's zone, or the clock's, in the language given. */
export const whenSent = (value: string, clock?: Pick<Clock, 'timeZone'>, locale: Locale = DEFAULT_LOCALE) =>
  clock ? formatIn(new Date(value), SENT_PATTERN, clock, locale) : format(new Date(value), SENT_PATTERN);

/** A reply in the admin's own mail program: 'Re:' the subject, and the message quoted below (its line in the page's language when given). */
export function replyMailto(
  message: Pick<ContactMessage, 'email' | 'name' | 'subject' | 'message' | 'createdAt'>,
  { clock, locale = DEFAULT_LOCALE }: { clock?: Pick<Clock, 'timeZone'>; locale?: Locale } = {},
) {
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const query = new URLSearchParams({ subject: `Re: ${message.subject}`, body: `\n\n${tIn(adminMessages, locale)('inbox.replyQuote', { name: message.name, date: whenSent(message.createdAt, clock, locale) })}\n${quoted}` });
  // URLSearchParams writes a space as '+', which mail programs would show as it is.
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?${query.toString().replace(/\+/g, '%20')}`;
}
