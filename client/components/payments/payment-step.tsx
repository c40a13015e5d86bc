import { ArrowLeft } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button } from '@client/components/ui/button';
import { PaymentForm, type PaymentFormProps } from './payment-form';

type Props = Omit<PaymentFormProps, 'clientSecret' | 'mode' | 'publishableKey'> & {
  /** The heading's id (each page keeps its own). */
  id: string;
  title: string;
  /** What is being paid for, under the heading: the gift, the order, the membership level. */
  summary: ReactNode;
  backLabel: string;
  /** Back to the step before (the choice of amount, level or delivery). */
  onBack: () => void;
  /** The heading takes the focus when the step opens. */
  headingRef: Ref<HTMLHeadingElement>;
  /** What the server answered when the payment was started. */
  payment: Pick<PaymentFormProps, 'clientSecret' | 'mode' | 'publishableKey'>;
};

/** The payment step of a gift, an order or a membership: its heading and summary, the way back, and the card form. */
export function PaymentStep({ id, title, summary, backLabel, onBack, headingRef, payment, ...form }: Props) {
  return (
    <section aria-labelledby={id} className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus-visible:outline-none">
            {title}
          </h2>
          <p className="mt-1 text-slate-700">{summary}</p>
        </div>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" /> {backLabel}
        </Button>
      </div>
      <PaymentForm clientSecret={payment.clientSecret} mode={payment.mode} publishableKey={payment.publishableKey} {...form} />
    </section>
  );
}
