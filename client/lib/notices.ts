import type { QueryClient } from '@tanstack/react-query';
import type { Notice, NoticeList } from '@shared/api/notifications';
import { queryKeys } from './query-keys';

/*
 * The cached list of in-site notices, shared by the notifications feature (which reads and marks it)
 * and the member stream (which receives new notices live), so neither imports the other.
 */

export const notificationKeys = {
  all: queryKeys.notifications,
  list: [...queryKeys.notifications, 'list'] as const,
};

/** GET /api/notifications keeps the newest 30. */
const KEPT = 30;

/**
 * The cached reads a notice of this kind changes (a buddy step changes the match and the lists): the
 * first element of those features' query keys, so this module knows no feature's code.
 */
const refreshes: Record<string, readonly unknown[]> = { buddy: queryKeys.buddyMatches, group: queryKeys.groups, event: queryKeys.events };

/**
 * A notice that arrived over the stream: to the top of the list (once), with the server's unread count;
 * the screens it is about are read again, so an open match shows the other member's step at once.
 */
export function receiveNotice(queryClient: QueryClient, { notice, unreadCount }: { notice: Notice; unreadCount: number }) {
  queryClient.setQueryData<NoticeList>(notificationKeys.list, (old) => ({
    notices: [notice, ...(old?.notices ?? []).filter((n) => n.id !== notice.id)].slice(0, KEPT),
    unreadCount,
  }));
  const queryKey = refreshes[notice.kind.split('.')[0] ?? ''];
  if (queryKey) void queryClient.invalidateQueries({ queryKey });
}

/** After missing events (the stream reconnected): the list is read again. */
export function refreshNotices(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.list });
}
