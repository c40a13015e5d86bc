import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useHeadingFocus } from '@client/lib/use-heading-focus';
import type { AdminSettings, AdminTeamMember } from '@shared/api/settings';
import { initialsOf } from '@shared/display-name';
import { whyNotAddTeamMember } from '@shared/policies/settings';
import { SETTINGS_LIMITS } from '@shared/settings';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useT } from '@client/lib/i18n';
import { adminMessages } from '../../messages';
import { useRemoveTeamMember, useReorderTeam } from '../api';
import { removeMemberNotices, reorderNotices } from './notices';
import { DemoBadge, SettingsCard } from './settings-card';
import { TeamMemberDialog } from './team-member-dialog';

type Editing = { member: AdminTeamMember | null } | null;

/** The About page's team: add, edit, remove and reorder profiles. */
export function TeamManager({ settings }: { settings: AdminSettings }) {
  const t = useT(adminMessages);
  const team = settings.team;
  const reorder = useReorderTeam(reorderNotices);
  const remove = useRemoveTeamMember(removeMemberNotices);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AdminTeamMember | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // After a removal the focus goes to the Add button (the removed row's buttons are gone).
  const { heading: addButton, focusHeadingAfterClose } = useHeadingFocus<HTMLButtonElement>(removing !== null);
  const full = whyNotAddTeamMember(team.length) === 'full';
  const demoCount = team.filter((member) => member.demo).length;

  const edit = (member: AdminTeamMember | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing({ member });
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = team.map((member) => member.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids, {
      // A profile moved to the top or the bottom loses that button: the focus goes to its other one.
      onSuccess: () => {
        const at = index + by;
        const other = at === 0 ? 'down' : at === ids.length - 1 ? 'up' : null;
        if (other) document.querySelector<HTMLButtonElement>(`[data-move="${moved}:${other}"]`)?.focus();
      },
    });
  };

  return (
    <SettingsCard
      id="team"
      title={t('settings.team.title')}
      demo={demoCount > 0}
      intro={
        <>
          {t('settings.team.intro')}
          {demoCount > 0 ? ` ${t('settings.team.demo', { count: demoCount })}` : ''}
        </>
      }
    >
      {team.length ? (
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label={t('settings.team.list')}>
          {team.map((member, index) => (
            <li key={member.id} className="flex flex-wrap items-center gap-3 p-3">
              {member.photoUrl ? (
                <img src={member.photoUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />
              ) : (
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {initialsOf(member.name)}
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
                  {member.name}
                  {member.demo ? <DemoBadge label={t('settings.demo')} /> : null}
                </p>
                <p className="text-sm break-words text-slate-700">{member.role}</p>
              </div>
              <div className="flex w-full flex-wrap gap-2 sm:w-auto">
                <Button type="button" variant="outline" size="icon" aria-label={t('settings.team.moveUp', { name: member.name })} data-move={`${member.id}:up`} disabled={index === 0 || reorder.isPending} onClick={() => move(index, -1)}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={t('settings.team.moveDown', { name: member.name })}
                  data-move={`${member.id}:down`}
                  disabled={index === team.length - 1 || reorder.isPending}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button type="button" variant="outline" size="sm" className="h-10" aria-label={t('settings.team.editName', { name: member.name })} onClick={() => edit(member)}>
                  <Pencil aria-hidden="true" /> {t('edit')}
                </Button>
                <Button type="button" variant="outline" size="sm" className="h-10" aria-label={t('settings.team.removeName', { name: member.name })} disabled={remove.isPending} onClick={() => setRemoving(member)}>
                  <Trash2 aria-hidden="true" /> {t('remove')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">{t('settings.team.empty')}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={addButton} type="button" disabled={full} onClick={() => edit(null)}>
          <Plus aria-hidden="true" /> {t('settings.team.add')}
        </Button>
        {full ? <p className="text-sm text-slate-700">{t('settings.team.full', { max: SETTINGS_LIMITS.teamMax })}</p> : null}
      </div>

      {editing ? <TeamMemberDialog member={editing.member} onClose={() => setEditing(null)} onClosed={() => (opener.current?.isConnected ? opener.current : addButton.current)?.focus()} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('settings.team.removeTitle', { name: removing?.name ?? t('settings.team.thisMember') })}
        description={t('settings.team.removeText')}
        confirmLabel={t('settings.team.removeConfirm')}
        pending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing, { onSuccess: focusHeadingAfterClose, onSettled: () => setRemoving(null) });
        }}
      />
    </SettingsCard>
  );
}
