import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ClubfootProfileBody } from '@shared/api/profile';
import { clubfootSides, contactMethods, profileTreatmentStages, treatmentTypes, type CurrentUser } from '@shared/api/user';
import { SelectField, TextField } from '@client/components/ui/field';
import { useUpdateClubfoot } from '../api';
import { saveNotices } from '@client/components/save-notices';
import { PanelHeading, SaveButton } from '@client/components/form-controls';
import { useMemo } from 'react';
import { Rich, type Translate, useT } from '@client/lib/i18n';
import { profileMessages } from '../messages';

type Key = keyof typeof profileMessages.en;
type T = Translate<typeof profileMessages.en>;

/** Each choice's words: keys of the profile's messages (the stages' English as in TREATMENT_STAGE_LABELS, shared/api/profile.ts). */
const STAGE_LABELS = {
  casting: 'clubfoot.stage.casting',
  bracing: 'clubfoot.stage.bracing',
  'post-treatment': 'clubfoot.stage.postTreatment',
  'adult-maintenance': 'clubfoot.stage.adultMaintenance',
  recurrence: 'clubfoot.stage.recurrence',
} as const satisfies Record<(typeof profileTreatmentStages)[number], Key>;

const SIDE_LABELS = {
  left: 'clubfoot.side.left',
  right: 'clubfoot.side.right',
  bilateral: 'clubfoot.side.bilateral',
} as const satisfies Record<(typeof clubfootSides)[number], Key>;

const TYPE_LABELS = {
  ponseti: 'clubfoot.type.ponseti',
  surgical: 'clubfoot.type.surgical',
  combination: 'clubfoot.type.combination',
  other: 'clubfoot.type.other',
} as const satisfies Record<(typeof treatmentTypes)[number], Key>;

const CONTACT_LABELS = {
  email: 'clubfoot.contact.email',
  phone: 'clubfoot.contact.phone',
  forum: 'clubfoot.contact.forum',
  none: 'clubfoot.contact.none',
} as const satisfies Record<(typeof contactMethods)[number], Key>;

const options = <V extends string>(t: T, values: readonly V[], labels: Record<V, Key>) => values.map((value) => ({ value, label: t(labels[value]) }));

/** 'Not set' is the empty choice and is sent as null. */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.literal(''), z.enum(values)]).transform((value) => (value === '' ? null : (value as T[number])));

function localToday() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Spec section 5: every field optional. */
const clubfootForm = (t: T) => z.object({
  isParent: z.boolean(),
  isAdult: z.boolean(),
  isMedicalProfessional: z.boolean(),
  treatmentStage: choice(profileTreatmentStages),
  diagnosisDate: z
    .string()
    .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))), t('clubfoot.invalidDate'))
    .refine((value) => value === '' || value <= localToday(), t('clubfoot.futureDate'))
    .transform((value) => value || null),
  clubfootSide: choice(clubfootSides),
  treatmentType: choice(treatmentTypes),
  preferredContactMethod: choice(contactMethods),
});
type ClubfootInput = z.input<ReturnType<typeof clubfootForm>>;
type ClubfootOutput = z.output<ReturnType<typeof clubfootForm>>;

const CHECKBOXES = [
  { name: 'isParent', label: 'clubfoot.isParent' },
  { name: 'isAdult', label: 'clubfoot.isAdult' },
  { name: 'isMedicalProfessional', label: 'clubfoot.isMedicalProfessional' },
] as const satisfies readonly { name: string; label: Key }[];

export function ClubfootForm({ user }: { user: CurrentUser }) {
  const t = useT(profileMessages);
  const schema = useMemo(() => clubfootForm(t), [t]);
  const saved = saveNotices({ title: t('saved.profileTitle'), description: t('clubfoot.saved'), failure: t('saved.profileFailed') });
  const save = useUpdateClubfoot();
  const { register, handleSubmit, formState } = useForm<ClubfootInput, unknown, ClubfootOutput>({
    resolver: zodResolver(schema),
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
    save.mutate(body, saved);
  });

  return (
    <form method="post" onSubmit={submit} noValidate aria-labelledby="clubfoot-heading" className="space-y-6">
      <PanelHeading
        id="clubfoot-heading"
        title={t('clubfoot.title')}
        description={t('clubfoot.description')}
      />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-slate-900">{t('clubfoot.aboutYou')}</legend>
        {CHECKBOXES.map((box) => (
          <label key={box.name} className="flex items-start gap-3 text-sm text-slate-800">
            <input type="checkbox" className="mt-0.5 size-4 shrink-0 rounded border-slate-500 accent-brand-700" {...register(box.name)} />
            <span>{t(box.label)}</span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label={t('clubfoot.stage')} options={options(t, profileTreatmentStages, STAGE_LABELS)} emptyLabel={t('notSet')} {...register('treatmentStage')} error={errors.treatmentStage?.message} />
        <SelectField label={t('clubfoot.side')} options={options(t, clubfootSides, SIDE_LABELS)} emptyLabel={t('notSet')} {...register('clubfootSide')} error={errors.clubfootSide?.message} />
        <SelectField label={t('clubfoot.type')} options={options(t, treatmentTypes, TYPE_LABELS)} emptyLabel={t('notSet')} {...register('treatmentType')} error={errors.treatmentType?.message} />
        <TextField label={t('clubfoot.diagnosisDate')} type="date" max={localToday()} {...register('diagnosisDate')} error={errors.diagnosisDate?.message} />
        <SelectField
          label={t('clubfoot.contact')}
          options={options(t, contactMethods, CONTACT_LABELS)}
          emptyLabel={t('notSet')}
          {...register('preferredContactMethod')}
          error={errors.preferredContactMethod?.message}
        />
      </div>
      <SaveButton pending={save.isPending}>{t('clubfoot.save')}</SaveButton>
      <p className="rounded-lg bg-brand-50 p-4 text-sm text-slate-800">
        <Rich
          t={t}
          k="clubfoot.braceTracker"
          tags={{
            link: (text) => (
              <Link to={paths.braceTracker} className="font-medium text-brand-800 underline underline-offset-4">
                {text}
              </Link>
            ),
          }}
        />
      </p>
    </form>
  );
}
