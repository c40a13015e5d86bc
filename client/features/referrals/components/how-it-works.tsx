import { BadgeCheck, Globe, HeartHandshake, UserRoundSearch, type LucideIcon } from 'lucide-react';
import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';

const STEPS = [
  { title: 'Submit your request', text: 'Tell us about the patient, where you live and how soon you need help.' },
  { title: `We review it within ${REFERRAL_RESPONSE_HOURS} hours`, text: 'Someone from our team reads every request and looks for specialists who fit.' },
  { title: 'Matched with up to three specialists', text: 'We e-mail you their clinics, languages and how to reach them.' },
  { title: 'You choose', text: 'Contact the one that suits you best, and tell us who you chose.' },
];

const BENEFITS: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Verified network', text: 'Every specialist in our directory is checked by our team before we suggest them.', icon: BadgeCheck },
  { title: 'Over 40 countries', text: 'Specialists in over 40 countries, many of them trained in the Ponseti method.', icon: Globe },
  { title: 'Personalised matching', text: 'We match on where you live, the language you prefer and the stage of treatment.', icon: UserRoundSearch },
  { title: 'Free', text: 'The referral service is free for families and adults with clubfoot.', icon: HeartHandshake },
];

/** The four steps of spec section 2. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading" className="text-2xl font-bold text-slate-900">
        How it works
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Why use the service (spec section 2): verified, over 40 countries, personalised, free. */
export function Benefits() {
  return (
    <section aria-labelledby="benefits-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="benefits-heading" className="text-lg font-semibold text-slate-900">
        Why use our referral service
      </h2>
      <ul className="mt-4 space-y-4">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="flex gap-3">
            <benefit.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-slate-900">{benefit.title}</h3>
              <p className="text-sm text-slate-700">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
