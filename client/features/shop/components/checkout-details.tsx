import { AlertTriangle, Lock } from 'lucide-react';
import type { FormEvent, Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { shippingOptionsFor } from '@shared/shop';
import { Button } from '@client/components/ui/button';
import { SelectField, TextField } from '@client/components/ui/field';
import { useCountryOptions } from '@client/lib/country-options';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import type { CheckoutOutput, CheckoutValues } from '../checkout-form';
import { businessDays, formatCents } from '../format';
import { shopMessages } from '../messages';
import { checkoutTexts } from '../notices';

type Props = {
  form: UseFormReturn<CheckoutValues, unknown, CheckoutOutput>;
  /** A member's own address: shown, not typed (the receipt goes there). */
  memberEmail: string | null;
  subtotalCents: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  /** Why the last press did not lead to the payment (a declined card, stock taken meanwhile). */
  failure: string | null;
  /** Lines in the cart need fixing first. */
  blocked: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  failureRef: Ref<HTMLDivElement>;
};

const legendClass = 'text-lg font-semibold text-slate-900';

/** Contact, shipping address and shipping method; "Continue to payment" creates the order. */
export function CheckoutDetails({ form, memberEmail, subtotalCents, onSubmit, pending, failure, blocked, headingRef, failureRef }: Props) {
  const { register, formState, watch } = form;
  const t = useT(shopMessages);
  const locale = useLocale();
  const errors = formState.errors;
  const address = errors.shippingAddress;
  const countries = useCountryOptions();
  const options = shippingOptionsFor(watch('shippingAddress.country'), subtotalCents);
  const shipping = options.find((option) => option.method === watch('shippingMethod'));
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="checkout-details-heading" className="space-y-8">
      <h2 id="checkout-details-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus-visible:outline-none">
        {t('details.title')}
      </h2>
      {failure ? (
        <div ref={failureRef} tabIndex={-1} role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 focus-visible:outline-none" data-testid="checkout-failure">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <p>{failure}</p>
        </div>
      ) : null}

      <fieldset className="space-y-4">
        <legend className={legendClass}>{t('details.contact')}</legend>
        {memberEmail ? (
          <TextField label={t('details.email')} type="email" value={memberEmail} readOnly hint={t('details.emailMemberHint')} />
        ) : (
          <TextField
            label={t('details.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            hint={t('details.emailHint')}
            error={errors.email?.message}
            {...register('email')}
          />
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className={legendClass}>{t('details.address')}</legend>
        <TextField label={t('details.name')} autoComplete="name" required maxLength={120} error={address?.name?.message} {...register('shippingAddress.name')} />
        <TextField label={t('details.line1')} autoComplete="address-line1" required maxLength={200} error={address?.line1?.message} {...register('shippingAddress.line1')} />
        <TextField label={t('details.line2')} autoComplete="address-line2" maxLength={200} error={address?.line2?.message} {...register('shippingAddress.line2')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('details.city')} autoComplete="address-level2" required maxLength={100} error={address?.city?.message} {...register('shippingAddress.city')} />
          <TextField
            label={t('details.region')}
            autoComplete="address-level1"
            maxLength={100}
            error={address?.region?.message}
            {...register('shippingAddress.region')}
          />
          <TextField
            label={t('details.postalCode')}
            autoComplete="postal-code"
            maxLength={20}
            error={address?.postalCode?.message}
            {...register('shippingAddress.postalCode')}
          />
          <SelectField
            label={t('details.country')}
            autoComplete="country"
            required
            emptyLabel={null}
            options={countries}
            error={address?.country?.message}
            {...register('shippingAddress.country')}
          />
        </div>
        <TextField
          label={t('details.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={40}
          hint={t('details.phoneHint')}
          error={address?.phone?.message}
          {...register('shippingAddress.phone')}
        />
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{t('details.method')}</legend>
        <div className="mt-3 grid gap-2">
          {options.map((option) => (
            <label
              key={option.method}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input type="radio" value={option.method} className="size-4 accent-brand-700 focus-visible:outline-none" {...register('shippingMethod')} />
              <span className="flex-1">
                <span className="block font-semibold">{t(`method.${option.method}`)}</span>
                <span className="block text-slate-700">{businessDays(option.days, t)}</span>
              </span>
              <span className="font-semibold">{option.cents === 0 ? t('totals.free') : formatCents(option.cents, locale)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="space-y-3 border-t border-slate-200 pt-6">
        {blocked ? (
          <p role="alert" className="flex flex-wrap gap-x-2 rounded-md bg-red-50 p-3 text-sm text-red-900">
            {checkoutTexts(t).linesToFix}{' '}
            <Link to="/cart" className="font-semibold underline underline-offset-2">
              {t('details.reviewCart')}
            </Link>
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={blocked} aria-disabled={pending || undefined}>
          <Lock aria-hidden="true" />
          {pending ? t('details.preparing') : t('details.continue')}
        </Button>
        {shipping ? (
          <p className="text-center text-sm text-slate-700">
            <Rich
              t={t}
              k="details.totalWithShipping"
              values={{ total: formatCents(subtotalCents + shipping.cents, locale) }}
              tags={{ strong: (text) => <strong className="text-slate-900">{text}</strong> }}
            />
          </p>
        ) : null}
      </div>
    </form>
  );
}
