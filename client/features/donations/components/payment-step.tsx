import { ArrowLeft, Loader2 } from 'lucide-react';
import { lazy, type Ref, Suspense } from 'react';
import type { DonationConfig } from '@shared/api/donations';
import { splitOf } from '@shared/donations';
import { Button } from '@client/components/ui/button';
import { formatDollars } from '@client/lib/format';
import { giftAmount, type StartedDonation } from '../api';

// Each payment form is its own chunk, loaded when the step opens (the provider's library only in stripe mode).
const loadTestForm = () => import('./test-card-form');
const loadStripeForm = () => import('./stripe-payment-form');
const TestCardForm = lazy(loadTestForm);
const StripePaymentForm = lazy(loadStripeForm);

/** Starts loading the form the step will show while the gift is being created. */
export function preloadPaymentForm(mode: DonationConfig['mode'] | undefined) {
  if (mode === 'stripe') void loadStripeForm();
  else if (mode === 'test') void loadTestForm();
}

export type PaymentFormProps = {
  payment: StartedDonation;
  /** The payment went through (test mode; the provider itself redirects to the thank-you). */
  onSucceeded: () => void;
  /** It did not: the notice is shown, back to the selection step. */
  onFailed: () => void;
};

type Props = PaymentFormProps & { onBack: () => void; headingRef: Ref<HTMLHeadingElement> };

function FormLoading() {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-slate-700">
      <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading the payment form...
    </p>
  );
}

/** The payment step: what is being given, the payment form and the way back to the selection. */
export function PaymentStep({ payment, onSucceeded, onFailed, onBack, headingRef }: Props) {
  const split = splitOf(payment.amount);
  const formProps = { payment, onSucceeded, onFailed };
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
      <Suspense fallback={<FormLoading />}>{payment.mode === 'stripe' ? <StripePaymentForm {...formProps} /> : <TestCardForm {...formProps} />}</Suspense>
    </section>
  );
}
