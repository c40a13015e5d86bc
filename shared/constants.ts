/** The site's name, in page titles and link previews. */
export const SITE_NAME = 'Clubfoot Community';

/** Defaults for missing data (spec section 3). Kept free of zod so the first page load stays small. */
export const RESOURCE_DEFAULTS = {
  category: 'Article',
  readTime: 5,
  authorName: 'Medical Expert',
  authorRole: 'Clubfoot Specialist',
} as const;

/**
 * A readable companion to the HttpOnly session cookie. It carries no secret: it only tells the
 * client that asking `GET /api/auth/user` is worthwhile, so visitors skip that request.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/** The resource library's pages: 12 cards at a time, at most 50 a request; the plain list answers the newest 100. */
export const RESOURCE_PAGE_SIZE = 12;
export const RESOURCE_PAGE_MAX = 50;
export const RESOURCE_LIST_MAX = 100;

/** Largest downloadable guide (PDF) and article picture an administrator may upload. */
export const GUIDE_MAX_BYTES = 20 * 1024 * 1024;
export const ARTICLE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** Forum pages of 20 (topics, replies); text limits the server enforces (the spec shows none). */
export const FORUM_PAGE_SIZE = 20;
export const FORUM_TITLE_MAX = 200;
export const FORUM_TOPIC_MAX = 20_000;
export const FORUM_BODY_MAX = 10_000;
export const REPORT_REASON_MAX = 1_000;
