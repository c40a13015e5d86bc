import { useMutation } from '@tanstack/react-query';
import { lazy } from '@client/lib/lazy';
import type { ContactBody, ContactSent } from '@shared/api/referrals';
import { api, call } from '@client/lib/api';

/* Contact with the team (issue 10): POST /api/contact reaches the admin inbox. Used by the /contact page and Find a doctor; its notices are in notices.ts. */

/** What a screen does when a change succeeds or fails (its notices); run even if the screen has gone by then. */
export type Outcome<T, V> = { onSuccess?: (data: T, variables: V) => void; onError?: (error: Error, variables: V) => void };

/** POST /api/contact; the server checks every field again. */
export function useSendContactMessage(outcome: Outcome<ContactSent, ContactBody> = {}) {
  return useMutation({ mutationFn: (body: ContactBody) => call(api.contact.send, { body }), onSuccess: outcome.onSuccess, onError: outcome.onError });
}

/**
 * The contact form in a dialog (Find a doctor's 'Contact Support'), loaded when first opened; the
 * form itself is also the /contact page's.
 */
export const ContactDialog = lazy(() => import('./contact-dialog'));
