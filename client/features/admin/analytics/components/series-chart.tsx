import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FigureSeries } from '@shared/api/analytics-figures';
import { formatFigure } from '../format';
import { formatMonth, formatShortDay } from '../range';
import { useLocale, useT } from '@client/lib/i18n';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { intlLocale } from '../format';
import { analyticsMessages } from '../messages';

/*
 * The one module that imports recharts: the series panel loads it lazily, so the chart library
 * reaches the browser only when an administrator opens a chart (never with the public pages).
 */

export type SeriesChartProps = {
  series: FigureSeries;
  /** What is counted, for the vertical axis: 'Visitors', 'US dollars'. */
  axisLabel: string;
  money: boolean;
  /** The chart's accessible name (the same data is in the panel's table). */
  label: string;
};

const CURRENT = '#0f766e'; // brand-700
const PREVIOUS = '#64748b'; // slate-500, drawn dashed or pale
const GRID = '#e2e8f0'; // slate-200
const TICK = { fill: '#334155', fontSize: 12 }; // slate-700

const bucketWord = { day: 'series.day', week: 'series.week', month: 'series.month' } as const;

/** The previous period is drawn first (underneath), but named second. */
const thisPeriodFirst = (item: { dataKey?: unknown }) => (item.dataKey === 'current' ? 0 : 1);

/** A period's buckets as a line (days) or bars (weeks, months), the previous period's drawn fainter beside them. */
export default function SeriesChart({ series, axisLabel, money, label }: SeriesChartProps) {
  const t = useT(analyticsMessages);
  const locale = useLocale();
  const compact = new Intl.NumberFormat(intlLocale(locale), { notation: 'compact', maximumFractionDigits: 1 });
  const compactDollars = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
  const data = series.points.map((point, index) => ({
    start: point.start,
    previousStart: series.previous[index]?.start ?? '',
    current: point.value,
    previous: series.previous[index]?.value ?? 0,
  }));
  const tickDay = (day: string) => (series.interval === 'month' ? formatMonth : formatShortDay)(day, locale);
  const value = (amount: number) => formatFigure(amount, money ? 'money' : 'count', locale);
  const tickValue = (amount: number) => (money ? compactDollars.format(amount / 100) : compact.format(amount));
  const chartProps = {
    data,
    role: 'img',
    'aria-label': label,
    // The table beside the chart is the way through the figures without a mouse.
    accessibilityLayer: false,
    margin: { top: 8, right: 8, bottom: 24, left: 8 },
  };
  const axes = (
    <>
      <CartesianGrid stroke={GRID} vertical={false} />
      <XAxis
        dataKey="start"
        tickFormatter={tickDay}
        tick={TICK}
        minTickGap={16}
        label={{ value: t(bucketWord[series.interval]), position: 'insideBottom', offset: -16, fill: '#334155', fontSize: 12 }}
      />
      <YAxis
        tickFormatter={tickValue}
        tick={TICK}
        allowDecimals={false}
        width={money ? 56 : 44}
        label={{ value: axisLabel, angle: -90, position: 'insideLeft', offset: 4, fill: '#334155', fontSize: 12, style: { textAnchor: 'middle' } }}
      />
      <Tooltip
        labelFormatter={(_label, payload) => {
          const row = payload?.[0]?.payload as (typeof data)[number] | undefined;
          return row ? t('chart.tooltip', { day: tickDay(row.start), previous: tickDay(row.previousStart) }) : '';
        }}
        formatter={(amount) => value(Number(amount))}
        itemSorter={thisPeriodFirst}
      />
      <Legend verticalAlign="top" height={28} wrapperStyle={{ fontSize: 13, color: '#334155' }} itemSorter={thisPeriodFirst} />
    </>
  );

  return (
    <ResponsiveContainer width="100%" height={280}>
      {series.interval === 'day' ? (
        <LineChart {...chartProps}>
          {axes}
          <Line type="monotone" dataKey="previous" name={t('chart.previous')} stroke={PREVIOUS} strokeWidth={1.5} strokeDasharray="5 4" dot={false} legendType="plainline" isAnimationActive={false} />
          <Line type="monotone" dataKey="current" name={t('chart.current')} stroke={CURRENT} strokeWidth={2.5} dot={data.length <= 14 ? { r: 2.5 } : false} legendType="plainline" isAnimationActive={false} />
        </LineChart>
      ) : (
        <BarChart {...chartProps} barGap={2}>
          {axes}
          <Bar dataKey="previous" name={t('chart.previous')} fill={PREVIOUS} fillOpacity={0.35} isAnimationActive={false} />
          <Bar dataKey="current" name={t('chart.current')} fill={CURRENT} isAnimationActive={false} />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
