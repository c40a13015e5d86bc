import { Skeleton } from '@client/components/ui/skeleton';

/** Two grey blocks in the shape of what is loading, announced by `label`. */
export function LoadingBlocks({ label, className, blockClassName }: { label: string; className: string; blockClassName: string }) {
  return (
    <div role="status" aria-label={label} className={className}>
      <Skeleton className={blockClassName} />
      <Skeleton className={blockClassName} />
    </div>
  );
}
