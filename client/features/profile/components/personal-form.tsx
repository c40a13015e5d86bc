import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PROFILE_LIMITS, type PersonalProfileBody } from '@shared/api/profile';
import type { CurrentUser } from '@shared/api/user';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { useUpdatePersonal } from '../api';
import { saveNotices } from '@client/components/save-notices';
import { PanelHeading, SaveButton } from '@client/components/form-controls';

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);

const thisYear = () => new Date().getFullYear();

/** Spec section 5: all optional; an e-mail, when given, must be valid (the library's own message). */
const personalForm = z.object({
  firstName: text(PROFILE_LIMITS.nameMax),
  lastName: text(PROFILE_LIMITS.nameMax),
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.string().email()])),
  bio: text(PROFILE_LIMITS.bioMax),
  location: text(PROFILE_LIMITS.locationMax),
  // Empty becomes null; otherwise a whole year no earlier than 1900 and not in the future.
  birthYear: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : Number(value)))
    .refine(
      (year) => year === null || (Number.isInteger(year) && year >= PROFILE_LIMITS.birthYearMin && year <= thisYear()),
      `Enter a year from ${PROFILE_LIMITS.birthYearMin} to this year, or leave it empty`,
    ),
});
type PersonalInput = z.input<typeof personalForm>;
type PersonalOutput = z.output<typeof personalForm>;

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

const SAVED = saveNotices({
  title: 'Profile Updated',
  description: 'Your personal information has been saved.',
  failure: 'Failed to update profile. Please try again.',
});

export function PersonalForm({ user }: { user: CurrentUser }) {
  const save = useUpdatePersonal();
  const { register, handleSubmit, formState } = useForm<PersonalInput, unknown, PersonalOutput>({
    resolver: zodResolver(personalForm),
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
  const submit = handleSubmit((values) => save.mutate(toBody(values), SAVED));

  return (
    <form method="post" onSubmit={submit} noValidate aria-labelledby="personal-heading" className="space-y-5">
      <PanelHeading
        id="personal-heading"
        title="Personal Information"
        description="Tell the community a little about yourself. Every field is optional."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...register('firstName')} error={errors.firstName?.message} />
        <TextField label="Last name" autoComplete="family-name" {...register('lastName')} error={errors.lastName?.message} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
      <TextAreaField
        label="Bio"
        hint="Share your story or your family's journey with clubfoot."
        {...register('bio')}
        error={errors.bio?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Location" autoComplete="address-level2" hint="For example: Portland, Oregon" {...register('location')} error={errors.location?.message} />
        <TextField
          label="Birth year"
          type="number"
          inputMode="numeric"
          min={PROFILE_LIMITS.birthYearMin}
          max={thisYear()}
          step={1}
          {...register('birthYear')}
          error={errors.birthYear?.message}
        />
      </div>
      <SaveButton pending={save.isPending}>Save Personal Info</SaveButton>
    </form>
  );
}
