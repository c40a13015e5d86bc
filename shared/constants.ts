/** Defaults for missing data (spec section 3). Kept free of zod so the first page load stays small. */
export const RESOURCE_DEFAULTS = {
  category: 'Article',
  readTime: 5,
  authorName: 'Medical Expert',
  authorRole: 'Clubfoot Specialist',
} as const;
