import type { ReactNode } from 'react';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';
import { DataTable } from '../../components/data-table';

type Props<T> = {
  caption: string;
  columns: readonly string[];
  /** undefined while loading. */
  items: T[] | undefined;
  /** A new search is loading while the last one stays on screen. */
  stale: boolean;
  empty: ReactNode;
  /** One keyed <tr> per item, for the table. */
  row: (item: T) => ReactNode;
  /** One keyed <li> per item, for a phone. */
  card: (item: T) => ReactNode;
};

/** A list as a table on wide screens (from 1024 px), and as cards with the same facts and actions on phones. */
export function ResponsiveList<T>({ caption, columns, items, stale, empty, row, card }: Props<T>) {
  const busy = items === undefined || stale;
  return (
    <>
      <div className="hidden lg:block">
        <DataTable caption={caption} columns={columns} items={items} stale={stale} empty={empty}>
          {row}
        </DataTable>
      </div>
      <section aria-label={caption} aria-busy={busy} className="rounded-xl border border-slate-200 bg-white shadow-sm lg:hidden">
        <h2 className="px-4 pt-4 pb-2 text-sm font-medium text-slate-700">{caption}</h2>
        {items === undefined ? (
          <div aria-hidden="true" className="space-y-3 p-4">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-20 w-full" />
            ))}
          </div>
        ) : items.length ? (
          <ul className={cn('divide-y divide-slate-200 border-t border-slate-200', stale && 'opacity-60')}>{items.map(card)}</ul>
        ) : (
          <p className="px-4 py-10 text-center text-slate-700">{empty}</p>
        )}
      </section>
    </>
  );
}
