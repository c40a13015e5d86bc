import { Table2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazy } from '@client/lib/lazy';
import type { FigureSeries } from '@shared/api/analytics-figures';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { csvFileName, seriesCsv } from '../csv';
import { formatFigure } from '../format';
import { type DayRange, formatDay, formatMonth, formatPeriod, previousRange } from '../range';
import { FigureTable, NumberCell, RowHeading } from './figure-table';
import { DownloadCsvButton, NothingToShow, Panel } from './panel';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { analyticsMessages } from '../messages';

// The chart library comes with the first chart drawn, not with the page.
const SeriesChart = lazy(() => import('./series-chart'));

type Props = {
  title: string;
  description: string;
  series: FigureSeries;
  /** What is counted, for the chart's vertical axis and the CSV's columns: 'Visitors'. */
  unitLabel: string;
  money?: boolean;
  /** The CSV file's name starts with it: 'visitors'. */
  csvName: string;
  range: DayRange;
  /** What the panel says when neither period has anything. */
  empty: string;
};

const bucketColumn = { day: 'series.day', week: 'series.week', month: 'series.month' } as const;
const bucketNote = { day: 'series.noteDay', week: 'series.noteWeek', month: 'series.noteMonth' } as const;

/** A figure over time: a chart of this period against the previous one, or the same as a table; and a CSV download. */
export function SeriesPanel({ title, description, series, unitLabel, money = false, csvName, range, empty }: Props) {
  const t = useT(analyticsMessages);
  const locale = useLocale();
  const [asTable, setAsTable] = useState(false);
  const nothing = series.total === 0 && series.previousTotal === 0;
  const bucket = (day: string) => (series.interval === 'month' ? formatMonth : formatDay)(day, locale);
  const value = (amount: number) => formatFigure(amount, money ? 'money' : 'count', locale);
  const actions = nothing ? null : (
    <>
      <Button type="button" variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
        <Table2 aria-hidden="true" /> <Rich t={t} k="panel.table" values={{ title }} tags={{ hidden: (text) => <span className="sr-only">{text}</span> }} />
      </Button>
      <DownloadCsvButton title={title} fileName={csvFileName(csvName, range)} csv={() => seriesCsv(series, unitLabel, money ? 'money' : 'count', locale)} />
    </>
  );

  return (
    <Panel title={title} description={t('series.description', { description, note: t(bucketNote[series.interval]) })} actions={actions}>
      {nothing ? (
        <NothingToShow>{empty}</NothingToShow>
      ) : asTable ? (
        <FigureTable
          caption={t('series.caption', { title, period: formatPeriod(range, locale), interval: series.interval, previous: formatPeriod(previousRange(range), locale) })}
          columns={[{ label: t(bucketColumn[series.interval]) }, { label: t('ranking.thisPeriod'), numeric: true }, { label: t('ranking.previousPeriod'), numeric: true }]}
          rows={series.points.map((point, index) => ({ ...point, before: series.previous[index] }))}
          empty={empty}
        >
          {({ start, value: amount, before }) => (
            <tr key={start}>
              <RowHeading className="whitespace-nowrap">{bucket(start)}</RowHeading>
              <NumberCell>{value(amount)}</NumberCell>
              <NumberCell>
                {before ? (
                  <>
                    {value(before.value)} <span className="text-slate-700">({bucket(before.start)})</span>
                  </>
                ) : (
                  '—'
                )}
              </NumberCell>
            </tr>
          )}
        </FigureTable>
      ) : (
        <Suspense fallback={<Skeleton className="h-[280px] w-full" />}>
          <SeriesChart
            series={series}
            axisLabel={money ? t('series.dollars') : unitLabel}
            money={money}
            label={t('series.chartLabel', { title, period: formatPeriod(range, locale) })}
          />
        </Suspense>
      )}
    </Panel>
  );
}
