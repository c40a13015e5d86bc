import type { DonorGift } from '@shared/api/donations';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { formatCents } from '@client/lib/format';

type Props = { gift: DonorGift | null; open: boolean; onOpenChange: (open: boolean) => void; pending: boolean; onConfirm: () => void };

/** Stopping a monthly gift asks first; 'Cancel' would be ambiguous here, so the way out is 'Keep my gift'. */
export function CancelGiftDialog({ gift, open, onOpenChange, pending, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel your monthly gift?"
      description={`No further payments of ${gift ? formatCents(gift.amountCents) : 'your gift'} will be taken. Payments already made are not refunded.`}
      confirmLabel="Cancel monthly gift"
      cancelLabel="Keep my gift"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
