import { isSameDay } from 'date-fns';
import { tz } from '@date-fns/tz';
import type { Clock } from '@client/lib/clock';
import { formatIn } from '@client/lib/dates';
import type { Translate } from '@client/lib/i18n';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { EVENT_AUDIENCES, EVENT_LANGUAGES, EVENT_STAGES, type EventAudience, type EventAudienceWho, type EventLanguage, type EventStage } from '@shared/policies/events';
import type { eventsMessages } from './messages';

/*
 * Times are shown in the viewer's own zone, with that zone named: the clock's (`useClock()`), which is
 * the browser's once the page is running. The server renders a visitor's page in UTC, and the browser
 * hydrates it in UTC, then shows it again in its own zone.
 */

/** The viewer's IANA zone, as their browser knows it ("Europe/London"): an event form's default. */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The zone times are shown in, and the page's language (English when not given). */
type Zone = Pick<Clock, 'timeZone'> & { locale?: Locale };

export const eventDate = (iso: string, zone: Zone) => formatIn(new Date(iso), 'EEEE, MMMM d, yyyy', zone, zone.locale);
export const shortDate = (iso: string, zone: Zone) => formatIn(new Date(iso), 'EEE, MMM d', zone, zone.locale);
export const clock = (iso: string, zone: Zone) => formatIn(new Date(iso), 'h:mm a', zone, zone.locale);

/** "7:00 PM – 8:30 PM", or with both dates when it runs past midnight. */
export function timeRange(startsAt: string, endsAt: string, zone: Zone) {
  const sameDay = isSameDay(new Date(startsAt), new Date(endsAt), { in: tz(zone.timeZone) });
  return sameDay ? `${clock(startsAt, zone)} – ${clock(endsAt, zone)}` : `${clock(startsAt, zone)} – ${shortDate(endsAt, zone)}, ${clock(endsAt, zone)}`;
}

/** The calendar block of a card: day of the month and short month. */
export const dayBlock = (iso: string, zone: Zone) => ({
  day: formatIn(new Date(iso), 'd', zone),
  month: formatIn(new Date(iso), 'MMM', zone, zone.locale),
  weekday: formatIn(new Date(iso), 'EEE', zone, zone.locale),
});

/** The time at the venue, in the organiser's zone ("7:00 PM"), as the page's language writes it. */
export const clockIn = (iso: string, zone: string, locale: Locale = DEFAULT_LOCALE) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** The events messages' translate function (`useT(eventsMessages)`). */
export type EventsT = Translate<(typeof eventsMessages)['en']>;

/** A treatment stage in words (a stage the site does not know is shown as it is). */
export const stageLabel = (t: EventsT, stage: string) => ((EVENT_STAGES as readonly string[]).includes(stage) ? t(`stage.${stage as EventStage}`) : stage);

/** Who an event is for, in words: the audience (unless everyone), its stages and its language (unless English, named in its own language). */
export function audienceLabels(t: EventsT, audience: EventAudience): string[] {
  const labels: string[] = [];
  if (audience.who !== 'everyone') labels.push((EVENT_AUDIENCES as readonly string[]).includes(audience.who) ? t(`audience.${audience.who as EventAudienceWho}`) : audience.who);
  for (const stage of audience.stages) labels.push(stageLabel(t, stage));
  if (audience.language !== 'en') labels.push(EVENT_LANGUAGES[audience.language as EventLanguage] ?? audience.language);
  return labels;
}

/** "12 places left", "1 place left", "Full", or null when there is no limit. */
export function placesText(t: EventsT, event: { capacity: number | null; placesLeft: number | null }) {
  if (event.capacity === null || event.placesLeft === null) return null;
  if (event.placesLeft === 0) return t('places.full');
  return t('places.left', { count: event.placesLeft });
}
