import { canRemoveChild, canSeeChild, type ChildCarers, roleOf } from '../../../shared/policies/brace';
import { AppError, notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';

/** The brace rules (shared/policies/brace.ts) as the server applies them. */
export { MAX_CHILDREN_PER_MEMBER, roleOf } from '../../../shared/policies/brace';

/** The child exists for this member only if they share it; for anyone else (administrators too) it is not found. */
export function authorizeSeeChild<T>(viewer: UserRow, child: T | undefined, carers: ChildCarers): T {
  if (!child || !canSeeChild(viewer, carers)) throw notFound('Child not found');
  return child;
}

export function authorizeRemoveChild(viewer: UserRow, carers: ChildCarers) {
  if (!canRemoveChild(viewer, carers)) throw new AppError('FORBIDDEN', 'Only the member who set up this child’s log can remove it');
}

export const isOwner = (viewer: UserRow, carers: ChildCarers) => roleOf(viewer, carers) === 'owner';
