import { ImagePlus, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { OwnStory, StoryInput } from '@shared/api/stories';
import { STORY_ALT_MAX, STORY_NAMINGS, STORY_STAGES, STORY_TEXT_MAX, STORY_TEXT_MIN, STORY_TITLE_MAX, STORY_TREATMENTS } from '@shared/stories';
import { Button } from '@client/components/ui/button';
import { CheckboxField, inputClass, SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { uploadStoryPhoto } from '../api';
import { storyDefaults, type StoryFormValues, storyResolver } from '../form-rules';
import { NAMING_LABELS } from '../labels';
import { STORY_FILTER_KEYS, STORY_TREATMENT_KEYS } from '@client/components/story-card';
import { commonMessages } from '@client/lib/common-messages';
import { storiesMessages } from '../messages';

type Props = {
  story: OwnStory | null;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (input: StoryInput) => void;
  cancel: ReactNode;
};

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** A choice of a few, as radio buttons with a legend (phones get big targets). */
function RadioGroup<V extends string>({
  legend,
  name,
  options,
  register,
  error,
}: {
  legend: string;
  name: 'whose' | 'naming';
  options: { value: V; label: string; hint?: string }[];
  register: ReturnType<typeof useForm<StoryFormValues, unknown, StoryInput>>['register'];
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
          <input type="radio" value={option.value} className="mt-1 size-4 accent-brand-700" {...register(name)} />
          <span>
            <span className="block text-sm font-medium text-slate-900">{option.label}</span>
            {option.hint ? <span className="block text-xs text-slate-700">{option.hint}</span> : null}
          </span>
        </label>
      ))}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** The photo: chosen, sent at once (re-encoded by the server, without location data), shown, and removable. */
function PhotoField({ photoUrl, onChange }: { photoUrl: string | null; onChange: (url: string | null) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ sending: boolean; error: string | null }>({ sending: false, error: null });
  const t = useT(storiesMessages);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setState({ sending: true, error: null });
    try {
      const { photoUrl: url } = await uploadStoryPhoto(file);
      onChange(url);
      setState({ sending: false, error: null });
    } catch (error) {
      setState({ sending: false, error: errorMessage(error, t('form.photoFailed')) });
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-900" id={`${id}-label`}>
        {t('form.photoLabel')}
      </p>
      <p className="text-xs text-slate-700" id={`${id}-hint`}>
        {t('form.photoHint')}
      </p>
      {photoUrl ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <img src={photoUrl} alt={t('form.photoAlt')} className="w-full max-w-xs rounded-lg border border-slate-200 object-cover" />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} disabled={state.sending}>
              <ImagePlus aria-hidden="true" /> {t('form.photoChange')}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)} disabled={state.sending}>
              <Trash2 aria-hidden="true" /> {t('form.photoRemove')}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={state.sending} aria-describedby={`${id}-hint`}>
          <ImagePlus aria-hidden="true" /> {state.sending ? t('form.photoSending') : t('form.photoAdd')}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        data-testid="story-photo-input"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {state.sending && photoUrl ? <p role="status" className="text-sm text-slate-700">{t('form.photoSending')}</p> : null}
      {state.error ? (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

/** Whose story it is (the labels are keys of the stories' messages). */
const WHOSE_CHOICES = [
  { value: 'child', label: 'form.whoseChild', hint: 'form.whoseChildHint' },
  { value: 'adult', label: 'form.whoseAdult' },
] as const;

/** Telling a story, or changing it: the text, an optional photo, the facts of the treatment, the naming and the consents. */
export function StoryForm({ story, pending, error, submitLabel, onSubmit, cancel }: Props) {
  const id = useId();
  const form = useForm<StoryFormValues, unknown, StoryInput>({ resolver: storyResolver, defaultValues: storyDefaults(story) });
  const { register, formState, setValue, control } = form;
  const errors = formState.errors;
  const whose = useWatch({ control, name: 'whose' });
  const photoUrl = useWatch({ control, name: 'photoUrl' });
  const adult = whose === 'adult';
  const t = useT(storiesMessages);
  const common = useT(commonMessages);
  const stageOptions = STORY_STAGES.map((value) => ({ value, label: common(STORY_FILTER_KEYS[value]) }));
  const treatmentOptions = STORY_TREATMENTS.map((value) => ({ value, label: common(STORY_TREATMENT_KEYS[value]) }));
  const namingOptions = STORY_NAMINGS.map((value) => ({ value, label: t(NAMING_LABELS[value]) }));
  const whoseOptions = WHOSE_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.label), hint: 'hint' in choice ? t(choice.hint) : undefined }));

  return (
    <form method="post" noValidate onSubmit={(event) => void form.handleSubmit((input) => (pending ? undefined : onSubmit(input)))(event)} className="space-y-8" data-testid="story-form">
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errorMessage(error, t('form.sendFailed'))}
        </p>
      ) : null}

      <section aria-labelledby={`${id}-story`} className="space-y-5">
        <h2 id={`${id}-story`} className="text-xl font-semibold text-slate-900">
          {t('form.storySection')}
        </h2>
        <RadioGroup legend={t('form.whose')} name="whose" options={whoseOptions} register={register} error={errors.whose?.message} />
        <TextField label={t('form.title')} maxLength={STORY_TITLE_MAX} error={errors.title?.message} {...register('title')} />
        <TextAreaField
          label={t('form.content')}
          rows={12}
          maxLength={STORY_TEXT_MAX}
          hint={t('form.contentHint', { min: STORY_TEXT_MIN })}
          error={errors.content?.message}
          {...register('content')}
        />
        <PhotoField photoUrl={photoUrl} onChange={(url) => setValue('photoUrl', url, { shouldDirty: true, shouldValidate: formState.isSubmitted })} />
        {photoUrl ? (
          <TextField
            label={t('form.describePhoto')}
            hint={t('form.describePhotoHint')}
            maxLength={STORY_ALT_MAX}
            error={errors.photoAlt?.message}
            {...register('photoAlt')}
          />
        ) : null}
      </section>

      <section aria-labelledby={`${id}-treatment`} className="space-y-5">
        <h2 id={`${id}-treatment`} className="text-xl font-semibold text-slate-900">
          {t('form.treatmentSection')}
        </h2>
        <fieldset className="space-y-1" aria-describedby={errors.ageValue ? `${id}-age-error` : `${id}-age-hint`}>
          <legend className="text-sm font-medium text-slate-900">
            {adult ? t('form.ageAdult') : t('form.ageChild')}
          </legend>
          <div className="flex gap-2">
            <label htmlFor={`${id}-age`} className="sr-only">
              {t('form.age')}
            </label>
            <input
              id={`${id}-age`}
              inputMode="numeric"
              className={cn(inputClass, 'w-28')}
              aria-invalid={errors.ageValue ? true : undefined}
              {...register('ageValue')}
            />
            <label htmlFor={`${id}-age-unit`} className="sr-only">
              {t('form.ageUnit')}
            </label>
            <select id={`${id}-age-unit`} className={cn(inputClass, 'w-36')} {...register('ageUnit')}>
              <option value="months">{t('form.months')}</option>
              <option value="years">{t('form.years')}</option>
            </select>
          </div>
          <p id={`${id}-age-hint`} className="text-xs text-slate-700">
            {t('form.ageHint')}
          </p>
          <FieldError id={`${id}-age-error`} message={errors.ageValue?.message} />
        </fieldset>
        <SelectField label={t('form.treatment')} options={treatmentOptions} emptyLabel={null} error={errors.treatment?.message} {...register('treatment')} />
        <SelectField
          label={t('form.stage')}
          options={stageOptions}
          emptyLabel={t('form.stageEmpty')}
          error={errors.stage?.message}
          {...register('stage')}
        />
      </section>

      <section aria-labelledby={`${id}-naming`} className="space-y-5">
        <h2 id={`${id}-naming`} className="text-xl font-semibold text-slate-900">
          {t('form.namingSection')}
        </h2>
        <RadioGroup legend={t('form.naming')} name="naming" options={namingOptions} register={register} error={errors.naming?.message} />
        <div className="space-y-3">
          <CheckboxField label={t('form.consent')} {...register('consent')} aria-invalid={errors.consent ? true : undefined} />
          <FieldError id={`${id}-consent-error`} message={errors.consent?.message} />
          {adult ? null : (
            <>
              <CheckboxField label={t('form.guardianConsent')} {...register('guardianConsent')} aria-invalid={errors.guardianConsent ? true : undefined} />
              <FieldError id={`${id}-guardian-error`} message={errors.guardianConsent?.message} />
            </>
          )}
          <p className="text-xs text-slate-700">
            {t('form.moderation')}
          </p>
        </div>
      </section>

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? t('form.sending') : submitLabel}
        </Button>
        {cancel}
      </div>
    </form>
  );
}
