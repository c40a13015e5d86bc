import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ForumCategory,
  ForumCategoryDetail,
  ForumComment,
  ForumPost,
  ForumPostPage,
  ForumSearchPage,
  ForumTopic,
  ForumTopicDetail,
} from '@shared/api/forum';
import { apiRequest, throwIfResNotOk } from '@client/lib/api';

/** The next-page header of GET /api/forum/topics (shared/api/forum.ts NEXT_CURSOR_HEADER; kept free of zod here). */
const NEXT_CURSOR_HEADER = 'x-next-cursor';

export const forumKeys = {
  categories: ['/api/forum/categories'] as const,
  recent: ['/api/forum/topics'] as const,
  category: (slug: string) => [`/api/forum/categories/${encodeURIComponent(slug)}`] as const,
  topic: (slug: string) => [`/api/forum/topics/${encodeURIComponent(slug)}`] as const,
  morePosts: (slug: string) => [`/api/forum/topics/${encodeURIComponent(slug)}/posts`] as const,
  comments: (postId: number) => [`/api/forum/posts/${postId}/comments`] as const,
  search: (q: string) => ['/api/forum/search', q] as const,
};

async function getJson<T>(url: string): Promise<{ body: T; res: Response }> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfResNotOk(res);
  return { body: (await res.json()) as T, res };
}

export function useForumCategories() {
  return useQuery<ForumCategory[]>({ queryKey: forumKeys.categories });
}

type TopicPage = { items: ForumTopic[]; nextCursor: string | null };

/** Recent discussions (spec: GET /api/forum/topics), then "Load more" with the cursor the server sent. */
export function useRecentTopics(enabled = true) {
  return useInfiniteQuery({
    queryKey: forumKeys.recent,
    enabled,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<TopicPage> => {
      const { body, res } = await getJson<ForumTopic[]>(pageParam ? `/api/forum/topics?cursor=${encodeURIComponent(pageParam)}` : '/api/forum/topics');
      return { items: body, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** A category with its topics (spec: GET /api/forum/categories/{slug}), then more with the cursor. */
export function useCategoryTopics(slug: string | null) {
  return useInfiniteQuery({
    queryKey: forumKeys.category(slug ?? ''),
    enabled: slug !== null,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const url = `/api/forum/categories/${encodeURIComponent(slug ?? '')}`;
      return (await getJson<ForumCategoryDetail>(pageParam ? `${url}?cursor=${encodeURIComponent(pageParam)}` : url)).body;
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useTopic(slug: string) {
  return useQuery<ForumTopicDetail>({ queryKey: forumKeys.topic(slug) });
}

/** Replies after the first page the topic came with. */
export function useMorePosts(slug: string, firstCursor: string | null) {
  return useInfiniteQuery({
    queryKey: [...forumKeys.morePosts(slug), firstCursor],
    enabled: false,
    initialPageParam: firstCursor,
    queryFn: async ({ pageParam }) =>
      (await getJson<ForumPostPage>(`/api/forum/topics/${encodeURIComponent(slug)}/posts?cursor=${encodeURIComponent(pageParam ?? '')}`)).body,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * A reply's comments (spec: GET /api/forum/posts/{postId}/comments). The topic's answer brings them,
 * so this asks only once the reply has been commented on here; until then the topic's copy is shown.
 */
export function useComments(postId: number, fromTopic: ForumComment[], fromTopicAt: number) {
  const query = useQuery<ForumComment[]>({ queryKey: forumKeys.comments(postId), enabled: false });
  // Whichever was read last: this reply's own list (after commenting) or the topic's copy.
  return query.data && query.dataUpdatedAt > fromTopicAt ? query.data : fromTopic;
}

export function useForumSearch(q: string) {
  return useInfiniteQuery({
    queryKey: forumKeys.search(q),
    enabled: q.length > 0,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ q });
      if (pageParam) params.set('cursor', pageParam);
      return (await getJson<ForumSearchPage>(`/api/forum/search?${params.toString()}`)).body;
    },
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
    queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/forum') }),
  ]);
}

export type NewTopic = { title: string; slug: string; content: string; categoryId: number };

export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (topic: NewTopic) => (await (await apiRequest('POST', '/api/forum/topics', topic)).json()) as ForumTopic,
    onSuccess: () => refreshForum(queryClient),
  });
}

export function useCreatePost(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { content: string; topicId: number }) => (await (await apiRequest('POST', '/api/forum/posts', input)).json()) as ForumPost,
    onSuccess: () => refreshForum(queryClient, slug),
  });
}

export function useCreateComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { content: string; parentId?: number }) =>
      (await (await apiRequest('POST', '/api/forum/comments', { ...input, postId })).json()) as ForumComment,
    // Spec section 7: the comments are read again; so is the rest of the forum (counts, activity).
    onSuccess: async () => {
      await queryClient.fetchQuery({ queryKey: forumKeys.comments(postId), staleTime: 0 });
      await refreshForum(queryClient);
    },
  });
}

type Target = { kind: 'topic' | 'post' | 'comment'; id: number };
const targetUrl = ({ kind, id }: Target) => `/api/forum/${kind === 'topic' ? 'topics' : kind === 'post' ? 'posts' : 'comments'}/${id}`;

/** Edit or remove one's own writing (an admin's removal is a moderator's); then the topic is read again. */
export function useChangeWriting(slug: string) {
  const queryClient = useQueryClient();
  const refresh = () => refreshForum(queryClient, slug);
  return {
    edit: useMutation({
      mutationFn: async ({ target, body }: { target: Target; body: { content: string; title?: string } }) => apiRequest('PATCH', targetUrl(target), body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (target: Target) => apiRequest('DELETE', targetUrl(target)),
      onSuccess: refresh,
    }),
  };
}

export function useReport() {
  return useMutation({
    mutationFn: async (input: { targetType: 'topic' | 'post' | 'comment'; targetId: number; reason: string }) => apiRequest('POST', '/api/forum/reports', input),
  });
}

export function useModerateTopic(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: { isPinned?: boolean; isLocked?: boolean; categoryId?: number } }) =>
      (await (await apiRequest('PATCH', `/api/forum/topics/${id}/moderation`, change)).json()) as ForumTopic,
    onSuccess: () => refreshForum(queryClient, slug),
  });
}

