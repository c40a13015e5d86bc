import { type ReactNode, useId } from 'react';
import { cn } from '@client/lib/utils';

export type FigureColumn = { label: string; numeric?: boolean };

type Props<T> = {
  caption: string;
  columns: readonly FigureColumn[];
  rows: readonly T[];
  /** The one row's words when there is nothing to list. */
  empty: string;
  /** One keyed <tr> per row: a <th scope="row"> first, then <NumberCell>s. */
  children: (row: T) => ReactNode;
};

/**
 * A compact table of figures with its caption: numbers to the right so they line up, headings that
 * may wrap; on a narrow screen it scrolls sideways inside itself (and takes the focus for that).
 */
export function FigureTable<T>({ caption, columns, rows, empty, children }: Props<T>) {
  const captionId = useId();
  return (
    // relative: screen-reader-only text in the cells stays inside the scroll area, not beyond the page's edge.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm text-slate-800">
        <caption id={captionId} className="px-3 pt-3 pb-2 text-left text-sm text-slate-700">
          {caption}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn('px-3 py-2 align-bottom text-xs font-semibold text-slate-700', column.numeric && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-700">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map(children)
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A row's heading cell: what the row is. */
export function RowHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="row" className={cn('px-3 py-2 text-left font-medium text-slate-900', className)}>
      {children}
    </th>
  );
}

/** A number, to the right. */
export function NumberCell({ children }: { children: ReactNode }) {
  return <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{children}</td>;
}
