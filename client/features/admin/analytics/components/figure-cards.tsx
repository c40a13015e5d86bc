import { useId } from 'react';
import type { FigurePair } from '@shared/api/analytics-figures';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';
import { changeOf, type FigureKind, formatFigure } from '../format';
import { useLocale } from '@client/lib/i18n';

export type FigureSpec = {
  label: string;
  /** This period's number and the previous period's. */
  pair: FigurePair;
  kind: FigureKind;
  /** What it counts, in a sentence. */
  description: string;
};

const arrow = { up: '▲', down: '▼', same: '=' } as const;

/** One number: this period's, and its change from the previous period's ('▲ up 12% from 240'; the sign is not read out). */
function FigureCard({ label, pair, kind, description }: FigureSpec) {
  const id = useId();
  const locale = useLocale();
  const change = changeOf(pair.value, pair.previous, kind, locale);
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p id={id} className="text-sm font-semibold text-slate-700">
        {label}
      </p>
      <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900">{formatFigure(pair.value, kind, locale)}</p>
      <p className={cn('mt-1 text-sm', change.direction === 'same' ? 'text-slate-700' : 'font-semibold text-slate-900')}>
        <span aria-hidden="true">{arrow[change.direction]}</span> {change.words}
      </p>
      <p className="mt-2 text-sm text-slate-700">{description}</p>
    </div>
  );
}

/** A section's numbers as cards, each with its change from the previous period. */
export function FigureCards({ figures }: { figures: FigureSpec[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {figures.map((figure) => (
        <FigureCard key={figure.label} {...figure} />
      ))}
    </div>
  );
}

/** Grey cards standing in while the figures load. */
export function FigureCardsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-3 h-8 w-20" />
          <Skeleton className="mt-3 h-4 w-32" />
          <Skeleton className="mt-3 h-4 w-full" />
        </div>
      ))}
    </div>
  );
}
