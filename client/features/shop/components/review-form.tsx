import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { OwnReview } from '@shared/api/shop';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TITLE_MAX } from '@shared/shop';
import { Button } from '@client/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n';
import { shopMessages } from '../messages';
import { reviewNotices } from '../notices';
import { loadReviewRules, reviewDefaults, type ReviewOutput, reviewResolver, type ReviewValues } from '../review-form-rules';
import { useSaveReview } from '../reviews-api';
import { StarInput } from './stars';

type Props = { slug: string; mine: OwnReview | null; onDone: () => void };

/** Writing the member's review, or changing it: a rating, an optional title, the text, and which tags to show. */
export function ReviewForm({ slug, mine, onDone }: Props) {
  const id = useId();
  const save = useSaveReview(slug);
  const t = useT(shopMessages);
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
        toast(mine ? reviewNotices(t).updated : reviewNotices(t).saved);
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
        {mine ? t('form.editTitle') : t('form.writeTitle')}
      </h3>
      {save.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errorMessage(save.error, t('form.saveFailed'))}
        </p>
      ) : null}
      <StarInput
        name={`${id}-rating`}
        value={rating}
        onChange={(value) => form.setValue('rating', value, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        error={errors.rating?.message}
        errorId={`${id}-rating-error`}
      />
      <TextField label={t('form.title')} maxLength={REVIEW_TITLE_MAX} error={errors.title?.message} {...register('title')} />
      <TextAreaField
        label={t('form.body')}
        rows={6}
        maxLength={REVIEW_BODY_MAX}
        hint={t('form.bodyHint', { min: REVIEW_BODY_MIN })}
        error={errors.body?.message}
        {...register('body')}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-900">{t('form.show')}</legend>
        <CheckboxField label={t('form.showStage')} {...register('showStage')} />
        <CheckboxField label={t('form.showSide')} {...register('showSide')} />
        <CheckboxField label={t('form.showAge')} {...register('showWearerAge')} />
        <p className="text-xs text-slate-700">
          {t('form.privacy')}
        </p>
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('form.saving') : mine ? t('form.saveChanges') : t('form.post')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
