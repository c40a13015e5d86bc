import { canAskForBuddy, canSeeMatch, type MatchParties, type MatchStep, needsConfirmedEmail, whyNotStep } from '../../../shared/policies/buddy';
import { AppError, badRequest, notFound, said } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';

/**
 * The buddy rules (shared/policies/buddy.ts) as the server applies them, each refusal with the status
 * and sentence the API has always answered. The row lock and the open-request count stay in the service.
 */
export { matchStepsFor, seesAllFeedback, seesConversation, seesFullDetails, sideOf } from '../../../shared/policies/buddy';

export function authorizeSeeMatch<T extends MatchParties>(viewer: UserRow, match: T | undefined): T {
  if (!match || !canSeeMatch(viewer, match)) throw notFound('Match not found');
  return match;
}

export function authorizeStep(viewer: UserRow, match: MatchParties, step: Exclude<MatchStep, 'feedback'>) {
  const why = whyNotStep(viewer, match, step);
  if (why === 'not-party') throw new AppError('FORBIDDEN', 'Only the two buddies can change this match');
  if (why === 'wrong-state') throw new AppError(
      'CONFLICT',
      said(
        'This match is {status, select, requested {requested} accepted {accepted} declined {declined} cancelled {cancelled} completed {completed} other {closed}}, so it cannot be {step, select, accept {accepted} decline {declined} cancel {cancelled} other {completed}} now.',
        { status: match.status, step },
      ),
    );
}

export function authorizeAsk(viewer: UserRow, memberId: string) {
  if (!canAskForBuddy(viewer, memberId)) throw badRequest('You cannot be your own buddy');
}

/** Why an unconfirmed address stops each step: whole sentences, so each is translated whole. */
const CONFIRM_FIRST_MESSAGES = {
  ask: 'Please confirm your e-mail address before you ask someone to be your buddy. You can ask for a new link on your profile page.',
  accept: 'Please confirm your e-mail address before you accept a buddy request. You can ask for a new link on your profile page.',
} as const;

export function requireConfirmedEmail(viewer: UserRow, what: keyof typeof CONFIRM_FIRST_MESSAGES) {
  if (needsConfirmedEmail(viewer)) throw new AppError('FORBIDDEN', CONFIRM_FIRST_MESSAGES[what]);
}
