import { ownsGift, whyNotCancelGift } from '../../../shared/policies/donations';
import { AppError, notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';

/** The donation rules (shared/policies/donations.ts) with the API's statuses and sentences. */

/** A member's own gift; anyone else's is answered as not there. */
export function authorizeOwnGift<T extends { userId: string | null }>(viewer: UserRow, gift: T | undefined): T {
  if (!gift || !ownsGift(viewer, gift)) throw notFound('Gift not found');
  return gift;
}

/** True when there is something to cancel; false when it is cancelled already (no error). */
export function authorizeCancelGift(gift: Parameters<typeof whyNotCancelGift>[0]): boolean {
  const why = whyNotCancelGift(gift);
  if (why === 'not-monthly') throw new AppError('CONFLICT', 'Only a monthly gift can be cancelled');
  if (why === 'not-running') throw new AppError('CONFLICT', 'This monthly gift is not running');
  return why === null;
}
