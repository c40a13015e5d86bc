import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notice, NoticeList } from '../../shared/api/notifications';
import { noticesKey, receiveNotice } from '../../client/features/notifications/api';

const notice = (id: number, extra: Partial<Notice> = {}): Notice => ({
  id,
  kind: 'buddy.requested',
  title: `Notice ${id}`,
  body: 'Body',
  link: '/clubfoot-buddy/match/x',
  createdAt: new Date(Date.UTC(2026, 10, 23, 10, id)).toISOString(),
  read: false,
  ...extra,
});

describe('notices from the stream', () => {
  it('go to the top once, with the server unread count, and at most 30 are kept', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<NoticeList>(noticesKey, { notices: Array.from({ length: 30 }, (_, i) => notice(30 - i, { read: true })), unreadCount: 0 });
    receiveNotice(queryClient, { notice: notice(31), unreadCount: 1 });
    receiveNotice(queryClient, { notice: notice(31), unreadCount: 1 });
    const list = queryClient.getQueryData<NoticeList>(noticesKey);
    expect(list?.unreadCount).toBe(1);
    expect(list?.notices).toHaveLength(30);
    expect(list?.notices.map((n) => n.id).slice(0, 2)).toEqual([31, 30]);
  });

  it('start the list when none was read yet, and a buddy step refreshes the buddy screens', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['buddy', 'matches', 'abc'], { status: 'requested' });
    queryClient.setQueryData(['messages', 'unread'], { unreadTotal: 2 });
    receiveNotice(queryClient, { notice: notice(1, { kind: 'buddy.accepted' }), unreadCount: 4 });
    expect(queryClient.getQueryData<NoticeList>(noticesKey)).toEqual({ notices: [notice(1, { kind: 'buddy.accepted' })], unreadCount: 4 });
    expect(queryClient.getQueryState(['buddy', 'matches', 'abc'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['messages', 'unread'])?.isInvalidated).toBe(false);
  });
});
