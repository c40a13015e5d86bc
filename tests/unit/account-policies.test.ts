import { describe, expect, it } from 'vitest';
import { canSuspend, demotesSelf, whyNotSuspend } from '../../shared/policies/admin';
import { ownsGift, offersCancel, whyNotCancelGift } from '../../shared/policies/donations';
import { canSuspendReportedAuthor } from '../../shared/policies/forum';
import { canSeeMemberPage, type MemberPageSubject } from '../../shared/policies/members';
import { canDownloadGuide, canReadArticle, seesDrafts } from '../../shared/policies/resources';
import { donationStatuses, donationTypes } from '../../shared/donations';
import type { Viewer } from '../../shared/policies/viewer';

const owner: Viewer = { id: 'owner', role: 'member' };
const other: Viewer = { id: 'other', role: 'member' };
const admin: Viewer = { id: 'admin', role: 'admin' };

describe('member pages', () => {
  const member = (overrides: Partial<MemberPageSubject> = {}): MemberPageSubject => ({
    id: 'owner',
    deletedAt: null,
    suspendedAt: null,
    privacySettings: { showProfileToMembers: true },
    ...overrides,
  });
  it('lists who sees which page', () => {
    const pages = {
      shown: member(),
      hidden: member({ privacySettings: { showProfileToMembers: false } }),
      suspended: member({ suspendedAt: new Date() }),
      closed: member({ deletedAt: new Date() }),
    };
    const table = Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, [owner, other, admin].map((viewer) => canSeeMemberPage(viewer, page))]));
    expect(table).toEqual({ shown: [true, true, true], hidden: [true, false, true], suspended: [false, false, false], closed: [false, false, false] });
  });
});

describe('administrators and accounts', () => {
  it('nobody suspends themselves; demoting oneself is asked about first', () => {
    expect(whyNotSuspend(admin, { id: 'admin' })).toBe('self');
    expect(canSuspend(admin, { id: 'other' })).toBe(true);
    expect(canSuspend(admin, { id: 'admin2' })).toBe(true);
    expect(demotesSelf(admin, { id: 'admin', role: 'admin' })).toBe(true);
    expect(demotesSelf(admin, { id: 'admin2', role: 'admin' })).toBe(false);
    expect(demotesSelf(admin, { id: 'admin', role: 'member' })).toBe(false);
  });

  it('a report never suspends an administrator', () => {
    expect(canSuspendReportedAuthor({ role: 'member' })).toBe(true);
    expect(canSuspendReportedAuthor({ role: 'admin' })).toBe(false);
  });
});

describe('resources', () => {
  it('drafts and their guides are for administrators; guides of published articles for every member', () => {
    const draft = { status: 'draft' };
    const published = { status: 'published' };
    expect([null, owner, admin].map((viewer) => seesDrafts(viewer))).toEqual([false, false, true]);
    expect([null, owner, admin].map((viewer) => canReadArticle(viewer, draft))).toEqual([false, false, true]);
    expect([null, owner, admin].map((viewer) => canReadArticle(viewer, published))).toEqual([true, true, true]);
    expect([null, owner, admin].map((viewer) => canDownloadGuide(viewer, draft))).toEqual([false, false, true]);
    expect([null, owner, admin].map((viewer) => canDownloadGuide(viewer, published))).toEqual([false, true, true]);
  });
});

describe('donations', () => {
  it('a member cancels only their own gift', () => {
    expect(ownsGift(owner, { userId: 'owner' })).toBe(true);
    expect(ownsGift(other, { userId: 'owner' })).toBe(false);
    expect(ownsGift(admin, { userId: 'owner' })).toBe(false);
    expect(ownsGift(owner, { userId: null })).toBe(false);
  });

  it('lists which gifts can be cancelled, and which get a Cancel button', () => {
    const table = Object.fromEntries(
      donationTypes.map((type) => [type, Object.fromEntries(donationStatuses.map((status) => [status, `${whyNotCancelGift({ type, status }) ?? 'yes'}${offersCancel({ type, status }) ? ' (button)' : ''}`]))]),
    );
    expect(table).toEqual({
      'one-time': { pending: 'not-monthly', paid: 'not-monthly', failed: 'not-monthly', active: 'not-monthly', cancelled: 'not-monthly' },
      monthly: { pending: 'yes', paid: 'not-running', failed: 'not-running', active: 'yes (button)', cancelled: 'already-cancelled' },
    });
  });
});
