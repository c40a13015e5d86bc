import { type Query, type QueryClient, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumTopic } from '@shared/api/forum';
import type { ForumActivityItem } from '@shared/api/forum-admin';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, errorMessage, throwIfResNotOk } from '@client/lib/api';

/*
 * Moderation from /admin/forums through the public forum's own endpoints (the ones the topic page
 * uses): the newest topics, pin, lock, move and delete them, and remove replies and comments.
 */

const TOPICS_URL = '/api/forum/topics';
const PAGE_SIZE = 20;
/** The next-page header of GET /api/forum/topics (shared/api/forum.ts NEXT_CURSOR_HEADER; kept free of zod here). */
const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const adminTopicsKey = [TOPICS_URL, { limit: PAGE_SIZE }] as const;

type TopicPage = { items: ForumTopic[]; nextCursor: string | null };

async function fetchTopics(cursor: string | null): Promise<TopicPage> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  const res = await fetch(`${TOPICS_URL}?${params.toString()}`, { credentials: 'include' });
  await throwIfResNotOk(res);
  return { items: (await res.json()) as ForumTopic[], nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}

/** GET /api/forum/topics?limit=20: newest first, then "Load more" follows the cursor in the header. */
export function useAdminTopics() {
  return useInfiniteQuery({
    queryKey: adminTopicsKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchTopics(pageParam),
    getNextPageParam: (last) => last.nextCursor,
  });
}

const FORUM_PREFIXES = ['/api/forum', '/api/admin/forum', '/api/admin/audit-log'];
/** Every forum screen, public or admin (lists, counts, activity, reports), and the audit log that records the change. */
const isForumQuery = (query: Query) => {
  const [first] = query.queryKey;
  return typeof first === 'string' && FORUM_PREFIXES.some((prefix) => first.startsWith(prefix));
};
const forumChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ predicate: isForumQuery });

const failed = (title: string) => (error: unknown) => {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
};

export type TopicChange = { isPinned: boolean } | { isLocked: boolean } | { categoryId: number; categoryName: string };

/** What a change did, in words, and what to say when it fails. */
function describe(topic: ForumTopic, change: TopicChange) {
  const name = `“${topic.title}”`;
  if ('isPinned' in change) {
    return change.isPinned
      ? { done: 'Topic pinned', detail: `${name} stays at the top of its category.`, failure: 'Could not pin the topic' }
      : { done: 'Topic unpinned', detail: `${name} is no longer pinned.`, failure: 'Could not unpin the topic' };
  }
  if ('isLocked' in change) {
    return change.isLocked
      ? { done: 'Topic locked', detail: `${name} no longer takes replies or comments.`, failure: 'Could not lock the topic' }
      : { done: 'Topic unlocked', detail: `Members can reply to ${name} again.`, failure: 'Could not unlock the topic' };
  }
  return { done: 'Topic moved', detail: `${name} is now in ${change.categoryName}.`, failure: 'Could not move the topic' };
}

/** PATCH /api/forum/topics/:id/moderation with one change: pinned, locked or its category. */
export function useModerateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ topic, change }: { topic: ForumTopic; change: TopicChange }) => {
      const body = 'categoryId' in change ? { categoryId: change.categoryId } : change;
      return (await (await apiRequest('PATCH', `${TOPICS_URL}/${topic.id}/moderation`, body)).json()) as ForumTopic;
    },
    onSuccess: (_topic, { topic, change }) => {
      const { done, detail } = describe(topic, change);
      toast({ title: done, description: detail });
      return forumChanged(queryClient);
    },
    onError: (error, { topic, change }) => failed(describe(topic, change).failure)(error),
  });
}

/**
 * DELETE /api/forum/topics/:id. Someone else's topic goes with its replies and comments; an
 * administrator's own topic stays readable, marked removed (the server decides, as for any author).
 */
export function useDeleteTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ topic }: { topic: ForumTopic; own: boolean }) => {
      await apiRequest('DELETE', `${TOPICS_URL}/${topic.id}`);
    },
    onSuccess: (_done, { topic, own }) => {
      toast(
        own
          ? { title: 'Topic removed', description: `“${topic.title}” is shown as removed.` }
          : { title: 'Topic deleted', description: `“${topic.title}” has been deleted with its replies and comments.` },
      );
      return forumChanged(queryClient);
    },
    onError: failed('Could not delete the topic'),
  });
}

/** A reply or comment in the recent activity that is still there. */
export type RemovableItem = ForumActivityItem & { kind: 'reply' | 'comment' };
export const isRemovable = (item: ForumActivityItem): item is RemovableItem => item.kind !== 'topic' && !item.removed;

/** DELETE /api/forum/posts/:id or /api/forum/comments/:id: shown as removed by a moderator, the thread stays readable. */
export function useRemoveWriting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item }: { item: RemovableItem }) => {
      await apiRequest('DELETE', `/api/forum/${item.kind === 'reply' ? 'posts' : 'comments'}/${item.id}`);
    },
    onSuccess: (_done, { item }) => {
      const by = item.author ? ` by ${item.author.name}` : '';
      toast({ title: item.kind === 'reply' ? 'Reply removed' : 'Comment removed', description: `The ${item.kind}${by} in “${item.topic.title}” has been removed.` });
      return forumChanged(queryClient);
    },
    onError: (error, { item }) => failed(`Could not remove the ${item.kind}`)(error),
  });
}
