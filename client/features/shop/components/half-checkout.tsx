import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CheckoutResponse, ShippingAddressInput } from '@shared/api/shop';
import type { ShippingMethod } from '@shared/shop';
import type { CurrentUser } from '@shared/api/user';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n';
import { newCheckoutKey } from '../api';
import { useShippingCountry } from '../browser-cart';
import { blankCheckout, type CheckoutOutput, checkoutResolver, type CheckoutValues, loadCheckoutRules } from '../checkout-form';
import { shopMessages } from '../messages';
import { checkoutTexts } from '../notices';
import { useStepFocus } from '../step-focus';
import { CheckoutDetails } from './checkout-details';
import { PaymentStep } from './payment-step';

export type HalfRequest = { shippingAddress: ShippingAddressInput; shippingMethod: ShippingMethod };

type Props = {
  user: CurrentUser;
  /** The half's price before shipping (free domestic shipping is reckoned from it, as the server does). */
  halfCents: number;
  /** Creates the half's order and its payment; a new key per press of "Continue to payment". */
  start: (request: HalfRequest, key: string | undefined) => Promise<CheckoutResponse>;
  pending: boolean;
  /** Where the provider returns the buyer to. */
  returnPath: (started: CheckoutResponse) => string;
  onPaid: (started: CheckoutResponse) => void;
  /** Called after a refused payment (the split pair may have changed). */
  onPaymentFailed?: () => void;
};

/** One member's half of a split pair: the checkout's address and shipping form, then the card form. */
export function HalfCheckout({ user, halfCents, start, pending, returnPath, onPaid, onPaymentFailed }: Props) {
  const country = useShippingCountry();
  const t = useT(shopMessages);
  const form = useForm<CheckoutValues, unknown, CheckoutOutput>({ resolver: checkoutResolver, defaultValues: blankCheckout(user, country) });
  const [payment, setPayment] = useState<CheckoutResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { detailsHeading, paymentHeading, failureBox, focusOn } = useStepFocus('details');
  useEffect(() => {
    void loadCheckoutRules();
  }, []);

  const submit = async (values: CheckoutOutput) => {
    if (pending) return;
    setFailure(null);
    try {
      // A fresh key for each press: a retried request answers the same order, a new press makes a new one.
      const started = await start({ shippingAddress: values.shippingAddress, shippingMethod: values.shippingMethod }, newCheckoutKey());
      focusOn('payment');
      setPayment(started);
    } catch (error) {
      focusOn('failure');
      setFailure(errorMessage(error, t('payment.startFailed')));
    }
  };

  if (payment) {
    return (
      <PaymentStep
        payment={payment}
        returnPath={returnPath(payment)}
        headingRef={paymentHeading}
        onSucceeded={() => onPaid(payment)}
        onFailed={() => {
          focusOn('failure');
          setFailure(checkoutTexts(t).paymentFailed);
          setPayment(null);
          onPaymentFailed?.();
        }}
        onBack={() => {
          focusOn('details');
          setPayment(null);
        }}
      />
    );
  }
  return (
    <CheckoutDetails
      form={form}
      memberEmail={user.email}
      subtotalCents={halfCents}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      pending={pending}
      failure={failure}
      blocked={false}
      headingRef={detailsHeading}
      failureRef={failureBox}
    />
  );
}
