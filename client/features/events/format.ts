import { isSameDay } from 'date-fns';
import { tz } from '@date-fns/tz';
import type { Clock } from '@client/lib/clock';
import { formatIn } from '@client/lib/dates';
import { audienceLabels, EVENT_STAGE_LABELS, type EventStage } from '@shared/policies/events';

/*
 * Times are shown in the viewer's own zone, with that zone named: the clock's (`useClock()`), which is
 * the browser's once the page is running. The server renders a visitor's page in UTC, and the browser
 * hydrates it in UTC, then shows it again in its own zone.
 */

/** The viewer's IANA zone, as their browser knows it ("Europe/London"): an event form's default. */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

type Zone = Pick<Clock, 'timeZone'>;

export const eventDate = (iso: string, zone: Zone) => formatIn(new Date(iso), 'EEEE, MMMM d, yyyy', zone);
export const shortDate = (iso: string, zone: Zone) => formatIn(new Date(iso), 'EEE, MMM d', zone);
export const clock = (iso: string, zone: Zone) => formatIn(new Date(iso), 'h:mm a', zone);

/** "7:00 PM – 8:30 PM", or with both dates when it runs past midnight. */
export function timeRange(startsAt: string, endsAt: string, zone: Zone) {
  const sameDay = isSameDay(new Date(startsAt), new Date(endsAt), { in: tz(zone.timeZone) });
  return sameDay ? `${clock(startsAt, zone)} – ${clock(endsAt, zone)}` : `${clock(startsAt, zone)} – ${shortDate(endsAt, zone)}, ${clock(endsAt, zone)}`;
}

/** The calendar block of a card: day of the month and short month. */
export const dayBlock = (iso: string, zone: Zone) => ({ day: formatIn(new Date(iso), 'd', zone), month: formatIn(new Date(iso), 'MMM', zone), weekday: formatIn(new Date(iso), 'EEE', zone) });

/** The time at the venue, in the organiser's zone ("7:00 PM"). */
export const clockIn = (iso: string, zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

export { audienceLabels };
export const stageLabel = (stage: string) => EVENT_STAGE_LABELS[stage as EventStage] ?? stage;

/** "12 places left", "1 place left", "Full", or null when there is no limit. */
export function placesText(event: { capacity: number | null; placesLeft: number | null }) {
  if (event.capacity === null || event.placesLeft === null) return null;
  if (event.placesLeft === 0) return 'Full';
  return `${event.placesLeft} ${event.placesLeft === 1 ? 'place' : 'places'} left`;
}
