import { format, isSameDay } from 'date-fns';
import { audienceLabels, EVENT_STAGE_LABELS, type EventStage } from '@shared/policies/events';

/*
 * Times are shown in the viewer's own zone (the browser's), with that zone named. Only data that
 * arrived in the browser is formatted, so the server's prerender (which has no events) never shows a
 * time in its own zone.
 */

/** The viewer's IANA zone, as their browser knows it ("Europe/London"). */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const eventDate = (iso: string) => format(new Date(iso), 'EEEE, MMMM d, yyyy');
export const shortDate = (iso: string) => format(new Date(iso), 'EEE, MMM d');
export const clock = (iso: string) => format(new Date(iso), 'h:mm a');

/** "7:00 PM – 8:30 PM", or with both dates when it runs past midnight. */
export function timeRange(startsAt: string, endsAt: string) {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  return isSameDay(start, end) ? `${clock(startsAt)} – ${clock(endsAt)}` : `${clock(startsAt)} – ${format(end, 'EEE, MMM d')}, ${clock(endsAt)}`;
}

/** The calendar block of a card: day of the month and short month. */
export const dayBlock = (iso: string) => ({ day: format(new Date(iso), 'd'), month: format(new Date(iso), 'MMM'), weekday: format(new Date(iso), 'EEE') });

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
