import type { DonationStatus } from '@shared/donations';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';

export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  active: 'Active',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const STATUS_CLASSES: Record<DonationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-brand-100 text-brand-900',
  active: 'bg-brand-100 text-brand-900',
  failed: 'bg-red-100 text-red-800',
  cancelled: 'bg-slate-100 text-slate-800',
};

/** A gift's status in words (the donor's profile, the receipt link's page and the admin list). */
export function DonationStatusBadge({ status, className }: { status: DonationStatus; className?: string }) {
  return <Badge className={cn('border-transparent', STATUS_CLASSES[status], className)}>{DONATION_STATUS_LABELS[status]}</Badge>;
}
