import type { ReactNode } from 'react';
import type { AdminUserRow } from '@shared/api/admin';
import type { Viewer } from '@shared/policies/viewer';
import { DateTime, dateText } from '@client/components/date-time';
import { Badge } from '@client/components/ui/badge';
import { useClock } from '@client/lib/clock';
import { percent, timeAgo } from '@client/lib/format';
import { useLocale, useT } from '@client/lib/i18n';
import { memberName } from '../api';
import { adminMessages } from '../messages';
import { canSuspend } from '../policy';
import { DataTable, RowButton } from './data-table';

export type MemberActions = {
  /** The signed-in admin: no Suspend on their own row (policy.ts). */
  me: Viewer | null;
  /** The member whose action is under way: their buttons wait. */
  busyId: string | null;
  onToggleRole: (user: AdminUserRow) => void;
  onSuspend: (user: AdminUserRow) => void;
  onRestore: (user: AdminUserRow) => void;
};

type Props = MemberActions & {
  caption: string;
  users: AdminUserRow[] | undefined;
  /** A new page or search is loading while the last one stays on screen. */
  stale: boolean;
  empty: ReactNode;
};

type Key = keyof (typeof adminMessages)['en'];

const COLUMNS = [
  'members.column.name',
  'members.column.email',
  'members.column.role',
  'members.column.joined',
  'members.column.lastSeen',
  'members.column.flags',
  'members.column.profile',
  'members.column.status',
  'members.column.actions',
] as const satisfies readonly Key[];

function Nothing({ label }: { label?: string }) {
  const t = useT(adminMessages);
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label ?? t('none')}</span>
    </>
  );
}

function Flags({ flags }: { flags: AdminUserRow['flags'] }) {
  const t = useT(adminMessages);
  const labels = [flags.isParent && t('members.flag.parent'), flags.isAdult && t('members.flag.adult'), flags.isMedicalProfessional && t('members.flag.medical')].filter(
    (label): label is string => typeof label === 'string',
  );
  if (labels.length === 0) return <Nothing />;
  return (
    <ul className="flex flex-wrap gap-1">
      {labels.map((label) => (
        <li key={label}>
          <Badge variant="outline">{label}</Badge>
        </li>
      ))}
    </ul>
  );
}

function Completeness({ value }: { value: number }) {
  const locale = useLocale();
  return (
    <span className="flex items-center gap-2">
      <span className="w-10 tabular-nums">{percent(value, locale)}</span>
      <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200">
        <span className="block h-full rounded-full bg-brand-700" style={{ width: `${value}%` }} />
      </span>
    </span>
  );
}

/**
 * A button that stays focusable while its member's action runs (a disabled button would drop
 * the keyboard focus); it names the member, e.g. "Suspend Theo Parent".
 */
function MemberRow({ user, me, busyId, onToggleRole, onSuspend, onRestore }: MemberActions & { user: AdminUserRow }) {
  const name = memberName(user);
  const isMe = user.id === me?.id;
  const busy = busyId === user.id;
  const t = useT(adminMessages);
  const locale = useLocale();
  const clock = useClock();
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900">
        {name}
        {isMe ? (
          <>
            {' '}
            <span className="font-normal text-slate-700">{t('members.you')}</span>
          </>
        ) : null}
      </th>
      <td className="px-4 py-3">
        <span className="break-all text-slate-900">{user.email}</span>
        {user.emailVerified ? null : <span className="block text-xs text-slate-700">{t('members.notVerified')}</span>}
      </td>
      <td className="px-4 py-3">
        <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>{user.role === 'admin' ? t('members.role.admin') : t('members.role.member')}</Badge>
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <DateTime value={user.createdAt} pattern="MMM d, yyyy" />
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        {user.lastSeenAt ? (
          <time dateTime={user.lastSeenAt} title={dateText(user.lastSeenAt, 'MMM d, yyyy h:mm a', clock, undefined, locale)}>
            {timeAgo(user.lastSeenAt, undefined, locale)}
          </time>
        ) : (
          t('members.never')
        )}
      </td>
      <td className="px-4 py-3">
        <Flags flags={user.flags} />
      </td>
      <td className="px-4 py-3">
        <Completeness value={user.profileCompleteness} />
      </td>
      <td className="px-4 py-3">
        {user.suspended ? (
          <Badge className="bg-red-100 text-red-800">{t('members.status.suspended')}</Badge>
        ) : (
          <Badge variant="outline" className="border-brand-200 text-brand-800">
            {t('members.status.active')}
          </Badge>
        )}
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <RowButton
            label={user.role === 'admin' ? t('members.makeMember') : t('members.makeAdmin')}
            name={name}
            busy={busy}
            onClick={() => onToggleRole(user)}
          />
          {me && !canSuspend(me, user) ? null : (
            <RowButton
              label={user.suspended ? t('members.restore') : t('members.suspend')}
              name={name}
              busy={busy}
              onClick={() => (user.suspended ? onRestore(user) : onSuspend(user))}
              className={user.suspended ? undefined : 'border-red-200 text-red-700 hover:bg-red-50'}
            />
          )}
        </div>
      </td>
    </tr>
  );
}

/** The members table. */
export function MembersTable({ caption, users, stale, empty, ...actions }: Props) {
  const t = useT(adminMessages);
  return (
    <DataTable caption={caption} columns={COLUMNS.map((column) => t(column))} items={users} stale={stale} empty={empty}>
      {(user) => <MemberRow key={user.id} user={user} {...actions} />}
    </DataTable>
  );
}
