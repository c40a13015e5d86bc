import { useQuery } from '@tanstack/react-query';
import { formatHours, PHASE_LABELS } from '@shared/brace';
import { Skeleton } from '@client/components/ui/skeleton';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';
import { formatShare } from '../format';
import { FigureTable, NumberCell, RowHeading } from './figure-table';
import { Panel, PanelGrid, PanelGroup } from './panel';

/*
 * The Brace Tracker (issue 24) as administrators see it: anonymous figures as they stand today (not
 * for the chosen period), each from at least the minimum number of children or not shown.
 */

const hoursOr = (hours: number | null, few: string) => (hours === null ? few : formatHours(hours));

export function BraceFigures() {
  const { data, isPending, isError } = useQuery({ queryKey: [...queryKeys.admin, 'analytics', 'brace-tracker'], queryFn: () => call(api.brace.figures) });
  return (
    <PanelGroup title="Brace Tracker">
      {isPending ? (
        <Skeleton className="h-48" />
      ) : isError ? (
        <p role="alert" className="text-sm text-slate-800">
          The Brace Tracker figures could not be loaded.
        </p>
      ) : (
        <>
          <p className="max-w-3xl text-sm text-slate-700">
            As things stand today, whatever the period chosen above. Families’ logs are private: these are totals and averages only, and a figure from
            fewer than {data.minimumChildren} children is not shown, so none can point at a family. {data.childrenSetUp} children are set up;{' '}
            {data.childrenLoggedRecently} had time logged in the last 14 days.
          </p>
          <PanelGrid>
            <Panel title="Hours by months in the brace" description="Average hours a day logged, among the children logged in each span, beside what sensors measured in 124 children (published figures).">
              <FigureTable
                caption="Average hours a day by months since bracing began"
                columns={[{ label: 'Months' }, { label: 'Children', numeric: true }, { label: 'Logged here', numeric: true }, { label: 'Published', numeric: true }]}
                rows={data.byMonths}
                empty="No child has been braced for three months yet."
              >
                {(row) => (
                  <tr key={row.fromMonth}>
                    <RowHeading>
                      {row.fromMonth} to {row.toMonth}
                    </RowHeading>
                    <NumberCell>{row.children}</NumberCell>
                    <NumberCell>{hoursOr(row.averageHours, 'too few')}</NumberCell>
                    <NumberCell>{formatHours(row.publishedHours)}</NumberCell>
                  </tr>
                )}
              </FigureTable>
            </Panel>
            <Panel title="Still logging" description="Of the children braced at least that long, the share with time logged in the fortnight around the month.">
              <FigureTable caption="Share of children still logged, by months since bracing began" columns={[{ label: 'Month' }, { label: 'Children', numeric: true }, { label: 'Still logged', numeric: true }]} rows={data.stillLogging} empty="">
                {(row) => (
                  <tr key={row.month}>
                    <RowHeading>Month {row.month}</RowHeading>
                    <NumberCell>{row.children}</NumberCell>
                    <NumberCell>{row.share === null ? 'too few' : formatShare(row.share)}</NumberCell>
                  </tr>
                )}
              </FigureTable>
            </Panel>
            <Panel title="The last seven days" description="Average hours a day by each child’s phase today, among the children logged this week.">
              <FigureTable caption="Average hours a day in the last seven days, by phase" columns={[{ label: 'Phase' }, { label: 'Children', numeric: true }, { label: 'Average', numeric: true }]} rows={data.lastWeekByPhase} empty="">
                {(row) => (
                  <tr key={row.phase}>
                    <RowHeading>{PHASE_LABELS[row.phase]}</RowHeading>
                    <NumberCell>{row.children}</NumberCell>
                    <NumberCell>{hoursOr(row.averageHours, 'too few')}</NumberCell>
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
