import { z } from 'zod';
import { ARTICLE_IMAGE_MAX_BYTES, GUIDE_MAX_BYTES, RESOURCE_LIST_MAX, RESOURCE_PAGE_MAX, RESOURCE_PAGE_SIZE } from '../constants';
import { errorBody, okBody } from './common';
import { endpoint, firstWordOf, type ShownOn } from './endpoint';
import { LOCALES, type TranslatedLocale } from '../i18n/locales';

// Plain numbers live in shared/constants (no zod), so screens can import them cheaply.
export { ARTICLE_IMAGE_MAX_BYTES, GUIDE_MAX_BYTES, RESOURCE_LIST_MAX, RESOURCE_PAGE_MAX, RESOURCE_PAGE_SIZE };

/** The byline of an article (spec section 3): experts need not be members, so this is display text. */
export const resourceAuthor = z.object({
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  profileImageUrl: z.string().nullable().optional(),
  role: z.string().nullable().optional(),
});
export type ResourceAuthor = z.infer<typeof resourceAuthor>;

/** A resource as lists and cards read it (spec section 3); missing fields get the spec's defaults. */
export const resourceSummary = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable().optional(),
  featuredImage: z.string().nullable().optional(),
  readTime: z.number().nullable().optional(),
  createdAt: z.string().nullable().optional(),
  category: z.object({ name: z.string(), slug: z.string().optional() }).nullable().optional(),
  author: resourceAuthor.nullable().optional(),
  /** The language its title, excerpt and text are in: the page's when translated, else English (issue 25). */
  language: z.enum(LOCALES).optional(),
});
export type ResourceSummary = z.infer<typeof resourceSummary>;

/** A downloadable guide; `downloadUrl` answers 401 to visitors (a member benefit). */
export const resourceFile = z.object({
  id: z.number(),
  title: z.string(),
  fileName: z.string(),
  sizeBytes: z.number(),
  downloadUrl: z.string(),
});
export type ResourceFile = z.infer<typeof resourceFile>;

/** One article (GET /api/resources/{slug}): sanitised HTML content, its guides and up to three related articles. */
export const resourceDetail = resourceSummary.extend({
  content: z.string().nullable().optional(),
  updatedAt: z.string().nullable().optional(),
  files: z.array(resourceFile),
  related: z.array(resourceSummary),
  /** Every language the article can be read in: English, and its translations. */
  languages: z.array(z.enum(LOCALES)).optional(),
});
export type ResourceDetail = z.infer<typeof resourceDetail>;

export const resourceCategory = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.number(),
});
export type ResourceCategory = z.infer<typeof resourceCategory>;


const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const resourceSlug = z.string().min(1).max(120).regex(slugPattern, 'Use lower-case letters, digits and single hyphens');

/**
 * GET /api/resources with any of these answers a page (below); with none, the array of spec section 7.
 * `q` searches (weighted title > excerpt > text, stemmed, last word a prefix, typos corrected).
 */
export const resourceListQuery = z.object({
  q: z.string().max(200).optional(),
  category: resourceSlug.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(RESOURCE_PAGE_MAX).optional(),
});
export type ResourceListQuery = z.infer<typeof resourceListQuery>;

/** A search hit or list entry; `snippet` is escaped HTML whose only tags are <mark> around matched words. */
export const resourceListItem = resourceSummary.extend({ snippet: z.string().nullable() });
export type ResourceListItem = z.infer<typeof resourceListItem>;

export const resourcePage = z.object({
  items: z.array(resourceListItem),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
  /** Matches in all (counted on the first page only; later pages repeat null). */
  total: z.number().nullable(),
  /** A broad search counts its hits only so far: true when more than `total` match (shown as "100+"). */
  totalCapped: z.boolean().optional(),
});
export type ResourcePage = z.infer<typeof resourcePage>;

/* ---------- Administration (/api/admin/articles, /api/admin/resource-categories) ---------- */

export const articleStatus = z.enum(['draft', 'published']);
export type ArticleStatus = z.infer<typeof articleStatus>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** An article's fields as an editor sends them. */
/** The article fields a reader sees as text (the images' addresses are shown as images). */
const articleText = ['title', 'excerpt', 'content', 'authorFirstName', 'authorLastName', 'authorRole'];
/** Where an article's text is read: its page, the library's list, and the library's search snippets. */
const articleShown: ShownOn[] = [
  { viewer: 'member', page: ({ result }) => `/resources/${result.slug}`, fields: articleText },
  { viewer: 'visitor', page: () => '/resources', fields: ['title', 'excerpt'] },
  { viewer: 'visitor', page: ({ body }) => `/resources?q=${firstWordOf(body.content)}`, fields: ['content'] },
];

