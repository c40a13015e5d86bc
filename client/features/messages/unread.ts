import { useQuery } from '@tanstack/react-query';
import type { UnreadSummary } from '@shared/api/messages';

/*
 * The header's unread count, apart from the rest of the messages API so the first page load carries
 * only this. The message stream (components/message-stream.tsx) fills it on connecting and keeps it live.
 */

export const unreadKey = ['/api/messages/unread'] as const;

/** Unread messages from other members in all my conversations; 0 until the stream has said. */
export function useUnreadTotal(): number {
  const { data } = useQuery<UnreadSummary>({ queryKey: unreadKey, enabled: false });
  return data?.unreadTotal ?? 0;
}
