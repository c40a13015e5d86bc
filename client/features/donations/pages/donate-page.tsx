import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { DonationType } from '@shared/donations';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { CharityRegistration } from '@client/components/charity-registration';
import { toast } from '@client/components/ui/use-toast';
import { useAuth } from '@client/lib/auth';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { amountOf, amountProblemText, customAmountProblem, initialAmount, type AmountChoice } from '../amount';
import { type StartedDonation, useDonationConfig, useRefreshMyGifts, useStartDonation } from '../api';
import { DonationForm, type DonorState } from '../components/donation-form';
import { ImpactExplanation } from '../components/impact-explanation';
import { ImpactStats } from '../components/impact-stats';
import { PaymentStep, preloadPaymentForm } from '../components/payment-step';
import { ThankYou } from '../components/thank-you';
import { donationNotice, notifyPaymentFailed, startDonationNotices } from '../notices';
import { donationsMessages } from '../messages';

/** A site that takes no gifts (production without a payment provider) says so instead of showing the form. */
function GivingPaused() {
  const t = useT(donationsMessages);
  return (
    <section aria-labelledby="giving-paused">
      <h2 id="giving-paused" className="text-xl font-semibold text-slate-900">
        {t('paused.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('paused.text')}</p>
      <Button asChild variant="outline" className="mt-4">
        <Link to={paths.contact}>{t('paused.contact')}</Link>
      </Button>
    </section>
  );
}

/** A receipt address worth sending (the server checks it properly). */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** The provider's redirect adds these to the return URL; they are read once, then dropped from the address. */
const PROVIDER_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * /donate?success=true: the thank-you (a notice and the panel), or, when the provider reports a failed
 * payment, the 'Payment Failed' notice. Each arrival is announced once.
 */
function usePaymentOutcome() {
  const location = useLocation();
  const navigate = useNavigate();
  const refreshMyGifts = useRefreshMyGifts();
  const locale = useLocale();
  const params = new URLSearchParams(location.search);
  const failed = params.get('redirect_status') === 'failed';
  const thanked = params.get('success') === 'true' && !failed;
  const announced = (location.state as { announced?: boolean } | null)?.announced === true;

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    if (search.get('success') !== 'true' || announced) return;
    const providerFailed = search.get('redirect_status') === 'failed';
    if (providerFailed) notifyPaymentFailed();
    else {
      toast(donationNotice('thankYou', locale));
      void refreshMyGifts();
    }
    // Marked as announced (a reload does not repeat it); the provider's parameters leave the address.
    for (const name of PROVIDER_PARAMS) search.delete(name);
    if (providerFailed) search.delete('success');
    const next = search.toString();
    void navigate({ pathname: location.pathname, search: next ? `?${next}` : '' }, { replace: true, state: { announced: true } });
  }, [location.key, location.pathname, location.search, announced, navigate, refreshMyGifts, locale]);

  return { thanked };
}

export default function DonatePage() {
  const t = useT(donationsMessages);
  const locale = useLocale();
  usePageMeta(t('meta.title'), t('meta.description'));
  const navigate = useNavigate();
  const { user, isLoading } = useAuth();
  const config = useDonationConfig();
  const start = useStartDonation(startDonationNotices);
  const { thanked } = usePaymentOutcome();

  const [type, setType] = useState<DonationType>('one-time');
  const [choice, setChoice] = useState<AmountChoice>(initialAmount);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ custom?: string; email?: string }>({});
  const [payment, setPayment] = useState<StartedDonation | null>(null);
  const amount = amountOf(choice);

  const formHeading = useRef<HTMLHeadingElement>(null);
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const customRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  // Where the focus goes after the step changes (the step that was left is gone).
  const focusNext = useRef<'payment' | 'form' | 'thanks' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'payment') paymentHeading.current?.focus();
    else if (target === 'thanks') (thanksHeading.current ?? formHeading.current)?.focus();
    else if (target === 'form') formHeading.current?.focus();
  });

  const donor: DonorState = user ? { kind: 'member', email: user.email ?? null } : isLoading ? { kind: 'loading' } : { kind: 'visitor' };

  const changeChoice = (next: AmountChoice) => {
    setChoice(next);
    if (errors.custom) setErrors((previous) => ({ ...previous, custom: undefined }));
  };
  const changeEmail = (next: string) => {
    setEmail(next);
    if (errors.email) setErrors((previous) => ({ ...previous, email: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (start.isPending) return;
    const problem = customAmountProblem(choice.custom);
    if (problem) {
      if (problem === 'minimum') toast(donationNotice('minimum', locale));
      setErrors({ custom: amountProblemText(problem, locale) });
      customRef.current?.focus();
      return;
    }
    const receipt = donor.kind === 'visitor' ? email.trim() : '';
    if (receipt && !looksLikeEmail(receipt)) {
      setErrors({ email: t('form.emailInvalid') });
      emailRef.current?.focus();
      return;
    }
    setErrors({});
    preloadPaymentForm(config.data?.mode);
    start.mutate(
      { amount, type, ...(receipt ? { email: receipt } : {}) },
      {
        onSuccess: (started) => {
          focusNext.current = 'payment';
          setPayment(started);
        },
      },
    );
  };

  const backToSelection = useCallback(() => {
    focusNext.current = 'form';
    setPayment(null);
  }, []);
  const succeeded = useCallback(() => {
    focusNext.current = 'thanks';
    setPayment(null);
    void navigate('/donate?success=true');
  }, [navigate]);

  return (
    <div className="bg-slate-50">
      <section aria-labelledby="donate-title" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
          <h1 id="donate-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('page.title')}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-brand-100">{t('page.intro')}</p>
          <CharityRegistration className="mt-3 max-w-3xl text-sm break-words text-brand-100" />
          <p className="mt-3 max-w-3xl text-brand-100">
            <Rich
              t={t}
              k="page.membership"
              tags={{ link: (text) => <Link to={paths.membership} className="font-semibold text-white underline underline-offset-2 hover:text-brand-100">{text}</Link> }}
            />
          </p>
          <ImpactStats />
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <div className="min-w-0 space-y-6">
          {thanked && !payment ? <ThankYou signedIn={donor.kind === 'member'} headingRef={thanksHeading} /> : null}
          <Card>
            <CardContent className="p-6 sm:p-8">
              {config.data?.mode === 'off' ? (
                <GivingPaused />
              ) : payment ? (
                <PaymentStep
                  payment={payment}
                  onSucceeded={succeeded}
                  onFailed={backToSelection}
                  onBack={backToSelection}
                  headingRef={paymentHeading}
                />
              ) : (
                <DonationForm
                  type={type}
                  onType={setType}
                  choice={choice}
                  onChoice={changeChoice}
                  amount={amount}
                  donor={donor}
                  email={email}
                  onEmail={changeEmail}
                  errors={errors}
                  pending={start.isPending}
                  onSubmit={submit}
                  headingRef={formHeading}
                  customRef={customRef}
                  emailRef={emailRef}
                />
              )}
            </CardContent>
          </Card>
        </div>
        <ImpactExplanation amount={payment?.amount ?? amount} type={payment?.type ?? type} />
      </div>
    </div>
  );
}
