import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/*
 * Support groups (issue 21), built on the forum: the list, a group's page, its discussions (forum
 * topics), members and join requests. The keys sit under the forum's root, so any forum change (a
 * reply, a removal) refreshes the groups' counts too.
 */

export const groupKeys = {
  all: queryKeys.groups,
  list: [...queryKeys.groups, 'list'] as const,
  group: (slug: string) => [...queryKeys.groups, 'group', slug] as const,
  topics: (slug: string) => [...queryKeys.groups, 'topics', slug] as const,
  members: (slug: string) => [...queryKeys.groups, 'members', slug] as const,
  requests: (slug: string) => [...queryKeys.groups, 'requests', slug] as const,
};

export function useGroups() {
  return useQuery({ queryKey: groupKeys.list, queryFn: () => call(api.groups.list) });
}

/** A group's page with the viewer's membership; 404 for a hidden group they are not in. */
export function useGroup(slug: string, enabled = true) {
  return useQuery({ queryKey: groupKeys.group(slug), enabled, queryFn: () => call(api.groups.group, { params: { slug } }), retry: false });
}

export function useGroupTopics(slug: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: groupKeys.topics(slug),
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => call(api.groups.topics, { params: { slug }, query: { cursor: pageParam ?? undefined } }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useGroupMembers(slug: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: groupKeys.members(slug),
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => call(api.groups.members, { params: { slug }, query: { cursor: pageParam ?? undefined } }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useJoinRequests(slug: string, enabled: boolean) {
  return useQuery({ queryKey: groupKeys.requests(slug), enabled, queryFn: () => call(api.groups.requests, { params: { slug } }) });
}

/** A membership change shows on the group's page, in the list and in the member list. */
const groupsChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: groupKeys.all });

export function useJoinGroup(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message?: string) => call(api.groups.join, { params: { slug }, body: message ? { message } : {} }),
    onSuccess: () => groupsChanged(queryClient),
  });
}

/** Leaves the group, or withdraws a request still waiting. */
export function useLeaveGroup(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.groups.leave, { params: { slug } }),
    onSuccess: () => groupsChanged(queryClient),
  });
}

export function useDecideRequest(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'decline' }) => call(api.groups.decideRequest, { params: { slug, id }, body: { decision } }),
    onSuccess: () => groupsChanged(queryClient),
  });
}

export function useCreateGroupTopic(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topic: { title: string; content: string }) => call(api.groups.createTopic, { params: { slug }, body: topic }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.forum }),
  });
}

/** Pin or lock a group's topic (its moderators and administrators); the topic and its lists are read again. */
export function useModerateGroupTopic(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: { isPinned?: boolean; isLocked?: boolean } }) => call(api.groups.moderateTopic, { params: { slug, id }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.forum }),
  });
}
