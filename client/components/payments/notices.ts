import { toast } from '@client/components/ui/use-toast';

/** What the payment forms say when a payment does not go through (spec section 8's texts, word for word). */
export const PAYMENT_NOTICES = {
  failed: { title: 'Payment Failed', description: 'There was an issue processing your payment.' },
  unexpected: { title: 'Error', description: 'An unexpected error occurred. Please try again.' },
} as const;

/** 'Payment Failed' with the provider's message, or the default one. */
export function notifyPaymentFailed(message?: string | null) {
  toast({ title: PAYMENT_NOTICES.failed.title, description: message || PAYMENT_NOTICES.failed.description, variant: 'destructive' });
}

export function notifyUnexpected() {
  toast({ ...PAYMENT_NOTICES.unexpected, variant: 'destructive' });
}
