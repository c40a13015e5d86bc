import type { ContactMessage } from '@shared/api/referrals';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { tIn } from '@client/lib/i18n';
import { adminMessages } from '../../messages';
import type { Outcome, StatusChange } from '../api';

/** A message marked handled or new again, passed to the API hook by the inbox screen (in the page's language). */
export const messageStatusNotices: Outcome<ContactMessage, StatusChange> = {
  onSuccess: (updated) => {
    const t = tIn(adminMessages);
    toast({ title: updated.status === 'handled' ? t('inbox.markedHandled') : t('inbox.markedNew'), description: t('inbox.markedText', { subject: updated.subject, name: updated.name }) });
  },
  onError: (error) => toast({ title: tIn(adminMessages)('inbox.changeFailed'), description: errorMessage(error), variant: 'destructive' }),
};
