import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/*
 * The header's unread count, apart from the rest of the messages API so the first page load carries
 * only this. The message stream (components/message-stream.tsx) fills it on connecting and keeps it live.
 */

export const unreadKey = [...queryKeys.messages, 'unread'] as const;

/** GET /api/messages/unread, read only when asked for (the stream says it otherwise). */
export const unreadQuery = queryOptions({ queryKey: unreadKey, queryFn: () => call(api.messages.unread) });

/** Unread messages from other members in all my conversations; 0 until the stream has said. */
export function useUnreadTotal(): number {
  const { data } = useQuery({ ...unreadQuery, enabled: false });
  return data?.unreadTotal ?? 0;
}
