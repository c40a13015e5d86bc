import { describe, expect, it } from 'vitest';
import { csvFileName, rankingCsv, seriesCsv } from '../../client/features/admin/analytics/csv';
import { changeOf, formatDuration, formatFigure } from '../../client/features/admin/analytics/format';
import { analyticsSectionPath } from '../../client/features/admin/analytics/links';
import { customRangeProblem, formatPeriod, presetRange, previousRange, readView, viewSearch } from '../../client/features/admin/analytics/range';

const today = '2026-11-26';
const view = (query: string) => readView(new URLSearchParams(query), today);

describe('the analytics period', () => {
  it('ends a preset today and compares it with as many days just before', () => {
    expect(presetRange('7d', today)).toEqual({ from: '2026-11-20', to: today });
    expect(presetRange('30d', today)).toEqual({ from: '2026-10-28', to: today });
    expect(presetRange('90d', today)).toEqual({ from: '2026-08-29', to: today });
    expect(presetRange('12m', today)).toEqual({ from: '2025-11-27', to: today });
    expect(presetRange('12m', '2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(previousRange({ from: '2026-10-28', to: today })).toEqual({ from: '2026-09-28', to: '2026-10-27' });
  });

  it('reads the address, with 30 days of traffic when it names nothing', () => {
    expect(view('')).toMatchObject({ section: 'traffic', choice: '30d', range: { from: '2026-10-28', to: today }, refused: null });
    expect(view('range=90d&section=members')).toMatchObject({ section: 'members', choice: '90d' });
    expect(view('from=2026-01-01&to=2026-03-31&section=programmes')).toMatchObject({ section: 'programmes', choice: 'custom', range: { from: '2026-01-01', to: '2026-03-31' } });
    expect(view('range=5y&section=nope')).toMatchObject({ section: 'traffic', choice: '30d' });
    expect(view('from=2026-03-31&to=2026-01-01')).toMatchObject({ choice: '30d', refused: 'The first day must not be after the last day.' });
  });

  it('writes the address back, leaving the defaults out', () => {
    for (const query of ['', 'range=7d', 'range=12m&section=content', 'from=2026-01-01&to=2026-03-31&section=members']) {
      expect(viewSearch(view(query)).toString()).toBe(query);
    }
    expect(analyticsSectionPath('members')).toBe('/admin/analytics?section=members');
    expect(analyticsSectionPath('traffic')).toBe('/admin/analytics');
  });

  it('explains a custom period it cannot show', () => {
    expect(customRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(customRangeProblem('', '2026-01-01')).toBe('Choose both a first and a last day.');
    expect(customRangeProblem('2026-02-30', '2026-03-01')).toBe('Enter real dates, written as year, month and day.');
    expect(customRangeProblem('1999-12-31', '2000-01-10')).toBe('The first day can be Jan 1, 2000 at the earliest.');
    // 2024 has 366 days: three years from 1 January 2023 are 1,096 days, one more is too many.
    expect(customRangeProblem('2023-01-01', '2025-12-31')).toBeNull();
    expect(customRangeProblem('2023-01-01', '2026-01-01')).toBe('A period can be at most 1096 days long (about three years).');
  });

  it('reads a period as people write it', () => {
    // Intl sets the dash between thin spaces.
    const period = (range: { from: string; to: string }) => formatPeriod(range).replaceAll('\u2009', ' ');
    expect(period({ from: '2026-10-28', to: today })).toBe('Oct 28 – Nov 26, 2026');
    expect(period({ from: '2025-11-27', to: today })).toBe('Nov 27, 2025 – Nov 26, 2026');
    expect(period({ from: today, to: today })).toBe('Nov 26, 2026');
  });
});

describe('the analytics figures', () => {
  it('writes durations, shares, percentages and money', () => {
    expect(formatDuration(135)).toBe('2 min 15 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(120)).toBe('2 min');
    expect(formatDuration(3900)).toBe('1 h 5 min');
    expect(formatFigure(0.4234, 'share')).toBe('42%');
    expect(formatFigure(0.004, 'share')).toBe('0.4%');
    expect(formatFigure(64.4, 'percent')).toBe('64%');
    expect(formatFigure(125050, 'money')).toBe('$1,250.50');
    expect(formatFigure(1240, 'count')).toBe('1,240');
  });

  it('says the change from the previous period in words', () => {
    expect(changeOf(269, 240, 'count')).toEqual({ direction: 'up', words: 'up 12% from 240' });
    expect(changeOf(200, 240, 'count')).toEqual({ direction: 'down', words: 'down 17% from 240' });
    expect(changeOf(240, 240, 'count')).toEqual({ direction: 'same', words: 'no change from 240' });
    expect(changeOf(3, 0, 'count')).toEqual({ direction: 'up', words: 'up from 0' });
    expect(changeOf(1001, 1000, 'count')).toEqual({ direction: 'up', words: 'up less than 1% from 1,000' });
    expect(changeOf(0.44, 0.4, 'share')).toEqual({ direction: 'up', words: 'up 4 percentage points from 40%' });
    expect(changeOf(0.39, 0.4, 'share')).toEqual({ direction: 'down', words: 'down 1 percentage point from 40%' });
    expect(changeOf(150, 135, 'duration')).toEqual({ direction: 'up', words: 'up 11% from 2 min 15 s' });
    expect(changeOf(2500, 5000, 'money')).toEqual({ direction: 'down', words: 'down 50% from $50' });
  });
});

describe('the analytics downloads', () => {
  const range = { from: '2026-10-28', to: today };

  it('names the file after the figure and the period', () => {
    expect(csvFileName('visitors', range)).toBe('visitors-2026-10-28-to-2026-11-26.csv');
  });

  it('writes a chart bucket by bucket beside the previous period, money in dollars', () => {
    const series = {
      interval: 'month' as const,
      total: 3050,
      previousTotal: 1000,
      points: [
        { start: '2026-10-28', value: 1000 },
        { start: '2026-11-01', value: 2050 },
      ],
      previous: [
        { start: '2026-09-28', value: 0 },
        { start: '2026-10-02', value: 1000 },
      ],
    };
    expect(seriesCsv(series, 'One-time gifts', 'money')).toBe(
      '\uFEFFMonth starting,"One-time gifts (US dollars), this period","Month starting, previous period","One-time gifts (US dollars), previous period"\r\n' +
        '2026-10-28,10,2026-09-28,0\r\n2026-11-01,20.5,2026-10-02,10\r\n',
    );
  });

  it('writes a ranking with its share of all rows, a formula kept as text', () => {
    const ranking = {
      total: 8,
      previousTotal: 2,
      rows: [{ key: '=cmd', label: '=cmd', detail: 'Library', href: null, value: 3, previous: 1 }],
    };
    expect(rankingCsv(ranking, { label: 'Search', detail: 'Where', value: 'Searches' })).toBe(
      '\uFEFFSearch,Where,"Searches, this period","Searches, previous period",Share of this period (%)\r\n\'=cmd,Library,3,1,37.5\r\n',
    );
  });
});
