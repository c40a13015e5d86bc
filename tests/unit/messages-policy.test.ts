import { describe, expect, it } from 'vitest';
import { acceptsNewConversation, blocksSelf, canBlock, canReportMessage, cannotSendReason, canStartConversationWith, isBlockable, messagesUnlimited, mustConfirmEmailToWriteFirst } from '../../shared/policies/messages';
import type { Viewer } from '../../shared/policies/viewer';

const me: Viewer = { id: 'me', role: 'member' };
const admin: Viewer = { id: 'admin', role: 'admin' };
const open = { deletedAt: null, suspendedAt: null };
const none = { blockedByMe: false, blockedMe: false };

describe('who may write to whom', () => {
  it('a closed account first, then my block, then theirs', () => {
    expect(cannotSendReason(open, none)).toBeNull();
    expect(cannotSendReason({ ...open, suspendedAt: new Date() }, { blockedByMe: true, blockedMe: true })).toBe('unavailable');
    expect(cannotSendReason({ ...open, deletedAt: new Date() }, none)).toBe('unavailable');
    expect(cannotSendReason(open, { blockedByMe: true, blockedMe: true })).toBe('blocked-by-me');
    expect(cannotSendReason(open, { blockedByMe: false, blockedMe: true })).toBe('blocked');
  });

  it('new conversations: never with oneself; a member who takes none still hears from administrators', () => {
    expect(canStartConversationWith(me, 'me')).toBe(false);
    expect(canStartConversationWith(me, 'other')).toBe(true);
    expect(acceptsNewConversation(me, { whoCanMessage: 'nobody' })).toBe(false);
    expect(acceptsNewConversation(admin, { whoCanMessage: 'nobody' })).toBe(true);
    expect(acceptsNewConversation(me, { whoCanMessage: 'members' })).toBe(true);
  });

  it('a first message needs a confirmed e-mail address, except from administrators', () => {
    expect(mustConfirmEmailToWriteFirst({ ...me, emailVerifiedAt: null })).toBe(true);
    expect(mustConfirmEmailToWriteFirst({ ...me, emailVerifiedAt: new Date() })).toBe(false);
    expect(mustConfirmEmailToWriteFirst({ ...admin, emailVerifiedAt: null })).toBe(false);
  });

  it('Block is offered for an open account not blocked yet', () => {
    expect(canBlock({ cannotSend: null, member: { unavailable: false } })).toBe(true);
    expect(canBlock({ cannotSend: 'blocked', member: { unavailable: false } })).toBe(true);
    expect(canBlock({ cannotSend: 'blocked-by-me', member: { unavailable: false } })).toBe(false);
    expect(canBlock({ cannotSend: 'unavailable', member: { unavailable: true } })).toBe(false);
  });
});

describe('blocking, reporting and limits', () => {
  it('nobody blocks themselves or an administrator; members report what they received', () => {
    expect(blocksSelf(me, 'me')).toBe(true);
    expect(blocksSelf(me, 'other')).toBe(false);
    expect(isBlockable({ role: 'member' })).toBe(true);
    expect(isBlockable({ role: 'admin' })).toBe(false);
    expect(canReportMessage(me, { senderId: 'other' })).toBe(true);
    expect(canReportMessage(me, { senderId: 'me' })).toBe(false);
    expect(canReportMessage(me, { senderId: 'other', removed: true })).toBe(false);
    expect(canReportMessage(me, { senderId: 'other', pending: true })).toBe(false);
  });

  it('administrators have no message limits', () => {
    expect(messagesUnlimited(admin)).toBe(true);
    expect(messagesUnlimited(me)).toBe(false);
  });
});
