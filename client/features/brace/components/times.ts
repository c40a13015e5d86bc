import { TZDate } from '@date-fns/tz';
import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@shared/i18n/locales';

/* Moments shown and entered in the child's own time zone (the family's, unless they set another). */

/** The tracker writes English dates the British way ("Tue 8 Dec", "19:00"); other languages their own way. */
export const dateTag = (locale: Locale) => (locale === 'en' ? 'en-GB' : INTL_LOCALE[locale]);

/** "19:00" (also the value of a time field: keep the default language there). */
export const timeIn = (iso: string | number, timeZone: string, locale: Locale = DEFAULT_LOCALE) =>
  new Intl.DateTimeFormat(dateTag(locale), { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));

export const weekdayTimeIn = (iso: string | number, timeZone: string, locale: Locale = DEFAULT_LOCALE) =>
  new Intl.DateTimeFormat(dateTag(locale), { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));

/** A calendar day as people read it: "Tue 8 Dec". */
export const dayLabel = (day: string, options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' }, locale: Locale = DEFAULT_LOCALE) =>
  new Intl.DateTimeFormat(dateTag(locale), { ...options, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** A day and an "HH:MM" in the zone, as a moment (ISO, UTC). */
export function momentIn(day: string, time: string, timeZone: string) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, h, min, timeZone).toISOString();
}

/** The time now, moving on every half minute (a running timer, and the day that turns at midnight). */
export function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
