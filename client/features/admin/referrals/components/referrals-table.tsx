import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminReferralRow } from '@shared/api/referrals';
import { ADMIN_REFERRAL_STATUS_LABELS, ReferralStatusBadge, UrgencyBadge } from '@client/components/referral-badges';
import { cn } from '@client/lib/utils';
import { DataTable } from '../../components/data-table';
import { Waited } from './waited';
import { DateTime } from '@client/components/date-time';
import { useLocale, useT } from '@client/lib/i18n';
import { countryIn, STAGE } from '../labels';
import { referralsAdminMessages } from '../messages';

const COLUMNS = ['col.name', 'col.place', 'col.urgency', 'col.stage', 'col.received', 'col.waited', 'col.status'] as const satisfies readonly (keyof (typeof referralsAdminMessages)['en'])[];

function ReferralRow({ referral }: { referral: AdminReferralRow }) {
  const t = useT(referralsAdminMessages);
  const locale = useLocale();
  return (
    <tr className={cn('align-top', referral.overdue && 'bg-red-50')}>
      <th scope="row" className="px-4 py-3 text-left font-normal">
        <Link to={`/admin/referrals/${referral.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          {referral.name}
        </Link>
        <span className="block font-mono text-xs text-slate-700">{referral.reference}</span>
        {referral.fromMember ? <span className="block text-xs text-slate-700">{t('table.member')}</span> : null}
      </th>
      <td className="px-4 py-3">
        {referral.city}, {countryIn(referral.country, locale)}
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <UrgencyBadge urgency={referral.urgency} />
      </td>
      <td className="px-4 py-3">{t(STAGE[referral.treatmentStage])}</td>
      <td className="whitespace-nowrap px-4 py-3">
        <DateTime value={referral.createdAt} pattern="MMM d, yyyy h:mm a" />
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <Waited referral={referral} />
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <ReferralStatusBadge status={referral.status} labels={ADMIN_REFERRAL_STATUS_LABELS} />
      </td>
    </tr>
  );
}

type Props = { caption: string; referrals: AdminReferralRow[] | undefined; stale: boolean; empty: ReactNode };

/** The queue: each request's name leads to it. */
export function ReferralsTable({ caption, referrals, stale, empty }: Props) {
  const t = useT(referralsAdminMessages);
  return (
    <DataTable caption={caption} columns={COLUMNS.map((column) => t(column))} items={referrals} stale={stale} empty={empty}>
      {(referral) => <ReferralRow key={referral.id} referral={referral} />}
    </DataTable>
  );
}
