import { CalendarDays } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { EVENT_STAGES, type EventStage } from '@shared/policies/events';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/field';
import { Skeleton } from '@client/components/ui/skeleton';
import { useClock } from '@client/lib/clock';
import { useAuth } from '@client/lib/auth';
import { useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { cn } from '@client/lib/utils';
import { type EventFilters, useEventPage, useMyEvents } from '../api';
import { CalendarFeed } from '../components/calendar-feed';
import { EventCard } from '../components/event-card';
import { PageLinks } from '@client/components/page-links';
import { shortDate, stageLabel } from '../format';
import { eventsMessages } from '../messages';
import type { EventFormatName } from '../types';

type Label = keyof (typeof eventsMessages)['en'];

/** The format filter's options (their labels are keys of the events messages). */
const FORMATS = [
  { value: 'online', label: 'filter.online' },
  { value: 'in-person', label: 'filter.inPerson' },
] as const satisfies readonly { value: EventFormatName; label: Label }[];

/** The filters live in the address, so a filtered list can be shared and Back works. */
function useEventFilters() {
  const [params, setParams] = useSearchParams();
  const format = params.get('format');
  const stage = params.get('stage');
  const filters: EventFilters = {
    when: params.get('when') === 'past' ? 'past' : 'upcoming',
    format: format === 'online' || format === 'in-person' ? format : null,
    stage: (EVENT_STAGES as readonly string[]).includes(stage ?? '') ? (stage as EventStage) : null,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const hrefWith = (changes: Partial<EventFilters>) => {
    const next = { ...filters, page: 1, ...changes };
    const search = new URLSearchParams();
    if (next.when === 'past') search.set('when', 'past');
    if (next.format) search.set('format', next.format);
    if (next.stage) search.set('stage', next.stage);
    if (next.page > 1) search.set('page', String(next.page));
    const text = search.toString();
    return `/events${text ? `?${text}` : ''}`;
  };
  const update = (changes: Partial<EventFilters>) => setParams(new URL(hrefWith(changes), 'http://x').searchParams);
  return { filters, hrefWith, update };
}

function Tabs({ filters, hrefWith }: ReturnType<typeof useEventFilters>) {
  const t = useT(eventsMessages);
  const tab = (when: EventFilters['when'], label: string) => (
    <Link
      to={hrefWith({ when })}
      aria-current={filters.when === when ? 'page' : undefined}
      className={cn(
        'rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        filters.when === when ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100',
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('tabs.label')} className="flex gap-2">
      {tab('upcoming', t('tabs.upcoming'))}
      {tab('past', t('tabs.past'))}
    </nav>
  );
}

function Filters({ filters, update }: ReturnType<typeof useEventFilters>) {
  const t = useT(eventsMessages);
  return (
    <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:max-w-xl">
      <SelectField
        label={t('filter.format')}
        emptyLabel={t('filter.allFormats')}
        options={FORMATS.map((format) => ({ value: format.value, label: t(format.label) }))}
        value={filters.format ?? ''}
        onChange={(event) => update({ format: (event.target.value || null) as EventFormatName | null })}
      />
      <SelectField
        label={t('filter.stage')}
        emptyLabel={t('filter.allStages')}
        options={EVENT_STAGES.map((stage) => ({ value: stage, label: stageLabel(t, stage) }))}
        value={filters.stage ?? ''}
        onChange={(event) => update({ stage: (event.target.value || null) as EventStage | null })}
      />
    </div>
  );
}

function MyEvents() {
  const zone = { ...useClock(), locale: useLocale() };
  const mine = useMyEvents(true);
  const t = useT(eventsMessages);
  if (!mine.data?.length) return null;
  return (
    <section aria-labelledby="my-events-title" className="rounded-xl border border-brand-200 bg-brand-50/60 p-4 sm:p-5">
      <h2 id="my-events-title" className="text-lg font-semibold text-slate-900">
        {t('mine.title')}
      </h2>
      <ul className="mt-2 divide-y divide-brand-100">
        {mine.data.map((event) => (
          <li key={event.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <Link to={`/events/${event.slug}`} className="font-semibold text-brand-900 hover:underline" data-user-text>
              {event.title}
            </Link>
            <span className="text-sm text-slate-700">
              {shortDate(event.startsAt, zone)}
              {event.myStatus === 'waitlisted' ? ` · ${t('mine.waitlist')}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Results(props: ReturnType<typeof useEventFilters>) {
  const zone = { ...useClock(), locale: useLocale() };
  const { filters, hrefWith } = props;
  const page = useEventPage(filters);
  const t = useT(eventsMessages);
  if (page.isPending) {
    return (
      <div role="status" aria-label={t('list.loading')} className="space-y-4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (page.isError) return <QueryError title={t('list.loadError')} error={page.error} onRetry={() => void page.refetch()} retrying={page.isRefetching} />;
  const { items, total, pageSize } = page.data;
  const filtered = filters.format !== null || filters.stage !== null;
  return (
    <div className="space-y-4" aria-busy={page.isPlaceholderData}>
      <p role="status" className="text-sm text-slate-700" data-testid="events-summary">
        {page.isPlaceholderData
          ? t('list.finding')
          : t('list.summary', { when: filters.when, count: total, zone: zone.timeZone })}
      </p>
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <CalendarDays aria-hidden="true" className="mx-auto size-10 text-slate-500" />
          <h2 className="mt-3 text-xl font-semibold text-slate-900">
            {t(filtered ? 'empty.filtered' : filters.when === 'past' ? 'empty.past' : 'empty.none')}
          </h2>
          <p className="mx-auto mt-2 max-w-md text-slate-700">
            {t(filtered ? 'empty.filteredText' : 'empty.text')}
          </p>
          <Button asChild variant="outline" className="mt-6">
            <Link to={filtered ? hrefWith({ format: null, stage: null }) : '/community/forum'}>{t(filtered ? 'empty.showAll' : 'empty.forum')}</Link>
          </Button>
        </div>
      ) : (
        <ul className="space-y-4">
          {items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
      <PageLinks page={filters.page} pageCount={Math.max(1, Math.ceil(total / pageSize))} hrefOf={(n) => hrefWith({ page: n })} />
    </div>
  );
}

/** /events: coming events soonest first, a "Past events" view, and for members their own events and calendar feed. */
export default function EventsPage() {
  const t = useT(eventsMessages);
  usePageMeta(t('list.meta.title'), t('list.meta.description'));
  const { isAuthenticated } = useAuth();
  const state = useEventFilters();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('list.title')}</h1>
          <p className="mt-3 text-lg text-slate-700">{t('list.intro')}</p>
        </header>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
          <section aria-labelledby="events-list-title" className="min-w-0 space-y-5">
            <h2 id="events-list-title" className="sr-only">
              {t(state.filters.when === 'past' ? 'list.pastHeading' : 'list.upcomingHeading')}
            </h2>
            <Tabs {...state} />
            <Filters {...state} />
            <Results {...state} />
          </section>
          {isAuthenticated ? (
            <aside aria-label={t('list.yours')} className="space-y-6">
              <MyEvents />
              <CalendarFeed />
            </aside>
          ) : null}
        </div>
      </div>
    </div>
  );
}