const articleFields = z
  .object({
    title: z.string().trim().min(1, 'Please give the article a title').max(200),
    slug: resourceSlug.optional(),
    excerpt: optionalText(300),
    content: z.string().max(200_000),
    categoryId: z.number().int().positive().nullable().optional(),
    readTime: z.number().int().min(1).max(600).nullable().optional(),
    featuredImage: z.string().max(300).nullable().optional(),
    authorFirstName: optionalText(80),
    authorLastName: optionalText(80),
    authorRole: optionalText(120),
    authorImageUrl: z.string().max(300).nullable().optional(),
    featured: z.boolean().optional(),
    status: articleStatus.optional(),
  })
  .strict();

/** What an editor sends to create an article (slug made from the title when absent, no content means empty). */
export const articleInput = articleFields.extend({ content: articleFields.shape.content.default('') }).strict();
export type ArticleInput = z.input<typeof articleInput>;

/**
 * A change to some fields of an article: what is absent stays as it is. (Built from the fields
 * without defaults: a default would fill in a missing content and blank the article.)
 */
export const articleUpdate = articleFields.partial().strict();
export type ArticleUpdate = z.input<typeof articleUpdate>;

export const adminArticle = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  featuredImage: z.string().nullable(),
  readTime: z.number().nullable(),
  readMinutes: z.number(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  authorFirstName: z.string().nullable(),
  authorLastName: z.string().nullable(),
  authorRole: z.string().nullable(),
  authorImageUrl: z.string().nullable(),
  featured: z.boolean(),
  status: articleStatus,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  files: z.array(resourceFile),
});
export type AdminArticle = z.infer<typeof adminArticle>;

export const adminArticleRow = adminArticle.omit({ content: true, files: true });
export type AdminArticleRow = z.infer<typeof adminArticleRow>;

export const adminArticlesQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(['all', 'draft', 'published']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminArticlesQuery = z.input<typeof adminArticlesQuery>;

export const adminArticlesPage = z.object({
  items: z.array(adminArticleRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminArticlesPage = z.infer<typeof adminArticlesPage>;

/** A language an article can be translated into (English is the original). */
export const translationLanguage = z.enum(['es', 'fr'] as const satisfies readonly TranslatedLocale[]);
export type TranslationLanguage = z.infer<typeof translationLanguage>;

/** An article's translation as an administrator writes it, beside the English original. */
export const articleTranslationInput = z
  .object({
    title: z.string().trim().min(1, 'Please give the translation a title').max(200),
    excerpt: optionalText(300),
    content: z.string().max(200_000),
  })
  .strict();
export type ArticleTranslationInput = z.input<typeof articleTranslationInput>;

export const articleTranslation = z.object({
  language: translationLanguage,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  updatedAt: z.string(),
});
export type ArticleTranslation = z.infer<typeof articleTranslation>;

/** Where a translation's text is read: the article's page and the library's list, in its language. */
const translationShown: ShownOn[] = [
  { viewer: 'member', page: ({ params, result }) => `/${params.language}/resources/${result.slug}`, fields: ['title', 'excerpt', 'content'] },
  { viewer: 'visitor', page: ({ params }) => `/${params.language}/resources`, fields: ['title', 'excerpt'] },
];

/** An image uploaded for an article (featured or inline): its public URL. */
export const uploadedImage = z.object({ url: z.string() });

export const adminCategory = resourceCategory.extend({ articleCount: z.number() });
export type AdminCategory = z.infer<typeof adminCategory>;

export const categoryInput = z
  .object({
    name: z.string().trim().min(1, 'Please give the category a name').max(80),
    slug: resourceSlug.optional(),
    description: optionalText(300),
  })
  .strict();
export type CategoryInput = z.input<typeof categoryInput>;
export const categoryUpdate = categoryInput.partial().strict();

/** The full new order of the categories, by id. */
export const categoryOrder = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) }).strict();


/* ---------- Endpoints ---------- */

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const publicErrors = { 400: errorBody, 404: errorBody };

/** Without a query the list is spec section 7's array; with any of its fields, a page. */
export const resourceListAnswer = z.union([z.array(resourceSummary), resourcePage]);

/** The resource library's public API (spec section 7), plus search and members' downloads. */
export const resourceEndpoints = {
  /** The home page's featured articles. */
  featured: endpoint({ method: 'GET', path: '/api/resources/featured', access: 'public', responses: { 200: z.array(resourceSummary) } }),
  list: endpoint({
    method: 'GET',
    path: '/api/resources',
    access: 'public',
    query: resourceListQuery,
    responses: { 200: resourceListAnswer, ...publicErrors },
  }),
  categories: endpoint({ method: 'GET', path: '/api/resources/categories', access: 'public', responses: { 200: z.array(resourceCategory) } }),
  detail: endpoint({
    method: 'GET',
    path: '/api/resources/:slug',
    access: 'public',
    params: slugParams,
    responses: { 200: resourceDetail, ...publicErrors },
  }),
  /** A guide's PDF (a file: `downloadUrl` links to it); a member benefit, so visitors get 401. */
  download: endpoint({
    method: 'GET',
    path: '/api/resources/:slug/files/:fileId',
    access: 'member',
    produces: 'file',
    params: slugParams.extend({ fileId: rowId }),
    responses: { 400: errorBody, 401: errorBody, 404: errorBody },
  }),
};

const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody };
const idParams = z.object({ id: rowId });

