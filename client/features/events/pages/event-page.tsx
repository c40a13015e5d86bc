import { ArrowLeft, CalendarClock, MapPin, PlayCircle, Users, Video } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { hasEnded } from '@shared/policies/events';
import NotFoundPage from '@client/components/not-found-page';
import { QueryError } from '@client/components/query-error';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { useClock } from '@client/lib/clock';
import { useAuth } from '@client/lib/auth';
import { usePageMeta } from '@client/lib/page-meta';
import { statusOf, useEvent } from '../api';
import { CalendarFeed } from '../components/calendar-feed';
import { RegistrationPanel } from '../components/registration-panel';
import { audienceLabels, clockIn, eventDate, timeRange } from '../format';
import type { EventDetail } from '../types';

function BackLink() {
  return (
    <Link to="/events" className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> All events
    </Link>
  );
}

function Loading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading event" className="mt-6 space-y-4">
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

/** "3 of 4 places taken · 1 left", "All 4 places taken · 2 on the waiting list", "No limit on places · 12 registered". */
function Places({ event }: { event: EventDetail }) {
  if (event.capacity === null) return <>No limit on places · {event.registeredCount} registered</>;
  const placeWord = event.capacity === 1 ? 'place' : 'places';
  if (event.placesLeft === 0) {
    return (
      <>
        All {event.capacity} {placeWord} taken · {event.waitlistCount} on the waiting list
      </>
    );
  }
  return (
    <>
      {event.registeredCount} of {event.capacity} {placeWord} taken · {event.placesLeft} left
    </>
  );
}

function Facts({ event }: { event: EventDetail }) {
  const clock = useClock();
  const zone = clock.timeZone;
  const elsewhere = event.format === 'in-person' && event.timeZone !== zone;
  return (
    <dl className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex gap-3">
        <dt>
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 text-brand-800" />
          <span className="sr-only">When</span>
        </dt>
        <dd className="text-slate-800">
          <span className="block font-semibold text-slate-900">{eventDate(event.startsAt, clock)}</span>
          <span className="block">{timeRange(event.startsAt, event.endsAt, clock)}</span>
          <span className="block text-sm text-slate-700" data-testid="event-zone">
            Times in your time zone ({zone})
          </span>
          {elsewhere ? (
            <span className="block text-sm text-slate-700">
              At the venue: starts {clockIn(event.startsAt, event.timeZone)} ({event.timeZone})
            </span>
          ) : null}
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          {event.format === 'online' ? <Video aria-hidden="true" className="mt-0.5 size-5 text-brand-800" /> : <MapPin aria-hidden="true" className="mt-0.5 size-5 text-brand-800" />}
          <span className="sr-only">Where</span>
        </dt>
        <dd className="text-slate-800">
          {event.format === 'online' ? (
            <span className="font-semibold text-slate-900">Online webinar</span>
          ) : (
            <>
              {event.venueName ? <span className="block font-semibold text-slate-900">{event.venueName}</span> : null}
              {event.address ? <span className="block whitespace-pre-line">{event.address}</span> : null}
              {event.mapUrl ? (
                <a href={event.mapUrl} target="_blank" rel="noopener noreferrer" className="mt-1 inline-block font-semibold text-brand-800 underline">
                  Open in OpenStreetMap<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </>
          )}
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          <Users aria-hidden="true" className="mt-0.5 size-5 text-brand-800" />
          <span className="sr-only">Places</span>
        </dt>
        <dd className="text-slate-800" data-testid="event-places">
          <Places event={event} />
        </dd>
      </div>
    </dl>
  );
}

function EventView({ event, refetch }: { event: EventDetail; refetch: () => unknown }) {
  usePageMeta(event.title, event.summary || `${event.title}: an event of the Clubfoot Community.`);
  const { isAuthenticated } = useAuth();
  const ended = hasEnded(event);
  const labels = audienceLabels(event.audience);
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_340px]">
      <article aria-labelledby="event-title" className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{event.format === 'online' ? 'Webinar' : 'In person'}</p>
        <h1 id="event-title" className="mt-1 text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">
          {event.title}
        </h1>
        <p className="mt-2 text-slate-800">
          Hosted by <span className="font-semibold text-slate-900">{event.hostName}</span>
          {event.hostRole ? <span className="text-slate-700">, {event.hostRole}</span> : null}
        </p>
        {labels.length ? (
          <div className="mt-3 flex flex-wrap gap-2" aria-label="Who it is for">
            {labels.map((label) => (
              <Badge key={label} variant="secondary">
                {label}
              </Badge>
            ))}
          </div>
        ) : null}

        {event.status === 'cancelled' ? (
          <div role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">This event has been cancelled.</p>
            {event.cancelledReason ? <p className="mt-1">{event.cancelledReason}</p> : null}
          </div>
        ) : ended ? (
          <div className="mt-5 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
            <p className="font-semibold text-slate-900">This event has ended.</p>
            {event.recording ? (
              <Link to={`/videos/${event.recording.slug}`} className="mt-2 inline-flex items-center gap-2 font-semibold text-brand-800 underline">
                <PlayCircle aria-hidden="true" className="size-5" /> Watch the recording: {event.recording.title}
              </Link>
            ) : (
              <p className="mt-1">If it was recorded, the recording will appear in the video library.</p>
            )}
          </div>
        ) : null}

        <div className="mt-6">
          <Facts event={event} />
        </div>
        <section aria-labelledby="about-title" className="mt-6">
          <h2 id="about-title" className="mb-2 text-xl font-bold text-slate-900">
            About this event
          </h2>
          <div className="member-text break-words text-slate-800" dangerouslySetInnerHTML={{ __html: event.descriptionHtml || '<p>Details will follow soon.</p>' }} />
        </section>
      </article>
      <aside aria-label="Registration" className="space-y-6">
        <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{ended ? 'Registration closed' : 'Your place'}</h2>
          {ended ? <p className="text-sm text-slate-700">This event has ended.</p> : null}
          <RegistrationPanel event={event} signedIn={isAuthenticated} refetch={refetch} />
        </div>
        {isAuthenticated ? <CalendarFeed /> : null}
      </aside>
    </div>
  );
}

function EventScreen({ slug }: { slug: string }) {
  const query = useEvent(slug);
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
          <h1 className="mb-4 text-2xl font-bold text-slate-900">Event</h1>
          <QueryError title="Could not load this event" error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
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
