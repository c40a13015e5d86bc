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
import { groupsAdminMessages } from '../groups/messages';
import { Rich, useT } from '@client/lib/i18n';

type Key = keyof (typeof groupsAdminMessages)['en'];

const COLUMNS = ['col.group', 'col.visibility', 'col.members', 'col.discussions', 'col.requests', 'col.openReports', 'col.actions'] as const satisfies readonly Key[];
const VISIBILITY = { open: 'visibility.open', private: 'visibility.private', hidden: 'visibility.hidden' } as const satisfies Record<AdminGroup['visibility'], Key>;

type Editing = { group: AdminGroup | null } | null;

/** /admin/groups: the support groups, their settings and members; requests are answered on each group's page, reports in the forum's queue. */
export default function GroupsAdminPage() {
  const t = useT(groupsAdminMessages);
  usePageMeta(t('page.title'), t('page.description'));
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
          <h1 className="text-3xl font-bold text-slate-900">{t('page.title')}</h1>
          <p className="mt-2 max-w-3xl text-slate-700">
            <Rich
              t={t}
              k="page.intro"
              tags={{
                link: (text) => (
                  <Link to="/admin/forums" className="font-semibold text-brand-800 underline">
                    {text}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
        <Button onClick={() => edit(null)}>
          <Plus aria-hidden="true" /> {t('page.create')}
        </Button>
      </div>

      {groups.isError ? <QueryError title={t('page.loadError')} error={groups.error} onRetry={() => void groups.refetch()} retrying={groups.isFetching} /> : null}

      <DataTable
        caption={list ? t('page.caption', { count: list.length }) : t('page.captionLoading')}
        columns={COLUMNS.map((column) => t(column))}
        items={groups.isError ? [] : list}
        empty={groups.isError ? t('page.notLoaded') : t('page.empty')}
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
            <td className="px-4 py-3">{t(VISIBILITY[group.visibility])}</td>
            <td className="px-4 py-3">{group.memberCount}</td>
            <td className="px-4 py-3">{group.topicCount}</td>
            <td className="px-4 py-3">
              {group.pendingRequests > 0 ? (
                <Link to={`/community/groups/${group.slug}?tab=requests`} className="font-semibold text-brand-800 underline">
                  {t('page.waiting', { count: group.pendingRequests })}<span className="sr-only">{t('page.waitingFor', { name: group.name })}</span>
                </Link>
              ) : (
                t('page.none')
              )}
            </td>
            <td className="px-4 py-3">
              {group.openReports > 0 ? (
                <Link to="/admin/forums" className="font-semibold text-red-800 underline">
                  {t('page.open', { count: group.openReports })}<span className="sr-only">{t('page.openIn', { name: group.name })}</span>
                </Link>
              ) : (
                t('page.none')
              )}
            </td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap gap-2">
                <RowButton label={t('page.edit')} name={group.name} busy={false} onClick={() => edit(group)} />
                <RowButton label={t('page.members')} name={group.name} busy={false} onClick={() => setMembersOf(group.id)} />
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
