import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { MembershipLevelId } from '@shared/memberships';
import { type Locale, localizedPath } from '@shared/i18n/locales';
import { preloadPaymentForm } from '@client/components/payments/payment-form';
import { PaymentStep } from '@client/components/payments/payment-step';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { type StartedMembership, useJoinMembership } from '../api';
import { levelText } from '../format';
import { membershipsMessages } from '../messages';
import { LevelChoice } from './level-choice';

/** The provider returns here after confirming, in the page's language; the page then shows the thank-you. */
const returnUrl = (locale: Locale) => `${window.location.origin}${localizedPath('/membership?success=true', locale)}`;

type Props = { mode: 'stripe' | 'test'; onSucceeded: () => void };

/** Choosing a level, then paying for it with the same card form as a monthly gift. */
export function JoinPanel({ mode, onSucceeded }: Props) {
  const t = useT(membershipsMessages);
  const locale = useLocale();
  const [level, setLevel] = useState<MembershipLevelId>('monthly-5');
  const [payment, setPayment] = useState<StartedMembership | null>(null);
  const join = useJoinMembership((error) => toast({ title: t('notice.failed.title'), description: errorMessage(error), variant: 'destructive' }));
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    (payment ? paymentHeading : formHeading).current?.focus();
  }, [payment]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (join.isPending) return;
    preloadPaymentForm(mode);
    join.mutate(level, {
      onSuccess: (started) => {
        moved.current = true;
        setPayment(started);
      },
    });
  };
  const back = () => {
    moved.current = true;
    setPayment(null);
  };
  const failed = () => {
    toast({ title: t('notice.paymentFailed.title'), description: t('notice.paymentFailed.text'), variant: 'destructive' });
    back();
  };

  if (payment) {
    const chosen = levelText(payment.level, t, locale);
    return (
      <PaymentStep
        id="membership-payment"
        title={t('payment.title')}
        summary={<Rich t={t} k="payment.your" values={{ level: chosen }} tags={{ strong: (text) => <strong className="text-slate-900">{text}</strong> }} />}
        backLabel={t('payment.back')}
        onBack={back}
        headingRef={paymentHeading}
        payment={payment}
        payLabel={t('form.join', { amount: chosen })}
        returnUrl={returnUrl(locale)}
        onSucceeded={onSucceeded}
        onFailed={failed}
      />
    );
  }

  return (
    <form method="post" onSubmit={submit} aria-labelledby="membership-form" className="space-y-6">
      <h2 id="membership-form" ref={formHeading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus-visible:outline-none">
        {t('form.heading')}
      </h2>
      <LevelChoice value={level} onChange={setLevel} />
      <Button type="submit" size="lg" disabled={join.isPending} className="w-full sm:w-auto">
        {join.isPending ? t('form.processing') : t('form.join', { amount: levelText(level, t, locale) })}
      </Button>
    </form>
  );
}

