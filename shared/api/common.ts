import { z } from 'zod';

/** Every error the API answers has this body (spec section 8 turns it into `STATUS: body`). */
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

export const okBody = z.object({ ok: z.literal(true) });
