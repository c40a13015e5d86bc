import type { ReactNode } from 'react';
import type { AdminMembershipRow } from '@shared/api/memberships';
import { DateTime } from '@client/components/date-time';
import { formatCents } from '@client/lib/format';
import { useLocale, useT } from '@client/lib/i18n';
import { DataTable } from '../../components/data-table';
import { supportersAdminMessages } from '../messages';
import { useLevelLabel } from './level-label';

type Key = keyof (typeof supportersAdminMessages)['en'];
const COLUMNS = ['column.member', 'column.level', 'column.status', 'column.since', 'column.until', 'column.paid'] as const satisfies readonly Key[];

const STATUS_TONE: Record<AdminMembershipRow['status'], string> = {
  active: 'bg-green-50 text-green-900',
  cancelling: 'bg-amber-50 text-amber-900',
  pending: 'bg-slate-100 text-slate-800',
  ended: 'bg-slate-100 text-slate-800',
  failed: 'bg-red-50 text-red-900',
};

function MembershipRow({ membership }: { membership: AdminMembershipRow }) {
  const t = useT(supportersAdminMessages);
  const locale = useLocale();
  const levelLabel = useLevelLabel();
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 text-left font-normal">
        {membership.member ? (
          <>
            <span className="font-semibold text-slate-900">{membership.member.name}</span>
            <span className="block break-all text-xs text-slate-700">{membership.member.email}</span>
          </>
        ) : (
          <span className="text-slate-700">{t('table.deleted')}</span>
        )}
      </th>
      <td className="whitespace-nowrap px-4 py-3">{levelLabel(membership)}</td>
      <td className="px-4 py-3">
        <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[membership.status]}`}>{t(`status.${membership.status}`)}</span>
        {membership.failureMessage ? <span className="mt-1 block text-xs text-slate-700">{membership.failureMessage}</span> : null}
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        {membership.startedAt ? <DateTime value={membership.startedAt} pattern="MMM d, yyyy" /> : <span className="text-slate-700">{t('table.notStarted')}</span>}
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        {membership.startedAt && membership.currentPeriodEnd ? <DateTime value={membership.currentPeriodEnd} pattern="MMM d, yyyy" /> : '—'}
      </td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums">
        {formatCents(membership.totalPaidCents, locale)}
        <span className="block text-xs text-slate-700">{t('table.payments', { count: membership.paymentCount })}</span>
      </td>
    </tr>
  );
}

type Props = { caption: string; memberships: AdminMembershipRow[] | undefined; stale: boolean; empty: ReactNode };

/** Every membership with its member, level, status as of now, dates and what it paid. */
export function MembershipsTable({ caption, memberships, stale, empty }: Props) {
  const t = useT(supportersAdminMessages);
  return (
    <DataTable caption={caption} columns={COLUMNS.map((column) => t(column))} items={memberships} stale={stale} empty={empty}>
      {(membership) => <MembershipRow key={membership.id} membership={membership} />}
    </DataTable>
  );
}
