import { useId } from 'react';
import type { PeriodFigures } from '@shared/api/transparency';
import type { RevenueSource } from '@shared/transparency';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { formatCents } from '@client/lib/format';
import { useLocale, useT } from '@client/lib/i18n';
import { transparencyMessages } from '../messages';

type Props = { periods: PeriodFigures[]; sources: RevenueSource[]; kind: 'year' | 'month'; caption: string; showRefunds: boolean };

/** "2026-03" as the page's language writes a month ("March 2026"); a year as it is. */
function periodLabel(period: string, locale: ReturnType<typeof useLocale>) {
  if (period.length === 4) return period;
  const [year, month] = period.split('-').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, 1)));
}

/**
 * Each period's income by source (after refunds), its total and the split. On a phone the table
 * scrolls inside its own labelled region, so the page itself never scrolls sideways.
 */
export function MoneyTable({ periods, sources, kind, caption, showRefunds }: Props) {
  const t = useT(transparencyMessages);
  const locale = useLocale();
  const captionId = useId();
  const money = (cents: number) => formatCents(cents, locale);
  const cell = 'whitespace-nowrap px-3 py-2 text-right tabular-nums';
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption id={captionId} className="px-3 py-2 text-left font-medium text-slate-800">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              {t(kind === 'year' ? 'column.year' : 'column.month')}
            </th>
            {sources.map((source) => (
              <th key={source} scope="col" className="px-3 py-2 text-right">
                {t(`source.${source}`)}
              </th>
            ))}
            {showRefunds ? (
              <th scope="col" className="px-3 py-2 text-right">
                {t('column.refunded')}
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 text-right">
              {t('column.total')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('column.charities')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('column.platform')}
            </th>
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period.period} className="border-t border-slate-100">
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium text-slate-900">
                {periodLabel(period.period, locale)}
              </th>
              {sources.map((source) => (
                <td key={source} className={cell}>
                  {money(period.sources.find((figures) => figures.source === source)?.netCents ?? 0)}
                </td>
              ))}
              {showRefunds ? <td className={cell}>{money(period.total.refundedCents)}</td> : null}
              <td className={`${cell} font-semibold`}>{money(period.total.netCents)}</td>
              <td className={cell}>{money(period.total.charitiesCents)}</td>
              <td className={cell}>{money(period.total.platformCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
