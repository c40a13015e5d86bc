import type { MembershipStatus } from '../../../shared/memberships';
import { isSupporter } from '../../../shared/memberships';
import { AppError, notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';

/** Who may do what with a supporting membership: only its member sees or changes it (administrators see the totals, not here). */

type Owned = { userId: string | null };

/** A member's own membership; anyone else's is answered as not there. */
export function authorizeOwnMembership<T extends Owned>(viewer: Pick<UserRow, 'id'>, membership: T | undefined): T {
  if (!membership || membership.userId !== viewer.id) throw notFound('Membership not found');
  return membership;
}

/** One running membership at a time: a second would charge twice for the same badge. */
export function authorizeJoin(running: { status: MembershipStatus; currentPeriodEnd: Date | null } | undefined) {
  if (running && running.status === 'active') throw new AppError('CONFLICT', 'You are already a supporting member. Thank you!');
  if (running && isSupporter(running)) {
    throw new AppError('CONFLICT', 'Your supporting membership runs until the end of its paid period. You can join again once it has ended.');
  }
}

/** True when there is something to stop; false when it is stopped already (cancelling: no error, nothing to do). */
export function authorizeCancel(membership: { status: MembershipStatus }): boolean {
  if (membership.status === 'cancelling') return false;
  if (membership.status !== 'active') throw new AppError('CONFLICT', 'This membership is not running');
  return true;
}
