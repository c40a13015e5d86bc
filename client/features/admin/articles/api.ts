import { keepPreviousData, useMutation, useQuery, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import type {
  AdminArticle,
  AdminArticleRow,
  AdminArticlesPage,
  AdminCategory,
  ArticleInput,
  ArticleUpdate,
  CategoryInput,
  ResourceFile,
} from '@shared/api/resources';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, errorMessage, throwIfResNotOk } from '@client/lib/api';
import { ARTICLE_IMAGE_MAX_BYTES, GUIDE_MAX_BYTES } from '@shared/constants';

export const ADMIN_ARTICLES_URL = '/api/admin/articles';
export const ADMIN_CATEGORIES_URL = '/api/admin/resource-categories';
/** Rows per page of the articles table (the server allows up to 100). */
export const ADMIN_ARTICLES_PAGE_SIZE = 25;
/** The guides screen offers this many articles, the most recently updated first. */
export const ARTICLE_CHOICES_PAGE_SIZE = 100;

export type ArticleStatusFilter = 'all' | 'draft' | 'published';
export type AdminArticlesParams = { q?: string; status?: ArticleStatusFilter; page?: number; pageSize?: number };

/** The default query function GETs the first key element, so the parameters are part of it. */
export function adminArticlesKey({ q = '', status = 'all', page = 1, pageSize = ADMIN_ARTICLES_PAGE_SIZE }: AdminArticlesParams) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('status', status);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return [`${ADMIN_ARTICLES_URL}?${params.toString()}`] as const;
}

export const adminArticleKey = (id: number) => [`${ADMIN_ARTICLES_URL}/${id}`] as const;
export const adminCategoriesKey = [ADMIN_CATEGORIES_URL] as const;

const keyStartsWith = (prefix: string) => (query: Query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(prefix);
/** Every page, search and filter of the articles list. */
const isArticlesListQuery = keyStartsWith(`${ADMIN_ARTICLES_URL}?`);
/** The public library and article pages (their cache would otherwise show what was there before). */
const isPublicResourcesQuery = keyStartsWith('/api/resources');

/* ---------- Reads ---------- */

/** GET /api/admin/articles; paging keeps the previous page on screen while the next one loads. */
export function useAdminArticles(params: AdminArticlesParams) {
  return useQuery<AdminArticlesPage>({ queryKey: adminArticlesKey(params), placeholderData: keepPreviousData });
}

/** GET /api/admin/articles/:id (drafts too); nothing is fetched without an id. */
export function useAdminArticle(id: number | null) {
  return useQuery<AdminArticle>({ queryKey: adminArticleKey(id ?? 0), enabled: id !== null });
}

/** GET /api/admin/resource-categories, in the library's order. */
export function useAdminCategories() {
  return useQuery<AdminCategory[]>({ queryKey: adminCategoriesKey });
}

/* ---------- Helpers ---------- */

/** An article's title for notices, with a stand-in for a blank one. */
export function articleTitle(article: Pick<AdminArticleRow, 'title'>) {
  return article.title.trim() || 'Untitled article';
}

const sizeFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** 812 KB, 3.4 MB. */
export function formatFileSize(bytes: number) {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a picture cannot be uploaded, or null when it can (the server checks again). */
export function imageFileProblem(file: File) {
  if (!IMAGE_TYPES.includes(file.type)) return 'Please choose a JPEG, PNG or WebP image.';
  if (file.size > ARTICLE_IMAGE_MAX_BYTES) return `The picture is ${formatFileSize(file.size)}; it must be 8 MB or smaller.`;
  return null;
}

/** Why a guide cannot be uploaded, or null when it can (the server checks again). */
export function guideFileProblem(file: File) {
  const looksLikePdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!looksLikePdf) return 'Please choose a PDF file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > GUIDE_MAX_BYTES) return `The file is ${formatFileSize(file.size)}; a guide must be 20 MB or smaller.`;
  return null;
}

/** Multipart POST: the browser sets the content type (with its boundary) itself. */
async function postForm(url: string, form: FormData) {
  const res = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  await throwIfResNotOk(res);
  return res;
}

const failed = (title: string) => (error: unknown) => {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
};

/** An article changed: its own entry holds the answer; lists, counts and the public pages are read again. */
async function articleChanged(queryClient: QueryClient, article: AdminArticle | null) {
  if (article) queryClient.setQueryData(adminArticleKey(article.id), article);
  await Promise.all([
    queryClient.invalidateQueries({ predicate: isArticlesListQuery }),
    queryClient.invalidateQueries({ queryKey: adminCategoriesKey }),
    queryClient.invalidateQueries({ predicate: isPublicResourcesQuery }),
  ]);
}

/* ---------- Articles ---------- */

/** POST /api/admin/articles; a draft unless `status` says otherwise. */
export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ArticleInput) => (await (await apiRequest('POST', ADMIN_ARTICLES_URL, input)).json()) as AdminArticle,
    onSuccess: (article) => {
      toast(
        article.status === 'published'
          ? { title: 'Article published', description: `“${articleTitle(article)}” is now in the resource library.` }
          : { title: 'Article saved', description: `“${articleTitle(article)}” is saved as a draft.` },
      );
      return articleChanged(queryClient, article);
    },
    onError: failed('Could not save the article'),
  });
}

