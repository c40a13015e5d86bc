import type { ReactNode } from 'react';
import type { AdminDonationRow } from '@shared/api/donations';
import { DateTime } from '@client/components/date-time';
import { DonationStatusBadge } from '@client/components/donation-status-badge';
import { formatCents } from '@client/lib/format';
import { useLocale, useT } from '@client/lib/i18n';
import { DataTable } from '../../components/data-table';
import { adminMessages } from '../../messages';
import { GIFT_TYPE_KEYS } from '../labels';

type Key = keyof (typeof adminMessages)['en'];

const COLUMNS = [
  'donations.column.date',
  'donations.column.donor',
  'donations.column.type',
  'donations.column.amount',
  'donations.column.status',
  'donations.column.payments',
  'donations.column.totalPaid',
] as const satisfies readonly Key[];

/** A member's name (with their address below), a visitor's receipt address, or 'Anonymous visitor'. */
function Donor({ donor }: { donor: AdminDonationRow['donor'] }) {
  const t = useT(adminMessages);
  if (!donor.name && !donor.email) return <span className="text-slate-700">{t('donations.anonymous')}</span>;
  return (
    <>
      <span className="font-semibold text-slate-900">{donor.name ?? donor.email}</span>
      {donor.name && donor.email ? <span className="block break-all text-xs text-slate-700">{donor.email}</span> : null}
      {donor.userId ? null : <span className="block text-xs text-slate-700">{t('donations.visitor')}</span>}
    </>
  );
}

function DonationRow({ donation }: { donation: AdminDonationRow }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-4 py-3">
        <DateTime value={donation.createdAt} pattern="MMM d, yyyy" />
      </td>
      <th scope="row" className="px-4 py-3 text-left font-normal">
        <Donor donor={donation.donor} />
      </th>
      <td className="whitespace-nowrap px-4 py-3">{t(GIFT_TYPE_KEYS[donation.type])}</td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums">{formatCents(donation.amountCents, locale)}</td>
      <td className="px-4 py-3">
        <DonationStatusBadge status={donation.status} />
        {donation.failureMessage ? <span className="mt-1 block text-xs text-slate-700">{donation.failureMessage}</span> : null}
      </td>
      <td className="px-4 py-3 tabular-nums">{donation.paymentCount}</td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums">{formatCents(donation.totalPaidCents, locale)}</td>
    </tr>
  );
}

type Props = { caption: string; donations: AdminDonationRow[] | undefined; stale: boolean; empty: ReactNode };

export function DonationsTable({ caption, donations, stale, empty }: Props) {
  const t = useT(adminMessages);
  return (
    <DataTable caption={caption} columns={COLUMNS.map((column) => t(column))} items={donations} stale={stale} empty={empty}>
      {(donation) => <DonationRow key={donation.id} donation={donation} />}
    </DataTable>
  );
}
