import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  type ConversationSummary,
  type Message,
  MESSAGE_MAX,
  MESSAGE_REPORT_DETAILS_MAX,
  type MessageMember,
  messageReportReasonLabels,
} from '../../shared/api/messages';
import * as messagesApi from '../../client/features/messages/api';
import {
  addPending,
  addToThread,
  type ConversationPages,
  markBlocked,
  markReadByMe,
  markReadByThem,
  markRemoved,
  messageKeys,
  recordMessage,
  type ThreadData,
} from '../../client/features/messages/cache';

const ME = 'me';
const member = (id: string): MessageMember => ({ id, firstName: id, lastName: null, profileImageUrl: null, unavailable: false });
const message = (id: number, conversationId: string, senderId: string, extra: Partial<Message> = {}): Message => ({
  id,
  conversationId,
  senderId,
  body: `message ${id}`,
  removed: false,
  createdAt: new Date(Date.UTC(2026, 10, 23, 10, id)).toISOString(),
  clientId: null,
  ...extra,
});
const summary = (id: string, other: string, lastId: number, unreadCount = 0): ConversationSummary => ({
  id,
  member: member(other),
  lastMessage: { id: lastId, senderId: other, preview: `message ${lastId}`, removed: false, createdAt: new Date(Date.UTC(2026, 10, 23, 10, lastId)).toISOString() },
  unreadCount,
  lastActivityAt: new Date(Date.UTC(2026, 10, 23, 10, lastId)).toISOString(),
  cannotSend: null,
  theirLastReadId: null,
});

function setup() {
  const queryClient = new QueryClient();
  const list: ConversationPages = {
    pages: [{ conversations: [summary('a', 'ann', 5), summary('b', 'bob', 3, 1)], nextCursor: null, unreadTotal: 1 }],
    pageParams: [null],
  };
  queryClient.setQueryData(messageKeys.conversations, list);
  queryClient.setQueryData(messageKeys.conversation('b'), summary('b', 'bob', 3, 1));
  const thread: ThreadData = { pages: [{ messages: [message(2, 'b', ME), message(3, 'b', 'bob')], hasMore: false }], pageParams: [null] };
  queryClient.setQueryData(messageKeys.thread('b'), thread);
  queryClient.setQueryData(messageKeys.unread, { unreadTotal: 1 });
  return queryClient;
}

const listIds = (queryClient: QueryClient) =>
  queryClient.getQueryData<ConversationPages>(messageKeys.conversations)?.pages.flatMap((page) => page.conversations.map((c) => c.id));
const threadIds = (queryClient: QueryClient, id = 'b') =>
  queryClient.getQueryData<ThreadData>(messageKeys.thread(id))?.pages.flatMap((page) => page.messages.map((m) => m.id));
const listed = (queryClient: QueryClient, id: string) =>
  queryClient.getQueryData<ConversationPages>(messageKeys.conversations)?.pages.flatMap((page) => page.conversations).find((c) => c.id === id);

