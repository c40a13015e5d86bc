import { useMutation } from '@tanstack/react-query';
import { FlaskConical, Lock } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { TEST_CARDS, type TestPaymentMethod } from '@shared/payments';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { api, call } from '@client/lib/api';
import { paymentsMessages } from './messages';
import { type Translate, useLocale, useT } from '@client/lib/i18n';
import { notifyPaymentFailed, notifyUnexpected } from './notices';
import type { PaymentFormProps } from './payment-form';
import { testCardFor, testCardProblems } from './test-card';

const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
type PaymentsKey = keyof (typeof paymentsMessages)['en'];

/** shared/payments.ts TEST_CARDS's outcomes: each declined card's reason in the common catalogue. */
const DECLINE_KEYS: Partial<Record<TestPaymentMethod, PaymentsKey>> = {
  pm_card_chargeDeclined: 'payment.outcome.declined',
  pm_card_chargeDeclinedInsufficientFunds: 'payment.outcome.insufficientFunds',
  pm_card_chargeDeclinedExpiredCard: 'payment.outcome.expired',
  pm_card_chargeDeclinedIncorrectCvc: 'payment.outcome.incorrectCvc',
};

const outcomeText = (card: (typeof TEST_CARDS)[number], t: Translate<(typeof paymentsMessages)['en']>) => {
  if (card.outcome === 'succeeds') return t('payment.succeeds');
  const key = DECLINE_KEYS[card.paymentMethod];
  return t('payment.declined', { reason: key ? t(key) : card.outcome });
};

type Fields = { number: string; expiry: string; cvc: string };
type Errors = Partial<Record<keyof Fields, string>>;

/**
 * Test mode's card form: no provider, no charge. The typed number only picks one of the provider's
 * documented test payment methods; the number itself never leaves the browser.
 */
export default function TestCardForm({ clientSecret, payLabel, onSucceeded, onFailed }: PaymentFormProps) {
  const t = useT(paymentsMessages);
  const locale = useLocale();
  const [fields, setFields] = useState<Fields>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Errors>({});
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const confirm = useMutation({
    // POST /api/payments/test-mode/confirm: test mode's stand-in for the provider (only a test payment method is sent).
    mutationFn: (paymentMethod: TestPaymentMethod) => call(api.payments.testConfirm, { body: { clientSecret, paymentMethod } }),
    onSuccess: (result) => {
      if (result.status === 'succeeded') return onSucceeded();
      notifyPaymentFailed(result.message);
      onFailed();
    },
    onError: () => {
      notifyUnexpected();
      onFailed();
    },
  });

  const set = (name: keyof Fields) => (value: string) => {
    setFields((previous) => ({ ...previous, [name]: value }));
    if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const problems = testCardProblems(fields, new Date(), locale);
    setErrors(problems);
    const first = (['number', 'expiry', 'cvc'] as const).find((name) => problems[name]);
    if (first) {
      ({ number: numberRef, expiry: expiryRef, cvc: cvcRef })[first].current?.focus();
      return;
    }
    const card = testCardFor(fields.number);
    if (card) confirm.mutate(card.paymentMethod);
  };

  return (
    <div className="space-y-6">
      <div role="note" aria-labelledby="test-mode-heading" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <h3 id="test-mode-heading" className="font-semibold">
            {t('payment.testTitle')}
          </h3>
          <p className="mt-1 text-sm">
            {t('payment.testText')}
          </p>
        </div>
      </div>

      <form method="post" onSubmit={submit} noValidate aria-label={t('payment.testForm')} className="space-y-4">
        <TextField
          ref={numberRef}
          label={t('payment.cardNumber')}
          name="cardnumber"
          inputMode="numeric"
          autoComplete="off"
          placeholder="4242 4242 4242 4242"
          value={fields.number}
          onChange={(event) => set('number')(event.target.value)}
          error={errors.number}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            ref={expiryRef}
            label={t('payment.expiry')}
            name="expiry"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('payment.expiryPlaceholder')}
            value={fields.expiry}
            onChange={(event) => set('expiry')(event.target.value)}
            error={errors.expiry}
          />
          <TextField
            ref={cvcRef}
            label={t('payment.cvc')}
            name="cvc"
            inputMode="numeric"
            autoComplete="off"
            placeholder="123"
            maxLength={4}
            value={fields.cvc}
            onChange={(event) => set('cvc')(event.target.value)}
            error={errors.cvc}
          />
        </div>
        <Button type="submit" size="lg" className="w-full" aria-disabled={confirm.isPending || undefined}>
          <Lock aria-hidden="true" />
          {confirm.isPending ? t('payment.processing') : payLabel}
        </Button>
      </form>

      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm text-slate-800">
          <caption className="pb-2 text-left font-semibold text-slate-900">{t('payment.testCards')}</caption>
          <thead className="border-b border-slate-200">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('payment.cardNumber')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('payment.result')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {TEST_CARDS.map((card) => (
              <tr key={card.number}>
                <td className="whitespace-nowrap py-2 pr-4 font-mono">{grouped(card.number)}</td>
                <td className="py-2">{outcomeText(card, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
