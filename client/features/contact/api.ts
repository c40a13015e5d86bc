import { useMutation } from '@tanstack/react-query';
import { lazy } from 'react';
import type { ContactBody } from '@shared/api/referrals';
import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, refusalMessage } from '@client/lib/api';

/* Contact with the team (issue 10): POST /api/contact reaches the admin inbox. */

export const CONTACT_NOTICES = {
  sent: { title: 'Message Sent', description: `Thank you for getting in touch. Our team aims to reply within ${REFERRAL_RESPONSE_HOURS} hours.` },
  failed: { title: 'Error', description: 'Failed to send your message. Please try again.' },
} as const;

/** POST /api/contact; the server checks every field again. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => apiRequest('POST', '/api/contact', body),
    onSuccess: () => toast(CONTACT_NOTICES.sent),
    onError: (error) => toast({ title: CONTACT_NOTICES.failed.title, description: refusalMessage(error, CONTACT_NOTICES.failed.description), variant: 'destructive' }),
  });
}

/**
 * The one component other features may show: the contact form in a dialog (Find a doctor's
 * 'Contact Support'), loaded when first opened.
 */
export const ContactDialog = lazy(() => import('./components/contact-dialog'));
