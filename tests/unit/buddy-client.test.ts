import { describe, expect, it } from 'vitest';
import { CONFIRM_AFTER_DAYS, FEEDBACK_MAX, FOOT_WIDTH_LABELS, MAX_OPEN_REQUESTS, REQUEST_MESSAGE_MAX, SIZE_SCALES } from '../../shared/api/buddy';
import * as sizes from '../../client/features/buddy/sizes';
import { matchTime } from '../../client/features/admin/components/buddy-figures';

describe('the buddy screens repeat the contract faithfully', () => {
  it('has the same constants and scale names', () => {
    expect(sizes.FOOT_WIDTH_LABELS).toEqual(FOOT_WIDTH_LABELS);
    expect(sizes.REQUEST_MESSAGE_MAX).toBe(REQUEST_MESSAGE_MAX);
    expect(sizes.FEEDBACK_MAX).toBe(FEEDBACK_MAX);
    expect(sizes.MAX_OPEN_REQUESTS).toBe(MAX_OPEN_REQUESTS);
    expect(sizes.CONFIRM_AFTER_DAYS).toEqual(CONFIRM_AFTER_DAYS);
    for (const [scale, { label }] of Object.entries(SIZE_SCALES)) expect(label.startsWith(`${sizes.SCALE_NAMES[scale as keyof typeof SIZE_SCALES]} (`), scale).toBe(true);
  });

  it('writes sizes and widths in words', () => {
    expect(sizes.sizePair(8, 7.5)).toBe('Left 8, right 7.5');
    expect(sizes.widthPair(null, null)).toBeNull();
    expect(sizes.widthPair('medium', 'extra-wide')).toBe('Left medium, right extra wide');
    expect(sizes.widthPair(null, 'wide')).toBe('Left not set, right wide');
  });
});

describe('median time to a match', () => {
  it('reads in minutes, hours or days, and a dash before any match', () => {
    expect(matchTime(null)).toBe('—');
    expect(matchTime(0.25)).toBe('15 minutes');
    expect(matchTime(1)).toBe('1 hour');
    expect(matchTime(5.25)).toBe('5.3 hours');
    expect(matchTime(72)).toBe('3 days');
    expect(matchTime(84)).toBe('3.5 days');
  });
});
