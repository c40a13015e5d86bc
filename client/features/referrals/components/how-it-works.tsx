import { BadgeCheck, Globe, HeartHandshake, UserRoundSearch, type LucideIcon } from 'lucide-react';
import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { useT } from '@client/lib/i18n';
import { referralsMessages } from '../messages';

/** The steps and benefits: their titles and texts are keys of the referrals messages (`how.{step}.title`, `why.{benefit}.text`). */
const STEPS = ['submit', 'review', 'matched', 'choose'] as const;

const BENEFITS: { key: 'verified' | 'countries' | 'matching' | 'free'; icon: LucideIcon }[] = [
  { key: 'verified', icon: BadgeCheck },
  { key: 'countries', icon: Globe },
  { key: 'matching', icon: UserRoundSearch },
  { key: 'free', icon: HeartHandshake },
];

/** The four steps of spec section 2. */
export function HowItWorks() {
  const t = useT(referralsMessages);
  return (
    <section aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading" className="text-2xl font-bold text-slate-900">
        {t('how.title')}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{t(`how.${step}.title`, { hours: REFERRAL_RESPONSE_HOURS })}</h3>
            <p className="mt-1 text-sm text-slate-700">{t(`how.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Why use the service (spec section 2): verified, over 40 countries, personalised, free. */
export function Benefits() {
  const t = useT(referralsMessages);
  return (
    <section aria-labelledby="benefits-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="benefits-heading" className="text-lg font-semibold text-slate-900">
        {t('why.title')}
      </h2>
      <ul className="mt-4 space-y-4">
        {BENEFITS.map((benefit) => (
          <li key={benefit.key} className="flex gap-3">
            <benefit.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-slate-900">{t(`why.${benefit.key}.title`)}</h3>
              <p className="text-sm text-slate-700">{t(`why.${benefit.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
