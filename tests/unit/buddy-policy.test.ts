import { describe, expect, it } from 'vitest';
import { matchStatuses } from '../../shared/api/buddy';
import { canSeeMatch, matchStepsFor, needsConfirmedEmail, seesFullDetails, whyNotStep } from '../../shared/policies/buddy';
import type { Viewer } from '../../shared/policies/viewer';
import { canLeaveFeedback, canTakeStep } from '../../client/features/buddy/policy';

const requester: Viewer = { id: 'req', role: 'member' };
const recipient: Viewer = { id: 'rec', role: 'member' };
const stranger: Viewer = { id: 'x', role: 'member' };
const admin: Viewer = { id: 'admin', role: 'admin' };
const match = (status: (typeof matchStatuses)[number]) => ({ status, requesterId: 'req', recipientId: 'rec' });

describe('buddy match steps by state and side', () => {
  it('lists who may take which step in each state', () => {
    const table = Object.fromEntries(
      matchStatuses.map((status) => [status, Object.fromEntries(Object.entries({ requester, recipient, stranger, admin }).map(([name, viewer]) => [name, matchStepsFor(match(status), viewer.id)]))]),
    );
    expect(table).toEqual({
      requested: { requester: ['cancel'], recipient: ['accept', 'decline', 'cancel'], stranger: [], admin: [] },
      accepted: { requester: ['complete', 'cancel'], recipient: ['complete', 'cancel'], stranger: [], admin: [] },
      declined: { requester: [], recipient: [], stranger: [], admin: [] },
      cancelled: { requester: [], recipient: [], stranger: [], admin: [] },
      completed: { requester: ['feedback'], recipient: ['feedback'], stranger: [], admin: [] },
    });
  });

  it('refuses anyone but the buddies as not a party (403), and a step out of turn as the wrong state (409)', () => {
    expect(whyNotStep(admin, match('requested'), 'accept')).toBe('not-party');
    expect(whyNotStep(stranger, match('accepted'), 'cancel')).toBe('not-party');
    expect(whyNotStep(requester, match('requested'), 'accept')).toBe('wrong-state');
    expect(whyNotStep(recipient, match('completed'), 'cancel')).toBe('wrong-state');
    expect(whyNotStep(recipient, match('requested'), 'accept')).toBeNull();
  });
});

describe('seeing a match', () => {
  it('is for its two members and administrators; full names once agreed, or for administrators', () => {
    expect([requester, recipient, stranger, admin].map((viewer) => canSeeMatch(viewer, match('requested')))).toEqual([true, true, false, true]);
    expect(canSeeMatch(null, match('requested'))).toBe(false);
    expect(matchStatuses.map((status) => seesFullDetails(requester, match(status)))).toEqual([false, true, false, false, true]);
    expect(seesFullDetails(admin, match('requested'))).toBe(true);
  });

  it('asks members, not administrators, to confirm their e-mail address first', () => {
    expect(needsConfirmedEmail({ ...requester, emailVerifiedAt: null })).toBe(true);
    expect(needsConfirmedEmail({ ...requester, emailVerifiedAt: new Date() })).toBe(false);
    expect(needsConfirmedEmail({ ...admin, emailVerifiedAt: null })).toBe(false);
  });
});

describe('the client shows the steps the server sent', () => {
  it('and the feedback form until this member has left theirs', () => {
    expect(canTakeStep({ actions: ['accept', 'decline', 'cancel'] }, 'accept')).toBe(true);
    expect(canTakeStep({ actions: [] }, 'cancel')).toBe(false);
    expect(canLeaveFeedback({ actions: ['feedback'], myFeedback: null })).toBe(true);
    expect(canLeaveFeedback({ actions: ['feedback'], myFeedback: { rating: 5, comment: null } })).toBe(false);
  });
});
