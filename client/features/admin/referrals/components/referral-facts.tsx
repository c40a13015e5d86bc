import type { ReactNode } from 'react';
import type { AdminReferral } from '@shared/api/referrals';
import { UrgencyBadge } from '@client/components/referral-badges';
import { Waited } from './waited';
import { dateText } from '@client/components/date-time';
import { useClock } from '@client/lib/clock';
import { useLocale, useT } from '@client/lib/i18n';
import { CLOSED_REASONS, countryIn, FOOT, STAGE } from '../labels';
import { referralsAdminMessages } from '../messages';

const WHEN = 'MMM d, yyyy h:mm a';
const linkClass = 'break-all font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';


/** Every field of a request, as the family gave it, and what has happened to it since. */
export function ReferralFacts({ referral }: { referral: AdminReferral }) {
  const t = useT(referralsAdminMessages);
  const locale = useLocale();
  const clock = useClock();
  const when = (value: string) => dateText(value, WHEN, clock, undefined, locale);
  const facts: { term: string; value: ReactNode; wide?: boolean }[] = [
    { term: t('facts.name'), value: `${referral.firstName} ${referral.lastName}` },
    {
      term: t('facts.email'),
      value: (
        <a href={`mailto:${referral.email}`} className={linkClass}>
          {referral.email}
        </a>
      ),
    },
    {
      term: t('facts.phone'),
      value: (
        <a href={`tel:${referral.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
          {referral.phone}
        </a>
      ),
    },
    { term: t('facts.place'), value: `${referral.city}, ${countryIn(referral.country, locale)}` },
    { term: t('facts.age'), value: t('facts.ageValue', { age: referral.age }) },
    { term: t('facts.foot'), value: t(FOOT[referral.affectedFoot]) },
    { term: t('facts.stage'), value: t(STAGE[referral.treatmentStage]) },
    { term: t('facts.urgency'), value: <UrgencyBadge urgency={referral.urgency} /> },
    { term: t('facts.language'), value: referral.preferredLanguage ?? t('facts.noPreference') },
    { term: t('facts.from'), value: referral.fromMember ? t('facts.member') : t('facts.visitor') },
    { term: t('facts.additional'), value: referral.additionalInfo ? <span className="whitespace-pre-line">{referral.additionalInfo}</span> : t('facts.noneGiven'), wide: true },
    { term: t('facts.received'), value: <time dateTime={referral.createdAt}>{when(referral.createdAt)}</time> },
    { term: t('facts.waited'), value: <Waited referral={referral} /> },
    { term: t('facts.consent'), value: t('facts.consentValue', { date: when(referral.consentAt), version: referral.consentPolicyVersion }) },
    ...(referral.matchedAt ? [{ term: t('facts.sent'), value: <time dateTime={referral.matchedAt}>{when(referral.matchedAt)}</time> }] : []),
    ...(referral.closedAt
      ? [{ term: t('facts.closed'), value: referral.closedReason ? t('facts.closedValue', { date: when(referral.closedAt), reason: t(CLOSED_REASONS[referral.closedReason]) }) : when(referral.closedAt) }]
      : []),
    ...(referral.note ? [{ term: t('facts.note'), value: <span className="whitespace-pre-line">{referral.note}</span>, wide: true }] : []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.term} className={fact.wide ? 'sm:col-span-2' : undefined}>
          <dt className="text-sm font-semibold text-slate-700">{fact.term}</dt>
          <dd className="mt-0.5 text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
