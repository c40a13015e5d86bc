import type { FieldErrors, Resolver } from 'react-hook-form';
import { type OwnStory, type StoryInput, storyInput, storyRuleIssues } from '@shared/api/stories';
import type { StoryNaming, StoryStage, StoryTreatment } from '@shared/stories';
import { tIn } from '@client/lib/i18n';
import { storiesMessages } from './messages';

/** The form as the author fills it in: the age as a number and a unit, "my own story" as a choice. */
export type StoryFormValues = {
  title: string;
  content: string;
  photoUrl: string | null;
  photoAlt: string;
  ageValue: string;
  ageUnit: 'months' | 'years';
  treatment: StoryTreatment;
  stage: StoryStage | '';
  whose: 'child' | 'adult';
  naming: StoryNaming;
  consent: boolean;
  guardianConsent: boolean;
};

export function storyDefaults(story: OwnStory | null): StoryFormValues {
  const months = story?.ageAtStartMonths ?? null;
  const inYears = months !== null && months >= 24 && months % 12 === 0;
  return {
    title: story?.title ?? '',
    content: story?.content ?? '',
    photoUrl: story?.photoUrl ?? null,
    photoAlt: story?.photoAlt ?? '',
    ageValue: months === null ? '' : String(inYears ? months / 12 : months),
    ageUnit: inYears ? 'years' : 'months',
    treatment: story?.treatment ?? 'ponseti',
    stage: story?.stage ?? '',
    whose: story?.isAdultStory ? 'adult' : 'child',
    naming: story?.naming ?? 'first-name',
    // Consent is given again with every submission.
    consent: false,
    guardianConsent: false,
  };
}

/** What the form sends: the age in months (null when left empty), the choices as the API names them. */
export function toStoryInput(values: StoryFormValues): StoryInput {
  const raw = values.ageValue.trim();
  const age = raw === '' ? null : Number(raw.replace(',', '.'));
  const adult = values.whose === 'adult';
  return {
    title: values.title,
    content: values.content,
    photoUrl: values.photoUrl,
    photoAlt: values.photoUrl ? values.photoAlt : null,
    ageAtStartMonths: age === null ? null : Number.isFinite(age) ? (values.ageUnit === 'years' ? age * 12 : age) : Number.NaN,
    treatment: values.treatment,
    stage: values.stage as StoryStage,
    isAdultStory: adult,
    naming: values.naming,
    consent: values.consent,
    guardianConsent: adult ? false : values.guardianConsent,
  };
}

/** The API's fields as the form names them. */
const FIELD_OF: Partial<Record<string, keyof StoryFormValues>> = { ageAtStartMonths: 'ageValue', isAdultStory: 'whose' };

/** The server's own rules (shared/api/stories.ts), checked before sending: each message beside its field. */
export const storyResolver: Resolver<StoryFormValues, unknown, StoryInput> = async (values) => {
  const input = toStoryInput(values);
  const parsed = storyInput.safeParse(input);
  if (parsed.success) return { values: input, errors: {} };
  const errors: FieldErrors<StoryFormValues> = {};
  const t = tIn(storiesMessages);
  // The rules across fields run only once every field is valid: asked here too, every message shows at once.
  for (const issue of [...parsed.error.issues, ...storyRuleIssues(input)]) {
    const key = String(issue.path[0] ?? 'title');
    const field = (FIELD_OF[key] ?? key) as keyof StoryFormValues;
    if (!errors[field]) {
      const message = field === 'stage' ? t('form.stageMissing') : field === 'ageValue' && 'code' in issue && issue.code !== 'custom' ? t('form.ageInvalid') : issue.message;
      errors[field] = { type: 'validate', message };
    }
  }
  return { values: {}, errors };
};
