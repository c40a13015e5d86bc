import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { QueryError } from '@client/components/query-error';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/field';
import { useClock } from '@client/lib/clock';
import { usePageMeta } from '@client/lib/page-meta';
import { useAdminEvent, useAdminEvents } from '../api';
import { AdminEventForm } from '../components/admin-event-form';
import { AdminEventManage } from '../components/admin-event-manage';
import { PageLinks } from '@client/components/page-links';
import { shortDate, timeRange } from '../format';
import type { AdminEventRow, AdminEventsQuery } from '../types';

const STATUS_LABELS: Record<AdminEventRow['status'], string> = { draft: 'Draft', published: 'Published', cancelled: 'Cancelled' };

function StatusBadge({ status }: { status: AdminEventRow['status'] }) {
  const tone = status === 'published' ? 'bg-green-100 text-green-900' : status === 'cancelled' ? 'bg-red-100 text-red-900' : 'bg-slate-100 text-slate-800';
  return <Badge className={tone}>{STATUS_LABELS[status]}</Badge>;
}

function places(row: AdminEventRow) {
  const taken = row.capacity === null ? `${row.registeredCount} registered` : `${row.registeredCount} of ${row.capacity}`;
  return row.waitlistCount ? `${taken} · ${row.waitlistCount} waiting` : taken;
}

function EventList({ open }: { open: (id: number | 'new') => void }) {
  const zone = useClock();
  const [params, setParams] = useSearchParams();
  const status = (['draft', 'published', 'cancelled'] as const).find((value) => value === params.get('status')) ?? 'all';
  const when = (['upcoming', 'past'] as const).find((value) => value === params.get('when')) ?? 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: AdminEventsQuery = { status, when, page, pageSize: 25 };
  const list = useAdminEvents(query);
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === 'all') next.delete(key);
      else next.set(key, value);
    }
    return `/admin/events${next.toString() ? `?${next.toString()}` : ''}`;
  };
  const change = (key: string, value: string) => setParams(new URL(hrefWith({ [key]: value, page: null }), 'http://x').searchParams);
  return (
    <div className="space-y-4">
      <div className="grid max-w-xl grid-cols-1 gap-3 min-[420px]:grid-cols-2">
        <SelectField
          label="Status"
          emptyLabel={null}
          options={[
            { value: 'all', label: 'All' },
            { value: 'published', label: 'Published' },
            { value: 'draft', label: 'Drafts' },
            { value: 'cancelled', label: 'Cancelled' },
          ]}
          value={status}
          onChange={(e) => change('status', e.target.value)}
        />
        <SelectField
          label="When"
          emptyLabel={null}
          options={[
            { value: 'all', label: 'All' },
            { value: 'upcoming', label: 'Coming and under way' },
            { value: 'past', label: 'Past' },
          ]}
          value={when}
          onChange={(e) => change('when', e.target.value)}
        />
      </div>
      {list.isError ? <QueryError title="Could not load the events" error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} /> : null}
      {list.data ? (
        <>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label={`${list.data.total} events`}>
            {list.data.items.length === 0 ? <li className="px-4 py-6 text-slate-700">No events here yet.</li> : null}
            {list.data.items.map((row) => (
              <li key={row.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{row.title}</p>
                  <p className="text-sm text-slate-700">
                    {shortDate(row.startsAt, zone)}, {timeRange(row.startsAt, row.endsAt, zone)} · {row.format === 'online' ? 'Online' : 'In person'} · {places(row)} ·{' '}
                    {row.invitedCount} invited
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <StatusBadge status={row.status} />
                  <Button size="sm" variant="outline" onClick={() => open(row.id)}>
                    Manage<span className="sr-only"> {row.title}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <PageLinks page={page} pageCount={Math.max(1, Math.ceil(list.data.total / list.data.pageSize))} hrefOf={(n) => hrefWith({ page: String(n) })} />
        </>
      ) : list.isPending ? (
        <p role="status" className="text-slate-700">
          Loading events…
        </p>
      ) : null}
    </div>
  );
}

function Editor({ id, close, opened }: { id: number | null; close: () => void; opened: (id: number) => void }) {
  const event = useAdminEvent(id);
  if (id !== null && event.isError) return <QueryError title="Could not load this event" error={event.error} onRetry={() => void event.refetch()} retrying={event.isFetching} />;
  if (id !== null && !event.data) {
    return (
      <p role="status" className="text-slate-700">
        Loading the event…
      </p>
    );
  }
  const data = id === null ? null : event.data!;
  return (
    <div className="space-y-8">
      {data ? <h2 className="text-2xl font-semibold break-words text-slate-900">{data.title}</h2> : null}
      {data ? (
        <p className="flex flex-wrap items-center gap-3 text-slate-700">
          <StatusBadge status={data.status} />
          <a href={`/events/${data.slug}`} className="font-semibold text-brand-800 underline">
            See its page
          </a>
          {data.cancelledReason ? <span>Cancelled: {data.cancelledReason}</span> : null}
        </p>
      ) : null}
      <AdminEventForm key={data?.updatedAt ?? 'new'} event={data} onSaved={(saved) => opened(saved.id)} onCancel={close} />
      {data ? <AdminEventManage event={data} /> : null}
    </div>
  );
}

/** /admin/events: the events, and one event's form and attendees (`?edit={id}`, `?new=1`). */
export default function EventsAdminPage() {
  usePageMeta('Events', 'Create and manage webinars and meetups, their attendees and invitations.');
  const [params, setParams] = useSearchParams();
  const editing = Number(params.get('edit')) || null;
  const creating = params.get('new') === '1';
  const open = (id: number | 'new') => setParams(id === 'new' ? { new: '1' } : { edit: String(id) });
  const close = () => setParams({});
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{creating ? 'New event' : editing ? 'Manage event' : 'Events'}</h1>
          <p className="mt-2 text-slate-700">
            {creating || editing
              ? 'Times are entered in the event’s own time zone; every visitor sees them in theirs.'
              : 'Webinars and meetups, newest first. Open one to edit it, invite members by stage, see who is coming, or write to them.'}
          </p>
        </div>
        {creating || editing ? (
          <Button variant="outline" onClick={close}>
            All events
          </Button>
        ) : (
          <Button onClick={() => open('new')}>
            <Plus aria-hidden="true" /> New event
          </Button>
        )}
      </div>
      {creating || editing ? <Editor key={editing ?? 'new'} id={editing} close={close} opened={(id) => open(id)} /> : <EventList open={open} />}
    </div>
  );
}
