import { Heart } from 'lucide-react';
import type { FormEvent, Ref } from 'react';
import { Link } from 'react-router';
import { DONATION_MAX_DOLLARS, DONATION_MIN_DOLLARS, DONATION_PRESETS, donationTypes, type DonationType } from '@shared/donations';
import { Button } from '@client/components/ui/button';
import { inputClass, TextField } from '@client/components/ui/field';
import { formatDollars } from '@client/lib/format';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { type AmountChoice, choosePreset, typeCustom } from '../amount';
import { donationsMessages } from '../messages';
import { ChoiceRadio } from './choice-radio';

export type DonorState =
  /** Not yet known (a member's account is loading). */
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'member'; email: string | null };

type Props = {
  type: DonationType;
  onType: (type: DonationType) => void;
  choice: AmountChoice;
  onChoice: (choice: AmountChoice) => void;
  /** The amount the Donate button gives. */
  amount: number;
  donor: DonorState;
  email: string;
  onEmail: (email: string) => void;
  errors: { custom?: string; email?: string };
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  headingRef: Ref<HTMLHeadingElement>;
  customRef: Ref<HTMLInputElement>;
  emailRef: Ref<HTMLInputElement>;
};

const legendClass = 'text-sm font-semibold text-slate-900';

function ReceiptNote({ donor, type, email, onEmail, error, emailRef }: Pick<Props, 'donor' | 'type' | 'email' | 'onEmail' | 'emailRef'> & { error?: string }) {
  const t = useT(donationsMessages);
  if (donor.kind === 'loading') return <div className="min-h-16" aria-hidden="true" />;
  if (donor.kind === 'member') {
    return (
      <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
        <Rich
          t={t}
          k="receipt.member"
          values={{ hasEmail: donor.email ? 'yes' : 'no', email: donor.email ?? '', type }}
          tags={{
            email: (text) => <strong className="break-all">{text}</strong>,
            link: (text) => (
              <Link to="/profile" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
                {text}
              </Link>
            ),
          }}
        />
      </p>
    );
  }
  return (
    <TextField
      ref={emailRef}
      label={t('receipt.emailLabel')}
      type="email"
      name="email"
      autoComplete="email"
      value={email}
      onChange={(event) => onEmail(event.target.value)}
      error={error}
      hint={t('receipt.emailHint', { type })}
    />
  );
}

/** The selection step: one-time or monthly, a preset or custom amount, and the Donate button. */
export function DonationForm(props: Props) {
  const { type, onType, choice, onChoice, amount, errors, pending, onSubmit, headingRef, customRef } = props;
  const t = useT(donationsMessages);
  const locale = useLocale();
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="donation-form-heading" className="space-y-6">
      <h2 id="donation-form-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus-visible:outline-none">
        {t('form.heading')}
      </h2>

      <fieldset>
        <legend className={legendClass}>{t('form.type')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {donationTypes.map((value) => (
            <ChoiceRadio key={value} name="type" value={value} checked={type === value} onChoose={() => onType(value)}>
              {t(`type.${value}`)}
            </ChoiceRadio>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{t('form.amount')}</legend>
        <div className="mt-2 grid grid-cols-3 gap-3 sm:grid-cols-5">
          {DONATION_PRESETS.map((preset) => (
            <ChoiceRadio key={preset} name="preset" value={String(preset)} checked={choice.preset === preset} onChoose={() => onChoice(choosePreset(preset))}>
              {formatDollars(preset, locale)}
            </ChoiceRadio>
          ))}
        </div>
        <div className="mt-4 max-w-xs space-y-1">
          <label htmlFor="custom-amount" className="block text-sm font-medium text-slate-900">
            {t('form.custom')}
          </label>
          <div className="relative">
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-700">
              $
            </span>
            <input
              ref={customRef}
              id="custom-amount"
              name="custom"
              type="number"
              inputMode="decimal"
              min={DONATION_MIN_DOLLARS}
              max={DONATION_MAX_DOLLARS}
              step="0.01"
              placeholder={t('form.customPlaceholder')}
              value={choice.custom}
              onChange={(event) => onChoice(typeCustom(event.target.value))}
              aria-invalid={errors.custom ? true : undefined}
              aria-describedby={errors.custom ? 'custom-amount-hint custom-amount-error' : 'custom-amount-hint'}
              className={cn(inputClass, 'pl-7')}
            />
          </div>
          <p id="custom-amount-hint" className="text-xs text-slate-700">
            {t('form.customHint', { amount: formatDollars(DONATION_MIN_DOLLARS, locale) })}
          </p>
          {errors.custom ? (
            <p id="custom-amount-error" className="text-sm text-red-700">
              {errors.custom}
            </p>
          ) : null}
        </div>
      </fieldset>

      <div className="space-y-4 border-t border-slate-200 pt-6">
        <ReceiptNote {...props} error={errors.email} />
        <Button type="submit" size="lg" className="w-full" aria-disabled={pending || undefined}>
          <Heart aria-hidden="true" />
          {pending ? t('form.processing') : t('gift.donate', { type, amount: formatDollars(amount, locale) })}
        </Button>
      </div>
    </form>
  );
}
