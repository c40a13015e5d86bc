import { format } from 'date-fns';
import type { ReactNode } from 'react';
import type { AdminReferral } from '@shared/api/referrals';
import { countryName } from '@shared/countries';
import { affectedFootLabels, referralTreatmentStageLabels } from '@shared/referrals';
import { UrgencyBadge } from '@client/components/referral-badges';
import { Waited } from './waited';

const when = (value: string) => format(new Date(value), 'MMM d, yyyy h:mm a');
const linkClass = 'break-all font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

const CLOSED_REASONS: Record<NonNullable<AdminReferral['closedReason']>, string> = {
  chosen: 'the family told us their choice',
  expired: 'closed by itself 30 days after the specialists were sent',
  admin: 'closed by the team',
};

const ageText = (age: number) => (age === 0 ? 'Under 1 year' : `${age} ${age === 1 ? 'year' : 'years'}`);

/** Every field of a request, as the family gave it, and what has happened to it since. */
export function ReferralFacts({ referral }: { referral: AdminReferral }) {
  const facts: { term: string; value: ReactNode; wide?: boolean }[] = [
    { term: 'Name', value: `${referral.firstName} ${referral.lastName}` },
    {
      term: 'Email',
      value: (
        <a href={`mailto:${referral.email}`} className={linkClass}>
          {referral.email}
        </a>
      ),
    },
    {
      term: 'Phone',
      value: (
        <a href={`tel:${referral.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
          {referral.phone}
        </a>
      ),
    },
    { term: 'Place', value: `${referral.city}, ${countryName(referral.country)}` },
    { term: 'Patient age', value: ageText(referral.age) },
    { term: 'Affected foot', value: affectedFootLabels[referral.affectedFoot] },
    { term: 'Treatment stage', value: referralTreatmentStageLabels[referral.treatmentStage] },
    { term: 'Urgency', value: <UrgencyBadge urgency={referral.urgency} /> },
    { term: 'Preferred language', value: referral.preferredLanguage ?? 'No preference' },
    { term: 'From', value: referral.fromMember ? 'A signed-in member' : 'A visitor' },
    { term: 'Additional information', value: referral.additionalInfo ? <span className="whitespace-pre-line">{referral.additionalInfo}</span> : 'None given', wide: true },
    { term: 'Received', value: <time dateTime={referral.createdAt}>{when(referral.createdAt)}</time> },
    { term: 'Waited', value: <Waited referral={referral} /> },
    { term: 'Consent', value: `Given ${when(referral.consentAt)} (privacy policy of ${referral.consentPolicyVersion})` },
    ...(referral.matchedAt ? [{ term: 'Specialists sent', value: <time dateTime={referral.matchedAt}>{when(referral.matchedAt)}</time> }] : []),
    ...(referral.closedAt
      ? [{ term: 'Closed', value: `${when(referral.closedAt)}${referral.closedReason ? `: ${CLOSED_REASONS[referral.closedReason]}` : ''}` }]
      : []),
    ...(referral.note ? [{ term: 'Note to the family', value: <span className="whitespace-pre-line">{referral.note}</span>, wide: true }] : []),
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
