import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { toast } from '@client/components/ui/use-toast';
import { refusalMessage } from '@client/lib/api';
import type { Outcome } from './api';

export const CONTACT_NOTICES = {
  sent: { title: 'Message Sent', description: `Thank you for getting in touch. Our team aims to reply within ${REFERRAL_RESPONSE_HOURS} hours.` },
  failed: { title: 'Error', description: 'Failed to send your message. Please try again.' },
} as const;

export const sendMessageNotices: Outcome<unknown, unknown> = {
  onSuccess: () => toast(CONTACT_NOTICES.sent),
  // A refused form (400) or too many messages (429) has the server's reason; anything else the general failure.
  onError: (error) => toast({ title: CONTACT_NOTICES.failed.title, description: refusalMessage(error, CONTACT_NOTICES.failed.description), variant: 'destructive' }),
};
