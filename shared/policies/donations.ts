import type { DonationStatus, DonationType } from '../donations';
import { isSelf, type Viewer } from './viewer';

/**
 * Donations (issue 16): a member cancels their own monthly gift from their profile; anyone holding a
 * gift's management link (from its receipt) cancels that one. Another member's gift does not exist for
 * them (404).
 */
type Gift = { type: DonationType; status: DonationStatus };

export const ownsGift = (viewer: Viewer, gift: { userId: string | null }) => isSelf(viewer, gift.userId);

/** Why the gift cannot be cancelled, or null; cancelling a cancelled gift again is no error. */
export function whyNotCancelGift(gift: Gift): 'not-monthly' | 'already-cancelled' | 'not-running' | null {
  if (gift.type !== 'monthly') return 'not-monthly';
  if (gift.status === 'cancelled') return 'already-cancelled';
  if (gift.status !== 'active' && gift.status !== 'pending') return 'not-running';
  return null;
}

/** The Cancel button: for a running monthly gift (a pending one is not offered until its first payment). */
export const offersCancel = (gift: Gift) => whyNotCancelGift(gift) === null && gift.status === 'active';
