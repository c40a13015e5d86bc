import { describe, expect, it } from 'vitest';
import { parseInstallState, shouldOfferInstall, withVisit } from '../../client/app/install-moment';

/* Issue 26: "Add to home screen" is never offered on a first visit, and "Not now" holds for a month. */
describe('when to offer installing the app', () => {
  const first = withVisit(parseInstallState(null), '2026-11-20');

  it('never on the first day, however many pages are seen', () => {
    expect(shouldOfferInstall(withVisit(first, '2026-11-20'), '2026-11-20')).toBe(false);
  });

  it('on a visit another day', () => {
    expect(shouldOfferInstall(withVisit(first, '2026-11-22'), '2026-11-22')).toBe(true);
  });

  it('not for a month after "Not now", then again', () => {
    const dismissed = { ...withVisit(first, '2026-11-22'), dismissedOn: '2026-11-22' };
    expect(shouldOfferInstall(withVisit(dismissed, '2026-12-10'), '2026-12-10')).toBe(false);
    expect(shouldOfferInstall(withVisit(dismissed, '2026-12-22'), '2026-12-22')).toBe(true);
  });

  it('keeps a few days, each once, and reads anything else as nothing', () => {
    let state = parseInstallState(null);
    for (const day of ['2026-11-01', '2026-11-02', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']) state = withVisit(state, day);
    expect(state.days).toEqual(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']);
    expect(parseInstallState('{"days":[1,"x","2026-01-01"],"dismissedOn":5}')).toEqual({ days: ['2026-01-01'], dismissedOn: null });
    expect(parseInstallState('not json')).toEqual({ days: [], dismissedOn: null });
  });
});
