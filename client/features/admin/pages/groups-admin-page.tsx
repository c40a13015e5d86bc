import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AdminGroup } from '@shared/api/groups';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { usePageMeta } from '@client/lib/page-meta';
import { DataTable, RowButton } from '../components/data-table';
import { useAdminGroups } from '../groups/api';
import { GroupDialog } from '../groups/components/group-dialog';
import { GroupMembersPanel } from '../groups/components/group-members-panel';

const COLUMNS = ['Group', 'Visibility', 'Members', 'Discussions', 'Requests', 'Open reports', 'Actions'] as const;
const VISIBILITY = { open: 'Open', private: 'Private', hidden: 'Hidden' } as const;

type Editing = { group: AdminGroup | null } | null;

/** /admin/groups: the support groups, their settings and members; requests are answered on each group's page, reports in the forum's queue. */
export default function GroupsAdminPage() {
  usePageMeta('Support groups', 'Create and edit support groups, their members and moderators.');
  const groups = useAdminGroups();
  const [editing, setEditing] = useState<Editing>(null);
  const [membersOf, setMembersOf] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const membersHeading = useRef<HTMLHeadingElement>(null);
  const list = groups.data;
  const shown = list?.find((group) => group.id === membersOf) ?? null;
  const edit = (group: AdminGroup | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing({ group });
  };
  // The members' section opens below the table: the focus goes to its heading.
  useEffect(() => {
    if (membersOf !== null) membersHeading.current?.focus();
  }, [membersOf]);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Support groups</h1>
          <p className="mt-2 max-w-3xl text-slate-700">
            Each group has its own discussions, members and moderators. Moderators answer requests to join on the group’s page; reports of writing in
            a group wait in the{' '}
            <Link to="/admin/forums" className="font-semibold text-brand-800 underline">
              forum’s report queue
            </Link>
            .
          </p>
        </div>
        <Button onClick={() => edit(null)}>
          <Plus aria-hidden="true" /> Create group
        </Button>
      </div>

      {groups.isError ? <QueryError title="Could not load the groups" error={groups.error} onRetry={() => void groups.refetch()} retrying={groups.isFetching} /> : null}

      <DataTable
        caption={list ? `${list.length} ${list.length === 1 ? 'group' : 'groups'}, in the order the site lists them` : 'Support groups'}
        columns={COLUMNS}
        items={groups.isError ? [] : list}
        empty={groups.isError ? 'The groups could not be loaded.' : 'No groups yet: create the first one.'}
      >
        {(group) => (
          <tr key={group.id} className="align-top">
            <th scope="row" className="px-4 py-3 text-left font-normal">
              <Link to={`/community/groups/${group.slug}`} className="font-semibold text-slate-900 hover:underline">
                {group.name}
              </Link>
              <span className="block text-xs text-slate-700">
                {group.audienceLabel ? `${group.audienceLabel} · ` : ''}
                {group.language.toUpperCase()}
              </span>
            </th>
            <td className="px-4 py-3">{VISIBILITY[group.visibility]}</td>
            <td className="px-4 py-3">{group.memberCount}</td>
            <td className="px-4 py-3">{group.topicCount}</td>
            <td className="px-4 py-3">
              {group.pendingRequests > 0 ? (
                <Link to={`/community/groups/${group.slug}?tab=requests`} className="font-semibold text-brand-800 underline">
                  {group.pendingRequests} waiting<span className="sr-only"> for {group.name}</span>
                </Link>
              ) : (
                'None'
              )}
            </td>
            <td className="px-4 py-3">
              {group.openReports > 0 ? (
                <Link to="/admin/forums" className="font-semibold text-red-800 underline">
                  {group.openReports} open<span className="sr-only"> in {group.name}</span>
                </Link>
              ) : (
                'None'
              )}
            </td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap gap-2">
                <RowButton label="Edit" name={group.name} busy={false} onClick={() => edit(group)} />
                <RowButton label="Members" name={group.name} busy={false} onClick={() => setMembersOf(group.id)} />
              </div>
            </td>
          </tr>
        )}
      </DataTable>

      {shown ? <GroupMembersPanel key={shown.id} group={shown} headingRef={membersHeading} /> : null}
      {editing ? <GroupDialog group={editing.group} onClose={() => setEditing(null)} onClosed={() => opener.current?.focus()} /> : null}
    </div>
  );
}
