import { type QueryClient, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProgressInput, VideoSort } from '@shared/api/videos';
import type { VideoTopic } from '@shared/videos';
import { api, call, hrefOf } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/** The library's keys, on the root the admin screen refreshes after a change. */
const root = queryKeys.videos;

export const videoKeys = {
  all: root,
  lists: [...root, 'list'] as const,
  list: (filters: VideoFilters) => [...root, 'list', filters] as const,
  continueWatching: [...root, 'continue'] as const,
  detail: (slug: string) => [...root, 'detail', slug] as const,
};

export type VideoFilters = { q: string; topic: VideoTopic | null; sort: VideoSort };

/** The library: the first page, then "Load more" asks for the next page number while there are more. */
export function useVideoPages(filters: VideoFilters) {
  return useInfiniteQuery({
    queryKey: videoKeys.list(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      call(api.videos.list, { query: { q: filters.q || undefined, topic: filters.topic ?? undefined, sort: filters.sort, page: pageParam } }),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** The member's unfinished videos (visitors ask nothing). */
export function useContinueWatching(enabled: boolean) {
  return useQuery({ queryKey: videoKeys.continueWatching, queryFn: () => call(api.videos.continueWatching), enabled });
}

export const videoQuery = (slug: string) => queryOptions({ queryKey: videoKeys.detail(slug), queryFn: () => call(api.videos.detail, { params: { slug } }) });

export function useVideo(slug: string) {
  return useQuery(videoQuery(slug));
}

/** The HTTP status of a failed call (`STATUS: body`, client/lib/api.ts), or null. */
export function statusOf(error: unknown) {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/**
 * Where the member is in a video. `keepalive` lets the last report of a page that is going away
 * (pagehide, leaving for another screen) still arrive. Failures are quiet: the next report carries
 * the position again.
 */
export async function saveProgress(slug: string, input: ProgressInput, { keepalive = false } = {}) {
  try {
    const res = await fetch(hrefOf(api.videos.saveProgress, { params: { slug }, body: input }), {
      method: api.videos.saveProgress.method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
      credentials: 'include',
      keepalive,
    });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * A saved position changes the cards' progress bars and "Continue watching": mark every video read
 * stale without refetching the page being watched; each is read again when next shown.
 */
export function markVideosStale(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: videoKeys.all, refetchType: 'none' });
}