/** What a PATCH is for; it decides the notice. */
export type ArticleChangeKind = 'save' | 'publish' | 'unpublish' | 'feature' | 'unfeature';
export type ArticleChange = { id: number; kind: ArticleChangeKind; changes: ArticleUpdate };

const changeNotices: Record<ArticleChangeKind, { title: string; description: (article: AdminArticle) => string; failure: string }> = {
  save: { title: 'Article saved', description: (a) => `Your changes to “${articleTitle(a)}” are saved.`, failure: 'Could not save the article' },
  publish: {
    title: 'Article published',
    description: (a) => `“${articleTitle(a)}” is now in the resource library.`,
    failure: 'Could not publish the article',
  },
  unpublish: {
    title: 'Article unpublished',
    description: (a) => `“${articleTitle(a)}” is a draft again and no longer in the library.`,
    failure: 'Could not unpublish the article',
  },
  feature: {
    title: 'Article featured',
    description: (a) => `“${articleTitle(a)}” is now featured.`,
    failure: 'Could not feature the article',
  },
  unfeature: {
    title: 'Article no longer featured',
    description: (a) => `“${articleTitle(a)}” is no longer featured.`,
    failure: 'Could not change the article',
  },
};

/** PATCH /api/admin/articles/:id: save, publish (`{status:'published'}`), unpublish, feature. */
export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: ArticleChange) =>
      (await (await apiRequest('PATCH', `${ADMIN_ARTICLES_URL}/${id}`, changes)).json()) as AdminArticle,
    onSuccess: (article, { kind }) => {
      const notice = changeNotices[kind];
      toast({ title: notice.title, description: notice.description(article) });
      return articleChanged(queryClient, article);
    },
    onError: (error, { kind }) => failed(changeNotices[kind].failure)(error),
  });
}

/** DELETE /api/admin/articles/:id (with its guides). */
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ article }: { article: Pick<AdminArticleRow, 'id' | 'title'> }) => {
      await apiRequest('DELETE', `${ADMIN_ARTICLES_URL}/${article.id}`);
    },
    onSuccess: async (_done, { article }) => {
      toast({ title: 'Article deleted', description: `“${articleTitle(article)}” has been deleted.` });
      // The editor that asked may still show it: marked stale, not read again (it would be a 404).
      await queryClient.invalidateQueries({ queryKey: adminArticleKey(article.id), refetchType: 'none' });
      await articleChanged(queryClient, null);
    },
    onError: failed('Could not delete the article'),
  });
}

/** POST /api/admin/articles/images: a featured or inline picture; answers its public URL. */
export function useUploadArticleImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return ((await (await postForm(`${ADMIN_ARTICLES_URL}/images`, form)).json()) as { url: string }).url;
    },
    onError: failed('Could not upload the picture'),
  });
}

/* ---------- Downloadable guides ---------- */