/** Articles, their pictures and guides, and the library's categories: administrators only. */
export const resourceAdminEndpoints = {
  articles: endpoint({
    method: 'GET',
    path: '/api/admin/articles',
    access: 'admin',
    query: adminArticlesQuery,
    responses: { 200: adminArticlesPage, ...adminErrors },
  }),
  createArticle: endpoint({
    method: 'POST',
    path: '/api/admin/articles',
    idempotent: true,
    access: 'admin',
    shownOn: articleShown,
    body: articleInput,
    responses: { 201: adminArticle, ...adminErrors },
  }),
  article: endpoint({ method: 'GET', path: '/api/admin/articles/:id', access: 'admin', params: idParams, responses: { 200: adminArticle, ...adminErrors } }),
  updateArticle: endpoint({
    method: 'PATCH',
    path: '/api/admin/articles/:id',
    access: 'admin',
    shownOn: articleShown,
    params: idParams,
    body: articleUpdate,
    responses: { 200: adminArticle, ...adminErrors },
  }),
  deleteArticle: endpoint({ method: 'DELETE', path: '/api/admin/articles/:id', access: 'admin', params: idParams, responses: { 200: okBody, ...adminErrors } }),
  /** An article's translations, each beside the original it was written from. */
  translations: endpoint({
    method: 'GET',
    path: '/api/admin/articles/:id/translations',
    access: 'admin',
    params: idParams,
    responses: { 200: z.array(articleTranslation), ...adminErrors },
  }),
  /** Writes (or replaces) the article in a language. */
  saveTranslation: endpoint({
    method: 'PUT',
    path: '/api/admin/articles/:id/translations/:language',
    access: 'admin',
    shownOn: translationShown,
    params: idParams.extend({ language: translationLanguage }),
    body: articleTranslationInput,
    responses: { 200: articleTranslation, ...adminErrors },
  }),
  /** Removes a translation: readers of that language get the English with a notice again. */
  deleteTranslation: endpoint({
    method: 'DELETE',
    path: '/api/admin/articles/:id/translations/:language',
    access: 'admin',
    params: idParams.extend({ language: translationLanguage }),
    responses: { 200: okBody, ...adminErrors },
  }),
  /** Multipart: one image file. */
  uploadImage: endpoint({
    method: 'POST',
    path: '/api/admin/articles/images',
    access: 'admin',
    consumes: 'multipart',
    responses: { 201: uploadedImage, ...adminErrors },
  }),
  /** Multipart: a `title` field, then one PDF file. */
  uploadGuide: endpoint({
    method: 'POST',
    path: '/api/admin/articles/:id/files',
    access: 'admin',
    consumes: 'multipart',
    params: idParams,
    responses: { 201: adminArticle, ...adminErrors },
  }),
  removeGuide: endpoint({
    method: 'DELETE',
    path: '/api/admin/articles/:id/files/:fileId',
    access: 'admin',
    params: idParams.extend({ fileId: rowId }),
    responses: { 200: adminArticle, ...adminErrors },
  }),
  categories: endpoint({ method: 'GET', path: '/api/admin/resource-categories', access: 'admin', responses: { 200: z.array(adminCategory), ...adminErrors } }),
  createCategory: endpoint({
    method: 'POST',
    path: '/api/admin/resource-categories',
    idempotent: true,
    access: 'admin',
    shownOn: [{ viewer: 'visitor', page: () => '/resources', fields: ['name'] }, { viewer: 'admin', page: () => '/admin/resources' }],
    body: categoryInput,
    responses: { 201: adminCategory, ...adminErrors },
  }),
  reorderCategories: endpoint({
    method: 'PUT',
    path: '/api/admin/resource-categories/order',
    access: 'admin',
    body: categoryOrder,
    responses: { 200: z.array(adminCategory), ...adminErrors },
  }),
  updateCategory: endpoint({
    method: 'PATCH',
    path: '/api/admin/resource-categories/:id',
    access: 'admin',
    shownOn: [{ viewer: 'visitor', page: () => '/resources', fields: ['name'] }, { viewer: 'admin', page: () => '/admin/resources' }],
    params: idParams,
    body: categoryUpdate,
    responses: { 200: adminCategory, ...adminErrors },
  }),
  deleteCategory: endpoint({
    method: 'DELETE',
    path: '/api/admin/resource-categories/:id',
    access: 'admin',
    params: idParams,
    responses: { 200: okBody, ...adminErrors },
  }),
};
