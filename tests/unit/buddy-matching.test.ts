import { describe, expect, it } from 'vitest';
import { describeFit, fitOf, keywords, rankCandidates, type ShoeFacts } from '../../server/features/buddy/matching';

const now = new Date('2026-11-23T12:00:00Z');
let n = 0;
function profile(left: number, right: number, extra: Partial<ShoeFacts> = {}): ShoeFacts {
  n += 1;
  return {
    userId: `user-${String(n).padStart(3, '0')}`,
    sizeScale: 'us-kids',
    left,
    right,
    leftWidth: null,
    rightWidth: null,
    country: null,
    tolerance: 'exact',
    brandKeys: [],
    typeKeys: [],
    confirmedAt: new Date('2026-11-01T00:00:00Z'),
    confirmBy: new Date('2027-01-30T00:00:00Z'),
    paused: false,
    ...extra,
  };
}

describe('the buddy rule', () => {
  it('pairs opposite sizes exactly', () => {
    const a = profile(5, 6);
    expect(fitOf(a, profile(6, 5), now)).toBe('exact');
    expect(fitOf(a, profile(5, 6), now)).toBeNull(); // the same sizes, not opposite
    expect(fitOf(a, profile(6, 5.5), now)).toBeNull();
  });

  it('allows half a size only when both members widened the tolerance', () => {
    const a = profile(5, 6, { tolerance: 'half' });
    expect(fitOf(a, profile(6.5, 5, { tolerance: 'half' }), now)).toBe('half');
    expect(fitOf(a, profile(6.5, 5), now)).toBeNull();
    expect(fitOf(a, profile(7, 5, { tolerance: 'half' }), now)).toBeNull(); // a whole size is too far
  });

  it('never matches across size scales', () => {
    expect(fitOf(profile(5, 6), profile(6, 5, { sizeScale: 'us-youth' }), now)).toBeNull();
    expect(fitOf(profile(8, 9, { sizeScale: 'us-women' }), profile(9, 8, { sizeScale: 'us-men' }), now)).toBeNull();
  });

  it('leaves out paused, stale and equal-size profiles, and oneself', () => {
    const a = profile(5, 6);
    expect(fitOf(a, profile(6, 5, { paused: true }), now)).toBeNull();
    expect(fitOf(a, profile(6, 5, { confirmBy: new Date('2026-11-22T00:00:00Z') }), now)).toBeNull();
    expect(fitOf(profile(6, 6), profile(6, 6), now)).toBeNull();
    expect(fitOf(a, { ...a }, now)).toBeNull();
  });

  it('is symmetric: if B is suggested to A, A is suggested to B', () => {
    const sizes = [4, 4.5, 5, 5.5, 6];
    const all: ShoeFacts[] = [];
    for (const left of sizes) for (const right of sizes) for (const tolerance of ['exact', 'half'] as const) all.push(profile(left, right, { tolerance }));
    for (const a of all) for (const b of all) expect(fitOf(a, b, now)).toBe(fitOf(b, a, now));
  });
});

describe('ranking', () => {
  it('puts exact sizes first, then matching widths, shared brands, shared types, same country, most recently confirmed', () => {
    const a = profile(5, 6, { tolerance: 'half', leftWidth: 'wide', rightWidth: 'medium', brandKeys: ['nike'], typeKeys: ['sandals'], country: 'GB' });
    const half = profile(6.5, 5, { tolerance: 'half', leftWidth: 'medium', rightWidth: 'wide', brandKeys: ['nike'], typeKeys: ['sandals'], country: 'GB' });
    const plain = profile(6, 5, { tolerance: 'half' });
    const recent = profile(6, 5, { tolerance: 'half', confirmedAt: new Date('2026-11-20T00:00:00Z') });
    const country = profile(6, 5, { tolerance: 'half', country: 'GB' });
    const types = profile(6, 5, { tolerance: 'half', typeKeys: ['sandals'] });
    const brands = profile(6, 5, { tolerance: 'half', brandKeys: ['nike'] });
    const widths = profile(6, 5, { tolerance: 'half', leftWidth: 'medium', rightWidth: 'wide' });
    expect(rankCandidates(a, [half, plain, recent, country, types, brands, widths])).toEqual([widths, brands, types, country, recent, plain, half]);
  });

  it('explains what matches and what differs', () => {
    const a = profile(5, 6, { tolerance: 'half', leftWidth: 'wide', country: 'GB', brandKeys: ['nike', 'clarks'] });
    const b = profile(6.5, 5, { tolerance: 'half', rightWidth: 'medium', country: 'CA', brandKeys: ['clarks'] });
    const { matches, differences } = describeFit(a, b, { country: (code) => ({ GB: 'the United Kingdom', CA: 'Canada' })[code] ?? code });
    expect(matches).toEqual({ sizes: 'half', widths: false, brands: ['clarks'], shoeTypes: [], country: false });
    expect(differences).toEqual([
      'Their left foot (6.5) is half a size larger than your right foot (6).',
      'Your left foot is wide and their right foot is medium.',
      'They buy shoes in Canada and you in the United Kingdom, so one of you would post a shoe.',
    ]);
  });

  it('reads brands and shoe types as lower-case words', () => {
    expect(keywords('Nike, Stride Rite; New Balance and Clarks / nike')).toEqual(['nike', 'stride rite', 'new balance', 'clarks']);
    expect(keywords(null)).toEqual([]);
  });
});
