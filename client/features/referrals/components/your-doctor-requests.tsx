import { format } from 'date-fns';
import { Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import type { MyReferral } from '@shared/api/referrals';
import { countryName } from '@shared/countries';
import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { ReferralStatusBadge } from '@client/components/referral-badges';
import { SpecialistDetails } from '@client/components/specialist-card';
import { Card, CardContent } from '@client/components/ui/card';
import { Rich, useT } from '@client/lib/i18n';
import { useMyReferrals } from '../api';
import { referralsMessages } from '../messages';

const day = (value: string) => format(new Date(value), 'MMM d, yyyy');

function Request({ referral }: { referral: MyReferral }) {
  const t = useT(referralsMessages);
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">
          <Rich t={t} k="requests.of" values={{ date: day(referral.createdAt) }} tags={{ time: (text) => <time dateTime={referral.createdAt}>{text}</time> }} />
        </h3>
        <ReferralStatusBadge status={referral.status} />
      </div>
      <p className="text-sm text-slate-700">
        <Rich
          t={t}
          k="requests.place"
          values={{ city: referral.city, country: countryName(referral.country), reference: referral.reference }}
          tags={{ reference: (text) => <span className="font-mono">{text}</span> }}
        />
      </p>
      {referral.status === 'new' ? (
        <p className="text-sm text-slate-800">{t('requests.new', { hours: REFERRAL_RESPONSE_HOURS })}</p>
      ) : null}
      {referral.note ? <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">{referral.note}</p> : null}
      {referral.specialists.length > 0 ? (
        <ul className="space-y-3" aria-label={t('requests.specialists')}>
          {referral.specialists.map((specialist) => (
            <li key={specialist.id} className="rounded-lg border border-slate-200 p-3">
              <SpecialistDetails specialist={specialist} headingLevel={4}>
                {referral.chosenSpecialistId === specialist.id ? <p className="text-sm font-semibold text-brand-800">{t('requests.yourChoice')}</p> : null}
              </SpecialistDetails>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The profile's side column: a member's requests for a specialist, with what the team sent. */
export default function YourDoctorRequests() {
  const referrals = useMyReferrals(true).data?.referrals ?? [];
  const t = useT(referralsMessages);
  if (referrals.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="your-doctor-requests-heading">
        <CardContent>
          <h2 id="your-doctor-requests-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Stethoscope aria-hidden="true" className="size-5 text-brand-700" /> {t('requests.title')}
          </h2>
          <ul className="mt-4 divide-y divide-slate-200">
            {referrals.map((referral) => (
              <Request key={referral.id} referral={referral} />
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700">
            <Rich
              t={t}
              k="requests.another"
              tags={{
                link: (text) => (
                  <Link to="/find-doctor" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
                    {text}
                  </Link>
                ),
              }}
            />
          </p>
        </CardContent>
      </section>
    </Card>
  );
}
