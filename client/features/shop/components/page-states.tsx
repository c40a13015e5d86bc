import { QueryError } from '@client/components/query-error';
import { Skeleton } from '@client/components/ui/skeleton';

/** A page's first load: its heading, a line and two cards, named for screen readers ('Loading your order'). */
export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="space-y-4">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-32 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

type ErrorProps = { heading: string; title: string; query: { error: unknown; refetch: () => unknown; isRefetching: boolean } };

/** A page that could not load: its heading, the server's reason and "Try again". */
export function PageLoadError({ heading, title, query }: ErrorProps) {
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{heading}</h1>
      <QueryError title={title} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    </div>
  );
}
