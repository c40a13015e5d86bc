import { useEffect, useRef } from 'react';
import { useMarkRead } from './api';
import { usePageActive } from './use-page-active';

/** While the person is looking at the thread, what came in is marked read, so the counts clear. */
export function useReadWhileOpen(conversationId: string, unreadCount: number | undefined, newestId: number | undefined) {
  const active = usePageActive();
  const { mutate: markRead } = useMarkRead(conversationId);
  const marked = useRef(0);
  useEffect(() => {
    if (!active || !unreadCount || !newestId || newestId <= marked.current) return;
    marked.current = newestId;
    markRead(newestId);
  }, [active, unreadCount, newestId, markRead]);
}
