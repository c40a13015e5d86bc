import type { BuddyMatch, MatchStatus } from '../api/buddy';
import { isActiveViewer, isAdmin, type Viewer } from './viewer';

/**
 * Who may do what with a buddy match (issue 16). Pure, so the server decides with it and sends each
 * match's `actions` from it; the client shows the steps the match carries.
 */
export type MatchStep = BuddyMatch['actions'][number];
export type MatchSide = 'requester' | 'recipient';
export type MatchParties = { status: MatchStatus; requesterId: string; recipientId: string };

/** The steps each side may take in each state; every other step is refused with 409. */
export const MATCH_STEPS: Record<MatchStatus, Record<MatchSide, readonly MatchStep[]>> = {
  requested: { requester: ['cancel'], recipient: ['accept', 'decline', 'cancel'] },
  accepted: { requester: ['complete', 'cancel'], recipient: ['complete', 'cancel'] },
  completed: { requester: ['feedback'], recipient: ['feedback'] },
  declined: { requester: [], recipient: [] },
  cancelled: { requester: [], recipient: [] },
};

/** Which of the two buddies this member is, or null for anyone else (an administrator included). */
export function sideOf(match: Pick<MatchParties, 'requesterId' | 'recipientId'>, memberId: string): MatchSide | null {
  if (match.requesterId === memberId) return 'requester';
  if (match.recipientId === memberId) return 'recipient';
  return null;
}

/** The steps this member may take now: only the two buddies take any. */
export function matchStepsFor(match: MatchParties, memberId: string): MatchStep[] {
  const side = sideOf(match, memberId);
  return side ? [...MATCH_STEPS[match.status][side]] : [];
}

/** Why this viewer may not take the step, or null: anyone but the buddies is 'not-party' (403), a step the state does not allow 'wrong-state' (409). */
export function whyNotStep(viewer: Viewer, match: MatchParties, step: MatchStep): 'not-party' | 'wrong-state' | null {
  if (!isActiveViewer(viewer) || !sideOf(match, viewer.id)) return 'not-party';
  return matchStepsFor(match, viewer.id).includes(step) ? null : 'wrong-state';
}

/** A match is seen by its two members and by administrators; to anyone else it does not exist (404). */
export function canSeeMatch(viewer: Viewer | null | undefined, match: Pick<MatchParties, 'requesterId' | 'recipientId'>): boolean {
  return isAdmin(viewer) || (isActiveViewer(viewer) && sideOf(match, viewer.id) !== null);
}

/** Last names and shoe notes once the buddies agreed, and always for administrators. */
export function seesFullDetails(viewer: Viewer, match: Pick<MatchParties, 'status'>): boolean {
  return isAdmin(viewer) || match.status === 'accepted' || match.status === 'completed';
}

/** The match's conversation: for its two members and administrators. */
export const seesConversation = canSeeMatch;

/** Both buddies' feedback is for administrators; each member sees their own. */
export const seesAllFeedback = (viewer: Viewer) => isAdmin(viewer);

/** Asking someone, or accepting, needs a confirmed e-mail address (administrators excepted). */
export function needsConfirmedEmail(viewer: Viewer & { emailVerifiedAt?: Date | null }): boolean {
  return !viewer.emailVerifiedAt && !isAdmin(viewer);
}

/** Nobody is their own buddy. */
export const canAskForBuddy = (viewer: Viewer, memberId: string) => isActiveViewer(viewer) && viewer.id !== memberId;
