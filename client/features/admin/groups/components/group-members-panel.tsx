import { format } from 'date-fns';
import { type FormEvent, type Ref, useState } from 'react';
import { Link } from 'react-router';
import type { AdminGroup, AdminGroupMember } from '@shared/api/groups';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { inputClass } from '@client/components/ui/field';
import { QueryError } from '@client/components/query-error';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { AdminSection } from '../../components/admin-section';
import { DataTable, RowButton } from '../../components/data-table';
import { type MemberPut, useAdminGroupMembers, usePutGroupMember, useRemoveGroupMember } from '../api';

const COLUMNS = ['Member', 'Role', 'Joined', 'Actions'] as const;
const ROLE_LABEL = { member: 'Member', moderator: 'Moderator' } as const;

const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });

/** Add by e-mail, as a member or a moderator (someone already there gets the role). */
function AddMemberForm({ group }: { group: AdminGroup }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberPut['role']>('member');
  const put = usePutGroupMember(group.id, {
    onSuccess: (member) => {
      setEmail('');
      toast({ title: member.role === 'moderator' ? 'Moderator appointed' : 'Member added', description: `${member.name} is ${member.role === 'moderator' ? 'a moderator' : 'a member'} of ${group.name}.` });
    },
    onError: failed('Could not add the member'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast({ title: 'Missing information', description: 'Enter the member’s e-mail address.', variant: 'destructive' });
      return;
    }
    put.mutate({ email: email.trim(), role });
  };
  return (
    <form method="post" noValidate onSubmit={submit} aria-label={`Add a member to ${group.name}`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end">
      <label className="block flex-1 text-sm font-medium text-slate-900">
        Member’s e-mail address
        <input type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} className={`${inputClass} mt-1`} />
      </label>
      <label className="block text-sm font-medium text-slate-900">
        Role
        <select value={role} onChange={(event) => setRole(event.target.value as MemberPut['role'])} className={`${inputClass} mt-1`}>
          <option value="member">Member</option>
          <option value="moderator">Moderator</option>
        </select>
      </label>
      <Button type="submit" disabled={put.isPending}>
        {put.isPending ? 'Adding…' : 'Add to group'}
      </Button>
    </form>
  );
}

/** One group's members: add, appoint or stand down moderators, remove. */
export function GroupMembersPanel({ group, headingRef }: { group: AdminGroup; headingRef?: Ref<HTMLHeadingElement> }) {
  const members = useAdminGroupMembers(group.id);
  const put = usePutGroupMember(group.id, {
    onSuccess: (member) => toast({ title: 'Role changed', description: `${member.name} is now ${member.role === 'moderator' ? 'a moderator' : 'a member'} of ${group.name}.` }),
    onError: failed('Could not change the role'),
  });
  const [removing, setRemoving] = useState<AdminGroupMember | null>(null);
  const remove = useRemoveGroupMember(group.id, {
    onSuccess: (_done, member) => toast({ title: 'Member removed', description: `${member.name} is no longer in ${group.name}.` }),
    onError: failed('Could not remove the member'),
  });
  const list = members.data;
  return (
    <AdminSection
      title={`Members of ${group.name}`}
      intro="Moderators pin, lock and remove writing in the group and answer its requests to join. Members are told when they are added."
      headingRef={headingRef}
      aside={
        <Button asChild variant="outline" size="sm">
          <Link to={`/community/groups/${group.slug}${group.pendingRequests > 0 ? '?tab=requests' : ''}`}>
            {group.pendingRequests > 0 ? `Answer ${group.pendingRequests} ${group.pendingRequests === 1 ? 'request' : 'requests'}` : 'Open the group’s page'}
          </Link>
        </Button>
      }
    >
      <AddMemberForm group={group} />
      {members.isError ? <QueryError title="Could not load the members" error={members.error} onRetry={() => void members.refetch()} retrying={members.isFetching} /> : null}
      <DataTable
        caption={list ? `${list.length} ${list.length === 1 ? 'member' : 'members'}, moderators first` : 'Members'}
        columns={COLUMNS}
        items={members.isError ? [] : list}
        empty="No members yet: add the first one above."
      >
        {(member) => (
          <tr key={member.userId} className="align-top">
            <th scope="row" className="px-4 py-3 text-left font-normal">
              <span className="font-semibold text-slate-900">{member.name}</span>
              <span className="block text-xs text-slate-700">{member.email}</span>
            </th>
            <td className="px-4 py-3">{ROLE_LABEL[member.role]}</td>
            <td className="whitespace-nowrap px-4 py-3">{format(new Date(member.joinedAt), 'MMM d, yyyy')}</td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap gap-2">
                <RowButton
                  label={member.role === 'moderator' ? 'Make member' : 'Make moderator'}
                  name={member.name}
                  busy={put.isPending}
                  onClick={() => put.mutate({ email: member.email, role: member.role === 'moderator' ? 'member' : 'moderator' })}
                />
                <RowButton label="Remove" name={member.name} busy={remove.isPending} onClick={() => setRemoving(member)} />
              </div>
            </td>
          </tr>
        )}
      </DataTable>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove ${removing?.name ?? 'this member'} from ${group.name}?`}
        description="They leave the group; what they wrote in it stays. For a private or hidden group they can no longer read its discussions."
        confirmLabel="Remove from group"
        pending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
      />
    </AdminSection>
  );
}
