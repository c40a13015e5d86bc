import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { OwnReview } from '@shared/api/shop';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TITLE_MAX } from '@shared/shop';
import { Button } from '@client/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { REVIEW_NOTICES } from '../notices';
import { loadReviewRules, reviewDefaults, type ReviewOutput, reviewResolver, type ReviewValues } from '../review-form-rules';
import { useSaveReview } from '../reviews-api';
import { StarInput } from './stars';

type Props = { slug: string; mine: OwnReview | null; onDone: () => void };

/** Writing the member's review, or changing it: a rating, an optional title, the text, and which tags to show. */
export function ReviewForm({ slug, mine, onDone }: Props) {
  const id = useId();
  const save = useSaveReview(slug);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<ReviewValues, unknown, ReviewOutput>({ resolver: reviewResolver, defaultValues: reviewDefaults(mine) });
  const { register, formState } = form;
  const errors = formState.errors;
  const rating = Number(useWatch({ control: form.control, name: 'rating' })) || 0;

  useEffect(() => {
    void loadReviewRules();
    heading.current?.focus();
  }, []);

  const submit = (values: ReviewOutput) => {
    if (save.isPending) return;
    save.mutate(values, {
      onSuccess: () => {
        toast(mine ? REVIEW_NOTICES.updated : REVIEW_NOTICES.saved);
        onDone();
      },
    });
  };

  return (
    <form method="post"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="review-form"
    >
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus-visible:outline-none">
        {mine ? 'Edit your review' : 'Write a review'}
      </h3>
      {save.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errorMessage(save.error, 'We could not save your review. Please try again in a moment.')}
        </p>
      ) : null}
      <StarInput
        name={`${id}-rating`}
        value={rating}
        onChange={(value) => form.setValue('rating', value, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        error={errors.rating?.message}
        errorId={`${id}-rating-error`}
      />
      <TextField label="Title (optional)" maxLength={REVIEW_TITLE_MAX} error={errors.title?.message} {...register('title')} />
      <TextAreaField
        label="Your review"
        rows={6}
        maxLength={REVIEW_BODY_MAX}
        hint={`At least ${REVIEW_BODY_MIN} characters. What did you like, what would you tell another family? Please leave out anything your child's care team told you in private.`}
        error={errors.body?.message}
        {...register('body')}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-900">Show with your review</legend>
        <CheckboxField label="Show my child's treatment stage" {...register('showStage')} />
        <CheckboxField label="Show my child's clubfoot side" {...register('showSide')} />
        <CheckboxField label="Show the wearer's age" {...register('showWearerAge')} />
        <p className="text-xs text-slate-700">
          These come from your profile and your Clubfoot Buddy shoe sizes. Your privacy settings still apply: a detail you keep private is not shown, even when
          ticked here.
        </p>
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving...' : mine ? 'Save changes' : 'Post your review'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
