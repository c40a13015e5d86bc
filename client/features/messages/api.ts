import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy } from '@client/lib/lazy';
import type { MessageSettings, ReportMessageBody } from '@shared/api/messages';
import { messageReportReasonLabels } from '@shared/messages';
import { useAuth } from '@client/lib/auth';
import { api, call } from '@client/lib/api';
import {
  addPending,
  dropPending,
  markBlocked,
  markReadByMe,
  messageKeys,
  recordMessage,
  refreshConversations,
  refreshUnread,
  setUnreadTotal,
  type ConversationPages,
  type ThreadData,
  type ThreadMessage,
  type ThreadPageData,
} from './cache';

export { messageKeys, type ThreadMessage };
export { unreadKey, unreadQuery, useUnreadTotal } from './unread';

/**
 * The one component other features may show (a Clubfoot Buddy match shows the buddies' conversation):
 * a conversation's thread and composer, loaded when first shown. Wrap it in <Suspense>.
 */
export const ConversationPanel = lazy(() => import('./components/conversation-panel'));

/*
 * Private messages (issue 6). The screens read through these hooks; the stream (stream.ts) and the
 * mutations below change the same cache entries, so every screen shows a message the moment it exists.
 * The constants come from shared/messages.ts, which is free of zod (shared/api/messages.ts would bring
 * the schemas to these screens).
 */

export { MESSAGE_MAX, MESSAGE_REPORT_DETAILS_MAX, type MessageReportReason } from '@shared/messages';
/** What a report is about, in words. */
export const MESSAGE_REPORT_REASON_LABELS = messageReportReasonLabels;

/**
 * What the screen says when a change is done or refused (a toast), called where the change lands in
 * the cache, so it shows at the same moment whichever screen asked and even after that screen is gone.
 */
export type Notify<Vars, Data = unknown> = { done?: (vars: Vars, data: Data) => void; failed?: (error: Error, vars: Vars) => void };

/* ---------- Reads ---------- */

/** GET /api/messages/conversations/:id (404 when it is not mine). */
export const conversationQuery = (id: string) =>
  queryOptions({ queryKey: messageKeys.conversation(id), queryFn: () => call(api.messages.conversation, { params: { id } }) });

/** GET /api/messages/blocks: the members I blocked. */
export const blocksQuery = queryOptions({ queryKey: messageKeys.blocks, queryFn: () => call(api.messages.blocks) });

/** GET /api/messages/settings: who may start a conversation with me. */
export const settingsQuery = queryOptions({ queryKey: messageKeys.settings, queryFn: () => call(api.messages.settings) });

/** GET /api/messages/conversations: newest activity first, then more with the cursor. Each read also refreshes the header's total. */
export function useConversations() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: messageKeys.conversations,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const list = await call(api.messages.conversations, { query: { cursor: pageParam ?? undefined } });
      setUnreadTotal(queryClient, list.unreadTotal);
      return list;
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** One conversation's summary; the list's row stands in while it loads. */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...conversationQuery(id),
    placeholderData: () =>
      queryClient
        .getQueryData<ConversationPages>(messageKeys.conversations)
        ?.pages.flatMap((page) => page.conversations)
        .find((conversation) => conversation.id === id),
  });
}

/** GET /api/messages/conversations/:id/messages: the newest 30, then older pages (`before` the oldest loaded). */
export function useThread(id: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(id),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }): Promise<ThreadPageData> => call(api.messages.thread, { params: { id }, query: { before: pageParam ?? undefined } }),
    getNextPageParam: (last) => {
      const oldest = last.messages.find((message: ThreadMessage) => !message.pending);
      return last.hasMore && oldest ? oldest.id : undefined;
    },
  });
}

/** The thread's messages, oldest first (the pages hold the newest first). */
export function threadMessages(data: Pick<ThreadData, 'pages'> | undefined): ThreadMessage[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.messages) : [];
}

/** The members I blocked. */
export function useBlockedMembers() {
  return useQuery(blocksQuery);
}

/** Who may start a conversation with me. */
export function useMessageSettings() {
  return useQuery(settingsQuery);
}

/* ---------- Writing ---------- */

export type SendInput = { body: string; clientId: string };

/**
 * POST /api/messages/conversations/:id/messages. The message shows at once, marked as sending; the
 * server's copy replaces it (by clientId, whichever comes first: this answer or the stream's event).
 * A failure takes it away again; the caller shows why and keeps the text.
 */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ body, clientId }: SendInput) => call(api.messages.send, { params: { id: conversationId }, body: { body, clientId } }),
    onMutate: ({ body, clientId }) => {
      addPending(queryClient, {
        id: -Date.now(),
        conversationId,
        senderId: user?.id ?? '',
        body: body.trim(),
        removed: false,
        createdAt: new Date().toISOString(),
        clientId,
      });
    },
    onSuccess: (message) => {
      recordMessage(queryClient, message, { myId: user?.id ?? message.senderId, countUnread: false });
    },
    onError: (_error, { clientId }) => dropPending(queryClient, conversationId, clientId),
  });
}

/** POST /api/messages/conversations/:id/read: everything up to `upTo` is read; the header's total follows. */
export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) => call(api.messages.markRead, { params: { id: conversationId }, body: { upTo } }),
    onSuccess: ({ unreadTotal }) => markReadByMe(queryClient, conversationId, unreadTotal),
    onError: (error) => console.warn('Could not mark the conversation read', error),
  });
}

export type MemberRef = { id: string; name: string };

/** POST /api/messages/blocks: they can no longer message me, and their conversation leaves my list. */
export function useBlockMember({ done, failed }: Notify<MemberRef> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: MemberRef) => call(api.messages.block, { body: { memberId: member.id } }),
    onSuccess: async (result, member) => {
      done?.(member, result);
      markBlocked(queryClient, member.id);
      await Promise.all([queryClient.invalidateQueries({ queryKey: messageKeys.blocks }), refreshUnread(queryClient)]);
    },
    onError: (error, member) => failed?.(error, member),
  });
}

/** DELETE /api/messages/blocks/:memberId: their conversation comes back, and they may write again. */
export function useUnblockMember({ done, failed }: Notify<MemberRef> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: MemberRef) => call(api.messages.unblock, { params: { memberId: member.id } }),
    onSuccess: async (result, member) => {
      done?.(member, result);
      await Promise.all([queryClient.invalidateQueries({ queryKey: messageKeys.blocks }), refreshConversations(queryClient), refreshUnread(queryClient)]);
    },
    onError: (error, member) => failed?.(error, member),
  });
}

/** PUT /api/messages/settings. */
export function useUpdateMessageSettings({ done, failed }: Notify<MessageSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MessageSettings) => call(api.messages.updateSettings, { body: settings }),
    onSuccess: (saved, settings) => {
      queryClient.setQueryData(messageKeys.settings, saved);
      done?.(settings, saved);
    },
    onError: (error, settings) => failed?.(error, settings),
  });
}

/** POST /api/messages/reports: to the administrators' queue (409 when I reported it already). */
export function useReportMessage() {
  return useMutation({
    mutationFn: async (report: ReportMessageBody) => {
      await call(api.messages.report, { body: report });
    },
  });
}
