import { useQuery } from '@tanstack/react-query';
import type { NoticeList } from '@shared/api/notifications';

/*
 * The header's count of unread notices, apart from the rest of the notifications code so the first
 * page load carries only this. GET /api/notifications fills it once; the messages stream's `notice`
 * events keep it live (see api.ts receiveNotice).
 */

export const noticesKey = ['/api/notifications'] as const;

/** My newest notices and how many are unread (read while signed in). */
export function useNotices(enabled: boolean) {
  return useQuery<NoticeList>({ queryKey: noticesKey, enabled });
}

/** Unread notices; 0 until known. */
export function useUnreadNotices(enabled: boolean): number {
  return useNotices(enabled).data?.unreadCount ?? 0;
}
