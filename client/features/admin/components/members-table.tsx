import { format } from 'date-fns';
import type { ReactNode } from 'react';
import type { AdminUserRow } from '@shared/api/admin';
import type { Viewer } from '@shared/policies/viewer';
import { Badge } from '@client/components/ui/badge';
import { timeAgo } from '@client/lib/format';
import { memberName } from '../api';
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

const COLUMNS = ['Name', 'E-mail', 'Role', 'Joined', 'Last seen', 'Flags', 'Profile', 'Status', 'Actions'] as const;

function Nothing({ label = 'None' }: { label?: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

function Flags({ flags }: { flags: AdminUserRow['flags'] }) {
  const labels = [flags.isParent && 'Parent', flags.isAdult && 'Adult', flags.isMedicalProfessional && 'Medical pro'].filter(
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
  return (
    <span className="flex items-center gap-2">
      <span className="w-10 tabular-nums">{value}%</span>
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
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900">
        {name}
        {isMe ? (
          <>
            {' '}
            <span className="font-normal text-slate-700">(you)</span>
          </>
        ) : null}
      </th>
      <td className="px-4 py-3">
        <span className="break-all text-slate-900">{user.email}</span>
        {user.emailVerified ? null : <span className="block text-xs text-slate-700">Not verified</span>}
      </td>
      <td className="px-4 py-3">
        <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>{user.role === 'admin' ? 'Admin' : 'Member'}</Badge>
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <time dateTime={user.createdAt}>{format(new Date(user.createdAt), 'MMM d, yyyy')}</time>
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        {user.lastSeenAt ? (
          <time dateTime={user.lastSeenAt} title={format(new Date(user.lastSeenAt), 'MMM d, yyyy h:mm a')}>
            {timeAgo(user.lastSeenAt)}
          </time>
        ) : (
          'Never'
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
          <Badge className="bg-red-100 text-red-800">Suspended</Badge>
        ) : (
          <Badge variant="outline" className="border-brand-200 text-brand-800">
            Active
          </Badge>
        )}
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <RowButton
            label={user.role === 'admin' ? 'Make member' : 'Make admin'}
            name={name}
            busy={busy}
            onClick={() => onToggleRole(user)}
          />
          {me && !canSuspend(me, user) ? null : (
            <RowButton
              label={user.suspended ? 'Restore' : 'Suspend'}
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
  return (
    <DataTable caption={caption} columns={COLUMNS} items={users} stale={stale} empty={empty}>
      {(user) => <MemberRow key={user.id} user={user} {...actions} />}
    </DataTable>
  );
}
