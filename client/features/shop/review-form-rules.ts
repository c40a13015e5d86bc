import type { Resolver } from 'react-hook-form';
import type { OwnReview } from '@shared/api/shop';
import type { ReviewOutput, ReviewValues } from './review-rules';

export type { ReviewOutput, ReviewValues };

/** The rules' code (zod and the contract): fetched when the review form opens. */
export const loadReviewRules = () => import('./review-rules');

export const reviewResolver: Resolver<ReviewValues, unknown, ReviewOutput> = async (values, context, options) =>
  (await loadReviewRules()).reviewResolver(values, context, options);

/** The form as the member left it, or empty (no rating chosen yet). */
export const reviewDefaults = (mine: OwnReview | null): ReviewValues => ({
  rating: mine?.rating ?? (0 as number),
  title: mine?.title ?? '',
  body: mine?.body ?? '',
  showStage: mine?.showStage ?? false,
  showSide: mine?.showSide ?? false,
  showWearerAge: mine?.showWearerAge ?? false,
});
