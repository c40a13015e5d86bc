import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { tIn, useT } from '@client/lib/i18n';
import { buddyMessages } from '../messages';

/** The notices of "My sizes are still right": pass them to useConfirmShoes (they must outlive the button, which goes once confirmed). */
export const confirmSizesNotices = {
  onSuccess: () => {
    const t = tIn(buddyMessages);
    toast({ title: t('confirmSizes.doneTitle'), description: t('confirmSizes.doneText') });
  },
  onError: (error: Error) => {
    const t = tIn(buddyMessages);
    toast({ title: t('confirmSizes.errorTitle'), description: errorMessage(error, t('confirmSizes.failed')), variant: 'destructive' });
  },
};

/** "My sizes are still right" (POST /api/clubfoot-buddy/my-shoes/confirm), on the profile and on the buddy screens. */
export function ConfirmSizesButton({ confirm, className }: { confirm: { isPending: boolean; mutate: () => void }; className?: string }) {
  const t = useT(buddyMessages);
  return (
    <Button className={className} size="sm" variant="outline" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
      {confirm.isPending ? t('confirmSizes.pending') : t('confirmSizes.button')}
    </Button>
  );
}
