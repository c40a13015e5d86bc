import type { Ref } from 'react';
import { splitOf } from '@shared/donations';
import { PaymentStep as Step } from '@client/components/payments/payment-step';
import { formatDollars } from '@client/lib/format';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { type Locale, localizedPath } from '@shared/i18n/locales';
import type { StartedDonation } from '../api';
import { donationsMessages } from '../messages';

export { preloadPaymentForm } from '@client/components/payments/payment-form';

type Props = {
  payment: StartedDonation;
  /** The payment went through (test mode; the provider itself redirects to the thank-you). */
  onSucceeded: () => void;
  /** It did not: the notice is shown, back to the selection step. */
  onFailed: () => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** Payment confirmation returns here (spec section 4), in the page's language; the page shows the thank-you, or the failure. */
const returnUrl = (locale: Locale) => `${window.location.origin}${localizedPath('/donate?success=true', locale)}`;

/** The payment step: what is being given, the payment form and the way back to the selection. */
export function PaymentStep({ payment, onSucceeded, onFailed, onBack, headingRef }: Props) {
  const split = splitOf(payment.amount);
  const t = useT(donationsMessages);
  const locale = useLocale();
  return (
    <Step
      id="payment-heading"
      title={t('payment.title')}
      summary={
        <Rich
          t={t}
          k="payment.yourGift"
          values={{
            gift: t('gift.amount', { type: payment.type, amount: formatDollars(payment.amount, locale) }),
            type: payment.type,
            charities: formatDollars(split.charities, locale),
          }}
          tags={{ strong: (text) => <strong className="text-slate-900">{text}</strong> }}
        />
      }
      backLabel={t('payment.back')}
      onBack={onBack}
      headingRef={headingRef}
      payment={payment}
      payLabel={t('gift.pay', { type: payment.type, amount: formatDollars(payment.amount, locale) })}
      returnUrl={returnUrl(locale)}
      onSucceeded={onSucceeded}
      onFailed={onFailed}
    />
  );
}
