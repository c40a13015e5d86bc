import { contractResolver } from '@client/lib/contract-resolver';
import type { z } from 'zod';
import { reviewInput } from '@shared/api/shop';

/* The review form's fields, checked by the contract's own rules: loaded when the form opens (review-form-rules.ts). */
export type ReviewValues = z.input<typeof reviewInput>;
export type ReviewOutput = z.output<typeof reviewInput>;

export const reviewResolver = contractResolver<ReviewValues, unknown, ReviewOutput>(reviewInput);
