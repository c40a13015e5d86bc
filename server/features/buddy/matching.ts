import { FOOT_WIDTH_LABELS, type FootWidth, type SizeScale, type SizeTolerance } from '../../../shared/api/buddy';

/**
 * The Clubfoot Buddy rule, free of the database (the SQL in suggestions.ts does the same, and a test
 * checks they agree). B is a buddy for A when, in the same size scale, B's left foot takes A's right
 * size and B's right foot takes A's left size: each buys one pair in each size and they swap. Both
 * must need a buddy (different sizes), be active (not paused, sizes confirmed in time), and the gap
 * may be half a size only when both allow it, so the rule is symmetric.
 */
export type ShoeFacts = {
  userId: string;
  sizeScale: SizeScale;
  left: number;
  right: number;
  leftWidth: FootWidth | null;
  rightWidth: FootWidth | null;
  country: string | null;
  tolerance: SizeTolerance;
  brandKeys: string[];
  typeKeys: string[];
  confirmedAt: Date;
  confirmBy: Date;
  paused: boolean;
};

export type Fit = 'exact' | 'half';

export const needsBuddy = (profile: Pick<ShoeFacts, 'left' | 'right'>) => profile.left !== profile.right;
export const isActive = (profile: ShoeFacts, now = new Date()) => !profile.paused && profile.confirmBy > now && needsBuddy(profile);

/** How well B's sizes fit A's (null: not a buddy). */
export function fitOf(a: ShoeFacts, b: ShoeFacts, now = new Date()): Fit | null {
  if (a.userId === b.userId || a.sizeScale !== b.sizeScale || !isActive(a, now) || !isActive(b, now)) return null;
  const gap = Math.max(Math.abs(b.left - a.right), Math.abs(b.right - a.left));
  if (gap === 0) return 'exact';
  if (gap === 0.5 && a.tolerance === 'half' && b.tolerance === 'half') return 'half';
  return null;
}

/** Widths that agree on the shared pairs: A's left with B's right, A's right with B's left (0 to 2). */
export function widthsMatching(a: ShoeFacts, b: ShoeFacts) {
  return Number(a.leftWidth !== null && a.leftWidth === b.rightWidth) + Number(a.rightWidth !== null && a.rightWidth === b.leftWidth);
}

const shared = (x: string[], y: string[]) => x.filter((word) => y.includes(word));

/** Ranking: exact sizes first, then matching widths, shared brands, shared shoe types, same country, most recently confirmed. */
export function rankKey(a: ShoeFacts, b: ShoeFacts): number[] {
  return [
    fitOf(a, b) === 'exact' ? 1 : 0,
    widthsMatching(a, b),
    shared(a.brandKeys, b.brandKeys).length > 0 ? 1 : 0,
    shared(a.typeKeys, b.typeKeys).length > 0 ? 1 : 0,
    a.country !== null && a.country === b.country ? 1 : 0,
    b.confirmedAt.getTime(),
  ];
}

/** Sorts A's candidates best first (ties broken by member id, so the order is stable). */
export function rankCandidates(a: ShoeFacts, candidates: ShoeFacts[]) {
  const keyed = candidates.map((b) => ({ b, key: rankKey(a, b) }));
  keyed.sort((x, y) => {
    for (let i = 0; i < x.key.length; i += 1) {
      const diff = (y.key[i] ?? 0) - (x.key[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return x.b.userId < y.b.userId ? -1 : 1;
  });
  return keyed.map((item) => item.b);
}

/** Lower-cased, de-duplicated words of a free-text list ("Nike, Stride Rite" → nike, stride rite). */
export function keywords(text: string | null) {
  if (!text) return [];
  const words = text
    .toLowerCase()
    .split(/[,;/\n]|\band\b/)
    .map((word) => word.replace(/\s+/g, ' ').trim())
    .filter((word) => word.length > 0 && word.length <= 60);
  return [...new Set(words)].slice(0, 20);
}

const sizeWord = (gap: number) => (gap === 0.5 ? 'half a size' : `${gap} sizes`);

/** What matches and what differs, in plain words, from A's side. */
export function describeFit(a: ShoeFacts, b: ShoeFacts, names: { country: (code: string) => string }) {
  const differences: string[] = [];
  const leftGap = b.left - a.right;
  const rightGap = b.right - a.left;
  if (leftGap !== 0) differences.push(`Their left foot (${b.left}) is ${sizeWord(Math.abs(leftGap))} ${leftGap > 0 ? 'larger' : 'smaller'} than your right foot (${a.right}).`);
  if (rightGap !== 0) differences.push(`Their right foot (${b.right}) is ${sizeWord(Math.abs(rightGap))} ${rightGap > 0 ? 'larger' : 'smaller'} than your left foot (${a.left}).`);
  if (a.leftWidth && b.rightWidth && a.leftWidth !== b.rightWidth) {
    differences.push(`Your left foot is ${FOOT_WIDTH_LABELS[a.leftWidth].toLowerCase()} and their right foot is ${FOOT_WIDTH_LABELS[b.rightWidth].toLowerCase()}.`);
  }
  if (a.rightWidth && b.leftWidth && a.rightWidth !== b.leftWidth) {
    differences.push(`Your right foot is ${FOOT_WIDTH_LABELS[a.rightWidth].toLowerCase()} and their left foot is ${FOOT_WIDTH_LABELS[b.leftWidth].toLowerCase()}.`);
  }
  if (a.country && b.country && a.country !== b.country) {
    differences.push(`They buy shoes in ${names.country(b.country)} and you in ${names.country(a.country)}, so one of you would post a shoe.`);
  }
  return {
    matches: {
      sizes: fitOf(a, b) ?? 'half',
      widths: widthsMatching(a, b) === 2,
      brands: shared(a.brandKeys, b.brandKeys),
      shoeTypes: shared(a.typeKeys, b.typeKeys),
      country: a.country !== null && a.country === b.country,
    },
    differences,
  };
}
