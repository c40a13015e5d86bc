import type { Ref } from 'react';
import type { CheckoutResponse } from '@shared/api/shop';
import { PaymentStep as Step } from '@client/components/payments/payment-step';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { localizedPath } from '@shared/i18n/locales';
import { orderPath } from '../api';
import { formatCents } from '../format';
import { shopMessages } from '../messages';

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
  const t = useT(shopMessages);
  const locale = useLocale();
  // The provider returns the buyer to the order's page (in the page's language), which waits for the payment's confirmation.
  const returnUrl = `${window.location.origin}${localizedPath(returnPath ?? orderPath(payment.orderNumber, payment.accessToken), locale)}`;
  return (
    <Step
      id="payment-heading"
      title={t('payment.title')}
      summary={
        <Rich
          t={t}
          k="payment.order"
          values={{ number: payment.orderNumber, total: formatCents(payment.totalCents, locale) }}
          tags={{ strong: (text) => <strong className="text-slate-900">{text}</strong> }}
        />
      }
      backLabel={t('payment.back')}
      onBack={onBack}
      headingRef={headingRef}
      payment={payment}
      payLabel={t('payment.pay', { amount: formatCents(payment.totalCents, locale) })}
      returnUrl={returnUrl}
      onSucceeded={onSucceeded}
      onFailed={onFailed}
    />
  );
}
