import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { QueryError } from '@client/components/query-error';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/field';
import { useClock } from '@client/lib/clock';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { localizedPath } from '@shared/i18n/locales';
import { useAdminEvent, useAdminEvents } from '../api';
import { AdminEventForm } from '../components/admin-event-form';
import { AdminEventManage } from '../components/admin-event-manage';
import { PageLinks } from '@client/components/page-links';
import { type EventsT, shortDate, timeRange } from '../format';
import { eventsMessages } from '../messages';
import type { AdminEventRow, AdminEventsQuery } from '../types';

function StatusBadge({ status }: { status: AdminEventRow['status'] }) {
  const t = useT(eventsMessages);
  const tone = status === 'published' ? 'bg-green-100 text-green-900' : status === 'cancelled' ? 'bg-red-100 text-red-900' : 'bg-slate-100 text-slate-800';
  return <Badge className={tone}>{t(`status.${status}`)}</Badge>;
}

function places(t: EventsT, row: AdminEventRow) {
  const taken = row.capacity === null ? t('admin.registered', { count: row.registeredCount }) : t('admin.of', { registered: row.registeredCount, capacity: row.capacity });
  return row.waitlistCount ? t('admin.waiting', { taken, count: row.waitlistCount }) : taken;
}

function EventList({ open }: { open: (id: number | 'new') => void }) {
  const zone = { ...useClock(), locale: useLocale() };
  const [params, setParams] = useSearchParams();
  const status = (['draft', 'published', 'cancelled'] as const).find((value) => value === params.get('status')) ?? 'all';
  const when = (['upcoming', 'past'] as const).find((value) => value === params.get('when')) ?? 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: AdminEventsQuery = { status, when, page, pageSize: 25 };
  const list = useAdminEvents(query);
  const t = useT(eventsMessages);
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
          label={t('admin.status')}
          emptyLabel={null}
          options={[
            { value: 'all', label: t('admin.all') },
            { value: 'published', label: t('admin.published') },
            { value: 'draft', label: t('admin.drafts') },
            { value: 'cancelled', label: t('admin.cancelled') },
          ]}
          value={status}
          onChange={(e) => change('status', e.target.value)}
        />
        <SelectField
          label={t('admin.when')}
          emptyLabel={null}
          options={[
            { value: 'all', label: t('admin.all') },
            { value: 'upcoming', label: t('admin.upcoming') },
            { value: 'past', label: t('admin.past') },
          ]}
          value={when}
          onChange={(e) => change('when', e.target.value)}
        />
      </div>
      {list.isError ? <QueryError title={t('admin.loadError')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} /> : null}
      {list.data ? (
        <>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label={t('admin.count', { count: list.data.total })}>
            {list.data.items.length === 0 ? <li className="px-4 py-6 text-slate-700">{t('admin.empty')}</li> : null}
            {list.data.items.map((row) => (
              <li key={row.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{row.title}</p>
                  <p className="text-sm text-slate-700">
                    {t('admin.row', {
                      date: shortDate(row.startsAt, zone),
                      time: timeRange(row.startsAt, row.endsAt, zone),
                      format: row.format,
                      places: places(t, row),
                      invited: row.invitedCount,
                    })}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <StatusBadge status={row.status} />
                  <Button size="sm" variant="outline" onClick={() => open(row.id)}>
                    <Rich t={t} k="admin.manage" values={{ title: row.title }} tags={{ sr: (text) => <span className="sr-only">{text}</span> }} />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <PageLinks page={page} pageCount={Math.max(1, Math.ceil(list.data.total / list.data.pageSize))} hrefOf={(n) => hrefWith({ page: String(n) })} />
        </>
      ) : list.isPending ? (
        <p role="status" className="text-slate-700">
          {t('admin.loading')}
        </p>
      ) : null}
    </div>
  );
}

function Editor({ id, close, opened }: { id: number | null; close: () => void; opened: (id: number) => void }) {
  const event = useAdminEvent(id);
  const t = useT(eventsMessages);
  const locale = useLocale();
  if (id !== null && event.isError) return <QueryError title={t('admin.loadEventError')} error={event.error} onRetry={() => void event.refetch()} retrying={event.isFetching} />;
  if (id !== null && !event.data) {
    return (
      <p role="status" className="text-slate-700">
        {t('admin.loadingEvent')}
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
          <a href={localizedPath(`/events/${data.slug}`, locale)} className="font-semibold text-brand-800 underline">
            {t('admin.seePage')}
          </a>
          {data.cancelledReason ? <span>{t('admin.cancelledReason', { reason: data.cancelledReason })}</span> : null}
        </p>
      ) : null}
      <AdminEventForm key={data?.updatedAt ?? 'new'} event={data} onSaved={(saved) => opened(saved.id)} onCancel={close} />
      {data ? <AdminEventManage event={data} /> : null}
    </div>
  );
}

/** /admin/events: the events, and one event's form and attendees (`?edit={id}`, `?new=1`). */
export default function EventsAdminPage() {
  const t = useT(eventsMessages);
  usePageMeta(t('admin.meta.title'), t('admin.meta.description'));
  const [params, setParams] = useSearchParams();
  const editing = Number(params.get('edit')) || null;
  const creating = params.get('new') === '1';
  const open = (id: number | 'new') => setParams(id === 'new' ? { new: '1' } : { edit: String(id) });
  const close = () => setParams({});
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t(creating ? 'admin.newEvent' : editing ? 'admin.manageEvent' : 'admin.events')}</h1>
          <p className="mt-2 text-slate-700">
            {t(creating || editing ? 'admin.timesNote' : 'admin.intro')}
          </p>
        </div>
        {creating || editing ? (
          <Button variant="outline" onClick={close}>
            {t('admin.allEvents')}
          </Button>
        ) : (
          <Button onClick={() => open('new')}>
            <Plus aria-hidden="true" /> {t('admin.newEvent')}
          </Button>
        )}
      </div>
      {creating || editing ? <Editor key={editing ?? 'new'} id={editing} close={close} opened={(id) => open(id)} /> : <EventList open={open} />}
    </div>
  );
}
