import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Specialist } from '@shared/api/referrals';
import { countryName } from '@shared/countries';
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

const COLUMNS = ['Name', 'Clinic', 'Place', 'Languages', 'Ponseti-trained', 'New patients', 'Actions'] as const;

/** Which dialog is open: a new specialist, one being edited, or none. */
type Editing = { specialist: Specialist | null } | null;

/** /admin/specialists: the directory families are matched from. */
export default function SpecialistsAdminPage() {
  usePageMeta('Specialists', 'The directory of clubfoot specialists families are matched with.');
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
            Specialists
          </h1>
          <p className="mt-2 text-slate-700">
            The directory behind every request’s suggestions. Families receive the details you enter here. Specialists marked Demo are fictional: edit
            them into real ones or remove them before going live.
          </p>
        </div>
        <Button onClick={() => edit(null)}>
          <Plus aria-hidden="true" /> Add specialist
        </Button>
      </div>

      {specialists.isError ? (
        <QueryError title="Could not load the specialists" error={specialists.error} onRetry={() => void specialists.refetch()} retrying={specialists.isFetching} />
      ) : null}

      <DataTable
        caption={list ? `${list.length} ${list.length === 1 ? 'specialist' : 'specialists'}, by country and name` : 'Specialists'}
        columns={COLUMNS}
        items={specialists.isError ? [] : list}
        empty={specialists.isError ? 'The specialists could not be loaded.' : 'No specialists yet: add the first one.'}
      >
        {(specialist) => (
          <tr key={specialist.id} className="align-top">
            <th scope="row" className="px-4 py-3 text-left font-normal">
              <span className="font-semibold text-slate-900">{specialist.name}</span>
              {specialist.demo ? <DemoBadge label="Demo" /> : null}
              <span className="block text-xs text-slate-700">{specialist.title}</span>
            </th>
            <td className="px-4 py-3">{specialist.clinic}</td>
            <td className="px-4 py-3">
              {specialist.city}, {countryName(specialist.country)}
            </td>
            <td className="px-4 py-3">{specialist.languages.join(', ')}</td>
            <td className="px-4 py-3">{specialist.ponsetiTrained ? 'Yes' : 'No'}</td>
            <td className="px-4 py-3">{specialist.acceptingNewPatients ? 'Accepting' : 'Not accepting'}</td>
            <td className="px-4 py-3">
              <div className="flex gap-2">
                <RowButton label="Edit" name={specialist.name} busy={false} onClick={() => edit(specialist)} />
                <RowButton label="Remove" name={specialist.name} busy={remove.isPending} onClick={() => setRemoving(specialist)} />
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
        title={`Remove ${removing?.name ?? 'this specialist'}?`}
        description="They leave the directory and are no longer suggested. A specialist already sent to a family stays on record: mark them as not accepting new patients instead."
        confirmLabel="Remove specialist"
        pending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing, { onSuccess: focusHeadingAfterClose, onSettled: () => setRemoving(null) });
        }}
      />
    </div>
  );
}
