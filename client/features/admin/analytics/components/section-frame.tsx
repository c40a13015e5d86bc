import type { ReactNode } from 'react';
import { QueryError } from '@client/components/query-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';
import { FigureCardsSkeleton } from './figure-cards';
import { useT } from '@client/lib/i18n';
import { analyticsMessages } from '../messages';

type Query<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
};

type Props<T> = {
  query: Query<T>;
  /** 'the traffic figures': what failed to load. */
  what: string;
  children: (data: T) => ReactNode;
};

/**
 * A section's figures in their three states: grey cards and charts while they first load, the
 * reason and a retry when the read fails, and the figures (dimmed while another period loads).
 */
export function SectionFrame<T>({ query, what, children }: Props<T>) {
  const t = useT(analyticsMessages);
  if (query.isError && !query.data) {
    return <QueryError title={t('frame.loadFailed', { what })} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (!query.data) {
    return (
      <div aria-busy="true" className="space-y-6">
        <p className="sr-only" role="status">
          {t('frame.loading', { what })}
        </p>
        <FigureCardsSkeleton />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-[360px] w-full rounded-xl" />
          <Skeleton className="h-[360px] w-full rounded-xl" />
        </div>
      </div>
    );
  }
  const stale = query.isPlaceholderData;
  return (
    <div aria-busy={stale} className={cn('space-y-8 transition-opacity', stale && 'opacity-60')}>
      {query.isError ? (
        <QueryError title={t('frame.loadFailedPeriod', { what })} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : null}
      {children(query.data)}
    </div>
  );
}
