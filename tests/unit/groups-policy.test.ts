import { describe, expect, it } from 'vitest';
import { removalAs, whyNotWriteIn } from '../../shared/policies/forum';
import { canModerateGroup, canSeeGroup, joinKind, whyNotReadGroup, whyNotWriteInGroup } from '../../shared/policies/groups';

const member = { id: 'm', role: 'member' as const };
const admin = { id: 'a', role: 'admin' as const };
const suspended = { id: 's', role: 'member' as const, suspendedAt: new Date() };
const open = { visibility: 'open' as const };
const closed = { visibility: 'private' as const };
const hidden = { visibility: 'hidden' as const };

describe('support groups: who sees, reads, writes and moderates', () => {
  it('an open group: anyone reads, members of it write, others are asked to join', () => {
    expect(whyNotReadGroup(null, open, null)).toBeNull();
    expect(whyNotWriteInGroup(null, open, null)).toBe('sign-in');
    expect(whyNotWriteInGroup(member, open, null)).toBe('not-member');
    expect(whyNotWriteInGroup(member, open, 'member')).toBeNull();
    expect(joinKind(member, open, null)).toBe('join');
  });

  it('a private group: listed for all, read by its members; joining is a request', () => {
    expect(canSeeGroup(null, closed, null)).toBe(true);
    expect(whyNotReadGroup(member, closed, null)).toBe('members-only');
    expect(whyNotReadGroup(member, closed, 'pending')).toBe('members-only');
    expect(whyNotReadGroup(member, closed, 'member')).toBeNull();
    expect(joinKind(member, closed, null)).toBe('request');
    expect(joinKind(member, closed, 'pending')).toBeNull();
  });

  it('a hidden group: unknown outside it, never joined by asking; administrators see every group', () => {
    expect(canSeeGroup(member, hidden, null)).toBe(false);
    expect(whyNotReadGroup(null, hidden, null)).toBe('hidden');
    expect(whyNotWriteInGroup(member, hidden, null)).toBe('hidden');
    expect(joinKind(member, hidden, null)).toBeNull();
    expect(whyNotReadGroup(admin, hidden, null)).toBeNull();
    expect(whyNotWriteInGroup(admin, hidden, null)).toBeNull();
  });

  it('moderators are its moderators and administrators; a suspended moderator is not', () => {
    expect(canModerateGroup(member, 'moderator')).toBe(true);
    expect(canModerateGroup(member, 'member')).toBe(false);
    expect(canModerateGroup(admin, null)).toBe(true);
    expect(canModerateGroup(suspended, 'moderator')).toBe(false);
  });

  it("a group's moderator removes others' writing and answers in locked topics there, as the forum's rules let them", () => {
    const writing = { authorId: 'someone', removed: false };
    expect(removalAs(member, 'reply', writing)).toBeNull();
    expect(removalAs(member, 'reply', writing, { moderatesGroup: true })).toBe('moderator');
    expect(removalAs(suspended, 'reply', writing, { moderatesGroup: true })).toBeNull();
    expect(whyNotWriteIn(member, 'reply', { isLocked: true, removed: false })).toBe('locked');
    expect(whyNotWriteIn(member, 'reply', { isLocked: true, removed: false }, { moderatesGroup: true })).toBeNull();
  });
});
