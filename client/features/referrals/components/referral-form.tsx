import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { CurrentUser } from '@shared/api/user';
import { affectedFeet, affectedFootLabels, LANGUAGES, REFERRAL_INFO_MAX, referralTreatmentStageLabels, referralTreatmentStages, urgencies, urgencyLabels } from '@shared/referrals';
import { Button } from '@client/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { useCountryOptions } from '@client/lib/country-options';
import { useSubmitReferral } from '../api';
import { REFERRAL_NOTICES, submitReferralNotices } from '../notices';
import { blankReferralValues, type ReferralValues, toReferralRequest } from '../request';

const FOOT_OPTIONS = affectedFeet.map((value) => ({ value, label: affectedFootLabels[value] }));
const STAGE_OPTIONS = referralTreatmentStages.map((value) => ({ value, label: referralTreatmentStageLabels[value] }));
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: value }));

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
      toast({ ...REFERRAL_NOTICES.consentRequired, variant: 'destructive' });
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
          Request a referral
        </h2>
        <p className="mt-1 text-sm text-slate-700">Every field is required unless it says optional. We use these details only to find the right specialists for you.</p>
      </div>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Your details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" required autoComplete="given-name" maxLength={100} {...text('firstName')} />
          <TextField label="Last name" required autoComplete="family-name" maxLength={100} {...text('lastName')} />
          <TextField label="Email" type="email" required autoComplete="email" maxLength={254} {...text('email')} />
          <TextField label="Phone" type="tel" required autoComplete="tel" maxLength={40} {...text('phone')} />
          <SelectField label="Country" required autoComplete="country" emptyLabel="Choose a country" options={countryOptions} {...text('country')} />
          <TextField label="City" required autoComplete="address-level2" maxLength={100} {...text('city')} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">About the patient</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Patient age (years)"
            type="number"
            inputMode="numeric"
            required
            min={0}
            max={120}
            step={1}
            hint="A baby under 1 is 0; give the months in Additional information."
            {...text('age')}
          />
          <SelectField label="Affected foot" required emptyLabel="Choose" options={FOOT_OPTIONS} {...text('affectedFoot')} />
          <SelectField label="Treatment stage" required emptyLabel="Choose" options={STAGE_OPTIONS} {...text('treatmentStage')} />
        </div>
        <TextAreaField
          label="Additional information (optional)"
          rows={4}
          maxLength={REFERRAL_INFO_MAX}
          hint="Anything that helps us find the right specialist: what has happened so far, the age in months, what you are looking for."
          {...text('additionalInfo')}
        />
      </fieldset>

      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">How urgent is this?</legend>
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
              {urgencyLabels[urgency]}
            </label>
          ))}
        </div>
      </fieldset>

      <SelectField
        label="Preferred language (optional)"
        emptyLabel="No preference"
        options={LANGUAGE_OPTIONS}
        hint="We look for specialists who speak it."
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
            I agree to the privacy policy and terms, and to the team using these details, including health information, to find specialists for me.
          </label>
          <p id={`${id}-agree-hint`} className="text-slate-700">
            Read our{' '}
            <a href="/privacy-policy" target="_blank" rel="noopener" className={linkClass}>
              Privacy Policy
            </a>{' '}
            and{' '}
            <a href="/terms" target="_blank" rel="noopener" className={linkClass}>
              Terms of Use
            </a>{' '}
            (each opens in a new tab).
          </p>
        </div>
      </div>

      <Button type="submit" size="lg" className="w-full sm:w-auto" aria-disabled={pending || undefined}>
        <Send aria-hidden="true" />
        {pending ? 'Submitting...' : 'Submit Request'}
      </Button>
    </form>
  );
}
