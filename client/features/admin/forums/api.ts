import { adminApi } from '@client/lib/admin-api';
import { type QueryClient, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ForumCategory } from '@shared/api/forum';
import type { ForumReport, RemovedReport, ReportStatus } from '@shared/api/forum-admin';
import { call } from '@client/lib/api';
import { categoryAdminHooks, type Outcome } from '@client/lib/category-admin';
import { queryKeys } from '@client/lib/query-keys';
import { paths } from '@shared/routes';
import type { Locale } from '@shared/i18n/locales';
import { tIn } from '@client/lib/i18n';
import { forumsAdminMessages } from './messages';

export type { ReportStatus };

export const adminForumKeys = {
  all: [...queryKeys.admin, 'forum'] as const,
  categories: [...queryKeys.admin, 'forum', 'categories'] as const,
  activity: [...queryKeys.admin, 'forum', 'activity'] as const,
  reports: (status: ReportStatus) => [...queryKeys.admin, 'forum', 'reports', { status }] as const,
};

export type { Outcome };

/* ---------- Reads ---------- */

/**
 * The forum's categories, in its order, with their topic counts, and their changes; a change also
 * refreshes the public forum's screens (they would show what was there before) and the audit log.
 */
export const forumCategoryHooks = categoryAdminHooks<ForumCategory>({
  key: adminForumKeys.categories,
  alsoChanged: [queryKeys.forum, queryKeys.adminAuditLog],
  fetch: {
    list: () => call(adminApi.forumAdmin.categories),
    create: (body) => call(adminApi.forumAdmin.createCategory, { body }),
    update: (id, body) => call(adminApi.forumAdmin.updateCategory, { params: { id }, body }),
    reorder: (ids) => call(adminApi.forumAdmin.reorderCategories, { body: { ids } }),
    remove: (id) => call(adminApi.forumAdmin.deleteCategory, { params: { id } }),
  },
});
export const useForumCategories = forumCategoryHooks.useCategories;

export const forumActivityQuery = queryOptions({ queryKey: adminForumKeys.activity, queryFn: () => call(adminApi.forumAdmin.activity) });

/** The 30 newest topics, replies and comments. */
export function useForumActivity() {
  return useQuery(forumActivityQuery);
}

/** The reports of one status: newest first, then "Load more" follows the cursor. */
export function useForumReports(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: adminForumKeys.reports(status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => call(adminApi.forumAdmin.reports, { query: { status, cursor: pageParam ?? undefined } }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/* ---------- Reports ---------- */

/** What was reported, in words: "reply in “Night splints?”". */
export function reportedThing(report: ForumReport, locale?: Locale) {
  const topic = report.target.topic;
  return tIn(forumsAdminMessages, locale)('thing', { kind: report.target.type, hasTopic: topic ? 'yes' : 'no', title: topic?.title ?? '' });
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
    mutationFn: ({ report }: ReportDecision) => call(adminApi.forumAdmin.dismissReport, { params: { id: report.id } }),
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
    mutationFn: ({ report, suspendAuthor }: ReportRemoval) => call(adminApi.forumAdmin.removeReported, { params: { id: report.id }, body: { suspendAuthor } }),
    onSuccess: (result, removal) => {
      outcome.onSuccess?.(result, removal);
      return reportsChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

/** Where a topic is read: its page in the public forum. */
export const topicHref = (slug: string) => paths.forumTopic.replace(':slug', encodeURIComponent(slug));
