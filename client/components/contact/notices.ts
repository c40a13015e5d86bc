import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { toast } from '@client/components/ui/use-toast';
import { refusalMessage } from '@client/lib/api';
import { commonMessages } from '@client/lib/common-messages';
import { componentsMessages } from '@client/components/messages';
import { tIn } from '@client/lib/i18n';
import type { Outcome } from './api';

/** The contact form's notices, in the page's language when they are shown. */
export const contactNotices = () => {
  const t = tIn(componentsMessages);
  return {
    sent: { title: t('contact.sentTitle'), description: t('contact.sentText', { hours: REFERRAL_RESPONSE_HOURS }) },
    failed: { title: tIn(commonMessages)('toast.error'), description: t('contact.failedText') },
  };
};

export const sendMessageNotices: Outcome<unknown, unknown> = {
  onSuccess: () => toast(contactNotices().sent),
  // A refused form (400) or too many messages (429) has the server's reason; anything else the general failure.
  onError: (error) => {
    const { failed } = contactNotices();
    toast({ title: failed.title, description: refusalMessage(error, failed.description), variant: 'destructive' });
  },
};
