import { type ReferralStatus, type Urgency, urgencyLabels } from '@shared/referrals';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';

/** A request's status as the family reads it (their profile). */
export const MEMBER_REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  new: 'Waiting for our team',
  matched: 'Specialists sent',
  closed: 'Closed',
};

/** The same as the team reads it (the admin queue). */
export const ADMIN_REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  new: 'Waiting',
  matched: 'Specialists sent',
  closed: 'Closed',
};

const STATUS_CLASSES: Record<ReferralStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  matched: 'bg-brand-100 text-brand-900',
  closed: 'bg-slate-100 text-slate-800',
};

export function ReferralStatusBadge({ status, labels = MEMBER_REFERRAL_STATUS_LABELS, className }: { status: ReferralStatus; labels?: Record<ReferralStatus, string>; className?: string }) {
  return <Badge className={cn('border-transparent', STATUS_CLASSES[status], className)}>{labels[status]}</Badge>;
}

const URGENCY_CLASSES: Record<Urgency, string> = {
  urgent: 'bg-red-100 text-red-800',
  high: 'bg-amber-100 text-amber-900',
  medium: 'bg-sky-100 text-sky-900',
  low: 'bg-slate-100 text-slate-800',
};

/** 'Urgent (within days)', 'High (1-2 weeks)', ... */
export function UrgencyBadge({ urgency, className }: { urgency: Urgency; className?: string }) {
  return <Badge className={cn('border-transparent', URGENCY_CLASSES[urgency], className)}>{urgencyLabels[urgency]}</Badge>;
}
