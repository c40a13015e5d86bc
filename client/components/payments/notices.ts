import { toast } from '@client/components/ui/use-toast';
import { commonMessages } from '@client/lib/common-messages';
import { tIn } from '@client/lib/i18n';
import { paymentsMessages } from './messages';

const en = tIn(paymentsMessages, 'en');
const enCommon = tIn(commonMessages, 'en');

/** What the payment forms say when a payment does not go through (spec section 8's texts, word for word), in English. */
export const PAYMENT_NOTICES = {
  failed: { title: en('payment.failedTitle'), description: en('payment.failedText') },
  unexpected: { title: enCommon('toast.error'), description: en('payment.unexpectedText') },
} as const;

/** 'Payment Failed' with the provider's message, or the default one (in the page's language). */
export function notifyPaymentFailed(message?: string | null) {
  const t = tIn(paymentsMessages);
  toast({ title: t('payment.failedTitle'), description: message || t('payment.failedText'), variant: 'destructive' });
}

export function notifyUnexpected() {
  toast({ title: tIn(commonMessages)('toast.error'), description: tIn(paymentsMessages)('payment.unexpectedText'), variant: 'destructive' });
}
