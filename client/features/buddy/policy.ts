import type { BuddyMatch } from '@shared/api/buddy';
import type { MatchStep } from '@shared/policies/buddy';

/**
 * The buddy rules for the screen. The server decides each match's steps with shared/policies/buddy.ts
 * (matchStepsFor) and sends them as `actions`: the client shows those and no others, so an
 * administrator looking at someone else's match sees no buttons.
 */
export const canTakeStep = (match: Pick<BuddyMatch, 'actions'>, step: MatchStep) => match.actions.includes(step);

/** The feedback form: once the match is completed, until this member has left theirs. */
export const canLeaveFeedback = (match: Pick<BuddyMatch, 'actions' | 'myFeedback'>) => canTakeStep(match, 'feedback') && !match.myFeedback;
