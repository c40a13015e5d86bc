import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useBuddyStats } from '../api';
import { QueryError } from '@client/components/query-error';

const numberFormat = new Intl.NumberFormat('en');
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** '40 minutes', '5 hours', '3.5 days'; null (no match yet) reads '—'. */
export function matchTime(hours: number | null) {
  if (hours === null) return '—';
  if (hours < 1) {
    const minutes = Math.max(1, Math.round(hours * 60));
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  if (hours < 48) {
    const rounded = Number(oneDecimal.format(hours));
    return `${oneDecimal.format(hours)} hour${rounded === 1 ? '' : 's'}`;
  }
  return `${oneDecimal.format(hours / 24)} days`;
}

/** The admin dashboard's Clubfoot Buddy card: the programme in figures. */
export function BuddyFigures() {
  const stats = useBuddyStats();
  const data = stats.data;
  const figures: { label: string; value: string | undefined; hint: string }[] = [
    { label: 'Shoe profiles', value: data && numberFormat.format(data.profiles), hint: 'Members who saved their sizes.' },
    { label: 'Active profiles', value: data && numberFormat.format(data.activeProfiles), hint: 'Confirmed recently, not paused, sizes that differ.' },
    { label: 'Open requests', value: data && numberFormat.format(data.openRequests), hint: 'Waiting for an answer.' },
    { label: 'Accepted matches', value: data && numberFormat.format(data.acceptedMatches), hint: 'Buddies arranging their shoes.' },
    { label: 'Completed matches', value: data && numberFormat.format(data.completedMatches), hint: 'Shoes bought and shared.' },
    { label: 'Median time to a match', value: data && matchTime(data.medianHoursToMatch), hint: 'From request to acceptance.' },
  ];
  const loading = stats.isPending && !stats.isError;

  return (
    <Card>
      <section aria-labelledby="buddy-figures-heading" aria-busy={loading}>
        <CardContent>
          <h2 id="buddy-figures-heading" className="text-lg font-semibold text-slate-900">
            Clubfoot Buddy
          </h2>
          {stats.isError ? (
            <div className="mt-3">
              <QueryError title="Could not load the Clubfoot Buddy figures" error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
            </div>
          ) : (
            <dl className="mt-4 grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
              {figures.map((figure) => (
                <div key={figure.label}>
                  <dt className="text-sm font-semibold text-slate-700">{figure.label}</dt>
                  <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid="buddy-figure">
                    {loading ? (
                      <>
                        <Skeleton className="h-8 w-20" />
                        <span className="sr-only">Loading</span>
                      </>
                    ) : figure.value === '—' ? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">No matches yet</span>
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
