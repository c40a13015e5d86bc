import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ConversationList, ConversationSummary, Message, MessageMember, UnreadSummary } from '@shared/api/messages';
import { queryKeys } from '@client/lib/query-keys';
import { unreadKey, unreadQuery } from './unread';

/*
 * What the messages screens keep in the query cache, and the changes the stream and the mutations
 * make to it. Conversation keys share one root, so invalidating `messageKeys.conversations` reaches
 * the list, every conversation and every thread.
 */

const conversations = queryKeys.messageConversations;

export const messageKeys = {
  all: queryKeys.messages,
  unread: unreadKey,
  /** The conversation list (pages of ConversationList, newest activity first). */
  conversations,
  /** One conversation's summary (ConversationSummary). */
  conversation: (id: string) => [...conversations, id] as const,
  /** One conversation's messages: pages of ThreadPage, the newest page first. */
  thread: (id: string) => [...conversations, id, 'messages'] as const,
  blocks: [...queryKeys.messages, 'blocks'] as const,
  settings: [...queryKeys.messages, 'settings'] as const,
};

/** A message on screen; one being sent carries `pending` (and a temporary negative id) until the server answers. */
export type ThreadMessage = Message & { pending?: boolean };
export type ThreadPageData = { messages: ThreadMessage[]; hasMore: boolean };
/** pages[0] is the newest page; each next page holds older messages (`before` the oldest one loaded). */
export type ThreadData = InfiniteData<ThreadPageData, number | null>;
export type ConversationPages = InfiniteData<ConversationList, string | null>;

const PREVIEW_LENGTH = 200;

/** The list's line for a message: its text, or nothing when it was removed. */
function lastMessageOf(message: Message): NonNullable<ConversationSummary['lastMessage']> {
  const preview = message.removed ? '' : message.body.trim().slice(0, PREVIEW_LENGTH);
  return { id: message.id, senderId: message.senderId, preview, removed: message.removed, createdAt: message.createdAt };
}

const later = (a: string, b: string) => (new Date(a).getTime() >= new Date(b).getTime() ? a : b);

function mapConversations(data: ConversationPages, change: (conversation: ConversationSummary) => ConversationSummary): ConversationPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, conversations: page.conversations.map(change) })) };
}

/** Changes one conversation wherever it is cached: its own summary and its row in the list. */
export function patchConversation(queryClient: QueryClient, id: string, change: (conversation: ConversationSummary) => ConversationSummary) {
  queryClient.setQueryData<ConversationSummary>(messageKeys.conversation(id), (old) => (old ? change(old) : old));
  queryClient.setQueryData<ConversationPages>(messageKeys.conversations, (old) =>
    old ? mapConversations(old, (conversation) => (conversation.id === id ? change(conversation) : conversation)) : old,
  );
}

export function setUnreadTotal(queryClient: QueryClient, unreadTotal: number) {
  queryClient.setQueryData<UnreadSummary>(unreadKey, { unreadTotal });
}

/** Asks the server for the unread total again (after a block or unblock changes which messages count). */
export function refreshUnread(queryClient: QueryClient) {
  return queryClient.fetchQuery({ ...unreadQuery, staleTime: 0 }).catch((error: unknown) => {
    console.warn('Could not read the unread count', error);
  });
}

/** Everything about conversations (list, summaries, threads) is read again. */
export function refreshConversations(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
}

/**
 * Makes a live change (a stream event, a send's answer) to a cached read now and, when that read is
 * being fetched (its first load, or a refetch after a reconnect), again once the fetch lands: the
 * server may have answered it before the change existed, and its answer replaces the cached data.
 * So each change must be safe to make twice.
 */
function applyLive(queryClient: QueryClient, queryKey: readonly unknown[], change: () => void) {
  change();
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  // fetch() joins the fetch under way and resolves once its answer is in the cache.
  if (query && query.state.fetchStatus !== 'idle') void query.fetch().then(change, () => {});
}

/**
 * Adds a message to its thread, once: a message already there (by id) is not added again, and the
 * pending copy the composer showed (same clientId) is replaced by the server's.
 */
export function addToThread(queryClient: QueryClient, message: Message) {
  const key = messageKeys.thread(message.conversationId);
  applyLive(queryClient, key, () =>
    queryClient.setQueryData<ThreadData>(key, (old) => {
      const first = old?.pages[0];
      if (!old || !first) return old;
      const isPendingCopy = (m: ThreadMessage) => m.pending === true && message.clientId !== null && m.clientId === message.clientId;
      const known = old.pages.some((page) => page.messages.some((m) => m.id === message.id));
      if (known) {
        if (!first.messages.some(isPendingCopy)) return old;
        return { ...old, pages: [{ ...first, messages: first.messages.filter((m) => !isPendingCopy(m)) }, ...old.pages.slice(1)] };
      }
      const rest = first.messages.filter((m) => !isPendingCopy(m));
      const confirmed = [...rest.filter((m) => !m.pending), message].sort((a, b) => a.id - b.id);
      const messages = [...confirmed, ...rest.filter((m) => m.pending)];
      return { ...old, pages: [{ ...first, messages }, ...old.pages.slice(1)] };
    }),
  );
}

/** Shows a message being sent at the bottom of its thread. */
export function addPending(queryClient: QueryClient, message: ThreadMessage) {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(message.conversationId), (old) => {
    const first = old?.pages[0];
    if (!old || !first) return old;
    return { ...old, pages: [{ ...first, messages: [...first.messages, { ...message, pending: true }] }, ...old.pages.slice(1)] };
  });
}

