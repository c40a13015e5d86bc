import { describe, expect, it } from 'vitest';
import { FORUM_GRANTS, FORUM_PERMISSIONS, forumCan, removalAs, whyNotEdit, whyNotReport, whyNotWriteIn, type Writing } from '../../shared/policies/forum';
import type { Viewer } from '../../shared/policies/viewer';

const author: Viewer = { id: 'author', role: 'member' };
const other: Viewer = { id: 'other', role: 'member' };
const admin: Viewer = { id: 'admin', role: 'admin' };
const suspended: Viewer = { id: 'author', role: 'member', suspendedAt: new Date() };
const viewers = { visitor: null, author, other, admin, suspended } as const;

const text: Writing = { authorId: 'author', removed: false };
const removedText: Writing = { authorId: 'author', removed: true };
const adminsText: Writing = { authorId: 'admin', removed: false };

describe('forum permissions by role', () => {
  it('grants members their own writing and reports, and administrators moderation besides', () => {
    const table = Object.fromEntries(FORUM_PERMISSIONS.map((permission) => [permission, (['member', 'admin'] as const).filter((role) => FORUM_GRANTS[role].includes(permission))]));
    expect(table).toEqual({
      'topic.create': ['member', 'admin'],
      'topic.edit.own': ['member', 'admin'],
      'topic.delete.own': ['member', 'admin'],
      'topic.delete.any': ['admin'],
      'topic.moderate': ['admin'],
      'reply.create': ['member', 'admin'],
      'reply.edit.own': ['member', 'admin'],
      'reply.delete.own': ['member', 'admin'],
      'reply.delete.any': ['admin'],
      'comment.create': ['member', 'admin'],
      'comment.edit.own': ['member', 'admin'],
      'comment.delete.own': ['member', 'admin'],
      'comment.delete.any': ['admin'],
      'writing.report': ['member', 'admin'],
      'locked-topic.write': ['admin'],
      'posting.unlimited': ['admin'],
    });
  });

  it('grants visitors and suspended members nothing', () => {
    for (const permission of FORUM_PERMISSIONS) {
      expect(forumCan(null, permission)).toBe(false);
      expect(forumCan(suspended, permission)).toBe(false);
    }
  });
});

describe('who may do what with one topic, reply or comment', () => {
  const row = (viewer: Viewer | null, writing: Writing) => ({
    edit: whyNotEdit(viewer, 'reply', writing) ?? 'yes',
    remove: removalAs(viewer, 'reply', writing) ?? 'no',
    report: whyNotReport(viewer, writing) ?? 'yes',
  });

  it('a member\'s text: its author edits and deletes it, others report it, a moderator removes it', () => {
    expect(Object.fromEntries(Object.entries(viewers).map(([name, viewer]) => [name, row(viewer, text)]))).toEqual({
      visitor: { edit: 'not-author', remove: 'no', report: 'not-allowed' },
      author: { edit: 'yes', remove: 'author', report: 'own' },
      other: { edit: 'not-author', remove: 'no', report: 'yes' },
      admin: { edit: 'not-author', remove: 'moderator', report: 'yes' },
      suspended: { edit: 'not-author', remove: 'no', report: 'not-allowed' },
    });
  });

  it('a removed text: nobody edits it; its author is told it is removed; a moderator may still remove it (a no-op)', () => {
    expect(row(author, removedText)).toEqual({ edit: 'removed', remove: 'author', report: 'own' });
    expect(row(other, removedText)).toEqual({ edit: 'not-author', remove: 'no', report: 'yes' });
    expect(row(admin, removedText)).toEqual({ edit: 'not-author', remove: 'moderator', report: 'yes' });
  });

  it("an administrator's own text: removed as its author, never reported by themselves", () => {
    expect(row(admin, adminsText)).toEqual({ edit: 'yes', remove: 'author', report: 'own' });
    expect(row(author, adminsText)).toEqual({ edit: 'not-author', remove: 'no', report: 'yes' });
  });

  it('a former member\'s text (no author): only a moderator removes it', () => {
    const orphan: Writing = { authorId: null, removed: false };
    expect(row(author, orphan)).toEqual({ edit: 'not-author', remove: 'no', report: 'yes' });
    expect(row(admin, orphan)).toEqual({ edit: 'not-author', remove: 'moderator', report: 'yes' });
  });

  it('applies the same rules to topics and comments', () => {
    for (const kind of ['topic', 'comment'] as const) {
      expect(whyNotEdit(author, kind, text)).toBeNull();
      expect(whyNotEdit(other, kind, text)).toBe('not-author');
      expect(removalAs(admin, kind, text)).toBe('moderator');
      expect(removalAs(other, kind, text)).toBeNull();
    }
  });
});

describe('writing in a topic', () => {
  const topics = { open: { isLocked: false, removed: false }, locked: { isLocked: true, removed: false }, removed: { isLocked: false, removed: true } };
  it('open topics take everyone\'s replies; locked ones only moderators\'; removed ones none', () => {
    const table = Object.fromEntries(
      Object.entries(viewers).map(([name, viewer]) => [name, Object.fromEntries(Object.entries(topics).map(([state, topic]) => [state, whyNotWriteIn(viewer, 'reply', topic) ?? 'yes']))]),
    );
    expect(table).toEqual({
      visitor: { open: 'not-allowed', locked: 'not-allowed', removed: 'not-allowed' },
      author: { open: 'yes', locked: 'locked', removed: 'removed' },
      other: { open: 'yes', locked: 'locked', removed: 'removed' },
      admin: { open: 'yes', locked: 'yes', removed: 'removed' },
      suspended: { open: 'not-allowed', locked: 'not-allowed', removed: 'not-allowed' },
    });
    expect(whyNotWriteIn(other, 'comment', topics.locked)).toBe('locked');
    expect(whyNotWriteIn(admin, 'comment', topics.locked)).toBeNull();
  });
});
