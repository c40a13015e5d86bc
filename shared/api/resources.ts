import { z } from 'zod';

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
  author: z
    .object({
      firstName: z.string().nullable().optional(),
      lastName: z.string().nullable().optional(),
      profileImageUrl: z.string().nullable().optional(),
      role: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type ResourceSummary = z.infer<typeof resourceSummary>;

