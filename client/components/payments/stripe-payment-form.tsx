import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Lock } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { paymentsMessages } from './messages';
import { useT } from '@client/lib/i18n';
import { notifyPaymentFailed, notifyUnexpected } from './notices';
import type { PaymentFormProps } from './payment-form';

/*
 * The card payment provider's form. This chunk is the only place its library is imported, so its
 * script is fetched on a payment step (the donate page's, the shop's checkout) and nowhere else.
 */

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js per key; a script that cannot load answers null rather than an unhandled rejection. */
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      console.warn('Could not load the payment provider', error);
      stripes.delete(publishableKey);
      return null;
    });
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function ProviderForm({ payLabel, returnUrl, onFailed }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);
  const t = useT(paymentsMessages);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || pending) return;
    setPending(true);
    try {
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      // Without an error the browser is on its way to the return URL.
      if (error.type === 'validation_error') {
        // The form shows what is missing beside the field; the payer stays on it.
        setPending(false);
        return;
      }
      notifyPaymentFailed(error.message);
      onFailed();
    } catch (error) {
      console.warn('Payment confirmation failed', error);
      notifyUnexpected();
      onFailed();
    }
  };

  return (
    <form method="post" onSubmit={(event) => void submit(event)} aria-label={t('payment.cardForm')} className="space-y-6">
      <PaymentElement options={{ layout: 'tabs' }} />
      <Button type="submit" size="lg" className="w-full" aria-disabled={!stripe || !elements || pending || undefined}>
        <Lock aria-hidden="true" />
        {pending ? t('payment.processing') : payLabel}
      </Button>
      <p className="text-xs text-slate-700">{t('payment.stripeNote')}</p>
    </form>
  );
}

export default function StripePaymentForm(props: PaymentFormProps) {
  const { clientSecret, publishableKey, onFailed } = props;
  const stripe = publishableKey ? stripeFor(publishableKey) : null;

  // No key, or a script that did not load: nothing can be paid here.
  useEffect(() => {
    let live = true;
    void Promise.resolve(stripe).then((loaded) => {
      if (live && !loaded) {
        notifyUnexpected();
        onFailed();
      }
    });
    return () => {
      live = false;
    };
  }, [stripe, onFailed]);

  if (!stripe) return null;
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#0f766e', colorDanger: '#b91c1c', fontFamily: 'system-ui, sans-serif' } },
      }}
    >
      <ProviderForm {...props} />
    </Elements>
  );
}
