import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnStory, StoryInput } from '@shared/api/stories';
import type { StoryFilter } from '@shared/stories';
import { api, call, send } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/** Every story read is under this root: the list, a story's page, the author's own, the home page's story. */
const root = queryKeys.stories;

export const storyKeys = {
  all: root,
  list: (stage: StoryFilter | null) => [...root, 'list', stage ?? 'all'] as const,
  detail: (slug: string) => [...root, 'detail', slug] as const,
  mine: [...root, 'mine'] as const,
};

/** Published stories, newest first; "Load more" asks for the next page while there are more. */
export function useStoryPages(stage: StoryFilter | null) {
  return useInfiniteQuery({
    queryKey: storyKeys.list(stage),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.stories.list, { query: { stage: stage ?? undefined, page: pageParam } }),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useStory(slug: string) {
  return useQuery({ queryKey: storyKeys.detail(slug), queryFn: () => call(api.stories.detail, { params: { slug } }) });
}

export function useMyStories(enabled = true) {
  return useQuery({ queryKey: storyKeys.mine, queryFn: () => call(api.stories.mine), enabled });
}

/** A change to a story changes what every story screen shows. */
function useStoriesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: root });
}

export function useCreateStory() {
  const changed = useStoriesChanged();
  return useMutation({ mutationFn: (body: StoryInput) => call(api.stories.create, { body }), onSuccess: changed });
}

export function useUpdateStory() {
  const changed = useStoriesChanged();
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: StoryInput }) => call(api.stories.update, { params: { id }, body }), onSuccess: changed });
}

export function useWithdrawStory() {
  const changed = useStoriesChanged();
  return useMutation({ mutationFn: (story: OwnStory) => call(api.stories.withdraw, { params: { id: story.id } }), onSettled: changed });
}

/** Sends the chosen photo; the server answers where its re-encoded copy (without location data) is. */
export async function uploadStoryPhoto(file: File) {
  const body = new FormData();
  body.append('file', file);
  return (await (await send(api.stories.uploadPhoto, { body })).json()) as { photoUrl: string };
}

/** The HTTP status of a failed call (`STATUS: body`, client/lib/api.ts), or null. */
export function statusOf(error: unknown) {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}
