import { CalendarCheck, Clock, MapPin, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@client/components/ui/badge';
import { useClock } from '@client/lib/clock';
import { useLocale, useT } from '@client/lib/i18n';
import { audienceLabels, dayBlock, placesText, shortDate, timeRange } from '../format';
import { eventsMessages } from '../messages';
import type { EventCard as EventCardData } from '../types';

/** Where and how: "Online webinar", or the venue. */
export function FormatLine({ event }: { event: Pick<EventCardData, 'format' | 'venueName'> }) {
  const Icon = event.format === 'online' ? Video : MapPin;
  const t = useT(eventsMessages);
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-800" />
      {event.format === 'online' ? t('format.online') : (event.venueName ?? t('format.inPerson'))}
    </span>
  );
}

/** The badges of an event's state for this viewer: cancelled, their place, full or nearly. */
export function StateBadges({ event }: { event: EventCardData }) {
  const t = useT(eventsMessages);
  const places = placesText(t, event);
  return (
    <>
      {event.status === 'cancelled' ? <Badge className="bg-red-100 text-red-900">{t('state.cancelled')}</Badge> : null}
      {event.myStatus === 'registered' ? (
        <Badge className="bg-green-100 text-green-900">
          <CalendarCheck aria-hidden="true" className="mr-1 size-3.5" /> {t('state.registered')}
        </Badge>
      ) : null}
      {event.myStatus === 'waitlisted' ? <Badge className="bg-amber-100 text-amber-900">{t('state.waitlisted')}</Badge> : null}
      {event.status === 'published' && places && !event.myStatus ? (
        <Badge variant={event.placesLeft === 0 ? 'secondary' : 'outline'}>{event.placesLeft === 0 ? t('state.fullWaitlist') : places}</Badge>
      ) : null}
    </>
  );
}

/** One event in the list: a date block, the title as its link, when, where, who it is for. */
export function EventCard({ event, headingLevel = 'h3' }: { event: EventCardData; headingLevel?: 'h2' | 'h3' }) {
  const zone = { ...useClock(), locale: useLocale() };
  const t = useT(eventsMessages);
  const block = dayBlock(event.startsAt, zone);
  const Heading = headingLevel;
  return (
    <article className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors focus-within:border-brand-600 hover:border-brand-600 sm:p-5">
      <div aria-hidden="true" className="flex w-14 shrink-0 flex-col items-center rounded-lg bg-brand-50 py-2 text-brand-900">
        <span className="text-xs font-semibold uppercase">{block.month}</span>
        <span className="text-2xl leading-none font-bold">{block.day}</span>
        <span className="mt-0.5 text-xs">{block.weekday}</span>
      </div>
      <div className="min-w-0 flex-1">
        <Heading className="text-lg leading-snug font-semibold text-slate-900">
          <Link to={`/events/${event.slug}`} className="hover:text-brand-800 hover:underline" data-user-text>
            {event.title}
          </Link>
        </Heading>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-800" />
            <span>
              <span className="sr-only">{shortDate(event.startsAt, zone)}, </span>
              {timeRange(event.startsAt, event.endsAt, zone)}
            </span>
          </span>
          <FormatLine event={event} />
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {t('card.with', { host: event.hostName })}
          {event.hostRole ? <span data-user-text>{`, ${event.hostRole}`}</span> : ''}
        </p>
        {event.summary ? (
          <p className="mt-2 line-clamp-2 text-sm text-slate-800" data-user-text>
            {event.summary}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <StateBadges event={event} />
          {audienceLabels(t, event.audience).map((label) => (
            <Badge key={label} variant="secondary">
              {label}
            </Badge>
          ))}
        </div>
      </div>
    </article>
  );
}
