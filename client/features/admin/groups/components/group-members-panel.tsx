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
import { dateText } from '@client/components/date-time';
import { useClock } from '@client/lib/clock';
import { useLocale, useT } from '@client/lib/i18n';
import { groupsAdminMessages } from '../messages';

type Key = keyof (typeof groupsAdminMessages)['en'];

const COLUMNS = ['members.col.member', 'members.col.role', 'members.col.joined', 'members.col.actions'] as const satisfies readonly Key[];
const ROLE_LABEL = { member: 'role.member', moderator: 'role.moderator' } as const satisfies Record<AdminGroupMember['role'], Key>;

const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });

/** Add by e-mail, as a member or a moderator (someone already there gets the role). */
function AddMemberForm({ group }: { group: AdminGroup }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberPut['role']>('member');
  const t = useT(groupsAdminMessages);
  const put = usePutGroupMember(group.id, {
    onSuccess: (member) => {
      setEmail('');
      toast({ title: member.role === 'moderator' ? t('members.appointed') : t('members.added'), description: t('members.addedText', { name: member.name, role: member.role, group: group.name }) });
    },
    onError: (error) => failed(t('members.addFailed'))(error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast({ title: t('members.missing'), description: t('members.enterEmail'), variant: 'destructive' });
      return;
    }
    put.mutate({ email: email.trim(), role });
  };
  return (
    <form method="post" noValidate onSubmit={submit} aria-label={t('members.addLabel', { group: group.name })} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end">
      <label className="block flex-1 text-sm font-medium text-slate-900">
        {t('members.email')}
        <input type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} className={`${inputClass} mt-1`} />
      </label>
      <label className="block text-sm font-medium text-slate-900">
        {t('members.role')}
        <select value={role} onChange={(event) => setRole(event.target.value as MemberPut['role'])} className={`${inputClass} mt-1`}>
          <option value="member">{t('role.member')}</option>
          <option value="moderator">{t('role.moderator')}</option>
        </select>
      </label>
      <Button type="submit" disabled={put.isPending}>
        {put.isPending ? t('members.adding') : t('members.addToGroup')}
      </Button>
    </form>
  );
}

/** One group's members: add, appoint or stand down moderators, remove. */
export function GroupMembersPanel({ group, headingRef }: { group: AdminGroup; headingRef?: Ref<HTMLHeadingElement> }) {
  const members = useAdminGroupMembers(group.id);
  const t = useT(groupsAdminMessages);
  const locale = useLocale();
  const clock = useClock();
  const put = usePutGroupMember(group.id, {
    onSuccess: (member) => toast({ title: t('members.roleChanged'), description: t('members.roleChangedText', { name: member.name, role: member.role, group: group.name }) }),
    onError: (error) => failed(t('members.roleFailed'))(error),
  });
  const [removing, setRemoving] = useState<AdminGroupMember | null>(null);
  const remove = useRemoveGroupMember(group.id, {
    onSuccess: (_done, member) => toast({ title: t('members.removed'), description: t('members.removedText', { name: member.name, group: group.name }) }),
    onError: (error) => failed(t('members.removeFailed'))(error),
  });
  const list = members.data;
  return (
    <AdminSection
      title={t('members.title', { group: group.name })}
      intro={t('members.intro')}
      headingRef={headingRef}
      aside={
        <Button asChild variant="outline" size="sm">
          <Link to={`/community/groups/${group.slug}${group.pendingRequests > 0 ? '?tab=requests' : ''}`}>
            {group.pendingRequests > 0 ? t('members.answer', { count: group.pendingRequests }) : t('members.openPage')}
          </Link>
        </Button>
      }
    >
      <AddMemberForm group={group} />
      {members.isError ? <QueryError title={t('members.loadError')} error={members.error} onRetry={() => void members.refetch()} retrying={members.isFetching} /> : null}
      <DataTable
        caption={list ? t('members.caption', { count: list.length }) : t('members.captionLoading')}
        columns={COLUMNS.map((column) => t(column))}
        items={members.isError ? [] : list}
        empty={t('members.empty')}
      >
        {(member) => (
          <tr key={member.userId} className="align-top">
            <th scope="row" className="px-4 py-3 text-left font-normal">
              <span className="font-semibold text-slate-900">{member.name}</span>
              <span className="block text-xs text-slate-700">{member.email}</span>
            </th>
            <td className="px-4 py-3">{t(ROLE_LABEL[member.role])}</td>
            <td className="whitespace-nowrap px-4 py-3">{dateText(member.joinedAt, 'MMM d, yyyy', clock, undefined, locale)}</td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap gap-2">
                <RowButton
                  label={member.role === 'moderator' ? t('members.makeMember') : t('members.makeModerator')}
                  name={member.name}
                  busy={put.isPending}
                  onClick={() => put.mutate({ email: member.email, role: member.role === 'moderator' ? 'member' : 'moderator' })}
                />
                <RowButton label={t('members.remove')} name={member.name} busy={remove.isPending} onClick={() => setRemoving(member)} />
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
        title={removing ? t('members.confirmTitle', { name: removing.name, group: group.name }) : t('members.confirmTitleEmpty', { group: group.name })}
        description={t('members.confirmText')}
        confirmLabel={t('members.confirm')}
        pending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
      />
    </AdminSection>
  );
}
