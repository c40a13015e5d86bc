import { Loader2 } from 'lucide-react';
import { Suspense } from 'react';
import { lazy } from '@client/lib/lazy';
import { paymentsMessages } from './messages';
import { useT } from '@client/lib/i18n';

/*
 * The card payment form shared by the donate page and the shop's checkout. Each form is its own chunk,
 * loaded when the payment step opens (the provider's library only in stripe mode).
 */

export type PaymentFormProps = {
  clientSecret: string;
  mode: 'stripe' | 'test';
  publishableKey: string | null;
  /** The submit button's text, e.g. 'Pay $25 monthly' or 'Pay $84.90'. */
  payLabel: string;
  /** Where Stripe returns after confirming (absolute URL made by the caller), e.g. `${origin}/donate?success=true`. */
  returnUrl: string;
  /** The payment went through (test mode; the provider itself redirects to `returnUrl`). */
  onSucceeded: () => void;
  /** It did not: the notice has been shown. */
  onFailed: () => void;
};

const loadTestForm = () => import('./test-card-form');
const loadStripeForm = () => import('./stripe-payment-form');
const TestCardForm = lazy(loadTestForm);
const StripePaymentForm = lazy(loadStripeForm);

/** Starts loading the form a payment step will show, e.g. while the payment is being created ('off' loads neither). */
export function preloadPaymentForm(mode: PaymentFormProps['mode'] | 'off' | undefined) {
  if (mode === 'stripe') void loadStripeForm();
  else if (mode === 'test') void loadTestForm();
}

function FormLoading() {
  const t = useT(paymentsMessages);
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-slate-700">
      <Loader2 aria-hidden="true" className="size-5 animate-spin" /> {t('payment.loading')}
    </p>
  );
}

/** The provider's card form, or test mode's, shown as soon as its chunk has loaded. */
export function PaymentForm(props: PaymentFormProps) {
  return <Suspense fallback={<FormLoading />}>{props.mode === 'stripe' ? <StripePaymentForm {...props} /> : <TestCardForm {...props} />}</Suspense>;
}
