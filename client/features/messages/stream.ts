import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MessageEvent as NewMessageEvent, ReadEvent, RemovedEvent, UnreadSummary } from '@shared/api/messages';
import type { noticeEvent } from '@shared/api/notifications';
import type { z } from 'zod';
import { api, hrefOf } from '@client/lib/api';
import { currentUserKey } from '@client/lib/auth';
// The stream also carries in-site notices (issue 7); the notifications feature owns their cache.
import { receiveNotice, refreshNotices } from '@client/lib/notices';
import { markReadByMe, markReadByThem, markRemoved, messageKeys, recordMessage, refreshConversations, refreshUnread, setUnreadTotal } from './cache';

/** After the browser gives up on the stream (an error answer), a new one is tried, waiting longer each time. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;
/** Message ids already counted as unread, so a repeated event does not count twice. */
const SEEN_MAX = 500;
/**
 * After a reconnect the server sends `ready` (whose total already counts what was missed) and then
 * replays the missed messages: for this long they are not counted again, and then the counts are read afresh.
 */
const SETTLE_MS = 2_000;

type StreamState = { connectedBefore: boolean; seen: Set<number>; quietUntil: number; onReady: () => void; onReconnected: () => void };

function read<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

/** What each event of GET /api/messages/stream changes in the cache. */
function listen(source: EventSource, queryClient: QueryClient, myId: string, state: StreamState) {
  source.addEventListener('ready', (event) => {
    const data = read<UnreadSummary>(event);
    if (!data) return;
    setUnreadTotal(queryClient, data.unreadTotal);
    // Back after a break: whatever was missed is read again, to be safe (the server also replays by Last-Event-ID).
    if (state.connectedBefore) {
      state.quietUntil = Date.now() + SETTLE_MS;
      state.onReconnected();
      void refreshConversations(queryClient);
      void refreshNotices(queryClient);
    }
    state.connectedBefore = true;
    state.onReady();
  });
  source.addEventListener('message', (event) => {
    const data = read<NewMessageEvent>(event);
    if (!data) return;
    const { message, member } = data;
    const countUnread = !state.seen.has(message.id) && Date.now() >= state.quietUntil;
    state.seen.add(message.id);
    if (state.seen.size > SEEN_MAX) state.seen.delete(state.seen.values().next().value as number);
    recordMessage(queryClient, message, { myId, member, countUnread });
  });
  source.addEventListener('read', (event) => {
    const data = read<ReadEvent>(event);
    if (!data) return;
    if (data.readerId === myId) markReadByMe(queryClient, data.conversationId, data.unreadTotal);
    else markReadByThem(queryClient, data.conversationId, data.upTo);
  });
  source.addEventListener('removed', (event) => {
    const data = read<RemovedEvent>(event);
    if (data) markRemoved(queryClient, data.conversationId, data.messageId);
  });
  source.addEventListener('notice', (event) => {
    const data = read<z.infer<typeof noticeEvent>>(event);
    if (data?.notice) receiveNotice(queryClient, data);
  });
}

/**
 * One Server-Sent Events connection per tab while signed in (closed on sign-out): new messages,
 * reads and removals go straight into the query cache, so the open thread, the conversation list
 * and the header's unread count change without reloading.
 */
export function useMessageStream(myId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!myId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_FIRST_MS;
    let askedForUnread = false;
    const state: StreamState = {
      connectedBefore: false,
      seen: new Set<number>(),
      quietUntil: 0,
      onReady: () => {
        delay = RETRY_FIRST_MS;
      },
      onReconnected: () => {
        clearTimeout(settle);
        settle = setTimeout(() => {
          void refreshUnread(queryClient);
          void queryClient.invalidateQueries({ queryKey: messageKeys.conversations, exact: true });
        }, SETTLE_MS);
      },
    };

    const connect = () => {
      const current = new EventSource(hrefOf(api.messages.stream));
      source = current;
      listen(current, queryClient, myId, state);
      current.onerror = () => {
        // While CONNECTING the browser tries again by itself; CLOSED means it gave up.
        if (current.readyState !== EventSource.CLOSED) return;
        current.close();
        // The server ends the stream on sign-out (here or elsewhere) and suspension: if that is why, the
        // current user reads as nobody and the app shell unmounts this hook, cancelling the retry.
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
        if (!state.connectedBefore && !askedForUnread) {
          // No `ready` to say the unread count: ask for it directly.
          askedForUnread = true;
          void refreshUnread(queryClient);
        }
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      };
    };

    connect();
    return () => {
      clearTimeout(retry);
      clearTimeout(settle);
      source?.close();
    };
  }, [myId, queryClient]);
}
