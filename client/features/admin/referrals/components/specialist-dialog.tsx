import { useState } from 'react';
import type { Specialist, SpecialistBody } from '@shared/api/referrals';
import { LANGUAGES } from '@shared/referrals';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { COUNTRY_OPTIONS } from '@client/lib/country-options';
import { useSaveSpecialist } from '../api';
import { saveSpecialistNotices } from './notices';

type Language = (typeof LANGUAGES)[number];
type Values = {
  name: string;
  title: string;
  clinic: string;
  city: string;
  country: string;
  languages: Language[];
  email: string;
  phone: string;
  website: string;
  ponsetiTrained: boolean;
  acceptingNewPatients: boolean;
  notes: string;
};
type Errors = Partial<Record<keyof Values, string>>;

const MAX_LANGUAGES = 10;

const valuesOf = (specialist: Specialist | null): Values => ({
  name: specialist?.name ?? '',
  title: specialist?.title ?? '',
  clinic: specialist?.clinic ?? '',
  city: specialist?.city ?? '',
  country: specialist?.country ?? '',
  languages: (specialist?.languages ?? []).filter((language): language is Language => (LANGUAGES as readonly string[]).includes(language)),
  email: specialist?.email ?? '',
  phone: specialist?.phone ?? '',
  website: specialist?.website ?? '',
  ponsetiTrained: specialist?.ponsetiTrained ?? true,
  acceptingNewPatients: specialist?.acceptingNewPatients ?? true,
  notes: specialist?.notes ?? '',
});

const orNull = (text: string) => text.trim() || null;

export function toSpecialistBody(values: Values): SpecialistBody {
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    clinic: values.clinic.trim(),
    city: values.city.trim(),
    country: values.country,
    languages: values.languages,
    email: orNull(values.email),
    phone: orNull(values.phone),
    website: orNull(values.website),
    ponsetiTrained: values.ponsetiTrained,
    acceptingNewPatients: values.acceptingNewPatients,
    notes: values.notes.trim(),
  };
}

/** The contract's rules, checked here without zod (the server checks again and its 400 is shown). */
function check(values: Values): Errors {
  const errors: Errors = {};
  for (const [name, label] of [['name', 'Name'], ['title', 'Title'], ['clinic', 'Clinic'], ['city', 'City']] as const) {
    if (!values[name].trim()) errors[name] = `${label} is required`;
  }
  if (!values.country) errors.country = 'Please choose a country';
  if (values.languages.length === 0) errors.languages = 'Choose at least one language';
  if (values.website.trim() && !/^https?:\/\/\S+\.\S+/.test(values.website.trim())) errors.website = 'Please enter a full web address (https://...)';
  return errors;
}

type Props = {
  /** The specialist being edited, or null for a new one. */
  specialist: Specialist | null;
  onClose: () => void;
  /** Where the focus goes once the dialog has closed. */
  onClosed?: () => void;
};

/** A specialist in the directory: who they are, where, the languages they speak, how to reach them. */
export function SpecialistDialog({ specialist, onClose, onClosed }: Props) {
  const save = useSaveSpecialist(saveSpecialistNotices);
  const [values, setValues] = useState<Values>(() => valuesOf(specialist));
  const [errors, setErrors] = useState<Errors>({});
  const field = (name: Exclude<keyof Values, 'languages' | 'ponsetiTrained' | 'acceptingNewPatients'>) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });
  const flag = (name: 'ponsetiTrained' | 'acceptingNewPatients') => ({
    checked: values[name],
    onChange: (event: { target: { checked: boolean } }) => setValues((previous) => ({ ...previous, [name]: event.target.checked })),
  });
  const toggleLanguage = (language: Language) =>
    setValues((previous) => ({
      ...previous,
      languages: previous.languages.includes(language) ? previous.languages.filter((other) => other !== language) : [...previous.languages, language],
    }));

  const submit = () => {
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ id: specialist?.id ?? null, body: toSpecialistBody(values) }, { onSuccess: onClose });
  };
  const languagesFull = values.languages.length >= MAX_LANGUAGES;

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={specialist ? `Edit ${specialist.name}` : 'Add a specialist'}
      description="Families are sent these details by e-mail: check them with the clinic first."
      submitLabel={specialist ? 'Save specialist' : 'Add specialist'}
      pendingLabel="Saving…"
      pending={save.isPending}
      onSubmit={submit}
      onClosed={onClosed}
    >
      <TextField label="Name" hint="As families should address them, e.g. Dr. Ana Silva" autoComplete="off" maxLength={120} {...field('name')} />
      <TextField label="Title" hint="e.g. Paediatric orthopaedic surgeon" autoComplete="off" maxLength={120} {...field('title')} />
      <TextField label="Clinic" autoComplete="off" maxLength={200} {...field('clinic')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="City" autoComplete="off" maxLength={100} {...field('city')} />
        <SelectField label="Country" emptyLabel="Choose a country" options={COUNTRY_OPTIONS} {...field('country')} />
      </div>
      <fieldset aria-describedby={errors.languages ? 'specialist-languages-error' : undefined}>
        <legend className="text-sm font-medium text-slate-900">Languages</legend>
        <p className="text-xs text-slate-700">Up to {MAX_LANGUAGES}.</p>
        <div className="mt-2 grid max-h-48 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-slate-200 p-3 sm:grid-cols-3">
          {LANGUAGES.map((language) => {
            const checked = values.languages.includes(language);
            return (
              <label key={language} className="flex items-center gap-2 text-sm text-slate-900">
                <input type="checkbox" checked={checked} disabled={languagesFull && !checked} onChange={() => toggleLanguage(language)} className="size-4 accent-brand-700" />
                {language}
              </label>
            );
          })}
        </div>
        {errors.languages ? (
          <p id="specialist-languages-error" className="mt-1 text-sm text-red-700">
            {errors.languages}
          </p>
        ) : null}
      </fieldset>
      <TextField label="Email (optional)" type="email" autoComplete="off" maxLength={254} {...field('email')} />
      <TextField label="Phone (optional)" type="tel" autoComplete="off" maxLength={40} {...field('phone')} />
      <TextField label="Website (optional)" type="url" placeholder="https://" autoComplete="off" maxLength={300} {...field('website')} />
      <CheckboxField label="Ponseti-trained" {...flag('ponsetiTrained')} />
      <CheckboxField label="Accepting new patients" hint="Specialists who are not are suggested last." {...flag('acceptingNewPatients')} />
      <TextAreaField label="Notes for the team (optional)" hint="Never sent to families." rows={3} maxLength={2000} {...field('notes')} />
      <FormError error={save.error} fallback="Could not save the specialist. Please try again." />
    </FormDialog>
  );
}
