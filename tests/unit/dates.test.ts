import { describe, expect, it } from 'vitest';
import { dateText } from '../../client/components/date-time';
import { dayBlock, timeRange } from '../../client/features/events/format';
import { RENDER_ZONE } from '../../client/lib/clock';

/*
 * Dates are written in a zone the caller names: the server's render and the browser's hydration both
 * in UTC (so they agree), then the browser in its own.
 */
const utc = { timeZone: RENDER_ZONE };
const kiritimati = { timeZone: 'Pacific/Kiritimati' }; // UTC+14
const losAngeles = { timeZone: 'America/Los_Angeles' };

describe('dates in a named zone', () => {
  it('writes the same instant as each zone reads it, whatever the machine’s own zone', () => {
    const iso = '2026-12-01T17:30:00.000Z';
    expect(dateText(iso, 'MMM d, yyyy h:mm a', utc)).toBe('Dec 1, 2026 5:30 PM');
    expect(dateText(iso, 'MMM d, yyyy h:mm a', kiritimati)).toBe('Dec 2, 2026 7:30 AM');
    expect(dateText(iso, 'MMMM d, yyyy', losAngeles)).toBe('December 1, 2026');
  });

  it('says Recently for a missing or unreadable date', () => {
    expect(dateText(null, 'MMMM d, yyyy', utc)).toBe('Recently');
    expect(dateText('not a date', 'MMMM d, yyyy', utc)).toBe('Recently');
  });

  it('an event card’s calendar block and times follow the zone, past midnight too', () => {
    expect(dayBlock('2026-12-01T17:30:00.000Z', utc)).toEqual({ day: '1', month: 'Dec', weekday: 'Tue' });
    expect(dayBlock('2026-12-01T17:30:00.000Z', kiritimati)).toEqual({ day: '2', month: 'Dec', weekday: 'Wed' });
    expect(timeRange('2026-12-01T17:30:00.000Z', '2026-12-01T18:15:00.000Z', utc)).toBe('5:30 PM – 6:15 PM');
    // 11:00 PM to 1:00 AM in UTC: two days there, one day in Kiritimati.
    expect(timeRange('2026-12-01T23:00:00.000Z', '2026-12-02T01:00:00.000Z', utc)).toBe('11:00 PM – Wed, Dec 2, 1:00 AM');
    expect(timeRange('2026-12-01T23:00:00.000Z', '2026-12-02T01:00:00.000Z', kiritimati)).toBe('1:00 PM – 3:00 PM');
  });
});
