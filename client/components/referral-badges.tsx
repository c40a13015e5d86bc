import type { ReferralStatus, Urgency } from '@shared/referrals';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';
import { componentsMessages } from '@client/components/messages';
import { tIn, useT } from '@client/lib/i18n';

type ComponentsKey = keyof (typeof componentsMessages)['en'];

/** A request's status as the family reads it (their profile): its message in the common catalogue. */
export const MEMBER_REFERRAL_STATUS_KEYS = {
  new: 'referral.status.new',
  matched: 'referral.status.matched',
  closed: 'referral.status.closed',
} as const satisfies Record<ReferralStatus, ComponentsKey>;

/** The same as the team reads it (the admin queue). */
export const ADMIN_REFERRAL_STATUS_KEYS = {
  new: 'referral.adminStatus.new',
  matched: 'referral.status.matched',
  closed: 'referral.status.closed',
} as const satisfies Record<ReferralStatus, ComponentsKey>;

const english = (keys: Record<ReferralStatus, ComponentsKey>): Record<ReferralStatus, string> => {
  const t = tIn(componentsMessages, 'en');
  return { new: t(keys.new), matched: t(keys.matched), closed: t(keys.closed) };
};

/** The family's words in English (screens show them through `useReferralStatusLabel`). */
export const MEMBER_REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = english(MEMBER_REFERRAL_STATUS_KEYS);

/** The team's words in English (screens show them through `useReferralStatusLabel('admin')`). */
export const ADMIN_REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = english(ADMIN_REFERRAL_STATUS_KEYS);

export type ReferralAudience = 'member' | 'admin';

/** A request's status in words, as the family or the team reads it, in the page's language. */
export function useReferralStatusLabel(audience: ReferralAudience = 'member') {
  const t = useT(componentsMessages);
  const keys = audience === 'admin' ? ADMIN_REFERRAL_STATUS_KEYS : MEMBER_REFERRAL_STATUS_KEYS;
  return (status: ReferralStatus) => t(keys[status]);
}

const URGENCY_KEYS = {
  urgent: 'referral.urgency.urgent',
  high: 'referral.urgency.high',
  medium: 'referral.urgency.medium',
  low: 'referral.urgency.low',
} as const satisfies Record<Urgency, ComponentsKey>;

/** shared/referrals.ts urgencyLabels in the page's language. */
export function useUrgencyLabel() {
  const t = useT(componentsMessages);
  return (urgency: Urgency) => t(URGENCY_KEYS[urgency]);
}

const STATUS_CLASSES: Record<ReferralStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  matched: 'bg-brand-100 text-brand-900',
  closed: 'bg-slate-100 text-slate-800',
};

/**
 * A request's status as a badge: the family's words unless `audience` is 'admin'. `labels` (other words
 * for each status) is still taken; the English ADMIN_REFERRAL_STATUS_LABELS given there mean the team's words.
 */
export function ReferralStatusBadge({
  status,
  audience = 'member',
  labels,
  className,
}: {
  status: ReferralStatus;
  audience?: ReferralAudience;
  labels?: Record<ReferralStatus, string>;
  className?: string;
}) {
  const label = useReferralStatusLabel(labels === ADMIN_REFERRAL_STATUS_LABELS ? 'admin' : audience);
  const text = labels && labels !== ADMIN_REFERRAL_STATUS_LABELS && labels !== MEMBER_REFERRAL_STATUS_LABELS ? labels[status] : label(status);
  return <Badge className={cn('border-transparent', STATUS_CLASSES[status], className)}>{text}</Badge>;
}

const URGENCY_CLASSES: Record<Urgency, string> = {
  urgent: 'bg-red-100 text-red-800',
  high: 'bg-amber-100 text-amber-900',
  medium: 'bg-sky-100 text-sky-900',
  low: 'bg-slate-100 text-slate-800',
};

/** 'Urgent (within days)', 'High (1-2 weeks)', ... */
export function UrgencyBadge({ urgency, className }: { urgency: Urgency; className?: string }) {
  const label = useUrgencyLabel();
  return <Badge className={cn('border-transparent', URGENCY_CLASSES[urgency], className)}>{label(urgency)}</Badge>;
}
