import { adminApi } from '@client/lib/admin-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStory } from '@shared/api/stories';
import type { StoryStatus } from '@shared/stories';
import { call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/* The success stories' moderation (issue 21): the queue, approve or decline, feature one, unpublish. */

export const ADMIN_STORIES_PAGE_SIZE = 20;
export type StoryStatusFilter = 'all' | StoryStatus;
export type AdminStoriesParams = { status: StoryStatusFilter; page: number };

const root = [...queryKeys.admin, 'stories'] as const;
export const storyAdminKeys = {
  all: root,
  list: (params: AdminStoriesParams) => [...root, 'list', params] as const,
  one: (id: number) => [...root, 'one', id] as const,
};

export function useAdminStories(params: AdminStoriesParams, enabled = true) {
  return useQuery({
    queryKey: storyAdminKeys.list(params),
    queryFn: () => call(adminApi.storyAdmin.list, { query: { ...params, pageSize: ADMIN_STORIES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAdminStory(id: number | null) {
  return useQuery({ queryKey: storyAdminKeys.one(id ?? 0), queryFn: () => call(adminApi.storyAdmin.get, { params: { id: id ?? 0 } }), enabled: id !== null });
}

export type StoryDecision =
  | { story: AdminStory; action: 'approve' }
  | { story: AdminStory; action: 'decline'; reason: string }
  | { story: AdminStory; action: 'unpublish'; reason: string }
  | { story: AdminStory; action: 'feature'; featured: boolean };

function decide(decision: StoryDecision) {
  const params = { id: decision.story.id };
  switch (decision.action) {
    case 'approve':
      return call(adminApi.storyAdmin.approve, { params });
    case 'decline':
      return call(adminApi.storyAdmin.decline, { params, body: { reason: decision.reason } });
    case 'unpublish':
      return call(adminApi.storyAdmin.unpublish, { params, body: { reason: decision.reason } });
    case 'feature':
      return call(adminApi.storyAdmin.feature, { params, body: { featured: decision.featured } });
  }
}

/**
 * A decision on a story. The queue and the public story screens (the home page's story among them)
 * are read again, also after a refusal (someone else decided first: 409), and so is the audit log.
 */
export function useStoryDecision() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: root }),
      queryClient.invalidateQueries({ queryKey: queryKeys.stories }),
      queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
    ]);
  return useMutation({ mutationFn: decide, onSettled: refresh });
}
