import type { DonationStatus } from '@shared/donations';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';
import { componentsMessages } from '@client/components/messages';
import { tIn, useT } from '@client/lib/i18n';

type ComponentsKey = keyof (typeof componentsMessages)['en'];

/** Each status's message in the common catalogue. */
export const DONATION_STATUS_KEYS = {
  pending: 'donation.status.pending',
  paid: 'donation.status.paid',
  active: 'donation.status.active',
  failed: 'donation.status.failed',
  cancelled: 'donation.status.cancelled',
} as const satisfies Record<DonationStatus, ComponentsKey>;

const english = tIn(componentsMessages, 'en');

/** The statuses in English (screens show them through `useDonationStatusLabel`). */
export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  pending: english(DONATION_STATUS_KEYS.pending),
  paid: english(DONATION_STATUS_KEYS.paid),
  active: english(DONATION_STATUS_KEYS.active),
  failed: english(DONATION_STATUS_KEYS.failed),
  cancelled: english(DONATION_STATUS_KEYS.cancelled),
};

/** A gift's status in words, in the page's language. */
export function useDonationStatusLabel() {
  const t = useT(componentsMessages);
  return (status: DonationStatus) => t(DONATION_STATUS_KEYS[status]);
}

const STATUS_CLASSES: Record<DonationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-brand-100 text-brand-900',
  active: 'bg-brand-100 text-brand-900',
  failed: 'bg-red-100 text-red-800',
  cancelled: 'bg-slate-100 text-slate-800',
};

/** A gift's status in words (the donor's profile, the receipt link's page and the admin list). */
export function DonationStatusBadge({ status, className }: { status: DonationStatus; className?: string }) {
  const label = useDonationStatusLabel();
  return <Badge className={cn('border-transparent', STATUS_CLASSES[status], className)}>{label(status)}</Badge>;
}
