import { toast } from '@client/components/ui/use-toast';
import { errorMessage, refusalMessage } from '@client/lib/api';
import { tIn } from '@client/lib/i18n';
import type { Locale } from '@shared/i18n/locales';
import { AMOUNT_PROBLEM_TEXT, amountProblemText } from './amount';
import type { Outcome } from './api';
import { donationsMessages } from './messages';

const english = tIn(donationsMessages, 'en');

/** The notices of spec sections 5 and 8, word for word (the English catalogue's, read when asked for). */
export const DONATION_NOTICES = {
  get minimum() {
    return { title: english('notice.minimum.title'), description: AMOUNT_PROBLEM_TEXT.minimum };
  },
  get initiateFailed() {
    return { title: english('notice.error'), description: english('notice.initiateFailed') };
  },
  get paymentFailed() {
    return { title: english('notice.paymentFailed.title'), description: english('notice.paymentFailed.text') };
  },
  get unexpected() {
    return { title: english('notice.error'), description: english('notice.unexpected') };
  },
  get thankYou() {
    return { title: english('notice.thankYou.title'), description: english('notice.thankYou.text') };
  },
};

/** The notices the page shows, in its language. */
export function donationNotice(name: 'minimum' | 'thankYou', locale: Locale) {
  const t = tIn(donationsMessages, locale);
  return name === 'minimum'
    ? { title: t('notice.minimum.title'), description: amountProblemText('minimum', locale) }
    : { title: t('notice.thankYou.title'), description: t('notice.thankYou.text') };
}

/** 'Payment Failed' when the provider sends the donor back with a failed payment: the shared payment forms' notice. */
export { notifyPaymentFailed } from '@client/components/payments/notices';

/** Press of Donate: the gift could not be created. */
export const startDonationNotices: Outcome<unknown, unknown> = {
  // A refused amount or too many attempts has its own reason; anything else is the spec's failure notice.
  onError: (error) => {
    const t = tIn(donationsMessages);
    toast({ title: t('notice.error'), description: refusalMessage(error, t('notice.initiateFailed')), variant: 'destructive' });
  },
};

/** A monthly gift stopped by its donor (from the profile or a receipt's link). */
export const cancelGiftNotices: Outcome<unknown, unknown> = {
  onSuccess: () => {
    const t = tIn(donationsMessages);
    toast({ title: t('notice.cancelled.title'), description: t('notice.cancelled.text') });
  },
  onError: (error) => toast({ title: tIn(donationsMessages)('notice.cancelFailed.title'), description: errorMessage(error), variant: 'destructive' }),
};
