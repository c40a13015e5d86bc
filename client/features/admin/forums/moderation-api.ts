import { type QueryClient, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessOf } from '@shared/api/endpoint';
import type { forumEndpoints, ForumTopic } from '@shared/api/forum';
import type { ForumActivityItem } from '@shared/api/forum-admin';
import { api, call, send } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';
import { adminForumKeys, type Outcome } from './api';

/*
 * Moderation from /admin/forums through the public forum's own endpoints (the ones the topic page
 * uses): the newest topics, pin, lock, move and delete them, and remove replies and comments.
 */

const PAGE_SIZE = 20;
/** The next-page header of the topics list (shared/api/forum.ts NEXT_CURSOR_HEADER; kept free of zod here). */
const NEXT_CURSOR_HEADER = 'x-next-cursor';
/** Under the forum's root: any change in the forum reads it again. */
export const adminTopicsKey = [...queryKeys.forum, 'topics', { limit: PAGE_SIZE }] as const;

async function fetchTopics(cursor: string | null) {
  const res = await send(api.forum.topics, { query: { limit: PAGE_SIZE, cursor: cursor ?? undefined } });
  const items = (await res.json()) as SuccessOf<typeof forumEndpoints.topics>;
  return { items, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}

/** The newest topics, 20 a page; then "Load more" follows the cursor in the header. */
export function useAdminTopics() {
  return useInfiniteQuery({
    queryKey: adminTopicsKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchTopics(pageParam),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Every forum screen, public or admin (lists, counts, activity, reports), and the audit log that records the change. */
const forumChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.forum }),
    queryClient.invalidateQueries({ queryKey: adminForumKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
  ]);

export type TopicChange = { isPinned: boolean } | { isLocked: boolean } | { categoryId: number; categoryName: string };
export type TopicModeration = { topic: ForumTopic; change: TopicChange };

/** One change to a topic: pinned, locked or its category. */
export function useModerateTopic(outcome: Outcome<ForumTopic, TopicModeration> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ topic, change }: TopicModeration) => {
      const body = 'categoryId' in change ? { categoryId: change.categoryId } : change;
      return call(api.forum.moderateTopic, { params: { id: topic.id }, body });
    },
    onSuccess: (moderated, moderation) => {
      outcome.onSuccess?.(moderated, moderation);
      return forumChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

export type TopicRemoval = { topic: ForumTopic; own: boolean };

/**
 * Someone else's topic goes with its replies and comments; an administrator's own topic stays
 * readable, marked removed (the server decides, as for any author).
 */
export function useDeleteTopic(outcome: Outcome<unknown, TopicRemoval> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ topic }: TopicRemoval) => {
      await call(api.forum.deleteTopic, { params: { id: topic.id } });
    },
    onSuccess: (done, removal) => {
      outcome.onSuccess?.(done, removal);
      return forumChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

/** A reply or comment in the recent activity that is still there. */
export type RemovableItem = ForumActivityItem & { kind: 'reply' | 'comment' };
export const isRemovable = (item: ForumActivityItem): item is RemovableItem => item.kind !== 'topic' && !item.removed;

export type WritingRemoval = { item: RemovableItem };

/** A reply or comment, shown as removed by a moderator; the thread stays readable. */
export function useRemoveWriting(outcome: Outcome<unknown, WritingRemoval> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item }: WritingRemoval) => {
      if (item.kind === 'reply') await call(api.forum.deletePost, { params: { id: item.id } });
      else await call(api.forum.deleteComment, { params: { id: item.id } });
    },
    onSuccess: (done, removal) => {
      outcome.onSuccess?.(done, removal);
      return forumChanged(queryClient);
    },
    onError: outcome.onError,
  });
}
