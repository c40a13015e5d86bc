import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { badRequest, said } from '../../lib/errors';

/*
 * The admin form speaks in wall-clock times of the event's own zone ("19:00 in Europe/London"); the
 * database keeps instants. @date-fns/tz does the zone arithmetic (daylight saving included).
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** The instant of a wall-clock time in `zone`; a date that does not exist, or a time skipped when the clocks go forward, is refused. */
export function instantOf(local: string, zone: string, what: 'start' | 'end' | 'opens') {
  const match = LOCAL.exec(local);
  if (!match) {
    if (what === 'opens') throw badRequest('The registration opening must be a date and time like 2026-05-03T19:00.');
    throw badRequest(what === 'start' ? 'The start must be a date and time like 2026-05-03T19:00.' : 'The end must be a date and time like 2026-05-03T19:00.');
  }
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new TZDate(year, month - 1, day, hour, minute, zone);
  if (Number.isNaN(date.getTime()) || year < 2000 || year > 2100) {
    if (what === 'opens') throw badRequest('The registration opening is not a date we can use.');
    throw badRequest(what === 'start' ? 'The start is not a date we can use.' : 'The end is not a date we can use.');
  }
  if (format(date, LOCAL_FORMAT) !== local) {
    const values = { time: local.replace('T', ' '), zone };
    if (what === 'opens') {
      throw badRequest(said('The registration opening ({time}) does not exist in {zone}: the date is impossible, or the clocks skip that hour. Please choose another time.', values));
    }
    throw badRequest(
      what === 'start'
        ? said('The start ({time}) does not exist in {zone}: the date is impossible, or the clocks skip that hour. Please choose another time.', values)
        : said('The end ({time}) does not exist in {zone}: the date is impossible, or the clocks skip that hour. Please choose another time.', values),
    );
  }
  return new Date(date.getTime());
}

/** An instant as the wall-clock time of `zone`, for the form. */
export const localOf = (instant: Date, zone: string) => format(new TZDate(instant.getTime(), zone), LOCAL_FORMAT);
