import { useQuery } from '@tanstack/react-query';
import { type BracePhase, formatHours } from '@shared/brace';
import { Skeleton } from '@client/components/ui/skeleton';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';
import { formatShare } from '../format';
import { FigureTable, NumberCell, RowHeading } from './figure-table';
import { Panel, PanelGrid, PanelGroup } from './panel';
import { useLocale, useT } from '@client/lib/i18n';
import { analyticsMessages } from '../messages';

const PHASE_KEYS = {
  'not-started': 'phase.notStarted',
  'full-time': 'phase.fullTime',
  'nights-and-naps': 'phase.nightsAndNaps',
  finished: 'phase.finished',
} as const satisfies Record<BracePhase, keyof (typeof analyticsMessages)['en']>;

/*
 * The Brace Tracker (issue 24) as administrators see it: anonymous figures as they stand today (not
 * for the chosen period), each from at least the minimum number of children or not shown.
 */

const hoursOr = (hours: number | null, few: string) => (hours === null ? few : formatHours(hours));

export function BraceFigures() {
  const t = useT(analyticsMessages);
  const locale = useLocale();
  const { data, isPending, isError } = useQuery({ queryKey: [...queryKeys.admin, 'analytics', 'brace-tracker'], queryFn: () => call(api.brace.figures) });
  return (
    <PanelGroup title={t('brace.title')}>
      {isPending ? (
        <Skeleton className="h-48" />
      ) : isError ? (
        <p role="alert" className="text-sm text-slate-800">
          {t('brace.failed')}
        </p>
      ) : (
        <>
          <p className="max-w-3xl text-sm text-slate-700">
            {t('brace.intro', { minimum: data.minimumChildren, setUp: data.childrenSetUp, recent: data.childrenLoggedRecently })}
          </p>
          <PanelGrid>
            <Panel title={t('brace.byMonths')} description={t('brace.byMonthsText')}>
              <FigureTable
                caption={t('brace.byMonthsCaption')}
                columns={[{ label: t('brace.months') }, { label: t('brace.children'), numeric: true }, { label: t('brace.loggedHere'), numeric: true }, { label: t('brace.published'), numeric: true }]}
                rows={data.byMonths}
                empty={t('brace.byMonthsEmpty')}
              >
                {(row) => (
                  <tr key={row.fromMonth}>
                    <RowHeading>{t('brace.span', { from: row.fromMonth, to: row.toMonth })}</RowHeading>
                    <NumberCell>{row.children}</NumberCell>
                    <NumberCell>{hoursOr(row.averageHours, t('brace.tooFew'))}</NumberCell>
                    <NumberCell>{formatHours(row.publishedHours)}</NumberCell>
                  </tr>
                )}
              </FigureTable>
            </Panel>
            <Panel title={t('brace.stillLogging')} description={t('brace.stillLoggingText')}>
              <FigureTable caption={t('brace.stillLoggingCaption')} columns={[{ label: t('brace.month') }, { label: t('brace.children'), numeric: true }, { label: t('brace.stillLogged'), numeric: true }]} rows={data.stillLogging} empty="">
                {(row) => (
                  <tr key={row.month}>
                    <RowHeading>{t('brace.monthN', { month: row.month })}</RowHeading>
                    <NumberCell>{row.children}</NumberCell>
                    <NumberCell>{row.share === null ? t('brace.tooFew') : formatShare(row.share, locale)}</NumberCell>
                  </tr>
                )}
              </FigureTable>
            </Panel>
            <Panel title={t('brace.lastWeek')} description={t('brace.lastWeekText')}>
              <FigureTable caption={t('brace.lastWeekCaption')} columns={[{ label: t('brace.phase') }, { label: t('brace.children'), numeric: true }, { label: t('brace.average'), numeric: true }]} rows={data.lastWeekByPhase} empty="">
                {(row) => (
                  <tr key={row.phase}>
                    <RowHeading>{t(PHASE_KEYS[row.phase])}</RowHeading>
                    <NumberCell>{row.children}</NumberCell>
                    <NumberCell>{hoursOr(row.averageHours, t('brace.tooFew'))}</NumberCell>
                  </tr>
                )}
              </FigureTable>
            </Panel>
          </PanelGrid>
        </>
      )}
    </PanelGroup>
  );
}
