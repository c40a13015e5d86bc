import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notice, NoticeList } from '@shared/api/notifications';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';
import { notificationKeys } from './unread';

export { notificationKeys, useNotices, useUnreadNotices } from './unread';

export const noticesKey = notificationKeys.list;

/** GET /api/notifications keeps the newest 30. */
const KEPT = 30;

/**
 * The cached reads a notice of this kind changes (a buddy step changes the match and the lists): the
 * first element of those features' query keys, so this feature knows no other feature's code.
 */
const refreshes: Record<string, readonly unknown[]> = { buddy: queryKeys.buddyMatches };

/**
 * A notice that arrived over the stream: to the top of the list (once), with the server's unread count;
 * the screens it is about are read again, so an open match shows the other member's step at once.
 */
export function receiveNotice(queryClient: QueryClient, { notice, unreadCount }: { notice: Notice; unreadCount: number }) {
  queryClient.setQueryData<NoticeList>(noticesKey, (old) => ({
    notices: [notice, ...(old?.notices ?? []).filter((n) => n.id !== notice.id)].slice(0, KEPT),
    unreadCount,
  }));
  const queryKey = refreshes[notice.kind.split('.')[0] ?? ''];
  if (queryKey) void queryClient.invalidateQueries({ queryKey });
}

/** After missing events (the stream reconnected): the list is read again. */
export function refreshNotices(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: noticesKey });
}

/** POST /api/notifications/read: these notices, or all of them when `ids` is omitted. */
export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => call(api.notifications.markRead, { body: ids ? { ids } : {} }),
    onMutate: (ids) => {
      // Shown read at once; the server's answer follows.
      queryClient.setQueryData<NoticeList>(noticesKey, (old) => {
        if (!old) return old;
        const notices = old.notices.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n));
        return { notices, unreadCount: ids ? Math.max(0, old.unreadCount - old.notices.filter((n) => !n.read && ids.includes(n.id)).length) : 0 };
      });
    },
    onSuccess: (list) => queryClient.setQueryData(noticesKey, list),
    onError: (error) => {
      console.warn('Could not mark notifications read', error);
      void refreshNotices(queryClient);
    },
  });
}
