import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { CurrentUser } from '@shared/api/user';
import { localizedPath } from '@shared/i18n/locales';
import { affectedFeet, LANGUAGES, REFERRAL_INFO_MAX, referralTreatmentStages, urgencies } from '@shared/referrals';
import { Button } from '@client/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { useCountryOptions } from '@client/lib/country-options';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { useSubmitReferral } from '../api';
import { referralsMessages } from '../messages';
import { referralNotice, submitReferralNotices } from '../notices';
import { blankReferralValues, type ReferralValues, toReferralRequest } from '../request';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** A request the team has: its reference, and the address the confirmation goes to. */
export type SubmittedReferral = { reference: string; email: string };

type Props = {
  user: CurrentUser | null;
  /** Once the team has the request (after its notice, with the form emptied). */
  onSubmitted?: (submitted: SubmittedReferral) => void;
  /** Its heading takes the focus when it appears (after 'Send another request'). */
  focusOnMount?: boolean;
};

/**
 * The request form (spec sections 3 and 5): the browser checks the required fields, the page checks
 * the consent, the server checks everything again. Mount it with `key` set to the member's id, so a
 * member who signs in gets their name and e-mail filled in.
 */
export function ReferralForm({ user, onSubmitted, focusOnMount = false }: Props) {
  const submitReferral = useSubmitReferral(submitReferralNotices);
  const countryOptions = useCountryOptions();
  const [values, setValues] = useState<ReferralValues>(() => blankReferralValues(user));
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = submitReferral.isPending;
  const t = useT(referralsMessages);
  const locale = useLocale();
  // The options' labels are keys of the referrals messages; the values are what the server takes.
  const footOptions = affectedFeet.map((value) => ({ value, label: t(`foot.${value}`) }));
  const stageOptions = referralTreatmentStages.map((value) => ({ value, label: t(`stage.${value}`) }));
  const languageOptions = LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }));

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  const text = (name: Exclude<keyof ReferralValues, 'agree' | 'urgency'>) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!values.agree) {
      toast({ ...referralNotice('consentRequired', locale), variant: 'destructive' });
      return;
    }
    const request = toReferralRequest(values);
    submitReferral.mutate(request, {
      onSuccess: (created) => {
        setValues(blankReferralValues(user));
        onSubmitted?.({ reference: created.reference, email: request.email });
      },
    });
  };

  return (
    <form method="post" onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-6">
      <div>
        <h2 ref={heading} tabIndex={-1} id={`${id}-heading`} className="text-2xl font-bold text-slate-900 focus-visible:outline-none">
          {t('form.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('form.intro')}</p>
      </div>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{t('form.yourDetails')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('form.firstName')} required autoComplete="given-name" maxLength={100} {...text('firstName')} />
          <TextField label={t('form.lastName')} required autoComplete="family-name" maxLength={100} {...text('lastName')} />
          <TextField label={t('form.email')} type="email" required autoComplete="email" maxLength={254} {...text('email')} />
          <TextField label={t('form.phone')} type="tel" required autoComplete="tel" maxLength={40} {...text('phone')} />
          <SelectField label={t('form.country')} required autoComplete="country" emptyLabel={t('form.chooseCountry')} options={countryOptions} {...text('country')} />
          <TextField label={t('form.city')} required autoComplete="address-level2" maxLength={100} {...text('city')} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{t('form.aboutPatient')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('form.age')}
            type="number"
            inputMode="numeric"
            required
            min={0}
            max={120}
            step={1}
            hint={t('form.ageHint')}
            {...text('age')}
          />
          <SelectField label={t('form.foot')} required emptyLabel={t('form.choose')} options={footOptions} {...text('affectedFoot')} />
          <SelectField label={t('form.stage')} required emptyLabel={t('form.choose')} options={stageOptions} {...text('treatmentStage')} />
        </div>
        <TextAreaField
          label={t('form.info')}
          rows={4}
          maxLength={REFERRAL_INFO_MAX}
          hint={t('form.infoHint')}
          {...text('additionalInfo')}
        />
      </fieldset>

      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">{t('form.urgency')}</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {urgencies.map((urgency) => (
            <label key={urgency} className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm font-medium text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input
                type="radio"
                name="urgency"
                value={urgency}
                checked={values.urgency === urgency}
                onChange={() => setValues((previous) => ({ ...previous, urgency }))}
                className="size-4 accent-brand-700"
              />
              {t(`urgency.${urgency}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <SelectField
        label={t('form.language')}
        emptyLabel={t('form.noPreference')}
        options={languageOptions}
        hint={t('form.languageHint')}
        className="sm:max-w-xs"
        {...text('preferredLanguage')}
      />

      <div className="flex items-start gap-3 rounded-lg bg-slate-100 p-4">
        <input
          id={`${id}-agree`}
          type="checkbox"
          name="agree"
          checked={values.agree}
          onChange={(event) => setValues((previous) => ({ ...previous, agree: event.target.checked }))}
          aria-describedby={`${id}-agree-hint`}
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
        />
        <div className="space-y-1 text-sm">
          <label htmlFor={`${id}-agree`} className="font-medium text-slate-900">
            {t('form.agree')}
          </label>
          <p id={`${id}-agree-hint`} className="text-slate-700">
            <Rich
              t={t}
              k="form.readPolicies"
              tags={{
                privacy: (text) => (
                  <a href={localizedPath('/privacy-policy', locale)} target="_blank" rel="noopener" className={linkClass}>
                    {text}
                  </a>
                ),
                terms: (text) => (
                  <a href={localizedPath('/terms', locale)} target="_blank" rel="noopener" className={linkClass}>
                    {text}
                  </a>
                ),
              }}
            />
          </p>
        </div>
      </div>

      <Button type="submit" size="lg" className="w-full sm:w-auto" aria-disabled={pending || undefined}>
        <Send aria-hidden="true" />
        {pending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
