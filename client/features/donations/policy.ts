/** The donation rules for the screen (shared/policies/donations.ts); the server checks ownership and state again. */
export { offersCancel } from '@shared/policies/donations';
