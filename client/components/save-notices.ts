import { toast } from '@client/components/ui/use-toast';
import { commonMessages } from '@client/lib/common-messages';
import { tIn } from '@client/lib/i18n';

/** What a profile form says once saved, and the failure text of its destructive 'Error' notice. */
export type SaveNotice = { title: string; description: string; failure: string };

/** Callbacks for a save's `mutate`: a notice on success; on failure a warning in the console and an 'Error' notice. */
export function saveNotices(notice: SaveNotice) {
  return {
    onSuccess: () => toast({ title: notice.title, description: notice.description }),
    onError: (error: unknown) => {
      console.warn(notice.failure, error);
      toast({ title: tIn(commonMessages)('toast.error'), description: notice.failure, variant: 'destructive' });
    },
  };
}
