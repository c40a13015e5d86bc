import type { ReactNode } from 'react';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { QueryError } from '@client/components/query-error';
import { useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { adminMessages } from '../messages';

export type Figure = { label: string; value: ReactNode; hint: string };

type Props = {
  /** Names the card's region (its heading's id). */
  id: string;
  heading: string;
  /** Beside the heading (a link to the full list). */
  action?: ReactNode;
  /** The read behind the figures. */
  query: { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };
  errorTitle: string;
  figures: Figure[];
  testId: string;
  gridClassName?: string;
};

/** An admin dashboard card of figures with their hints; grey while loading, the reason and a retry when the read fails. */
export function FiguresCard({ id, heading, action, query, errorTitle, figures, testId, gridClassName = 'sm:grid-cols-2 lg:grid-cols-3' }: Props) {
  const t = useT(adminMessages);
  const loading = query.isPending && !query.isError;
  return (
    <Card>
      <section aria-labelledby={id} aria-busy={loading}>
        <CardContent>
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id={id} className="text-lg font-semibold text-slate-900">
              {heading}
            </h2>
            {action}
          </div>
          {query.isError ? (
            <div className="mt-3">
              <QueryError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
            </div>
          ) : (
            <dl className={cn('mt-4 grid gap-x-6 gap-y-5', gridClassName)}>
              {figures.map((figure) => (
                <div key={figure.label}>
                  <dt className="text-sm font-semibold text-slate-700">{figure.label}</dt>
                  <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={testId}>
                    {loading ? (
                      <>
                        <Skeleton className="h-8 w-20" />
                        <span className="sr-only">{t('loading')}</span>
                      </>
                    ) : (
                      figure.value
                    )}
                  </dd>
                  <dd className="mt-0.5 text-sm text-slate-700">{figure.hint}</dd>
                </div>
              ))}
            </dl>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
