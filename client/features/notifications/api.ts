import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticeList } from '@shared/api/notifications';
import { api, call } from '@client/lib/api';
import { notificationKeys, refreshNotices } from '@client/lib/notices';

export { useNotices, useUnreadNotices } from './unread';
export { notificationKeys, receiveNotice, refreshNotices } from '@client/lib/notices';

export const noticesKey = notificationKeys.list;

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
