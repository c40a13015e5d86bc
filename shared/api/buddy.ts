import { z } from 'zod';

/** US shoe sizes in half steps: infant sizes from 0 up to large adult sizes. */
export const SHOE_SIZE = { min: 0, max: 20, step: 0.5 } as const;

const shoeSize = z
  .number()
  .min(SHOE_SIZE.min)
  .max(SHOE_SIZE.max)
  .refine((n) => Number.isInteger(n * 2), 'must be a whole or half size (step 0.5)');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** Spec section 3, Shoe info; POST /api/clubfoot-buddy/my-shoes. */
export const shoeInfoBody = z
  .object({
    leftFootSize: shoeSize,
    rightFootSize: shoeSize,
    preferredBrands: optionalText(300),
    shoeTypes: optionalText(300),
    notes: optionalText(1000),
  })
  .strict();
export type ShoeInfoBody = z.input<typeof shoeInfoBody>;

export const shoeInfo = z.object({
  leftFootSize: z.number(),
  rightFootSize: z.number(),
  preferredBrands: z.string().nullable(),
  shoeTypes: z.string().nullable(),
  notes: z.string().nullable(),
});
export type ShoeInfo = z.infer<typeof shoeInfo>;
