import { type ReactNode, useId } from 'react';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';

const SKELETON_ROWS = 5;

type Props<T> = {
  caption: ReactNode;
  columns: readonly string[];
  /** undefined while loading: grey rows stand in. */
  items: readonly T[] | undefined;
  /** A previous page still on screen while the next loads: dimmed and marked busy. */
  stale?: boolean;
  /** What the one row says when there is nothing to list. */
  empty: ReactNode;
  /** One keyed <tr> per item. */
  children: (item: T) => ReactNode;
};

/**
 * An admin table with its caption and headings, its loading and empty rows; scrolls sideways on
 * small screens (the scroll area takes the focus for that).
 */
export function DataTable<T>({ caption, columns, items, stale = false, empty, children }: Props<T>) {
  const captionId = useId();
  const loading = items === undefined;
  return (
    // relative: screen-reader-only text in the cells is positioned inside the scroll area, not beyond the page's edge.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className={cn('min-w-full text-left text-sm text-slate-800', stale && 'opacity-60')} aria-busy={loading || stale}>
        <caption id={captionId} className="px-4 pt-4 pb-2 text-left text-sm font-medium text-slate-700">
          {caption}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-700">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {loading ? (
            Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <tr key={row} aria-hidden="true">
                {columns.map((column) => (
                  <td key={column} className="px-4 py-4">
                    <Skeleton className="h-4 w-20" />
                  </td>
                ))}
              </tr>
            ))
          ) : items.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-700">
                {empty}
              </td>
            </tr>
          ) : (
            items.map(children)
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A row's action button; its accessible name adds the row's name ("Suspend Ana Silva"). */
export function RowButton({ label, name, busy, onClick, className }: { label: string; name: string; busy: boolean; onClick: () => void; className?: string }) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
      className={cn('aria-disabled:cursor-wait aria-disabled:opacity-60', className)}
    >
      {label}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
