import type { DonorGift } from '@shared/api/donations';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { formatCents } from '@client/lib/format';
import { useLocale, useT } from '@client/lib/i18n';
import { donationsMessages } from '../messages';

type Props = { gift: DonorGift | null; open: boolean; onOpenChange: (open: boolean) => void; pending: boolean; onConfirm: () => void };

/** Stopping a monthly gift asks first; 'Cancel' would be ambiguous here, so the way out is 'Keep my gift'. */
export function CancelGiftDialog({ gift, open, onOpenChange, pending, onConfirm }: Props) {
  const t = useT(donationsMessages);
  const locale = useLocale();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('cancel.title')}
      description={gift ? t('cancel.description', { amount: formatCents(gift.amountCents, locale) }) : t('cancel.descriptionNoAmount')}
      confirmLabel={t('cancel.confirm')}
      cancelLabel={t('cancel.keep')}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
