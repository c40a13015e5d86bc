import { type QueryClient, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuccessOf } from '@shared/api/endpoint';
import type { ForumComment, forumEndpoints } from '@shared/api/forum';
import { api, call, send } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/** The next-page header of the topics list (shared/api/forum.ts NEXT_CURSOR_HEADER; kept free of zod here). */
const NEXT_CURSOR_HEADER = 'x-next-cursor';

export const forumKeys = {
  all: queryKeys.forum,
  categories: [...queryKeys.forum, 'categories'] as const,
  recent: [...queryKeys.forum, 'topics'] as const,
  category: (slug: string) => [...queryKeys.forum, 'category', slug] as const,
  topic: (slug: string) => [...queryKeys.forum, 'topic', slug] as const,
  morePosts: (slug: string) => [...queryKeys.forum, 'posts', slug] as const,
  comments: (postId: number) => [...queryKeys.forum, 'comments', postId] as const,
  search: (q: string) => [...queryKeys.forum, 'search', q] as const,
};

export const forumCategoriesQuery = queryOptions({ queryKey: forumKeys.categories, queryFn: () => call(api.forum.categories) });

export function useForumCategories() {
  return useQuery(forumCategoriesQuery);
}

/**
 * A page of the recent topics, pinned ones first (the welcome to read first leads): the body is the
 * spec's array, the next page's cursor is in a header.
 */
async function fetchTopics(cursor: string | null) {
  const res = await send(api.forum.topics, { query: { order: 'pinned-first', cursor: cursor ?? undefined } });
  const items = (await res.json()) as SuccessOf<typeof forumEndpoints.topics>;
  return { items, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}

/** Recent discussions (spec: the topics list, pinned first), then "Load more" with the cursor the server sent. */
export function useRecentTopics(enabled = true) {
  return useInfiniteQuery({
    queryKey: forumKeys.recent,
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchTopics(pageParam),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** A category with its topics, then more with the cursor. */
export function useCategoryTopics(slug: string | null) {
  return useInfiniteQuery({
    queryKey: forumKeys.category(slug ?? ''),
    enabled: slug !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => call(api.forum.category, { params: { slug: slug ?? '' }, query: { cursor: pageParam ?? undefined } }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const topicQuery = (slug: string) => queryOptions({ queryKey: forumKeys.topic(slug), queryFn: () => call(api.forum.topic, { params: { slug } }) });

export function useTopic(slug: string) {
  return useQuery(topicQuery(slug));
}

/** Replies after the first page the topic came with. */
export function useMorePosts(slug: string, firstCursor: string | null) {
  return useInfiniteQuery({
    queryKey: [...forumKeys.morePosts(slug), firstCursor],
    enabled: false,
    initialPageParam: firstCursor,
    queryFn: ({ pageParam }) => call(api.forum.posts, { params: { slug }, query: { cursor: pageParam ?? undefined } }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

const commentsQuery = (postId: number) => queryOptions({ queryKey: forumKeys.comments(postId), queryFn: () => call(api.forum.comments, { params: { postId } }) });

/**
 * A reply's comments. The topic's answer brings them, so this asks only once the reply has been
 * commented on here; until then the topic's copy is shown.
 */
export function useComments(postId: number, fromTopic: ForumComment[], fromTopicAt: number) {
  const query = useQuery({ ...commentsQuery(postId), enabled: false });
  // Whichever was read last: this reply's own list (after commenting) or the topic's copy.
  return query.data && query.dataUpdatedAt > fromTopicAt ? query.data : fromTopic;
}

export function useForumSearch(q: string) {
  return useInfiniteQuery({
    queryKey: forumKeys.search(q),
    enabled: q.length > 0,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => call(api.forum.search, { query: { q, cursor: pageParam ?? undefined } }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * After any change: every forum answer on screen or in memory (lists, categories, the home page's
 * four topics, topics, comments, searches) is read again, and the extra reply pages start over.
 */
export function refreshForum(queryClient: QueryClient, slug?: string) {
  return Promise.all([
    slug ? queryClient.resetQueries({ queryKey: forumKeys.morePosts(slug) }) : null,
    queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  ]);
}

export type NewTopic = { title: string; slug: string; content: string; categoryId: number };

export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topic: NewTopic) => call(api.forum.createTopic, { body: topic }),
    onSuccess: () => refreshForum(queryClient),
  });
}

export function useCreatePost(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; topicId: number }) => call(api.forum.createPost, { body: input }),
    onSuccess: () => refreshForum(queryClient, slug),
  });
}

export function useCreateComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; parentId?: number }) => call(api.forum.createComment, { body: { ...input, postId } }),
    // Spec section 7: the comments are read again; so is the rest of the forum (counts, activity).
    onSuccess: async () => {
      await queryClient.fetchQuery({ ...commentsQuery(postId), staleTime: 0 });
      await refreshForum(queryClient);
    },
  });
}

type Target = { kind: 'topic' | 'post' | 'comment'; id: number };

async function editWriting({ target: { kind, id }, body }: { target: Target; body: { content: string; title?: string } }): Promise<void> {
  // A topic's edit form always sends its title; without one the server refuses the edit (400).
  if (kind === 'topic') await call(api.forum.updateTopic, { params: { id }, body: { title: body.title ?? '', content: body.content } });
  else if (kind === 'post') await call(api.forum.updatePost, { params: { id }, body: { content: body.content } });
  else await call(api.forum.updateComment, { params: { id }, body: { content: body.content } });
}

async function removeWriting({ kind, id }: Target): Promise<void> {
  if (kind === 'topic') await call(api.forum.deleteTopic, { params: { id } });
  else if (kind === 'post') await call(api.forum.deletePost, { params: { id } });
  else await call(api.forum.deleteComment, { params: { id } });
}

/** Edit or remove one's own writing (an admin's removal is a moderator's); then the topic is read again. */
export function useChangeWriting(slug: string) {
  const queryClient = useQueryClient();
  const refresh = () => refreshForum(queryClient, slug);
  return {
    edit: useMutation({ mutationFn: editWriting, onSuccess: refresh }),
    remove: useMutation({
      mutationFn: removeWriting,
      onSuccess: refresh,
    }),
  };
}

/** Deletes a topic outright (an administrator's delete of someone else's topic), with no refresh: the caller leaves its page first. */
export const deleteTopic = (id: number) => call(api.forum.deleteTopic, { params: { id } });

export function useReport() {
  return useMutation({
    mutationFn: (input: { targetType: 'topic' | 'post' | 'comment'; targetId: number; reason: string }) => call(api.forum.report, { body: input }),
  });
}

export function useModerateTopic(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: { isPinned?: boolean; isLocked?: boolean; categoryId?: number } }) =>
      call(api.forum.moderateTopic, { params: { id }, body: change }),
    onSuccess: () => refreshForum(queryClient, slug),
  });
}
