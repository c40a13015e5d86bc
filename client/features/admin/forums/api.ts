import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import type { ForumCategory } from '@shared/api/forum';
import type { ForumActivity, ForumCategoryInput, ForumReport, ForumReportPage, RemovedReport, ReportStatus } from '@shared/api/forum-admin';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, errorMessage, throwIfResNotOk } from '@client/lib/api';
import { paths } from '@shared/routes';

export type { ReportStatus };

export const ADMIN_FORUM_URL = '/api/admin/forum';
export const forumCategoriesKey = [`${ADMIN_FORUM_URL}/forum-categories`] as const;
export const forumActivityKey = [`${ADMIN_FORUM_URL}/activity`] as const;
const REPORTS_URL = `${ADMIN_FORUM_URL}/reports`;
export const forumReportsKey = (status: ReportStatus) => [REPORTS_URL, { status }] as const;

const keyStartsWith = (prefix: string) => (query: Query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(prefix);
/** The public forum's screens (categories, topics): their cache would otherwise show what was there before. */
const isPublicForumQuery = keyStartsWith('/api/forum');
/** The audit log lists what these actions did. */
const isAuditQuery = keyStartsWith('/api/admin/audit-log');
/** Everything under /api/admin: a removal may also have suspended a member. */
const isAdminQuery = keyStartsWith('/api/admin/');

const failed = (title: string) => (error: unknown) => {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
};

/* ---------- Reads ---------- */

/** GET /api/admin/forum/forum-categories, in the forum's order, with their topic counts. */
export function useForumCategories() {
  return useQuery<ForumCategory[]>({ queryKey: forumCategoriesKey });
}

/** GET /api/admin/forum/activity: the 30 newest topics, replies and comments. */
export function useForumActivity() {
  return useQuery<ForumActivity>({ queryKey: forumActivityKey });
}

async function fetchReports(status: ReportStatus, cursor: string | null): Promise<ForumReportPage> {
  const params = new URLSearchParams({ status });
  if (cursor) params.set('cursor', cursor);
  const res = await fetch(`${REPORTS_URL}?${params.toString()}`, { credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as ForumReportPage;
}

/** GET /api/admin/forum/reports?status=: newest first, then "Load more" follows the cursor. */
export function useForumReports(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: forumReportsKey(status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchReports(status, pageParam),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/* ---------- Categories ---------- */

async function categoriesChanged(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: forumCategoriesKey }),
    queryClient.invalidateQueries({ predicate: isPublicForumQuery }),
    queryClient.invalidateQueries({ predicate: isAuditQuery }),
  ]);
}

const readCategory = async (res: Response) => (await res.json()) as ForumCategory;

/** POST /api/admin/forum/forum-categories (slug made from the name). */
export function useCreateForumCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ForumCategoryInput) => readCategory(await apiRequest('POST', `${ADMIN_FORUM_URL}/forum-categories`, input)),
    onSuccess: (category) => {
      toast({ title: 'Category added', description: `“${category.name}” is now a forum category.` });
      return categoriesChanged(queryClient);
    },
    onError: failed('Could not add the category'),
  });
}

/** PATCH /api/admin/forum/forum-categories/:id */
export function useUpdateForumCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: Partial<ForumCategoryInput> }) =>
      readCategory(await apiRequest('PATCH', `${ADMIN_FORUM_URL}/forum-categories/${id}`, changes)),
    onSuccess: (category) => {
      toast({ title: 'Category saved', description: `“${category.name}” is saved.` });
      return categoriesChanged(queryClient);
    },
    onError: failed('Could not save the category'),
  });
}

/** PUT /api/admin/forum/forum-categories/order: the list moves at once, and back if the server refuses. */
export function useReorderForumCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ordered }: { ordered: ForumCategory[] }) =>
      (await (await apiRequest('PUT', `${ADMIN_FORUM_URL}/forum-categories/order`, { ids: ordered.map((c) => c.id) })).json()) as ForumCategory[],
    onMutate: async ({ ordered }) => {
      await queryClient.cancelQueries({ queryKey: forumCategoriesKey });
      const previous = queryClient.getQueryData<ForumCategory[]>(forumCategoriesKey);
      queryClient.setQueryData(forumCategoriesKey, ordered);
      return { previous };
    },
    onSuccess: async (categories) => {
      queryClient.setQueryData(forumCategoriesKey, categories);
      await Promise.all([queryClient.invalidateQueries({ predicate: isPublicForumQuery }), queryClient.invalidateQueries({ predicate: isAuditQuery })]);
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(forumCategoriesKey, context.previous);
      failed('Could not change the order')(error);
    },
  });
}

/** DELETE /api/admin/forum/forum-categories/:id; 409 while it still has topics. */
export function useDeleteForumCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ category }: { category: ForumCategory }) => {
      await apiRequest('DELETE', `${ADMIN_FORUM_URL}/forum-categories/${category.id}`);
    },
    onSuccess: (_done, { category }) => {
      toast({ title: 'Category deleted', description: `“${category.name}” has been deleted.` });
      return categoriesChanged(queryClient);
    },
    onError: failed('Could not delete the category'),
  });
}

/* ---------- Reports ---------- */

/** What was reported, in words: "reply in “Night splints?”". */
export function reportedThing(report: ForumReport) {
  const kind = { topic: 'topic', post: 'reply', comment: 'comment' }[report.target.type];
  return report.target.topic ? `${kind} in “${report.target.topic.title}”` : kind;
}

/** A resolved report changes every queue, the activity list, the audit log (and maybe the members list) and the forum's pages. */
async function reportsChanged(queryClient: QueryClient) {
  await Promise.all([queryClient.invalidateQueries({ predicate: isAdminQuery }), queryClient.invalidateQueries({ predicate: isPublicForumQuery })]);
}

/** POST /api/admin/forum/reports/:id/dismiss: the content stays. */
export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ report }: { report: ForumReport }) =>
      (await (await apiRequest('POST', `${REPORTS_URL}/${report.id}/dismiss`)).json()) as ForumReport,
    onSuccess: (_done, { report }) => {
      toast({ title: 'Report dismissed', description: `The ${reportedThing(report)} stays as it is.` });
      return reportsChanged(queryClient);
    },
    onError: failed('Could not dismiss the report'),
  });
}

/** POST /api/admin/forum/reports/:id/remove: the content goes, with every open report on it; optionally its author is suspended. */
export function useRemoveReported() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ report, suspendAuthor }: { report: ForumReport; suspendAuthor: boolean }) =>
      (await (await apiRequest('POST', `${REPORTS_URL}/${report.id}/remove`, { suspendAuthor })).json()) as RemovedReport,
    onSuccess: (result, { report }) => {
      const others = result.resolved - 1;
      const parts = [`The ${reportedThing(report)} has been removed.`];
      if (others > 0) parts.push(`${others} other ${others === 1 ? 'report' : 'reports'} on it ${others === 1 ? 'was' : 'were'} closed too.`);
      if (result.authorSuspended) parts.push(`${report.target.author?.name ?? 'The author'} is suspended.`);
      toast({ title: 'Content removed', description: parts.join(' ') });
      return reportsChanged(queryClient);
    },
    onError: failed('Could not remove the content'),
  });
}

/** Where a topic is read: its page in the public forum. */
export const topicHref = (slug: string) => paths.forumTopic.replace(':slug', encodeURIComponent(slug));
