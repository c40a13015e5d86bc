import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TREATMENT_STAGE_LABELS, type ClubfootProfileBody } from '@shared/api/profile';
import { clubfootSides, contactMethods, profileTreatmentStages, treatmentTypes, type CurrentUser } from '@shared/api/user';
import { SelectField, TextField } from '@client/components/ui/field';
import { useUpdateClubfoot } from '../api';
import { saveNotices } from '@client/components/save-notices';
import { PanelHeading, SaveButton } from '@client/components/form-controls';

const STAGE_OPTIONS = profileTreatmentStages.map((value) => ({ value, label: TREATMENT_STAGE_LABELS[value] }));

const SIDE_LABELS: Record<(typeof clubfootSides)[number], string> = {
  left: 'Left foot',
  right: 'Right foot',
  bilateral: 'Both feet (bilateral)',
};
const SIDE_OPTIONS = clubfootSides.map((value) => ({ value, label: SIDE_LABELS[value] }));

const TYPE_LABELS: Record<(typeof treatmentTypes)[number], string> = {
  ponseti: 'Ponseti method',
  surgical: 'Surgical',
  combination: 'Combination',
  other: 'Other',
};
const TYPE_OPTIONS = treatmentTypes.map((value) => ({ value, label: TYPE_LABELS[value] }));

const CONTACT_LABELS: Record<(typeof contactMethods)[number], string> = {
  email: 'Email',
  phone: 'Phone',
  forum: 'Forum messages',
  none: 'Please do not contact me',
};
const CONTACT_OPTIONS = contactMethods.map((value) => ({ value, label: CONTACT_LABELS[value] }));

/** 'Not set' is the empty choice and is sent as null. */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.literal(''), z.enum(values)]).transform((value) => (value === '' ? null : (value as T[number])));

function localToday() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Spec section 5: every field optional. */
const clubfootForm = z.object({
  isParent: z.boolean(),
  isAdult: z.boolean(),
  isMedicalProfessional: z.boolean(),
  treatmentStage: choice(profileTreatmentStages),
  diagnosisDate: z
    .string()
    .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))), 'Enter a valid date')
    .refine((value) => value === '' || value <= localToday(), 'The diagnosis date cannot be in the future')
    .transform((value) => value || null),
  clubfootSide: choice(clubfootSides),
  treatmentType: choice(treatmentTypes),
  preferredContactMethod: choice(contactMethods),
});
type ClubfootInput = z.input<typeof clubfootForm>;
type ClubfootOutput = z.output<typeof clubfootForm>;

const CHECKBOXES = [
  { name: 'isParent', label: 'I am a parent or caregiver of a child with clubfoot' },
  { name: 'isAdult', label: 'I am an adult with clubfoot' },
  { name: 'isMedicalProfessional', label: 'I am a medical professional' },
] as const;

const SAVED = saveNotices({
  title: 'Profile Updated',
  description: 'Your clubfoot details have been saved.',
  failure: 'Failed to update profile. Please try again.',
});

export function ClubfootForm({ user }: { user: CurrentUser }) {
  const save = useUpdateClubfoot();
  const { register, handleSubmit, formState } = useForm<ClubfootInput, unknown, ClubfootOutput>({
    resolver: zodResolver(clubfootForm),
    defaultValues: {
      isParent: user.isParent ?? false,
      isAdult: user.isAdult ?? false,
      isMedicalProfessional: user.isMedicalProfessional ?? false,
      treatmentStage: user.treatmentStage ?? '',
      diagnosisDate: user.diagnosisDate?.slice(0, 10) ?? '',
      clubfootSide: user.clubfootSide ?? '',
      treatmentType: user.treatmentType ?? '',
      preferredContactMethod: user.preferredContactMethod ?? '',
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit((values) => {
    const body: ClubfootProfileBody = values;
    save.mutate(body, SAVED);
  });

  return (
    <form method="post" onSubmit={submit} noValidate aria-labelledby="clubfoot-heading" className="space-y-6">
      <PanelHeading
        id="clubfoot-heading"
        title="Clubfoot Details"
        description="These details help us show you relevant resources and connect you with others on a similar path. Every field is optional."
      />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-slate-900">About you (choose any that apply)</legend>
        {CHECKBOXES.map((box) => (
          <label key={box.name} className="flex items-start gap-3 text-sm text-slate-800">
            <input type="checkbox" className="mt-0.5 size-4 shrink-0 rounded border-slate-500 accent-brand-700" {...register(box.name)} />
            <span>{box.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Treatment stage" options={STAGE_OPTIONS} {...register('treatmentStage')} error={errors.treatmentStage?.message} />
        <SelectField label="Affected side" options={SIDE_OPTIONS} {...register('clubfootSide')} error={errors.clubfootSide?.message} />
        <SelectField label="Treatment type" options={TYPE_OPTIONS} {...register('treatmentType')} error={errors.treatmentType?.message} />
        <TextField label="Diagnosis date" type="date" max={localToday()} {...register('diagnosisDate')} error={errors.diagnosisDate?.message} />
        <SelectField
          label="Preferred contact method"
          options={CONTACT_OPTIONS}
          {...register('preferredContactMethod')}
          error={errors.preferredContactMethod?.message}
        />
      </div>
      <SaveButton pending={save.isPending}>Save Clubfoot Details</SaveButton>
      <p className="rounded-lg bg-brand-50 p-4 text-sm text-slate-800">
        In the boots and bar? The{' '}
        <Link to={paths.braceTracker} className="font-medium text-brand-800 underline underline-offset-4">
          Brace Tracker
        </Link>{' '}
        logs wear with one tap and shows each day against your clinician’s schedule. Only your family sees it.
      </p>
    </form>
  );
}
