import { useState } from 'react';
import type { Specialist, SpecialistBody } from '@shared/api/referrals';
import { LANGUAGES } from '@shared/referrals';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { useCountryOptions } from '@client/lib/country-options';
import { tIn, useT } from '@client/lib/i18n';
import { referralsAdminMessages } from '../messages';
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
  const t = tIn(referralsAdminMessages);
  for (const [name, message] of [
    ['name', 'dialog.nameRequired'],
    ['title', 'dialog.titleRequired'],
    ['clinic', 'dialog.clinicRequired'],
    ['city', 'dialog.cityRequired'],
  ] as const) {
    if (!values[name].trim()) errors[name] = t(message);
  }
  if (!values.country) errors.country = t('dialog.chooseCountry');
  if (values.languages.length === 0) errors.languages = t('dialog.chooseLanguage');
  if (values.website.trim() && !/^https?:\/\/\S+\.\S+/.test(values.website.trim())) errors.website = t('dialog.website');
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
  const t = useT(referralsAdminMessages);
  const countryOptions = useCountryOptions();
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
      title={specialist ? t('dialog.editTitle', { name: specialist.name }) : t('dialog.addTitle')}
      description={t('dialog.description')}
      submitLabel={specialist ? t('dialog.save') : t('dialog.add')}
      pendingLabel={t('saving')}
      pending={save.isPending}
      onSubmit={submit}
      onClosed={onClosed}
    >
      <TextField label={t('dialog.name')} hint={t('dialog.nameHint')} autoComplete="off" maxLength={120} {...field('name')} />
      <TextField label={t('dialog.title')} hint={t('dialog.titleHint')} autoComplete="off" maxLength={120} {...field('title')} />
      <TextField label={t('dialog.clinic')} autoComplete="off" maxLength={200} {...field('clinic')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('dialog.city')} autoComplete="off" maxLength={100} {...field('city')} />
        <SelectField label={t('dialog.country')} emptyLabel={t('dialog.countryEmpty')} options={countryOptions} {...field('country')} />
      </div>
      <fieldset aria-describedby={errors.languages ? 'specialist-languages-error' : undefined}>
        <legend className="text-sm font-medium text-slate-900">{t('dialog.languages')}</legend>
        <p className="text-xs text-slate-700">{t('dialog.upTo', { max: MAX_LANGUAGES })}</p>
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
      <TextField label={t('dialog.email')} type="email" autoComplete="off" maxLength={254} {...field('email')} />
      <TextField label={t('dialog.phone')} type="tel" autoComplete="off" maxLength={40} {...field('phone')} />
      <TextField label={t('dialog.website.label')} type="url" placeholder={t('dialog.websitePlaceholder')} autoComplete="off" maxLength={300} {...field('website')} />
      <CheckboxField label={t('dialog.ponseti')} {...flag('ponsetiTrained')} />
      <CheckboxField label={t('dialog.accepting')} hint={t('dialog.acceptingHint')} {...flag('acceptingNewPatients')} />
      <TextAreaField label={t('dialog.notes')} hint={t('dialog.notesHint')} rows={3} maxLength={2000} {...field('notes')} />
      <FormError error={save.error} fallback={t('dialog.saveFailed')} />
    </FormDialog>
  );
}
