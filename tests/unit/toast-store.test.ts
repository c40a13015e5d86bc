import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  getToasts,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toast,
} from '../../client/components/ui/use-toast';

afterEach(() => vi.useRealTimers());

describe('notices (spec sections 4 and 9)', () => {
  it('uses the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('keeps one notice at a time: a new one replaces the old', () => {
    toast({ title: 'Topic created' });
    toast({ title: 'Reply posted', description: 'Your reply has been posted successfully' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Reply posted', open: true });
  });

  it('closes a dismissed notice at once and removes it only after the long delay', () => {
    vi.useFakeTimers();
    const { id } = toast({ title: 'Saved' });
    dismissToast(id);
    expect(getToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts().some((t) => t.id === id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getToasts().some((t) => t.id === id)).toBe(false);
  });
});
