import { ArrowRight, HandHeart, type LucideIcon, Stethoscope, Footprints, Users } from 'lucide-react';
import { Link } from 'react-router';
import { AD_SLOT_MESSAGES, HOUSE_MESSAGES, type HouseMessageKind } from '@shared/settings';
import { useAuth } from '@client/lib/auth';
import { useSiteSettings } from '@client/lib/site-settings';
import { cn } from '@client/lib/utils';
import { commonMessages } from '@client/lib/common-messages';
import { useT } from '@client/lib/i18n';

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

const LOOK: Record<HouseMessageKind, { icon: LucideIcon; tone: string; badge: string }> = {
  membership: { icon: Users, tone: 'border-brand-200 bg-brand-50', badge: 'bg-brand-700 text-white' },
  buddy: { icon: Footprints, tone: 'border-sky-200 bg-sky-50', badge: 'bg-sky-800 text-white' },
  'find-doctor': { icon: Stethoscope, tone: 'border-emerald-200 bg-emerald-50', badge: 'bg-emerald-800 text-white' },
  donate: { icon: HandHeart, tone: 'border-amber-200 bg-amber-50', badge: 'bg-amber-700 text-white' },
};

/**
 * Only visitors see ad slots (spec section 2). Each shows a designed house message (membership,
 * Clubfoot Buddy, Find a doctor, donating) worded in the site settings, at the slot's fixed height:
 * the small ones in a row, the tall ones with room for a note that members see no ads.
 */
export function AdSlot({ id, className }: { id: AdSlotId; className?: string }) {
  const { isAuthenticated, isLoading } = useAuth();
  const settings = useSiteSettings();
  const t = useT(commonMessages);
  if (isLoading || isAuthenticated) return null;
  const height = AD_SLOT_HEIGHTS[id] ?? 250;
  const kind = AD_SLOT_MESSAGES[id];
  const { title, text, linkLabel } = settings?.houseMessages[kind] ?? HOUSE_MESSAGES[kind];
  const { icon: Icon, tone, badge } = LOOK[kind];
  // Below 250 px a row (the mark beside the words), from 250 px a column with a note that members see no ads.
  const row = height < 250;
  const small = height < 120;
  return (
    <aside
      aria-label={t('ad.label')}
      data-ad-slot={id}
      data-house-message={kind}
      style={{ height }}
      className={cn('relative flex w-full overflow-hidden rounded-xl border', tone, row ? 'items-center gap-3 px-4 py-3' : 'flex-col justify-center gap-2 px-5 py-4', className)}
    >
      <span className="absolute top-1 right-3 text-[0.65rem] font-semibold tracking-wide text-slate-700 uppercase">{t('ad.badge')}</span>
      <span aria-hidden="true" className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', badge)}>
        <Icon className="size-5" />
      </span>
      {/* The organisation's own words (site settings), as its administrators wrote them. */}
      <div className={cn('min-w-0', row && 'flex-1')} data-user-text>
        <p className={cn('font-semibold text-slate-900', small ? 'line-clamp-1 text-sm' : row ? 'line-clamp-1 text-base' : 'line-clamp-2 text-lg')}>{title}</p>
        {/* The smallest slot on a phone has room for the title and the link only. */}
        <p className={cn('text-slate-700', small ? 'hidden text-xs sm:line-clamp-1' : row ? 'line-clamp-2 text-sm' : 'mt-1 line-clamp-3 text-sm')}>{text}</p>
        <Link
          to={HOUSE_MESSAGES[kind].href}
          className="mt-1 inline-flex max-w-full items-center gap-1 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          <span className={small ? 'line-clamp-2 sm:line-clamp-1' : 'truncate'}>{linkLabel}</span>
          <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
        </Link>
      </div>
      {!row && kind !== 'membership' ? (
        <p className="border-t border-slate-300/70 pt-2 text-xs text-slate-700">
          {t('ad.membersNoAds')}{' '}
          <Link to={HOUSE_MESSAGES.membership.href} className="font-semibold text-brand-800 underline">
            {t('ad.joinFree')}
          </Link>
        </p>
      ) : null}
    </aside>
  );
}
