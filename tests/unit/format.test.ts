import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../client/lib/format';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T11:59:30Z', 'just now'],
    ['2026-11-22T11:55:00Z', '5 minutes ago'],
    ['2026-11-22T09:00:00Z', '3 hours ago'],
    ['2026-11-21T12:00:00Z', 'yesterday'],
    ['2026-11-12T12:00:00Z', 'last week'], ['2026-11-01T12:00:00Z', '3 weeks ago'],
    ['2025-11-01T12:00:00Z', 'last year'],
  ])('%s reads "%s"', (value, expected) => {
    expect(timeAgo(value, now)).toBe(expected);
  });

  it('reads "Recently" for a missing or invalid date', () => {
    expect(timeAgo(null, now)).toBe('Recently');
    expect(timeAgo('not a date', now)).toBe('Recently');
  });
});
