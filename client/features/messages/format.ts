import { format, isSameYear, isToday, isYesterday } from 'date-fns';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/runtime';
import { messagesMessages } from './messages';

/** 'Today', 'Yesterday', 'Earlier' in the page's language. */
const word = (locale: Locale, key: 'day.today' | 'day.yesterday' | 'day.earlier') => translate(locale, messagesMessages, key);

const parse = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The time under a message: '3:42 PM'. */
export function messageTime(value: string) {
  const date = parse(value);
  return date ? format(date, 'h:mm a') : '';
}

/** A message's date and time in full, for its tooltip and its <time>: 'Monday, November 23, 2026 at 3:42 PM'. */
export function fullTime(value: string) {
  const date = parse(value);
  return date ? format(date, "EEEE, MMMM d, yyyy 'at' h:mm a") : '';
}

/** The separator above a day's messages: 'Today', 'Yesterday', 'Monday, November 16' (with the year when not this one). */
export function dayLabel(value: string, now = new Date(), locale: Locale = DEFAULT_LOCALE) {
  const date = parse(value);
  if (!date) return word(locale, 'day.earlier');
  if (isToday(date)) return word(locale, 'day.today');
  if (isYesterday(date)) return word(locale, 'day.yesterday');
  return format(date, isSameYear(date, now) ? 'EEEE, MMMM d' : 'EEEE, MMMM d, yyyy');
}

/** The day a message belongs to, for grouping ('2026-11-23' in local time). */
export function dayKey(value: string) {
  const date = parse(value);
  return date ? format(date, 'yyyy-MM-dd') : '';
}

/** The list's time of the last activity: '3:42 PM' today, 'Yesterday', 'Mon' this week, 'Nov 16', 'Nov 16, 2025'. */
export function listTime(value: string, now = new Date(), locale: Locale = DEFAULT_LOCALE) {
  const date = parse(value);
  if (!date) return '';
  if (isToday(date)) return format(date, 'h:mm a');
  if (isYesterday(date)) return word(locale, 'day.yesterday');
  if (now.getTime() - date.getTime() < 6 * 24 * 3600 * 1000) return format(date, 'EEE');
  return format(date, isSameYear(date, now) ? 'MMM d' : 'MMM d, yyyy');
}

/** The first line of a preview. */
export function firstLine(text: string) {
  return text.trim().split('\n')[0]?.trim() ?? '';
}
