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
