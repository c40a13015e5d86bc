import { z } from 'zod';

/** Every error the API answers has this body (spec section 8 turns it into `STATUS: body`). */
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

export const okBody = z.object({ ok: z.literal(true) });

/** Query fields of a numbered admin list: page from 1, up to 100 rows a page. */
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
};

/** What a numbered admin list answers besides its rows. */
export const pageFields = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
