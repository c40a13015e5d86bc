import type { ContactMessage } from '@shared/api/referrals';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import type { Outcome, StatusChange } from '../api';

/** A message marked handled or new again, passed to the API hook by the inbox screen. */
export const messageStatusNotices: Outcome<ContactMessage, StatusChange> = {
  onSuccess: (updated) => toast({ title: updated.status === 'handled' ? 'Marked as handled' : 'Marked as new', description: `“${updated.subject}” from ${updated.name}.` }),
  onError: (error) => toast({ title: 'Could not change the message', description: errorMessage(error), variant: 'destructive' }),
};
