import { type CsvCell, toCsv } from '@shared/csv';
import type { FigureRanking, FigureSeries } from '@shared/api/analytics-figures';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { tIn } from '@client/lib/i18n';
import { analyticsMessages } from './messages';
import type { DayRange } from './range';

/*
 * The analytics' downloads, made in the browser from the figures on screen (the same CSV as the
 * server's exports: shared/csv.ts). Dates as YYYY-MM-DD and plain numbers, so spreadsheets read them.
 */

/** 'visitors-2026-10-28-to-2026-11-26.csv'. */
export function csvFileName(slug: string, range: DayRange) {
  return `${slug}-${range.from}-to-${range.to}.csv`;
}

/** Money goes out in dollars (12.5), everything else as it is. */
export type CsvUnit = 'count' | 'money';
const cell = (value: number, unit: CsvUnit): number => (unit === 'money' ? Math.round(value) / 100 : value);

const bucketWord = { day: 'csv.day', week: 'csv.week', month: 'csv.month' } as const;

/** A chart's rows: each bucket of the period beside the same bucket of the previous period. */
export function seriesCsv(series: FigureSeries, name: string, unit: CsvUnit, locale: Locale = DEFAULT_LOCALE) {
  const t = tIn(analyticsMessages, locale);
  const heading = unit === 'money' ? t('csv.dollars', { name }) : name;
  const word = t(bucketWord[series.interval]);
  const rows: CsvCell[][] = [[word, t('csv.thisPeriod', { name: heading }), t('csv.previousPeriod', { name: word }), t('csv.previousPeriod', { name: heading })]];
  series.points.forEach((point, index) => {
    const before = series.previous[index];
    rows.push([point.start, cell(point.value, unit), before?.start ?? null, before ? cell(before.value, unit) : null]);
  });
  return toCsv(rows);
}

/** A ranking's rows with their share of all rows (not only the ones listed). */
export function rankingCsv(ranking: FigureRanking, columns: { label: string; detail?: string; value: string }, locale: Locale = DEFAULT_LOCALE) {
  const t = tIn(analyticsMessages, locale);
  const header: CsvCell[] = [
    columns.label,
    ...(columns.detail ? [columns.detail] : []),
    t('csv.thisPeriod', { name: columns.value }),
    t('csv.previousPeriod', { name: columns.value }),
    t('csv.share'),
  ];
  const rows: CsvCell[][] = [header];
  for (const row of ranking.rows) {
    const share = ranking.total > 0 ? Math.round((row.value / ranking.total) * 1000) / 10 : 0;
    rows.push([row.label, ...(columns.detail ? [row.detail] : []), row.value, row.previous, share]);
  }
  return toCsv(rows);
}

/** Saves text as a file through the browser, with no request to the server. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the address can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
