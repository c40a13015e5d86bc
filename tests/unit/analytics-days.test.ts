import { describe, expect, it } from 'vitest';
import { bucketsOf, rangeOf, seriesFromDaily } from '../../server/features/analytics/figures/read';
import { addDays, monthStart, weekStart } from '../../server/features/analytics/rollups/days';

describe('calendar days of the analytics', () => {
  it('moves across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    // Days are UTC days: a change of summer time changes nothing.
    expect(addDays('2024-03-30', 2)).toBe('2024-04-01');
  });

  it('finds the Monday of a week and the first day of a month', () => {
    expect(weekStart('2024-03-06')).toBe('2024-03-04'); // a Wednesday
    expect(weekStart('2024-03-04')).toBe('2024-03-04'); // a Monday
    expect(weekStart('2024-03-10')).toBe('2024-03-04'); // a Sunday ends the week
    expect(weekStart('2024-01-02')).toBe('2024-01-01');
    expect(weekStart('2023-01-01')).toBe('2022-12-26'); // across a new year
    expect(monthStart('2024-02-29')).toBe('2024-02-01');
  });
});

describe('the period and the one before it', () => {
  it('compares a month with the same number of days just before it', () => {
    expect(rangeOf({ from: '2024-03-01', to: '2024-03-31' })).toEqual({ from: '2024-03-01', to: '2024-03-31', previousFrom: '2024-01-30', previousTo: '2024-02-29' });
  });

  it('compares a single day with the day before', () => {
    expect(rangeOf({ from: '2024-01-01', to: '2024-01-01' })).toEqual({ from: '2024-01-01', to: '2024-01-01', previousFrom: '2023-12-31', previousTo: '2023-12-31' });
  });
});

describe('buckets of a chart', () => {
  const range = (from: string, to: string) => rangeOf({ from, to });

  it('has one bucket per day', () => {
    expect(bucketsOf(range('2024-02-28', '2024-03-01'), 'day')).toEqual([
      { start: '2024-02-28', end: '2024-02-28' },
      { start: '2024-02-29', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-01' },
    ]);
  });

  it('cuts weeks on Mondays, the first and last cut at the range’s ends', () => {
    expect(bucketsOf(range('2024-03-06', '2024-03-20'), 'week')).toEqual([
      { start: '2024-03-06', end: '2024-03-10' },
      { start: '2024-03-11', end: '2024-03-17' },
      { start: '2024-03-18', end: '2024-03-20' },
    ]);
    expect(bucketsOf(range('2024-03-04', '2024-03-17'), 'week')).toEqual([
      { start: '2024-03-04', end: '2024-03-10' },
      { start: '2024-03-11', end: '2024-03-17' },
    ]);
    // A Sunday alone, then the Monday alone.
    expect(bucketsOf(range('2024-03-10', '2024-03-11'), 'week')).toEqual([
      { start: '2024-03-10', end: '2024-03-10' },
      { start: '2024-03-11', end: '2024-03-11' },
    ]);
  });

  it('cuts months on their first day, across a leap February and a new year', () => {
    expect(bucketsOf(range('2024-01-15', '2024-03-10'), 'month')).toEqual([
      { start: '2024-01-15', end: '2024-01-31' },
      { start: '2024-02-01', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-10' },
    ]);
    expect(bucketsOf(range('2023-12-20', '2024-01-05'), 'month')).toEqual([
      { start: '2023-12-20', end: '2023-12-31' },
      { start: '2024-01-01', end: '2024-01-05' },
    ]);
    expect(bucketsOf(range('2024-01-31', '2024-01-31'), 'month')).toEqual([{ start: '2024-01-31', end: '2024-01-31' }]);
  });
});

describe('a series from daily figures', () => {
  const daily = new Map([
    ['2024-02-18', 100], // before the previous period
    ['2024-02-19', 1],
    ['2024-03-03', 4],
    ['2024-03-04', 2],
    ['2024-03-10', 3],
    ['2024-03-11', 5],
    ['2024-03-18', 100], // after the period
  ]);

  it('sums whole weeks, and the previous period’s weeks just before', () => {
    expect(seriesFromDaily(daily, rangeOf({ from: '2024-03-04', to: '2024-03-17' }), 'week')).toEqual({
      interval: 'week',
      total: 10,
      previousTotal: 5,
      points: [
        { start: '2024-03-04', value: 5 },
        { start: '2024-03-11', value: 5 },
      ],
      previous: [
        { start: '2024-02-19', value: 1 },
        { start: '2024-02-26', value: 4 },
      ],
    });
  });

  it('moves partial weeks back by the period’s length, so each pair covers the same days', () => {
    // Wednesday to Tuesday: five days, then two; the week before, the same five and two.
    const series = seriesFromDaily(daily, rangeOf({ from: '2024-03-06', to: '2024-03-12' }), 'week');
    expect(series.points).toEqual([
      { start: '2024-03-06', value: 3 },
      { start: '2024-03-11', value: 5 },
    ]);
    expect(series.previous).toEqual([
      { start: '2024-02-28', value: 4 },
      { start: '2024-03-04', value: 2 },
    ]);
    expect([series.total, series.previousTotal]).toEqual([8, 6]);
  });

  it('has a zero for each day with nothing', () => {
    const series = seriesFromDaily(daily, rangeOf({ from: '2024-03-03', to: '2024-03-05' }), 'day');
    expect(series.points).toEqual([
      { start: '2024-03-03', value: 4 },
      { start: '2024-03-04', value: 2 },
      { start: '2024-03-05', value: 0 },
    ]);
    expect(series.previous.map((point) => point.start)).toEqual(['2024-02-29', '2024-03-01', '2024-03-02']);
    expect(series.previousTotal).toBe(0);
  });

  it('compares a month with the month’s length of days just before it', () => {
    const series = seriesFromDaily(daily, rangeOf({ from: '2024-03-01', to: '2024-03-31' }), 'month');
    expect(series.points).toEqual([{ start: '2024-03-01', value: 114 }]);
    // 30 January to 29 February: the 31 days before March.
    expect(series.previous).toEqual([{ start: '2024-01-30', value: 101 }]);
  });
});
