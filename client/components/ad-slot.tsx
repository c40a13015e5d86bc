import { Link } from 'react-router';
import { useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/utils';

/** Slot ids and heights of spec section 2; the default is 100% wide and 250 px high. */
export const AD_SLOT_HEIGHTS = {
  'home-banner': 90,
  'resources-top': 120,
  'resources-middle': 250,
  'resources-bottom': 280,
  'resource-detail-bottom': 250,
  'resource-sidebar-top': 300,
  'resource-sidebar-bottom': 250,
} as const;

export type AdSlotId = keyof typeof AD_SLOT_HEIGHTS;

/** Only visitors see ads: a house message inviting them to become a member. */
export function AdSlot({ id, className }: { id: AdSlotId; className?: string }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading || isAuthenticated) return null;
  const height = AD_SLOT_HEIGHTS[id] ?? 250;
  const compact = height < 120;
  return (
    <aside
      aria-label="Advertisement"
      data-ad-slot={id}
      style={{ height }}
      className={cn(
        'flex w-full flex-col items-center justify-center gap-1 overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 text-center',
        className,
      )}
    >
      <span className="text-xs font-semibold uppercase tracking-wide text-slate-600">Advertisement</span>
      <p className={cn('text-slate-800', compact ? 'text-sm' : 'text-base font-medium')}>
        Members browse without ads.{' '}
        <Link to="/login?signup=true" className="font-semibold text-brand-800 underline">
          Become a member to remove ads
        </Link>
      </p>
      {!compact ? <p className="text-sm text-slate-700">Membership is free, and every page stays readable either way.</p> : null}
    </aside>
  );
}