describe('messages cache', () => {
  it('a message from the other member joins the thread once, moves its conversation to the top and counts as unread', () => {
    const queryClient = setup();
    recordMessage(queryClient, message(7, 'b', 'bob', { body: 'first line\nsecond' }), { myId: ME, member: member('bob'), countUnread: true });
    expect(threadIds(queryClient)).toEqual([2, 3, 7]);
    expect(listIds(queryClient)).toEqual(['b', 'a']);
    expect(listed(queryClient, 'b')).toMatchObject({ unreadCount: 2, lastMessage: { id: 7, preview: 'first line\nsecond' } });
    expect(queryClient.getQueryData(messageKeys.conversation('b'))).toMatchObject({ unreadCount: 2 });
    expect(queryClient.getQueryData(messageKeys.unread)).toEqual({ unreadTotal: 2 });

    addToThread(queryClient, message(7, 'b', 'bob'));
    expect(threadIds(queryClient)).toEqual([2, 3, 7]);
  });

  it('a conversation the list does not have yet is added at the top', () => {
    const queryClient = setup();
    recordMessage(queryClient, message(9, 'c', 'cy'), { myId: ME, member: member('cy'), countUnread: true });
    expect(listIds(queryClient)).toEqual(['c', 'a', 'b']);
    expect(listed(queryClient, 'c')).toMatchObject({ member: { id: 'cy' }, unreadCount: 1, cannotSend: null });
  });

  it('the pending copy of my message is replaced by the server copy, whichever arrives first', () => {
    const queryClient = setup();
    addPending(queryClient, { ...message(-1, 'b', ME, { clientId: 'k1' }), body: 'hello' });
    expect(threadIds(queryClient)).toEqual([2, 3, -1]);
    recordMessage(queryClient, message(8, 'b', ME, { clientId: 'k1' }), { myId: ME, countUnread: true });
    expect(threadIds(queryClient)).toEqual([2, 3, 8]);
    expect(queryClient.getQueryData(messageKeys.unread)).toEqual({ unreadTotal: 1 });
    addToThread(queryClient, message(8, 'b', ME, { clientId: 'k1' }));
    expect(threadIds(queryClient)).toEqual([2, 3, 8]);
  });

  it('reads, removals and blocks change what is shown', () => {
    const queryClient = setup();
    markReadByMe(queryClient, 'b', 0);
    expect(listed(queryClient, 'b')?.unreadCount).toBe(0);
    expect(queryClient.getQueryData(messageKeys.unread)).toEqual({ unreadTotal: 0 });

    markReadByThem(queryClient, 'b', 2);
    expect(queryClient.getQueryData<ConversationSummary>(messageKeys.conversation('b'))?.theirLastReadId).toBe(2);

    markRemoved(queryClient, 'b', 3);
    expect(queryClient.getQueryData<ThreadData>(messageKeys.thread('b'))?.pages[0]?.messages[1]).toMatchObject({ id: 3, body: '', removed: true });
    expect(listed(queryClient, 'b')?.lastMessage).toMatchObject({ removed: true, preview: '' });

    markBlocked(queryClient, 'bob');
    expect(listIds(queryClient)).toEqual(['a']);
    expect(queryClient.getQueryData<ConversationSummary>(messageKeys.conversation('b'))?.cannotSend).toBe('blocked-by-me');
  });
});

describe("the client's copies of the contract's constants", () => {
  it('agree with shared/api/messages.ts', () => {
    expect(messagesApi.MESSAGE_MAX).toBe(MESSAGE_MAX);
    expect(messagesApi.MESSAGE_REPORT_DETAILS_MAX).toBe(MESSAGE_REPORT_DETAILS_MAX);
    expect(messagesApi.MESSAGE_REPORT_REASON_LABELS).toEqual(messageReportReasonLabels);
  });
});

describe('a message arriving while its thread is still loading', () => {
  it('is not lost: it joins the thread once the thread has loaded', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = messageKeys.thread('c-loading');
    // The thread was read before message 2 was stored; message 2 arrives on the stream meanwhile.
    const answer: ThreadData = { pages: [{ messages: [message(1, 'c-loading', 'them')], hasMore: false }], pageParams: [null] };
    // The open thread page observes the query, as useThread does.
    const observer = new QueryObserver<ThreadData>(queryClient, {
      queryKey: key,
      queryFn: () => new Promise<ThreadData>((resolve) => setTimeout(() => resolve(answer), 20)),
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching');
    addToThread(queryClient, message(2, 'c-loading', 'them'));
    await vi.waitFor(() => expect(queryClient.getQueryData<ThreadData>(key)?.pages[0]?.messages.map((m) => m.id)).toEqual([1, 2]));
    unsubscribe();
  });
});

describe('a message arriving while its loaded thread is read again (a refetch after the stream reconnected)', () => {
  it('shows at once, and the refetch, answered before the message was stored, does not take it away', async () => {
    const queryClient = setup();
    const key = messageKeys.thread('b');
    let answer: (data: ThreadData) => void = () => {};
    const observer = new QueryObserver<ThreadData>(queryClient, {
      queryKey: key,
      queryFn: () => new Promise<ThreadData>((resolve) => (answer = resolve)),
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => {});
    const refetched = observer.refetch();
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching');
    addToThread(queryClient, message(4, 'b', 'bob'));
    markRemoved(queryClient, 'b', 3);
    expect(threadIds(queryClient)).toEqual([2, 3, 4]);
    // The server read the thread before message 4 was stored and message 3 removed.
    answer({ pages: [{ messages: [message(2, 'b', ME), message(3, 'b', 'bob')], hasMore: false }], pageParams: [null] });
    await refetched;
    await vi.waitFor(() => expect(threadIds(queryClient)).toEqual([2, 3, 4]));
    expect(queryClient.getQueryData<ThreadData>(key)?.pages[0]?.messages.find((m) => m.id === 3)?.removed).toBe(true);
    unsubscribe();
  });
});
