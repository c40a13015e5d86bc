import type { ProductReview } from '@shared/api/shop';
import type { ShopT } from './format';

/*
 * The tags a reviewer chose to show. The stage names are those of the profile's clubfoot form
 * (shared/api/profile.ts TREATMENT_STAGE_LABELS), repeated here because that module brings zod with it.
 */

export type TreatmentStage = NonNullable<ProductReview['author']['treatmentStage']>;

export const TREATMENT_STAGES: TreatmentStage[] = ['casting', 'bracing', 'post-treatment', 'adult-maintenance', 'recurrence'];

/** A stage's name ('Bracing'): a key of the shop's messages per stage. */
export const stageLabel = (stage: TreatmentStage, t: ShopT) => t(`stage.${stage}`);

/** 'Bracing', 'Left foot', 'Wearer aged 2': only what the reviewer chose to show and their privacy settings allow. */
export function reviewTags(author: ProductReview['author'], t: ShopT) {
  return [
    author.treatmentStage ? stageLabel(author.treatmentStage, t) : null,
    author.clubfootSide ? t(`tag.side.${author.clubfootSide}`) : null,
    author.wearerAge !== null ? (author.wearerAge === 0 ? t('tag.wearerUnder1') : t('tag.wearerAge', { age: author.wearerAge })) : null,
  ].filter((tag): tag is string => tag !== null);
}

/** '4 out of 5 stars'. */
export const starsText = (rating: number, t: ShopT) => t('stars.text', { rating });
