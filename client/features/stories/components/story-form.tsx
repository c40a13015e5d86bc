import { ImagePlus, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { OwnStory, StoryInput } from '@shared/api/stories';
import {
  STORY_ALT_MAX,
  STORY_FILTER_LABELS,
  STORY_NAMING_LABELS,
  STORY_NAMINGS,
  STORY_STAGES,
  STORY_TEXT_MAX,
  STORY_TEXT_MIN,
  STORY_TITLE_MAX,
  STORY_TREATMENT_LABELS,
  STORY_TREATMENTS,
} from '@shared/stories';
import { Button } from '@client/components/ui/button';
import { CheckboxField, inputClass, SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { uploadStoryPhoto } from '../api';
import { storyDefaults, type StoryFormValues, storyResolver } from '../form-rules';

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
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setState({ sending: true, error: null });
    try {
      const { photoUrl: url } = await uploadStoryPhoto(file);
      onChange(url);
      setState({ sending: false, error: null });
    } catch (error) {
      setState({ sending: false, error: errorMessage(error, 'The photo could not be sent. Please try again.') });
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-900" id={`${id}-label`}>
        A photo (optional)
      </p>
      <p className="text-xs text-slate-700" id={`${id}-hint`}>
        JPEG, PNG or WebP, up to 8 MB. We remove its hidden details (such as where it was taken) before keeping it. Please choose a photo that shows
        no other children without their family’s agreement.
      </p>
      {photoUrl ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <img src={photoUrl} alt="The photo you chose" className="w-full max-w-xs rounded-lg border border-slate-200 object-cover" />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} disabled={state.sending}>
              <ImagePlus aria-hidden="true" /> Choose another photo
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)} disabled={state.sending}>
              <Trash2 aria-hidden="true" /> Remove the photo
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={state.sending} aria-describedby={`${id}-hint`}>
          <ImagePlus aria-hidden="true" /> {state.sending ? 'Sending the photo…' : 'Add a photo'}
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
      {state.sending && photoUrl ? <p role="status" className="text-sm text-slate-700">Sending the photo…</p> : null}
      {state.error ? (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

const STAGE_OPTIONS = STORY_STAGES.map((value) => ({ value, label: STORY_FILTER_LABELS[value] }));
const TREATMENT_OPTIONS = STORY_TREATMENTS.map((value) => ({ value, label: STORY_TREATMENT_LABELS[value] }));
const NAMING_OPTIONS = STORY_NAMINGS.map((value) => ({ value, label: STORY_NAMING_LABELS[value] }));
const WHOSE_OPTIONS = [
  { value: 'child' as const, label: 'About my child', hint: 'I am writing as a parent or guardian.' },
  { value: 'adult' as const, label: 'My own story, as an adult with clubfoot' },
];

/** Telling a story, or changing it: the text, an optional photo, the facts of the treatment, the naming and the consents. */
export function StoryForm({ story, pending, error, submitLabel, onSubmit, cancel }: Props) {
  const id = useId();
  const form = useForm<StoryFormValues, unknown, StoryInput>({ resolver: storyResolver, defaultValues: storyDefaults(story) });
  const { register, formState, setValue, control } = form;
  const errors = formState.errors;
  const whose = useWatch({ control, name: 'whose' });
  const photoUrl = useWatch({ control, name: 'photoUrl' });
  const adult = whose === 'adult';

  return (
    <form method="post" noValidate onSubmit={(event) => void form.handleSubmit((input) => (pending ? undefined : onSubmit(input)))(event)} className="space-y-8" data-testid="story-form">
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errorMessage(error, 'We could not send your story. Please try again in a moment.')}
        </p>
      ) : null}

      <section aria-labelledby={`${id}-story`} className="space-y-5">
        <h2 id={`${id}-story`} className="text-xl font-semibold text-slate-900">
          In your words
        </h2>
        <RadioGroup legend="Whose story is it?" name="whose" options={WHOSE_OPTIONS} register={register} error={errors.whose?.message} />
        <TextField label="Title" maxLength={STORY_TITLE_MAX} error={errors.title?.message} {...register('title')} />
        <TextAreaField
          label="Your story"
          rows={12}
          maxLength={STORY_TEXT_MAX}
          hint={`At least ${STORY_TEXT_MIN} characters. What happened, what helped, what you would tell a family starting out. You can use *emphasis*, lists and links. Please leave out names of doctors, hospitals and other families.`}
          error={errors.content?.message}
          {...register('content')}
        />
        <PhotoField photoUrl={photoUrl} onChange={(url) => setValue('photoUrl', url, { shouldDirty: true, shouldValidate: formState.isSubmitted })} />
        {photoUrl ? (
          <TextField
            label="Describe the photo"
            hint="For readers who cannot see it, for example “Ella, two, asleep in her boots and bar”."
            maxLength={STORY_ALT_MAX}
            error={errors.photoAlt?.message}
            {...register('photoAlt')}
          />
        ) : null}
      </section>

      <section aria-labelledby={`${id}-treatment`} className="space-y-5">
        <h2 id={`${id}-treatment`} className="text-xl font-semibold text-slate-900">
          About the treatment
        </h2>
        <fieldset className="space-y-1" aria-describedby={errors.ageValue ? `${id}-age-error` : `${id}-age-hint`}>
          <legend className="text-sm font-medium text-slate-900">
            {adult ? 'Your age when treatment started (optional)' : 'Your child’s age when treatment started'}
          </legend>
          <div className="flex gap-2">
            <label htmlFor={`${id}-age`} className="sr-only">
              Age
            </label>
            <input
              id={`${id}-age`}
              inputMode="numeric"
              className={cn(inputClass, 'w-28')}
              aria-invalid={errors.ageValue ? true : undefined}
              {...register('ageValue')}
            />
            <label htmlFor={`${id}-age-unit`} className="sr-only">
              Months or years
            </label>
            <select id={`${id}-age-unit`} className={cn(inputClass, 'w-36')} {...register('ageUnit')}>
              <option value="months">months</option>
              <option value="years">years</option>
            </select>
          </div>
          <p id={`${id}-age-hint`} className="text-xs text-slate-700">
            Under a month old? Enter 0 months.
          </p>
          <FieldError id={`${id}-age-error`} message={errors.ageValue?.message} />
        </fieldset>
        <SelectField label="Treatment" options={TREATMENT_OPTIONS} emptyLabel={null} error={errors.treatment?.message} {...register('treatment')} />
        <SelectField
          label="The stage your story is about"
          options={STAGE_OPTIONS}
          emptyLabel="Choose a stage"
          error={errors.stage?.message}
          {...register('stage')}
        />
      </section>

      <section aria-labelledby={`${id}-naming`} className="space-y-5">
        <h2 id={`${id}-naming`} className="text-xl font-semibold text-slate-900">
          Sharing it
        </h2>
        <RadioGroup legend="How would you like to be named?" name="naming" options={NAMING_OPTIONS} register={register} error={errors.naming?.message} />
        <div className="space-y-3">
          <CheckboxField label="I agree that this story may be published on the site" {...register('consent')} aria-invalid={errors.consent ? true : undefined} />
          <FieldError id={`${id}-consent-error`} message={errors.consent?.message} />
          {adult ? null : (
            <>
              <CheckboxField label="I am this child’s parent or guardian" {...register('guardianConsent')} aria-invalid={errors.guardianConsent ? true : undefined} />
              <FieldError id={`${id}-guardian-error`} message={errors.guardianConsent?.message} />
            </>
          )}
          <p className="text-xs text-slate-700">
            The moderators read every story before it is published. You can edit it, or take it off the site, at any time from My stories.
          </p>
        </div>
      </section>

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? 'Sending…' : submitLabel}
        </Button>
        {cancel}
      </div>
    </form>
  );
}
