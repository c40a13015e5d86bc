import { describe, expect, it } from 'vitest';
import { canRemoveChild, canSeeChild } from '../../shared/policies/brace';
import { addMonths, type BraceChildDates, dayAt, formatHours, hoursOn, isDay, isTimeZone, nextTimeOfDay, phaseOn, streakOf, summarise, targetOn, type WearPeriod } from '../../shared/brace';

const child: BraceChildDates = {
  birthDate: '2026-06-01',
  braceStartDate: '2026-09-01',
  timeZone: 'Europe/London',
  fullTimeHours: 23,
  fullTimeWeeks: 12,
  partTimeHours: 12,
  endAgeMonths: 48,
};
let n = 0;
const period = (startedAt: string, endedAt: string | null): WearPeriod => ({ id: String((n += 1)), startedAt, endedAt });

describe('phases', () => {
  it('runs full time for the prescribed weeks, then nights and naps until the age the clinician set, then ends', () => {
    expect(phaseOn(child, '2026-08-31')).toEqual({ phase: 'not-started', endsOn: '2026-09-01' });
    expect(phaseOn(child, '2026-09-01')).toEqual({ phase: 'full-time', endsOn: '2026-11-24' });
    expect(phaseOn(child, '2026-11-23').phase).toBe('full-time');
    expect(phaseOn(child, '2026-11-24')).toEqual({ phase: 'nights-and-naps', endsOn: '2030-06-01' });
    expect(phaseOn(child, '2030-06-01')).toEqual({ phase: 'finished', endsOn: null });
  });

  it('counts months to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  });
});

describe('hours on a day, in the child’s time zone', () => {
  it('splits a night across midnight between the two days', () => {
    const night = [period('2026-10-10T18:30:00Z', '2026-10-11T06:00:00Z')]; // 19:30 to 07:00 in London (summer time)
    expect(hoursOn('2026-10-10', night, 'Europe/London', Date.now())).toBe(4.5);
    expect(hoursOn('2026-10-11', night, 'Europe/London', Date.now())).toBe(7);
  });

  it('counts the same moments on other days in another zone', () => {
    const night = [period('2026-10-10T18:30:00Z', '2026-10-11T06:00:00Z')];
    // In Auckland (UTC+13) all of it falls on the 11th.
    expect(hoursOn('2026-10-11', night, 'Pacific/Auckland', Date.now())).toBe(11.5);
    expect(hoursOn('2026-10-10', night, 'Pacific/Auckland', Date.now())).toBe(0);
  });

  it('gives the day the clocks go back 25 hours, and the day they go forward 23', () => {
    const all = (from: string, to: string) => [period(from, to)];
    // Europe/London: 25 October 2026 (back), 29 March 2026 (forward).
    expect(hoursOn('2026-10-25', all('2026-10-24T00:00:00Z', '2026-10-26T12:00:00Z'), 'Europe/London', Date.now())).toBe(25);
    expect(hoursOn('2026-03-29', all('2026-03-28T00:00:00Z', '2026-03-30T12:00:00Z'), 'Europe/London', Date.now())).toBe(23);
    expect(dayAt(Date.parse('2026-10-24T23:30:00Z'), 'Europe/London')).toBe('2026-10-25');
  });

  it('asks an hour less on the day the clocks go forward, so a whole day in the boots still meets 23 hours; a longer day asks no more', () => {
    const spring = { ...child, braceStartDate: '2026-03-01' };
    expect(targetOn(spring, '2026-03-28')).toBe(23);
    expect(targetOn(spring, '2026-03-29')).toBe(22);
    const allDay = [period('2026-03-28T00:00:00Z', '2026-03-30T12:00:00Z')];
    const days = summarise(spring, allDay, Date.parse('2026-03-30T12:00:00Z')).week;
    expect(days.find((d) => d.day === '2026-03-29')).toMatchObject({ hours: 23, target: 22 });
    const autumn = { ...child, braceStartDate: '2026-01-01', fullTimeWeeks: 12 };
    expect(targetOn(autumn, '2026-10-25')).toBe(12);
  });

  it('counts a running timer until now, and one left running past 26 hours not at all', () => {
    const now = Date.parse('2026-10-11T10:00:00Z');
    expect(hoursOn('2026-10-11', [period('2026-10-11T08:00:00Z', null)], 'UTC', now)).toBe(2);
    expect(hoursOn('2026-10-11', [period('2026-10-10T07:00:00Z', null)], 'UTC', now)).toBe(0);
  });
});

describe('the summary', () => {
  const nights = (from: string, days: number, hours: number) =>
    Array.from({ length: days }, (_, i) => {
      const start = Date.parse(`${from}T19:00:00Z`) + i * 86_400_000;
      return period(new Date(start).toISOString(), new Date(start + hours * 3_600_000).toISOString());
    });
  const utcChild = { ...child, timeZone: 'UTC' };

  it('shows today against the target, the week, the streak and what comes next', () => {
    const now = Date.parse('2026-12-10T12:00:00Z');
    const summary = summarise(utcChild, nights('2026-11-24', 16, 12), now);
    expect(summary.phase).toBe('nights-and-naps');
    expect(summary.todayTarget).toBe(12);
    // The night of the 9th reaches 07:00 on the 10th: 7 hours so far today.
    expect(summary.todayHours).toBe(7);
    expect(summary.week).toHaveLength(7);
    expect(summary.week.at(-1)?.day).toBe('2026-12-10');
    // Each full day holds the end of one night and the start of the next: 12 hours.
    expect(summary.weeklyAverage).toBe(12);
    expect(summary.streak).toBeGreaterThanOrEqual(7);
    expect(summary.next).toEqual({ phase: 'finished', startsOn: '2030-06-01', inDays: expect.any(Number) });
    expect(summary.lowWear).toBe(false);
  });

  it('meets a falling average in the nights-and-naps phase with help, and a missed day ends the streak', () => {
    const now = Date.parse('2026-12-20T12:00:00Z');
    const summary = summarise(utcChild, nights('2026-12-05', 15, 6), now);
    expect(summary.weeklyAverage).toBe(6);
    expect(summary.lowWear).toBe(true);
    expect(summary.streak).toBe(0);
  });

  it('says when full time ends', () => {
    const summary = summarise(utcChild, [], Date.parse('2026-11-12T12:00:00Z'));
    expect(summary.next).toEqual({ phase: 'nights-and-naps', startsOn: '2026-11-24', inDays: 12 });
  });

  it('streaks count today only once it is reached', () => {
    const days = [
      { day: '2026-12-01', hours: 12, target: 12, phase: 'nights-and-naps' as const },
      { day: '2026-12-02', hours: 13, target: 12, phase: 'nights-and-naps' as const },
      { day: '2026-12-03', hours: 2, target: 12, phase: 'nights-and-naps' as const },
    ];
    expect(streakOf(days, '2026-12-03')).toBe(2);
    expect(streakOf([...days.slice(0, 2), { ...days[2]!, hours: 12 }], '2026-12-03')).toBe(3);
  });
});

describe('reminders at a time of day in the child’s zone', () => {
  it('comes today if the time is still to come, else tomorrow, across a change of the clocks', () => {
    // 18:00 in London on 24 October 2026 (summer time, UTC+1).
    const evening = Date.parse('2026-10-24T17:00:00Z');
    expect(new Date(nextTimeOfDay('19:00', 'Europe/London', evening)).toISOString()).toBe('2026-10-24T18:00:00.000Z');
    // After 19:00, tomorrow's: the clocks have gone back, so 19:00 is 19:00 UTC.
    expect(new Date(nextTimeOfDay('19:00', 'Europe/London', Date.parse('2026-10-24T18:30:00Z'))).toISOString()).toBe('2026-10-25T19:00:00.000Z');
    expect(new Date(nextTimeOfDay('07:30', 'Pacific/Auckland', Date.parse('2026-10-24T17:00:00Z'))).toISOString()).toBe('2026-10-24T18:30:00.000Z');
  });
});

describe('input checks and words', () => {
  it('knows real days and time zones', () => {
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    // Beyond the years a calendar is kept for: refused, never a failure further on.
    expect(isDay('9999-12-31')).toBe(false);
    expect(isDay('1899-12-31')).toBe(false);
    expect(isTimeZone('America/Bogota')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('says hours as people do', () => {
    expect(formatHours(7.5)).toBe('7 h 30 min');
    expect(formatHours(0.75)).toBe('45 min');
    expect(formatHours(12)).toBe('12 h');
  });
});

describe('who may see a child', () => {
  const carers = [
    { userId: 'a', role: 'owner' as const },
    { userId: 'b', role: 'carer' as const },
  ];
  it('is the members who share it, and only the one who set it up removes it; administrators are not among them', () => {
    expect(canSeeChild({ id: 'b', role: 'member' }, carers)).toBe(true);
    expect(canSeeChild({ id: 'c', role: 'admin' }, carers)).toBe(false);
    expect(canSeeChild({ id: 'a', role: 'member', suspendedAt: new Date() }, carers)).toBe(false);
    expect(canRemoveChild({ id: 'a', role: 'member' }, carers)).toBe(true);
    expect(canRemoveChild({ id: 'b', role: 'member' }, carers)).toBe(false);
  });
});
