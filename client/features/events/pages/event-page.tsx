import { ArrowLeft, CalendarClock, MapPin, PlayCircle, Users, Video } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { hasEnded } from '@shared/policies/events';
import NotFoundPage from '@client/components/not-found-page';
import { QueryError } from '@client/components/query-error';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { useClock } from '@client/lib/clock';
import { useAuth } from '@client/lib/auth';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { statusOf, useEvent } from '../api';
import { CalendarFeed } from '../components/calendar-feed';
import { RegistrationPanel } from '../components/registration-panel';
import { audienceLabels, clockIn, eventDate, timeRange } from '../format';
import { eventsMessages } from '../messages';
import type { EventDetail } from '../types';

function BackLink() {
  const t = useT(eventsMessages);
  return (
    <Link to="/events" className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('event.back')}
    </Link>
  );
}

function Loading() {
  const t = useT(eventsMessages);
  return (
    <div role="status" aria-busy="true" aria-label={t('event.loading')} className="mt-6 space-y-4">
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

/** "3 of 4 places taken · 1 left", "All 4 places taken · 2 on the waiting list", "No limit on places · 12 registered". */
function Places({ event }: { event: EventDetail }) {
  const t = useT(eventsMessages);
  if (event.capacity === null) return <>{t('facts.unlimited', { registered: event.registeredCount })}</>;
  if (event.placesLeft === 0) return <>{t('facts.allTaken', { capacity: event.capacity, waitlist: event.waitlistCount })}</>;
  return <>{t('facts.taken', { registered: event.registeredCount, capacity: event.capacity, left: event.placesLeft })}</>;
}

function Facts({ event }: { event: EventDetail }) {
  const clock = { ...useClock(), locale: useLocale() };
  const zone = clock.timeZone;
  const t = useT(eventsMessages);
  const locale = useLocale();
  const elsewhere = event.format === 'in-person' && event.timeZone !== zone;
  return (
    <dl className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex gap-3">
        <dt>
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 text-brand-800" />
          <span className="sr-only">{t('facts.when')}</span>
        </dt>
        <dd className="text-slate-800">
          <span className="block font-semibold text-slate-900">{eventDate(event.startsAt, clock)}</span>
          <span className="block">{timeRange(event.startsAt, event.endsAt, clock)}</span>
          <span className="block text-sm text-slate-700" data-testid="event-zone">
            {t('facts.zone', { zone })}
          </span>
          {elsewhere ? (
            <span className="block text-sm text-slate-700">
              {t('facts.venue', { time: clockIn(event.startsAt, event.timeZone, locale), zone: event.timeZone })}
            </span>
          ) : null}
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          {event.format === 'online' ? <Video aria-hidden="true" className="mt-0.5 size-5 text-brand-800" /> : <MapPin aria-hidden="true" className="mt-0.5 size-5 text-brand-800" />}
          <span className="sr-only">{t('facts.where')}</span>
        </dt>
        <dd className="text-slate-800">
          {event.format === 'online' ? (
            <span className="font-semibold text-slate-900">{t('format.online')}</span>
          ) : (
            <>
              {event.venueName ? <span className="block font-semibold text-slate-900">{event.venueName}</span> : null}
              {event.address ? <span className="block whitespace-pre-line">{event.address}</span> : null}
              {event.mapUrl ? (
                <a href={event.mapUrl} target="_blank" rel="noopener noreferrer" className="mt-1 inline-block font-semibold text-brand-800 underline">
                  {t('facts.map')}
                  <span className="sr-only"> {t('newTab')}</span>
                </a>
              ) : null}
            </>
          )}
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          <Users aria-hidden="true" className="mt-0.5 size-5 text-brand-800" />
          <span className="sr-only">{t('facts.places')}</span>
        </dt>
        <dd className="text-slate-800" data-testid="event-places">
          <Places event={event} />
        </dd>
      </div>
    </dl>
  );
}

function EventView({ event, refetch }: { event: EventDetail; refetch: () => unknown }) {
  const t = useT(eventsMessages);
  usePageMeta(event.title, event.summary || t('event.metaFallback', { title: event.title }));
  const { isAuthenticated } = useAuth();
  const ended = hasEnded(event);
  const labels = audienceLabels(t, event.audience);
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_340px]">
      <article aria-labelledby="event-title" className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t(event.format === 'online' ? 'event.webinar' : 'format.inPerson')}</p>
        <h1 id="event-title" className="mt-1 text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">
          {event.title}
        </h1>
        <p className="mt-2 text-slate-800">
          <Rich t={t} k="event.hostedBy" values={{ host: event.hostName }} tags={{ host: (text) => <span className="font-semibold text-slate-900">{text}</span> }} />
          {event.hostRole ? <span className="text-slate-700">, {event.hostRole}</span> : null}
        </p>
        {labels.length ? (
          <div className="mt-3 flex flex-wrap gap-2" aria-label={t('event.audience')}>
            {labels.map((label) => (
              <Badge key={label} variant="secondary">
                {label}
              </Badge>
            ))}
          </div>
        ) : null}

        {event.status === 'cancelled' ? (
          <div role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{t('event.cancelled')}</p>
            {event.cancelledReason ? <p className="mt-1">{event.cancelledReason}</p> : null}
          </div>
        ) : ended ? (
          <div className="mt-5 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
            <p className="font-semibold text-slate-900">{t('event.ended')}</p>
            {event.recording ? (
              <Link to={`/videos/${event.recording.slug}`} className="mt-2 inline-flex items-center gap-2 font-semibold text-brand-800 underline">
                <PlayCircle aria-hidden="true" className="size-5" /> {t('event.recording', { title: event.recording.title })}
              </Link>
            ) : (
              <p className="mt-1">{t('event.noRecording')}</p>
            )}
          </div>
        ) : null}

        <div className="mt-6">
          <Facts event={event} />
        </div>
        <section aria-labelledby="about-title" className="mt-6">
          <h2 id="about-title" className="mb-2 text-xl font-bold text-slate-900">
            {t('event.about')}
          </h2>
          <div className="member-text break-words text-slate-800" dangerouslySetInnerHTML={{ __html: event.descriptionHtml || `<p>${t('event.detailsSoon')}</p>` }} />
        </section>
      </article>
      <aside aria-label={t('event.registration')} className="space-y-6">
        <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{t(ended ? 'event.closed' : 'event.yourPlace')}</h2>
          {ended ? <p className="text-sm text-slate-700">{t('event.ended')}</p> : null}
          <RegistrationPanel event={event} signedIn={isAuthenticated} refetch={refetch} />
        </div>
        {isAuthenticated ? <CalendarFeed /> : null}
      </aside>
    </div>
  );
}

function EventScreen({ slug }: { slug: string }) {
  const query = useEvent(slug);
  const t = useT(eventsMessages);
  if (query.isError) {
    const status = statusOf(query.error);
    if (status === 404 || status === 400) return <NotFoundPage />;
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <div className="mt-6">
          <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('event.title')}</h1>
          <QueryError title={t('event.loadError')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        </div>
      ) : (
        <EventView event={query.data} refetch={query.refetch} />
      )}
    </div>
  );
}

/** /events/{slug}: an event for everyone to read; members register, see their place and the join link. */
export default function EventPage() {
  const { slug = '' } = useParams();
  return <EventScreen key={slug} slug={slug} />;
}
