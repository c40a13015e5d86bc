import { Link } from 'react-router';
import type { FigureRanking } from '@shared/api/analytics-figures';
import { csvFileName, rankingCsv } from '../csv';
import { formatFigure, formatShare } from '../format';
import { type DayRange, formatPeriod } from '../range';
import { type FigureColumn, FigureTable, NumberCell, RowHeading } from './figure-table';
import { DownloadCsvButton, Panel } from './panel';
import { useLocale, useT } from '@client/lib/i18n';
import { analyticsMessages } from '../messages';

export type RankingColumns = {
  /** What a row is: 'Page', 'Site', 'Search'. */
  label: string;
  /** The second column, when the ranking has one: 'Where'. */
  detail?: string;
  /** What is counted: 'Page views', 'Minutes watched'. */
  value: string;
};

type Props = {
  title: string;
  description: string;
  ranking: FigureRanking;
  columns: RankingColumns;
  csvName: string;
  range: DayRange;
  /** The one row's words when nothing was counted in the period. */
  empty: string;
};

/** A link only to a page of this site; anything else is shown as text. */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');

/** The top rows of a ranking with the previous period and each row's share of all rows; and a CSV download. */
export function RankingPanel({ title, description, ranking, columns, csvName, range, empty }: Props) {
  const t = useT(analyticsMessages);
  const locale = useLocale();
  const count = (value: number) => formatFigure(value, 'count', locale);
  const headings: FigureColumn[] = [
    { label: columns.label },
    ...(columns.detail ? [{ label: columns.detail }] : []),
    { label: t('ranking.thisPeriod'), numeric: true },
    { label: t('ranking.previousPeriod'), numeric: true },
    { label: t('ranking.share'), numeric: true },
  ];
  const actions = ranking.rows.length ? <DownloadCsvButton title={title} fileName={csvFileName(csvName, range)} csv={() => rankingCsv(ranking, columns, locale)} /> : null;
  return (
    <Panel title={title} description={description} actions={actions}>
      <FigureTable caption={t('ranking.caption', { title, period: formatPeriod(range, locale) })} columns={headings} rows={ranking.rows} empty={empty}>
        {(row) => (
          <tr key={`${row.key}\u0000${row.detail ?? ''}`}>
            <RowHeading className="min-w-40 [overflow-wrap:anywhere]">
              {row.href && isSitePath(row.href) ? (
                <Link to={row.href} className="text-brand-800 hover:underline">
                  {row.label}
                </Link>
              ) : (
                row.label
              )}
            </RowHeading>
            {columns.detail ? <td className="px-3 py-2">{row.detail ?? '—'}</td> : null}
            <NumberCell>{count(row.value)}</NumberCell>
            <NumberCell>{count(row.previous)}</NumberCell>
            <NumberCell>{ranking.total > 0 ? formatShare(row.value / ranking.total, locale) : '—'}</NumberCell>
          </tr>
        )}
      </FigureTable>
      {ranking.rows.length ? (
        <p className="text-sm text-slate-700">
          {t('ranking.inAll', { total: count(ranking.total), previous: count(ranking.previousTotal) })}
        </p>
      ) : null}
    </Panel>
  );
}
