import type { ProductReview } from '@shared/api/shop';

/*
 * The tags a reviewer chose to show. The stage names are those of the profile's clubfoot form
 * (shared/api/profile.ts TREATMENT_STAGE_LABELS), repeated here because that module brings zod with it.
 */

export type TreatmentStage = NonNullable<ProductReview['author']['treatmentStage']>;

export const STAGE_LABELS: Record<TreatmentStage, string> = {
  casting: 'Casting',
  bracing: 'Bracing',
  'post-treatment': 'Post-treatment',
  'adult-maintenance': 'Adult maintenance',
  recurrence: 'Recurrence',
};
export const TREATMENT_STAGES = Object.keys(STAGE_LABELS) as TreatmentStage[];

const SIDE_LABELS: Record<NonNullable<ProductReview['author']['clubfootSide']>, string> = {
  left: 'Left foot',
  right: 'Right foot',
  bilateral: 'Both feet',
};

/** 'Bracing', 'Left foot', 'Wearer aged 2': only what the reviewer chose to show and their privacy settings allow. */
export function reviewTags(author: ProductReview['author']) {
  return [
    author.treatmentStage ? STAGE_LABELS[author.treatmentStage] : null,
    author.clubfootSide ? SIDE_LABELS[author.clubfootSide] : null,
    author.wearerAge !== null ? (author.wearerAge === 0 ? 'Wearer under 1' : `Wearer aged ${author.wearerAge}`) : null,
  ].filter((tag): tag is string => tag !== null);
}

/** '4 out of 5 stars'. */
export const starsText = (rating: number) => `${rating} out of 5 ${rating === 1 ? 'star' : 'stars'}`;