/** POST /api/admin/articles/:id/files: the title field goes first, then the PDF. */
export function useUploadGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ articleId, title, file }: { articleId: number; title: string; file: File }) => {
      const form = new FormData();
      form.append('title', title);
      form.append('file', file);
      return (await (await postForm(`${ADMIN_ARTICLES_URL}/${articleId}/files`, form)).json()) as AdminArticle;
    },
    onSuccess: (article, { title, file }) => {
      toast({ title: 'Guide uploaded', description: `“${title || file.name}” is attached to “${articleTitle(article)}”.` });
      queryClient.setQueryData(adminArticleKey(article.id), article);
      return queryClient.invalidateQueries({ predicate: isPublicResourcesQuery });
    },
    onError: failed('Could not upload the guide'),
  });
}

/** DELETE /api/admin/articles/:id/files/:fileId */
export function useRemoveGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ articleId, file }: { articleId: number; file: ResourceFile }) =>
      (await (await apiRequest('DELETE', `${ADMIN_ARTICLES_URL}/${articleId}/files/${file.id}`)).json()) as AdminArticle,
    onSuccess: (article, { file }) => {
      toast({ title: 'Guide removed', description: `“${file.title}” is no longer attached to “${articleTitle(article)}”.` });
      queryClient.setQueryData(adminArticleKey(article.id), article);
      return queryClient.invalidateQueries({ predicate: isPublicResourcesQuery });
    },
    onError: failed('Could not remove the guide'),
  });
}

/* ---------- Categories ---------- */

async function categoriesChanged(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCategoriesKey }),
    // Rows show the category's name.
    queryClient.invalidateQueries({ predicate: isArticlesListQuery }),
    queryClient.invalidateQueries({ predicate: isPublicResourcesQuery }),
  ]);
}

async function readCategory(res: Response) {
  return (await res.json()) as AdminCategory;
}

/** POST /api/admin/resource-categories (slug made from the name). */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CategoryInput) => readCategory(await apiRequest('POST', ADMIN_CATEGORIES_URL, input)),
    onSuccess: (category) => {
      toast({ title: 'Category added', description: `“${category.name}” is now a category of the library.` });
      return categoriesChanged(queryClient);
    },
    onError: failed('Could not add the category'),
  });
}

/** PATCH /api/admin/resource-categories/:id */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: Partial<CategoryInput> }) =>
      readCategory(await apiRequest('PATCH', `${ADMIN_CATEGORIES_URL}/${id}`, changes)),
    onSuccess: (category) => {
      toast({ title: 'Category saved', description: `“${category.name}” is saved.` });
      return categoriesChanged(queryClient);
    },
    onError: failed('Could not save the category'),
  });
}

/**
 * PUT /api/admin/resource-categories/order with every id in the new order. The list moves at once
 * and moves back if the server refuses.
 */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ordered }: { ordered: AdminCategory[] }) =>
      (await (await apiRequest('PUT', `${ADMIN_CATEGORIES_URL}/order`, { ids: ordered.map((c) => c.id) })).json()) as AdminCategory[],
    onMutate: async ({ ordered }) => {
      await queryClient.cancelQueries({ queryKey: adminCategoriesKey });
      const previous = queryClient.getQueryData<AdminCategory[]>(adminCategoriesKey);
      queryClient.setQueryData(adminCategoriesKey, ordered);
      return { previous };
    },
    onSuccess: async (categories) => {
      queryClient.setQueryData(adminCategoriesKey, categories);
      await queryClient.invalidateQueries({ predicate: isPublicResourcesQuery });
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(adminCategoriesKey, context.previous);
      failed('Could not change the order')(error);
    },
  });
}

/** DELETE /api/admin/resource-categories/:id; 409 while it still has articles. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ category }: { category: AdminCategory }) => {
      await apiRequest('DELETE', `${ADMIN_CATEGORIES_URL}/${category.id}`);
    },
    onSuccess: (_done, { category }) => {
      toast({ title: 'Category deleted', description: `“${category.name}” has been deleted.` });
      return categoriesChanged(queryClient);
    },
    onError: failed('Could not delete the category'),
  });
}
