import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage, refusalMessage } from '@client/lib/api';
import type { Outcome } from './api';

/** The notices of spec sections 5 and 8, word for word, shown by the Find a doctor screens. */
export const REFERRAL_NOTICES = {
  consentRequired: { title: 'Consent Required', description: 'Please agree to the privacy policy and terms to proceed.' },
  submitted: { title: 'Request Submitted', description: `Thank you. We will contact you within ${REFERRAL_RESPONSE_HOURS} hours.` },
  failed: { title: 'Error', description: 'Failed to submit your request. Please try again.' },
} as const;

export const submitReferralNotices: Outcome<unknown, unknown> = {
  onSuccess: () => toast(REFERRAL_NOTICES.submitted),
  // A refused form (400) or too many requests (429) has the server's reason; anything else the spec's failure notice.
  onError: (error) => toast({ title: REFERRAL_NOTICES.failed.title, description: refusalMessage(error, REFERRAL_NOTICES.failed.description), variant: 'destructive' }),
};

/** The family's choice of specialist, from their e-mail's link. */
export const chooseSpecialistNotices: Outcome<unknown, unknown> = {
  onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Could not record your choice. Please try again.'), variant: 'destructive' }),
};
