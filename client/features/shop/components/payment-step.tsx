import { ArrowLeft } from 'lucide-react';
import type { Ref } from 'react';
import type { CheckoutResponse } from '@shared/api/shop';
import { PaymentForm } from '@client/components/payments/payment-form';
import { Button } from '@client/components/ui/button';
import { orderPath } from '../api';
import { formatCents } from '../format';

type Props = {
  payment: CheckoutResponse;
  onSucceeded: () => void;
  onFailed: () => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** Where the provider returns the buyer to (the order's page unless told). */
  returnPath?: string;
};

/** The payment step: the order's number and total, the card form, and the way back to the details. */
export function PaymentStep({ payment, onSucceeded, onFailed, onBack, headingRef, returnPath }: Props) {
  // The provider returns the buyer to the order's page, which waits for the payment's confirmation.
  const returnUrl = `${window.location.origin}${returnPath ?? orderPath(payment.orderNumber, payment.accessToken)}`;
  return (
    <section aria-labelledby="payment-heading" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="payment-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus-visible:outline-none">
            Payment
          </h2>
          <p className="mt-1 text-slate-700">
            Order <strong className="text-slate-900">{payment.orderNumber}</strong>: <strong className="text-slate-900">{formatCents(payment.totalCents)}</strong>{' '}
            including shipping.
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
        payLabel={`Pay ${formatCents(payment.totalCents)}`}
        returnUrl={returnUrl}
        onSucceeded={onSucceeded}
        onFailed={onFailed}
      />
    </section>
  );
}
