import { adminApi } from '@client/lib/admin-api';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminArticle, AdminArticleRow, AdminCategory, ArticleInput, ArticleTranslation, ArticleTranslationInput, ArticleUpdate, ResourceFile, TranslationLanguage } from '@shared/api/resources';
import type { AnyEndpoint, ClientEndpoint, InputOf, SuccessOf } from '@shared/api/endpoint';
import { call, send } from '@client/lib/api';
import { categoryAdminHooks, type Outcome } from '@client/lib/category-admin';
import { queryKeys } from '@client/lib/query-keys';
import { ARTICLE_IMAGE_MAX_BYTES, GUIDE_MAX_BYTES } from '@shared/constants';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { browserLocale, tIn } from '@client/lib/i18n';
import { articlesMessages } from './messages';

/** Rows per page of the articles table (the server allows up to 100). */
export const ADMIN_ARTICLES_PAGE_SIZE = 25;
/** The guides screen offers this many articles, the most recently updated first. */
export const ARTICLE_CHOICES_PAGE_SIZE = 100;

export type ArticleStatusFilter = 'all' | 'draft' | 'published';
export type AdminArticlesParams = { q?: string; status?: ArticleStatusFilter; page?: number; pageSize?: number };

const articlesRoot = [...queryKeys.admin, 'articles'] as const;

export const articleKeys = {
  /** Every page, search and filter of the articles list. */
  lists: [...articlesRoot, 'list'] as const,
  article: (id: number) => [...articlesRoot, 'detail', id] as const,
  translations: (id: number) => [...articlesRoot, 'translations', id] as const,
  categories: [...queryKeys.admin, 'resource-categories'] as const,
};

/**
 * What the library's readers see: its pages and articles, and the home page's featured list (their
 * cache would otherwise show what was there before).
 */
const publicReads = [queryKeys.resources, queryKeys.home];

export type { Outcome };

/* ---------- Reads ---------- */

export const adminArticlesQuery = ({ q = '', status = 'all', page = 1, pageSize = ADMIN_ARTICLES_PAGE_SIZE }: AdminArticlesParams) => {
  const query = { q, status, page, pageSize };
  return queryOptions({ queryKey: [...articleKeys.lists, query], queryFn: () => call(adminApi.resourceAdmin.articles, { query }) });
};

/** The articles list; paging keeps the previous page on screen while the next one loads. */
export function useAdminArticles(params: AdminArticlesParams) {
  return useQuery({ ...adminArticlesQuery(params), placeholderData: keepPreviousData });
}

/** One article (drafts too); nothing is fetched without an id. */
export function useAdminArticle(id: number | null) {
  return useQuery({
    queryKey: articleKeys.article(id ?? 0),
    queryFn: () => call(adminApi.resourceAdmin.article, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/**
 * The library's categories, in its order, with their article counts, and their changes; a change
 * also refreshes the articles list (rows show the category's name), the public pages and the audit log.
 */
export const categoryHooks = categoryAdminHooks<AdminCategory>({
  key: articleKeys.categories,
  alsoChanged: [articleKeys.lists, ...publicReads, queryKeys.adminAuditLog],
  fetch: {
    list: () => call(adminApi.resourceAdmin.categories),
    create: (body) => call(adminApi.resourceAdmin.createCategory, { body }),
    update: (id, body) => call(adminApi.resourceAdmin.updateCategory, { params: { id }, body }),
    reorder: (ids) => call(adminApi.resourceAdmin.reorderCategories, { body: { ids } }),
    remove: (id) => call(adminApi.resourceAdmin.deleteCategory, { params: { id } }),
  },
});
export const useAdminCategories = categoryHooks.useCategories;

/* ---------- Helpers ---------- */

/** An article's title for notices, with a stand-in for a blank one. */
export function articleTitle(article: Pick<AdminArticleRow, 'title'>) {
  return article.title.trim() || tIn(articlesMessages)('untitled');
}


/** 812 KB, 3.4 MB. */
export function formatFileSize(bytes: number) {
  const locale = browserLocale();
  const sizeFormat = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 1 });
  const t = tIn(articlesMessages, locale);
  if (bytes < 1024 * 1024) return t('size.kb', { size: sizeFormat.format(Math.max(1, Math.round(bytes / 1024))) });
  return t('size.mb', { size: sizeFormat.format(bytes / (1024 * 1024)) });
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a picture cannot be uploaded, or null when it can (the server checks again). */
export function imageFileProblem(file: File) {
  if (!IMAGE_TYPES.includes(file.type)) return tIn(articlesMessages)('file.imageType');
  if (file.size > ARTICLE_IMAGE_MAX_BYTES) return tIn(articlesMessages)('file.imageSize', { size: formatFileSize(file.size) });
  return null;
}

/** Why a guide cannot be uploaded, or null when it can (the server checks again). */
export function guideFileProblem(file: File) {
  const looksLikePdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!looksLikePdf) return tIn(articlesMessages)('file.pdf');
  if (file.size === 0) return tIn(articlesMessages)('file.empty');
  if (file.size > GUIDE_MAX_BYTES) return tIn(articlesMessages)('file.guideSize', { size: formatFileSize(file.size) });
  return null;
}

/** A multipart upload: `send` with the form, answered with the endpoint's JSON. */
async function upload<E extends AnyEndpoint>(e: ClientEndpoint<E>, input: Omit<InputOf<E>, 'body'> & { body: FormData }) {
  const res = await send(e, input);
  return (await res.json()) as SuccessOf<E>;
}

const refreshPublicReads = (queryClient: QueryClient) => Promise.all(publicReads.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** An article changed: its own entry holds the answer; lists, counts and the public pages are read again. */
async function articleChanged(queryClient: QueryClient, article: AdminArticle | null) {
  if (article) queryClient.setQueryData(articleKeys.article(article.id), article);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: articleKeys.lists }),
    queryClient.invalidateQueries({ queryKey: articleKeys.categories }),
    refreshPublicReads(queryClient),
  ]);
}