/** A send failed: its pending copy goes. */
export function dropPending(queryClient: QueryClient, conversationId: string, clientId: string) {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(conversationId), (old) => {
    const first = old?.pages[0];
    if (!old || !first) return old;
    const messages = first.messages.filter((m) => !(m.pending && m.clientId === clientId));
    return { ...old, pages: [{ ...first, messages }, ...old.pages.slice(1)] };
  });
}

type NewMessageOptions = {
  myId: string;
  /** The other member, when known (the stream says), for a conversation the list does not have yet. */
  member?: MessageMember;
  /** A message from the other member adds to the unread counts (false for one already counted). */
  countUnread: boolean;
};

/**
 * A new message (sent here, in another tab, or by the other member): into its thread, its
 * conversation to the top of the list with the new preview and unread count, and the header's total.
 */
export function recordMessage(queryClient: QueryClient, message: Message, { myId, member, countUnread }: NewMessageOptions) {
  addToThread(queryClient, message);
  const id = message.conversationId;
  const unread = countUnread && message.senderId !== myId;
  const bump = (conversation: ConversationSummary): ConversationSummary => {
    const newer = !conversation.lastMessage || message.id >= conversation.lastMessage.id;
    return {
      ...conversation,
      lastMessage: newer ? lastMessageOf(message) : conversation.lastMessage,
      lastActivityAt: later(message.createdAt, conversation.lastActivityAt),
      unreadCount: unread ? conversation.unreadCount + 1 : conversation.unreadCount,
    };
  };

  const cached = queryClient.getQueryData<ConversationSummary>(messageKeys.conversation(id));
  let missing = false;
  queryClient.setQueryData<ConversationPages>(messageKeys.conversations, (old) => {
    const first = old?.pages[0];
    if (!old || !first) return old;
    let listed: ConversationSummary | undefined;
    const pages = old.pages.map((page) => ({
      ...page,
      conversations: page.conversations.filter((conversation) => {
        if (conversation.id !== id) return true;
        listed = conversation;
        return false;
      }),
    }));
    // The stream's `member` is the other member of the conversation; when it names me instead, the list is read again.
    const fresh: ConversationSummary | undefined =
      member && member.id !== myId
        ? { id, member, lastMessage: null, unreadCount: 0, lastActivityAt: message.createdAt, cannotSend: null, theirLastReadId: null }
        : undefined;
    const base = listed ?? cached ?? fresh;
    if (!base) {
      missing = true;
      return old;
    }
    const top = pages[0] ?? first;
    return { ...old, pages: [{ ...top, conversations: [bump(base), ...top.conversations] }, ...pages.slice(1)] };
  });
  if (cached) queryClient.setQueryData<ConversationSummary>(messageKeys.conversation(id), bump(cached));
  if (missing) void queryClient.invalidateQueries({ queryKey: messageKeys.conversations, exact: true });
  if (unread) queryClient.setQueryData<UnreadSummary>(unreadKey, (old) => (old ? { unreadTotal: old.unreadTotal + 1 } : old));
}

/** A moderator removed a message: its text goes from the thread and from the list's preview. */
export function markRemoved(queryClient: QueryClient, conversationId: string, messageId: number) {
  const key = messageKeys.thread(conversationId);
  applyLive(queryClient, key, () =>
    queryClient.setQueryData<ThreadData>(key, (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((page) => ({
              ...page,
              messages: page.messages.map((m) => (m.id === messageId ? { ...m, body: '', removed: true } : m)),
            })),
          }
        : old,
    ),
  );
  patchConversation(queryClient, conversationId, (conversation) =>
    conversation.lastMessage?.id === messageId ? { ...conversation, lastMessage: { ...conversation.lastMessage, preview: '', removed: true } } : conversation,
  );
}

/** I read a conversation (here or in another tab): its count clears, and the total is the server's. */
export function markReadByMe(queryClient: QueryClient, conversationId: string, unreadTotal: number | null) {
  patchConversation(queryClient, conversationId, (conversation) => (conversation.unreadCount === 0 ? conversation : { ...conversation, unreadCount: 0 }));
  if (unreadTotal !== null) setUnreadTotal(queryClient, unreadTotal);
}

/** The other member read up to a message: "Seen" moves. */
export function markReadByThem(queryClient: QueryClient, conversationId: string, upTo: number) {
  patchConversation(queryClient, conversationId, (conversation) =>
    conversation.theirLastReadId !== null && conversation.theirLastReadId >= upTo ? conversation : { ...conversation, theirLastReadId: upTo },
  );
}

/** After blocking a member: their conversations leave the list and say why nothing can be sent. */
export function markBlocked(queryClient: QueryClient, memberId: string) {
  queryClient.setQueryData<ConversationPages>(messageKeys.conversations, (old) =>
    old
      ? { ...old, pages: old.pages.map((page) => ({ ...page, conversations: page.conversations.filter((c) => c.member.id !== memberId) })) }
      : old,
  );
  for (const [key, conversation] of queryClient.getQueriesData<ConversationSummary>({ queryKey: messageKeys.conversations })) {
    // A summary's key is the root and its id; a thread's is longer.
    if (key.length === conversations.length + 1 && conversation && 'member' in conversation && conversation.member.id === memberId) {
      queryClient.setQueryData<ConversationSummary>(key, { ...conversation, cannotSend: 'blocked-by-me', unreadCount: 0 });
    }
  }
}
