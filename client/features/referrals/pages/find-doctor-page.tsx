import { LifeBuoy } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useAuth } from '@client/lib/auth';
import { ContactDialog } from '@client/components/contact/api';
import { Rich, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { referralsMessages } from '../messages';
import { Benefits, HowItWorks } from '../components/how-it-works';
import { RequestConfirmation } from '@client/components/ui/request-confirmation';
import { ReferralForm, type SubmittedReferral } from '../components/referral-form';

/** 'Contact Support': the contact form in a dialog, loaded the first time it opens. */
function ContactSupport() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = useT(referralsMessages);
  return (
    <section aria-labelledby="support-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="support-heading" className="text-lg font-semibold text-slate-900">
        {t('support.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('support.text')}</p>
      <Button
        ref={button}
        variant="outline"
        className="mt-4"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <LifeBuoy aria-hidden="true" /> {t('support.button')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} onClosed={() => button.current?.focus()} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** What the family reads once the team has their request: its reference, and what happens next. */
function RequestReceived({ submitted, member, onAnother }: { submitted: SubmittedReferral; member: boolean; onAnother: () => void }) {
  const t = useT(referralsMessages);
  return (
    <RequestConfirmation title={t('received.title')} reference={submitted.reference} anotherLabel={t('received.another')} onAnother={onAnother}>
      <ol className="list-decimal space-y-1 pl-5">
        <li>
          <Rich t={t} k="received.email" values={{ email: submitted.email }} tags={{ strong: (text) => <strong className="break-words">{text}</strong> }} />
        </li>
        <li>{t('received.review', { hours: REFERRAL_RESPONSE_HOURS })}</li>
        <li>{t('received.specialists')}</li>
      </ol>
      {member ? (
        <p>
          <Rich
            t={t}
            k="received.follow"
            tags={{
              link: (text) => (
                <Link to={paths.profile} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
                  {text}
                </Link>
              ),
            }}
          />
        </p>
      ) : null}
      <p className="text-sm text-slate-700">{t('received.urgent')}</p>
    </RequestConfirmation>
  );
}

/** /find-doctor (spec section 2): how the free referral service works, and the request that reaches the team. */
export default function FindDoctorPage() {
  const t = useT(referralsMessages);
  usePageMeta(t('meta.title'), t('meta.description', { hours: REFERRAL_RESPONSE_HOURS }));
  const { user } = useAuth();
  const [submitted, setSubmitted] = useState<SubmittedReferral | null>(null);
  const [another, setAnother] = useState(false);
  return (
    <div className="bg-slate-50">
      <section aria-labelledby="find-doctor-title" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
          <h1 id="find-doctor-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('page.title')}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-brand-100">{t('page.intro', { hours: REFERRAL_RESPONSE_HOURS })}</p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6 lg:px-8">
        <HowItWorks />
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Card>
            <CardContent className="p-6 sm:p-8">
              {submitted ? (
                <RequestReceived
                  submitted={submitted}
                  member={user !== null}
                  onAnother={() => {
                    setSubmitted(null);
                    setAnother(true);
                  }}
                />
              ) : (
                <ReferralForm key={user?.id ?? 'visitor'} user={user} onSubmitted={setSubmitted} focusOnMount={another} />
              )}
            </CardContent>
          </Card>
          <div className="space-y-6">
            <Benefits />
            <ContactSupport />
          </div>
        </div>
      </div>
    </div>
  );
}
