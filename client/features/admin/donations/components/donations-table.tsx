import { format } from 'date-fns';
import type { ReactNode } from 'react';
import type { AdminDonationRow } from '@shared/api/donations';
import { DonationStatusBadge } from '@client/components/donation-status-badge';
import { GIFT_TYPE_LABELS } from '@shared/donations';
import { formatCents } from '@client/lib/format';
import { DataTable } from '../../components/data-table';

const COLUMNS = ['Date', 'Donor', 'Type', 'Amount', 'Status', 'Payments', 'Total paid'] as const;

/** A member's name (with their address below), a visitor's receipt address, or 'Anonymous visitor'. */
function Donor({ donor }: { donor: AdminDonationRow['donor'] }) {
  if (!donor.name && !donor.email) return <span className="text-slate-700">Anonymous visitor</span>;
  return (
    <>
      <span className="font-semibold text-slate-900">{donor.name ?? donor.email}</span>
      {donor.name && donor.email ? <span className="block break-all text-xs text-slate-700">{donor.email}</span> : null}
      {donor.userId ? null : <span className="block text-xs text-slate-700">Visitor</span>}
    </>
  );
}

function DonationRow({ donation }: { donation: AdminDonationRow }) {
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-4 py-3">
        <time dateTime={donation.createdAt}>{format(new Date(donation.createdAt), 'MMM d, yyyy')}</time>
      </td>
      <th scope="row" className="px-4 py-3 text-left font-normal">
        <Donor donor={donation.donor} />
      </th>
      <td className="whitespace-nowrap px-4 py-3">{GIFT_TYPE_LABELS[donation.type]}</td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums">{formatCents(donation.amountCents)}</td>
      <td className="px-4 py-3">
        <DonationStatusBadge status={donation.status} />
        {donation.failureMessage ? <span className="mt-1 block text-xs text-slate-700">{donation.failureMessage}</span> : null}
      </td>
      <td className="px-4 py-3 tabular-nums">{donation.paymentCount}</td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums">{formatCents(donation.totalPaidCents)}</td>
    </tr>
  );
}

type Props = { caption: string; donations: AdminDonationRow[] | undefined; stale: boolean; empty: ReactNode };

export function DonationsTable({ caption, donations, stale, empty }: Props) {
  return (
    <DataTable caption={caption} columns={COLUMNS} items={donations} stale={stale} empty={empty}>
      {(donation) => <DonationRow key={donation.id} donation={donation} />}
    </DataTable>
  );
}
