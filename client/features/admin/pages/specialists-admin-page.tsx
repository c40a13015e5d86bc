import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Specialist } from '@shared/api/referrals';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { QueryError } from '@client/components/query-error';
import { usePageMeta } from '@client/lib/page-meta';
import { useHeadingFocus } from '@client/lib/use-heading-focus';
import { DataTable, RowButton } from '../components/data-table';
import { useDeleteSpecialist, useSpecialists } from '../referrals/api';
import { deleteSpecialistNotices } from '../referrals/components/notices';
import { SpecialistDialog } from '../referrals/components/specialist-dialog';
import { DemoBadge } from '../settings/components/settings-card';
import { useLocale, useT } from '@client/lib/i18n';
import { countryIn } from '../referrals/labels';
import { referralsAdminMessages } from '../referrals/messages';

const COLUMNS = ['col.name', 'col.clinic', 'col.place', 'col.languages', 'col.ponseti', 'col.newPatients', 'col.actions'] as const satisfies readonly (keyof (typeof referralsAdminMessages)['en'])[];

/** Which dialog is open: a new specialist, one being edited, or none. */
type Editing = { specialist: Specialist | null } | null;

/** /admin/specialists: the directory families are matched from. */
export default function SpecialistsAdminPage() {
  const t = useT(referralsAdminMessages);
  const locale = useLocale();
  usePageMeta(t('specialists.title'), t('specialists.description'));
  const specialists = useSpecialists();
  const remove = useDeleteSpecialist(deleteSpecialistNotices);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Specialist | null>(null);
  const list = specialists.data?.specialists;
  // The dialogs are opened by plain buttons: the focus goes back to the one pressed, or to the heading when its row is gone.
  const opener = useRef<HTMLElement | null>(null);
  const edit = (specialist: Specialist | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing({ specialist });
  };
  const { heading, focusHeadingAfterClose } = useHeadingFocus(removing !== null);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus-visible:outline-none">
            {t('specialists.title')}
          </h1>
          <p className="mt-2 text-slate-700">{t('specialists.intro')}</p>
        </div>
        <Button onClick={() => edit(null)}>
          <Plus aria-hidden="true" /> {t('specialists.add')}
        </Button>
      </div>

      {specialists.isError ? (
        <QueryError title={t('specialists.loadError')} error={specialists.error} onRetry={() => void specialists.refetch()} retrying={specialists.isFetching} />
      ) : null}

      <DataTable
        caption={list ? t('specialists.caption', { count: list.length }) : t('specialists.captionLoading')}
        columns={COLUMNS.map((column) => t(column))}
        items={specialists.isError ? [] : list}
        empty={specialists.isError ? t('specialists.notLoaded') : t('specialists.empty')}
      >
        {(specialist) => (
          <tr key={specialist.id} className="align-top">
            <th scope="row" className="px-4 py-3 text-left font-normal">
              <span className="font-semibold text-slate-900">{specialist.name}</span>
              {specialist.demo ? <DemoBadge label={t('specialists.demo')} /> : null}
              <span className="block text-xs text-slate-700">{specialist.title}</span>
            </th>
            <td className="px-4 py-3">{specialist.clinic}</td>
            <td className="px-4 py-3">
              {specialist.city}, {countryIn(specialist.country, locale)}
            </td>
            <td className="px-4 py-3">{specialist.languages.join(', ')}</td>
            <td className="px-4 py-3">{specialist.ponsetiTrained ? t('yes') : t('no')}</td>
            <td className="px-4 py-3">{specialist.acceptingNewPatients ? t('specialists.accepting') : t('specialists.notAccepting')}</td>
            <td className="px-4 py-3">
              <div className="flex gap-2">
                <RowButton label={t('edit')} name={specialist.name} busy={false} onClick={() => edit(specialist)} />
                <RowButton label={t('remove')} name={specialist.name} busy={remove.isPending} onClick={() => setRemoving(specialist)} />
              </div>
            </td>
          </tr>
        )}
      </DataTable>

      {editing ? <SpecialistDialog specialist={editing.specialist} onClose={() => setEditing(null)} onClosed={() => opener.current?.focus()} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={removing ? t('specialists.removeTitle', { name: removing.name }) : t('specialists.removeTitleEmpty')}
        description={t('specialists.removeText')}
        confirmLabel={t('specialists.removeConfirm')}
        pending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing, { onSuccess: focusHeadingAfterClose, onSettled: () => setRemoving(null) });
        }}
      />
    </div>
  );
}
