import { LifeBuoy } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useAuth } from '@client/lib/auth';
import { ContactDialog } from '@client/components/contact/api';
import { usePageMeta } from '@client/lib/page-meta';
import { Benefits, HowItWorks } from '../components/how-it-works';
import { ReferralForm } from '../components/referral-form';

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

/** /find-doctor (spec section 2): how the free referral service works, and the request that reaches the team. */
export default function FindDoctorPage() {
  usePageMeta(
    'Find a Doctor',
    `Free referrals to clubfoot specialists in over 40 countries: our team reviews your request within ${REFERRAL_RESPONSE_HOURS} hours and matches you with up to three specialists.`,
  );
  const { user } = useAuth();
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
              <ReferralForm key={user?.id ?? 'visitor'} user={user} />
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
