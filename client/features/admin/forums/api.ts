import { type QueryClient, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ForumCategory } from '@shared/api/forum';
import type { ForumCategoryInput, ForumReport, RemovedReport, ReportStatus } from '@shared/api/forum-admin';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';
import { paths } from '@shared/routes';

export type { ReportStatus };

export const adminForumKeys = {
  all: [...queryKeys.admin, 'forum'] as const,
  categories: [...queryKeys.admin, 'forum', 'categories'] as const,
  activity: [...queryKeys.admin, 'forum', 'activity'] as const,
  reports: (status: ReportStatus) => [...queryKeys.admin, 'forum', 'reports', { status }] as const,
};

/**
 * What a screen does when a change ends (its notices). Passed to the hook, not to `mutate`, so it
 * runs at the same moment as before and also after the screen has moved on.
 */
export type Outcome<T, V> = { onSuccess?: (data: T, variables: V) => void; onError?: (error: Error, variables: V) => void };

/* ---------- Reads ---------- */

export const forumCategoriesQuery = queryOptions({ queryKey: adminForumKeys.categories, queryFn: () => call(api.forumAdmin.categories) });

/** The forum's categories, in its order, with their topic counts. */
export function useForumCategories() {
  return useQuery(forumCategoriesQuery);
}

export const forumActivityQuery = queryOptions({ queryKey: adminForumKeys.activity, queryFn: () => call(api.forumAdmin.activity) });

/** The 30 newest topics, replies and comments. */
export function useForumActivity() {
  return useQuery(forumActivityQuery);
}

/** The reports of one status: newest first, then "Load more" follows the cursor. */
export function useForumReports(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: adminForumKeys.reports(status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => call(api.forumAdmin.reports, { query: { status, cursor: pageParam ?? undefined } }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/* ---------- Categories ---------- */

/** The public forum's screens (categories, topics) would otherwise show what was there before; the audit log lists the change. */
async function categoriesChanged(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminForumKeys.categories }),
    queryClient.invalidateQueries({ queryKey: queryKeys.forum }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
  ]);
}

/** A new category (slug made from the name). */
export function useCreateForumCategory(outcome: Outcome<ForumCategory, ForumCategoryInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ForumCategoryInput) => call(api.forumAdmin.createCategory, { body: input }),
    onSuccess: (category, input) => {
      outcome.onSuccess?.(category, input);
      return categoriesChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

export type CategoryChange = { id: number; changes: Partial<ForumCategoryInput> };

export function useUpdateForumCategory(outcome: Outcome<ForumCategory, CategoryChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: CategoryChange) => call(api.forumAdmin.updateCategory, { params: { id }, body: changes }),
    onSuccess: (category, change) => {
      outcome.onSuccess?.(category, change);
      return categoriesChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

export type CategoryOrder = { ordered: ForumCategory[] };

/** A new order: the list moves at once, and back if the server refuses. */
export function useReorderForumCategories(outcome: Outcome<ForumCategory[], CategoryOrder> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ordered }: CategoryOrder) => call(api.forumAdmin.reorderCategories, { body: { ids: ordered.map((c) => c.id) } }),
    onMutate: async ({ ordered }) => {
      await queryClient.cancelQueries({ queryKey: adminForumKeys.categories });
      const previous = queryClient.getQueryData(adminForumKeys.categories);
      queryClient.setQueryData(adminForumKeys.categories, ordered);
      return { previous };
    },
    onSuccess: async (categories, order) => {
      outcome.onSuccess?.(categories, order);
      queryClient.setQueryData(adminForumKeys.categories, categories);
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.forum }), queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog })]);
    },
    onError: (error, order, context) => {
      if (context?.previous) queryClient.setQueryData(adminForumKeys.categories, context.previous);
      outcome.onError?.(error, order);
    },
  });
}

export type CategoryRemoval = { category: ForumCategory };

/** Deletes a category; 409 while it still has topics. */
export function useDeleteForumCategory(outcome: Outcome<unknown, CategoryRemoval> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ category }: CategoryRemoval) => {
      await call(api.forumAdmin.deleteCategory, { params: { id: category.id } });
    },
    onSuccess: (done, removal) => {
      outcome.onSuccess?.(done, removal);
      return categoriesChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

/* ---------- Reports ---------- */

/** What was reported, in words: "reply in “Night splints?”". */
export function reportedThing(report: ForumReport) {
  const kind = { topic: 'topic', post: 'reply', comment: 'comment' }[report.target.type];
  return report.target.topic ? `${kind} in “${report.target.topic.title}”` : kind;
}

/**
 * A resolved report changes every queue, the activity list, the audit log (and maybe the members
 * list): everything under the admin root; and the forum's pages.
 */
async function reportsChanged(queryClient: QueryClient) {
  await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admin }), queryClient.invalidateQueries({ queryKey: queryKeys.forum })]);
}

export type ReportDecision = { report: ForumReport };

/** Dismisses a report: the content stays. */
export function useDismissReport(outcome: Outcome<ForumReport, ReportDecision> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ report }: ReportDecision) => call(api.forumAdmin.dismissReport, { params: { id: report.id } }),
    onSuccess: (dismissed, decision) => {
      outcome.onSuccess?.(dismissed, decision);
      return reportsChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

export type ReportRemoval = { report: ForumReport; suspendAuthor: boolean };

/** The content goes, with every open report on it; optionally its author is suspended. */
export function useRemoveReported(outcome: Outcome<RemovedReport, ReportRemoval> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ report, suspendAuthor }: ReportRemoval) => call(api.forumAdmin.removeReported, { params: { id: report.id }, body: { suspendAuthor } }),
    onSuccess: (result, removal) => {
      outcome.onSuccess?.(result, removal);
      return reportsChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

/** Where a topic is read: its page in the public forum. */
export const topicHref = (slug: string) => paths.forumTopic.replace(':slug', encodeURIComponent(slug));
