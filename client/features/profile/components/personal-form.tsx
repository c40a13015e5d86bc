import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PROFILE_LIMITS, type PersonalProfileBody } from '@shared/api/profile';
import type { CurrentUser } from '@shared/api/user';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { useUpdatePersonal } from '../api';
import { saveNotices } from '@client/components/save-notices';
import { PanelHeading, SaveButton } from '@client/components/form-controls';
import { useMemo } from 'react';
import { type Translate, useT } from '@client/lib/i18n';
import { profileMessages } from '../messages';

type T = Translate<typeof profileMessages.en>;

const text = (t: T, max: number) => z.string().trim().max(max, t('personal.tooLong', { max }));

const thisYear = () => new Date().getFullYear();

/** Spec section 5: all optional; an e-mail, when given, must be valid (in English the library's own message). */
const personalForm = (t: T) => z.object({
  firstName: text(t, PROFILE_LIMITS.nameMax),
  lastName: text(t, PROFILE_LIMITS.nameMax),
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.string().email(t('personal.invalidEmail'))])),
  bio: text(t, PROFILE_LIMITS.bioMax),
  location: text(t, PROFILE_LIMITS.locationMax),
  // Empty becomes null; otherwise a whole year no earlier than 1900 and not in the future.
  birthYear: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : Number(value)))
    .refine(
      (year) => year === null || (Number.isInteger(year) && year >= PROFILE_LIMITS.birthYearMin && year <= thisYear()),
      t('personal.birthYearRange', { min: PROFILE_LIMITS.birthYearMin }),
    ),
});
type PersonalInput = z.input<ReturnType<typeof personalForm>>;
type PersonalOutput = z.output<ReturnType<typeof personalForm>>;

function toBody(values: PersonalOutput): PersonalProfileBody {
  return {
    firstName: values.firstName || null,
    lastName: values.lastName || null,
    bio: values.bio || null,
    location: values.location || null,
    birthYear: values.birthYear,
    // The account's address cannot be removed: an empty field leaves it unchanged.
    ...(values.email ? { email: values.email } : {}),
  };
}

export function PersonalForm({ user }: { user: CurrentUser }) {
  const t = useT(profileMessages);
  const schema = useMemo(() => personalForm(t), [t]);
  const saved = saveNotices({ title: t('saved.profileTitle'), description: t('personal.saved'), failure: t('saved.profileFailed') });
  const save = useUpdatePersonal();
  const { register, handleSubmit, formState } = useForm<PersonalInput, unknown, PersonalOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email ?? '',
      bio: user.bio ?? '',
      location: user.location ?? '',
      birthYear: user.birthYear === null ? '' : String(user.birthYear),
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit((values) => save.mutate(toBody(values), saved));

  return (
    <form method="post" onSubmit={submit} noValidate aria-labelledby="personal-heading" className="space-y-5">
      <PanelHeading
        id="personal-heading"
        title={t('personal.title')}
        description={t('personal.description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('personal.firstName')} autoComplete="given-name" {...register('firstName')} error={errors.firstName?.message} />
        <TextField label={t('personal.lastName')} autoComplete="family-name" {...register('lastName')} error={errors.lastName?.message} />
      </div>
      <TextField label={t('personal.email')} type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
      <TextAreaField
        label={t('personal.bio')}
        hint={t('personal.bioHint')}
        {...register('bio')}
        error={errors.bio?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('personal.location')} autoComplete="address-level2" hint={t('personal.locationHint')} {...register('location')} error={errors.location?.message} />
        <TextField
          label={t('personal.birthYear')}
          type="number"
          inputMode="numeric"
          min={PROFILE_LIMITS.birthYearMin}
          max={thisYear()}
          step={1}
          {...register('birthYear')}
          error={errors.birthYear?.message}
        />
      </div>
      <SaveButton pending={save.isPending}>{t('personal.save')}</SaveButton>
    </form>
  );
}