/* ---------- Articles ---------- */

/** A new article; a draft unless `status` says otherwise. */
export function useCreateArticle(outcome: Outcome<AdminArticle, ArticleInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ArticleInput) => call(adminApi.resourceAdmin.createArticle, { body: input }),
    onSuccess: (article, input) => {
      outcome.onSuccess?.(article, input);
      return articleChanged(queryClient, article);
    },
    onError: outcome.onError,
  });
}

/** What a change is for; it decides the notice. */
export type ArticleChangeKind = 'save' | 'publish' | 'unpublish' | 'feature' | 'unfeature';
export type ArticleChange = { id: number; kind: ArticleChangeKind; changes: ArticleUpdate };

/** Save, publish (`{status:'published'}`), unpublish, feature. */
export function useUpdateArticle(outcome: Outcome<AdminArticle, ArticleChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: ArticleChange) => call(adminApi.resourceAdmin.updateArticle, { params: { id }, body: changes }),
    onSuccess: (article, change) => {
      outcome.onSuccess?.(article, change);
      return articleChanged(queryClient, article);
    },
    onError: outcome.onError,
  });
}

export type ArticleRemoval = { article: Pick<AdminArticleRow, 'id' | 'title'> };

/** Deletes an article with its guides. */
export function useDeleteArticle(outcome: Outcome<unknown, ArticleRemoval> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ article }: ArticleRemoval) => {
      await call(adminApi.resourceAdmin.deleteArticle, { params: { id: article.id } });
    },
    onSuccess: async (done, removal) => {
      outcome.onSuccess?.(done, removal);
      // The editor that asked may still show it: marked stale, not read again (it would be a 404).
      await queryClient.invalidateQueries({ queryKey: articleKeys.article(removal.article.id), refetchType: 'none' });
      await articleChanged(queryClient, null);
    },
    onError: outcome.onError,
  });
}

/** A featured or inline picture (multipart); answers its public URL. */
export function useUploadArticleImage(outcome: Outcome<string, File> = {}) {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (await upload(adminApi.resourceAdmin.uploadImage, { body: form })).url;
    },
    onSuccess: outcome.onSuccess,
    onError: outcome.onError,
  });
}

/* ---------- Downloadable guides ---------- */

export type GuideUpload = { articleId: number; title: string; file: File };

/** Multipart: the title field goes first, then the PDF. */
export function useUploadGuide(outcome: Outcome<AdminArticle, GuideUpload> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ articleId, title, file }: GuideUpload) => {
      const form = new FormData();
      form.append('title', title);
      form.append('file', file);
      return upload(adminApi.resourceAdmin.uploadGuide, { params: { id: articleId }, body: form });
    },
    onSuccess: (article, upload) => {
      outcome.onSuccess?.(article, upload);
      queryClient.setQueryData(articleKeys.article(article.id), article);
      return refreshPublicReads(queryClient);
    },
    onError: outcome.onError,
  });
}

export type GuideRemoval = { articleId: number; file: ResourceFile };

export function useRemoveGuide(outcome: Outcome<AdminArticle, GuideRemoval> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ articleId, file }: GuideRemoval) => call(adminApi.resourceAdmin.removeGuide, { params: { id: articleId, fileId: file.id } }),
    onSuccess: (article, removal) => {
      outcome.onSuccess?.(article, removal);
      queryClient.setQueryData(articleKeys.article(article.id), article);
      return refreshPublicReads(queryClient);
    },
    onError: outcome.onError,
  });
}

/* ---------- Translations ---------- */

/** An article's translations (Spanish, French), written beside the original. */
export function useArticleTranslations(id: number) {
  return useQuery({ queryKey: articleKeys.translations(id), queryFn: () => call(adminApi.resourceAdmin.translations, { params: { id } }) });
}

export type TranslationChange = { article: Pick<AdminArticleRow, 'id' | 'title'>; language: TranslationLanguage };
export type TranslationSave = TranslationChange & { body: ArticleTranslationInput };

/** A translation changed: the list of them and the public pages in its language are read again. */
async function translationChanged(queryClient: QueryClient, id: number) {
  await Promise.all([queryClient.invalidateQueries({ queryKey: articleKeys.translations(id) }), refreshPublicReads(queryClient)]);
}

export function useSaveTranslation(outcome: Outcome<ArticleTranslation, TranslationSave> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ article, language, body }: TranslationSave) => call(adminApi.resourceAdmin.saveTranslation, { params: { id: article.id, language }, body }),
    onSuccess: (saved, change) => {
      outcome.onSuccess?.(saved, change);
      return translationChanged(queryClient, change.article.id);
    },
    onError: outcome.onError,
  });
}

export function useDeleteTranslation(outcome: Outcome<unknown, TranslationChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ article, language }: TranslationChange) => call(adminApi.resourceAdmin.deleteTranslation, { params: { id: article.id, language } }),
    onSuccess: (done, change) => {
      outcome.onSuccess?.(done, change);
      return translationChanged(queryClient, change.article.id);
    },
    onError: outcome.onError,
  });
}
