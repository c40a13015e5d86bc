import { ArrowLeft } from 'lucide-react';
import type { Ref } from 'react';
import { splitOf } from '@shared/donations';
import { PaymentForm } from '@client/components/payments/payment-form';
import { Button } from '@client/components/ui/button';
import { formatDollars } from '@client/lib/format';
import { giftAmount, giftLabel, type StartedDonation } from '../api';

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

/** Payment confirmation returns here (spec section 4); the page shows the thank-you, or the failure. */
const returnUrl = () => `${window.location.origin}/donate?success=true`;

/** The payment step: what is being given, the payment form and the way back to the selection. */
export function PaymentStep({ payment, onSucceeded, onFailed, onBack, headingRef }: Props) {
  const split = splitOf(payment.amount);
  return (
    <section aria-labelledby="payment-heading" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="payment-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus-visible:outline-none">
            Payment
          </h2>
          <p className="mt-1 text-slate-700">
            Your gift: <strong className="text-slate-900">{giftAmount(payment.amount, payment.type)}</strong>
            {payment.type === 'monthly' ? ' (charged today, then every month until you cancel)' : ''}.{' '}
            {formatDollars(split.charities)} goes to clubfoot charities.
          </p>
        </div>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" /> Back
        </Button>
      </div>
      <PaymentForm
        clientSecret={payment.clientSecret}
        mode={payment.mode}
        publishableKey={payment.publishableKey}
        payLabel={giftLabel('Pay', payment.amount, payment.type)}
        returnUrl={returnUrl()}
        onSucceeded={onSucceeded}
        onFailed={onFailed}
      />
    </section>
  );
}
