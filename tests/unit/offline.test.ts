import { describe, expect, it } from 'vitest';
import { withOfflineTaps, type OfflineTap } from '../../client/features/brace/offline-taps';
import { pushPayload } from '../../client/sw/push-payload';
import { isKeptMemberAnswer, isKeptPublicAnswer, savedIndexUrl } from '../../shared/offline';

/* Issue 26: what the service worker keeps, what a push may carry, and taps made offline counted at once. */

describe('what the worker keeps from the network', () => {
  it('keeps who is signed in and the tracker’s reads, and nothing else of a member’s', () => {
    for (const path of ['/api/auth/user', '/api/brace-tracker/children', '/api/brace-tracker/children/abc', '/api/brace-tracker/children/abc/reminders']) expect(isKeptMemberAnswer(path), path).toBe(true);
    for (const path of ['/api/messages', '/api/notifications', '/api/brace-tracker/children/abc/summary.pdf', '/api/brace-tracker/children/abc/invites', '/api/members/abc', '/api/profile']) expect(isKeptMemberAnswer(path), path).toBe(false);
    expect(isKeptPublicAnswer('/api/settings')).toBe(true);
    expect(isKeptPublicAnswer('/api/auth/user')).toBe(false);
  });

  it('describes a saved item at an address of its own', () => {
    expect(savedIndexUrl('article', 'what is/clubfoot')).toBe('/offline/saved/article/what%20is%2Fclubfoot');
  });
});

describe('a push', () => {
  it('shows a title and body, and opens only a page of this site', () => {
    expect(pushPayload(JSON.stringify({ title: 'New message from Ana', body: 'Open it on the site.', url: '/messages/1', tag: 'message-1' }))).toEqual({ title: 'New message from Ana', body: 'Open it on the site.', url: '/messages/1', tag: 'message-1' });
    expect(pushPayload(JSON.stringify({ title: 'Hi', url: 'https://elsewhere.example/x' }))?.url).toBe('/');
    expect(pushPayload(JSON.stringify({ title: 'Hi', url: '//elsewhere.example/x' }))?.url).toBe('/');
    for (const bad of [undefined, '', 'not json', '{}', JSON.stringify({ title: 3 }), JSON.stringify({ title: '' })]) expect(pushPayload(bad), String(bad)).toBeNull();
  });
});

describe('taps made offline', () => {
  const served = [
    { id: 'a', startedAt: '2026-11-29T06:00:00.000Z', endedAt: '2026-11-29T08:00:00.000Z', loggedBy: 'Nia' },
    { id: 'b', startedAt: '2026-11-29T10:00:00.000Z', endedAt: null, loggedBy: 'Nia' },
  ];
  it('count at once: a timer ended offline ends, a stretch made offline is added, a timer started offline runs', () => {
    const taps: OfflineTap[] = [
      { id: '1', childId: 'c', kind: 'end', periodId: 'b', startedAt: '2026-11-29T10:00:00.000Z', endedAt: '2026-11-29T12:00:00.000Z' },
      { id: '2', childId: 'c', kind: 'period', startedAt: '2026-11-29T13:00:00.000Z', endedAt: '2026-11-29T14:00:00.000Z' },
      { id: '3', childId: 'c', kind: 'start', startedAt: '2026-11-29T15:00:00.000Z' },
    ];
    expect(withOfflineTaps(served, taps)).toEqual([
      served[0],
      { ...served[1], endedAt: '2026-11-29T12:00:00.000Z' },
      { id: 'offline-2', startedAt: '2026-11-29T13:00:00.000Z', endedAt: '2026-11-29T14:00:00.000Z', loggedBy: null },
      { id: 'offline-3', startedAt: '2026-11-29T15:00:00.000Z', endedAt: null, loggedBy: null },
    ]);
    expect(withOfflineTaps(served, [])).toEqual(served);
  });
});
