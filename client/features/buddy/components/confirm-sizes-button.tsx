import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';

/** The notices of "My sizes are still right": pass them to useConfirmShoes (they must outlive the button, which goes once confirmed). */
export const confirmSizesNotices = {
  onSuccess: () => toast({ title: 'Sizes confirmed', description: 'Thank you. Your shoe profile can be suggested to buddies again.' }),
  onError: (error: Error) => toast({ title: 'Error', description: errorMessage(error, 'Could not confirm your sizes. Please try again.'), variant: 'destructive' }),
};

/** "My sizes are still right" (POST /api/clubfoot-buddy/my-shoes/confirm), on the profile and on the buddy screens. */
export function ConfirmSizesButton({ confirm, className }: { confirm: { isPending: boolean; mutate: () => void }; className?: string }) {
  return (
    <Button className={className} size="sm" variant="outline" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
      {confirm.isPending ? 'Confirming...' : 'My sizes are still right'}
    </Button>
  );
}
