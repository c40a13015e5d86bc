import { LifeBuoy } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useAuth } from '@client/lib/auth';
import { ContactDialog } from '@client/components/contact/api';
import { usePageMeta } from '@client/lib/page-meta';
import { Benefits, HowItWorks } from '../components/how-it-works';
import { RequestConfirmation } from '@client/components/ui/request-confirmation';
import { ReferralForm, type SubmittedReferral } from '../components/referral-form';

/** 'Contact Support': the contact form in a dialog, loaded the first time it opens. */
function ContactSupport() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <section aria-labelledby="support-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="support-heading" className="text-lg font-semibold text-slate-900">
        Questions first?
      </h2>
      <p className="mt-1 text-sm text-slate-700">Not sure whether to send a request, or need help with one? Our team is happy to help.</p>
      <Button
        ref={button}
        variant="outline"
        className="mt-4"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <LifeBuoy aria-hidden="true" /> Contact Support
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
  return (
    <RequestConfirmation title="Request received" reference={submitted.reference} anotherLabel="Send another request" onAnother={onAnother}>
      <ol className="list-decimal space-y-1 pl-5">
        <li>
          A confirmation is on its way to <strong className="break-words">{submitted.email}</strong>.
        </li>
        <li>Our team reviews your request within {REFERRAL_RESPONSE_HOURS} hours.</li>
        <li>We e-mail you up to three specialists, and you choose who to contact.</li>
      </ol>
      {member ? (
        <p>
          You can follow your request in{' '}
          <Link to={paths.profile} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
            your profile
          </Link>
          .
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        If anything is urgent in the meantime (for example toes that look pale, blue or swollen in a cast), please contact your current clinic or
        your local emergency services straight away.
      </p>
    </RequestConfirmation>
  );
}

/** /find-doctor (spec section 2): how the free referral service works, and the request that reaches the team. */
export default function FindDoctorPage() {
  usePageMeta(
    'Find a Doctor',
    `Free referrals to clubfoot specialists in over 40 countries: our team reviews your request within ${REFERRAL_RESPONSE_HOURS} hours and matches you with up to three specialists.`,
  );
  const { user } = useAuth();
  const [submitted, setSubmitted] = useState<SubmittedReferral | null>(null);
  const [another, setAnother] = useState(false);
  return (
    <div className="bg-slate-50">
      <section aria-labelledby="find-doctor-title" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
          <h1 id="find-doctor-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            Find a Clubfoot Specialist
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-brand-100">
            Our free referral service connects you with experienced specialists in over 40 countries. Tell us what you need, and within{' '}
            {REFERRAL_RESPONSE_HOURS} hours our team will suggest up to three specialists for you to choose from.
          </p>
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
