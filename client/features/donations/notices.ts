import { toast } from '@client/components/ui/use-toast';
import { errorMessage, refusalMessage } from '@client/lib/api';
import { AMOUNT_PROBLEM_TEXT } from './amount';
import type { Outcome } from './api';

/** The notices of spec sections 5 and 8, word for word, shown by the donate screens. */
export const DONATION_NOTICES = {
  minimum: { title: 'Minimum donation amount', description: AMOUNT_PROBLEM_TEXT.minimum },
  initiateFailed: { title: 'Error', description: 'Failed to initiate donation. Please try again.' },
  paymentFailed: { title: 'Payment Failed', description: 'There was an issue processing your payment.' },
  unexpected: { title: 'Error', description: 'An unexpected error occurred. Please try again.' },
  thankYou: { title: 'Thank You!', description: 'Your donation has been processed successfully.' },
} as const;

/** 'Payment Failed' when the provider sends the donor back with a failed payment: the shared payment forms' notice. */
export { notifyPaymentFailed } from '@client/components/payments/notices';

/** Press of Donate: the gift could not be created. */
export const startDonationNotices: Outcome<unknown, unknown> = {
  // A refused amount or too many attempts has its own reason; anything else is the spec's failure notice.
  onError: (error) =>
    toast({ title: DONATION_NOTICES.initiateFailed.title, description: refusalMessage(error, DONATION_NOTICES.initiateFailed.description), variant: 'destructive' }),
};

/** A monthly gift stopped by its donor (from the profile or a receipt's link). */
export const cancelGiftNotices: Outcome<unknown, unknown> = {
  onSuccess: () => toast({ title: 'Monthly gift cancelled', description: 'No further payments will be taken. Thank you for your support.' }),
  onError: (error) => toast({ title: 'Could not cancel the gift', description: errorMessage(error), variant: 'destructive' }),
};
