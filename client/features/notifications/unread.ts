import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@client/lib/api';
import { notificationKeys } from '@client/lib/notices';

/*
 * The header's count of unread notices, apart from the rest of the notifications code so the first
 * page load carries only this. GET /api/notifications fills it once; the messages stream's `notice`
 * events keep it live (see client/lib/notices.ts).
 */

export const noticesQuery = queryOptions({ queryKey: notificationKeys.list, queryFn: () => call(api.notifications.list) });

/** My newest notices and how many are unread (read while signed in). */
export function useNotices(enabled: boolean) {
  return useQuery({ ...noticesQuery, enabled });
}

/** Unread notices; 0 until known. */
export function useUnreadNotices(enabled: boolean): number {
  return useNotices(enabled).data?.unreadCount ?? 0;
}
