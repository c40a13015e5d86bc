import { type ReactNode, useId } from 'react';
import { cn } from '@client/lib/utils';

type Props = {
  caption: ReactNode;
  columns: readonly string[];
  busy: boolean;
  dimmed?: boolean;
  children: ReactNode;
};

/** An admin table with its caption and headings; scrolls sideways on small screens (the scroll area takes the focus for that). */
export function DataTable({ caption, columns, busy, dimmed = false, children }: Props) {
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className={cn('min-w-full text-left text-sm text-slate-800', dimmed && 'opacity-60')} aria-busy={busy}>
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
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

/** The one row shown when a table has nothing to list. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-10 text-center text-slate-700">
        {children}
      </td>
    </tr>
  );
}
