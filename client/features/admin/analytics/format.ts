import { formatCents } from '@client/lib/format';

/*
 * How the analytics' figures read: counts, shares, durations and money, and the change from the
 * previous period, as a sign and a percentage to look at and as words for screen readers.
 */

/** What a number is: it decides how it is written and how its change is measured. */
export type FigureKind = 'count' | 'share' | 'percent' | 'duration' | 'money';

const countFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const shareFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
const preciseShareFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/** '2 min 15 s', '45 s', '1 h 5 min'. */
export function formatDuration(seconds: number) {
  const total = Math.round(seconds);
  if (total < 60) return `${total} s`;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** A share from 0 to 1 as a percentage: '42%'; small shares keep a decimal ('0.4%') so they do not read as none. */
export function formatShare(share: number) {
  return share > 0 && share < 0.01 ? preciseShareFormat.format(share) : shareFormat.format(share);
}

/** A number as its kind is written: '1,240', '42%' (a share of 1, or 'percent' out of 100), '2 min 15 s', '$1,250'. */
export function formatFigure(value: number, kind: FigureKind) {
  switch (kind) {
    case 'share':
      return formatShare(value);
    case 'percent':
      return `${Math.round(value)}%`;
    case 'duration':
      return formatDuration(value);
    case 'money':
      return formatCents(value);
    default:
      return countFormat.format(value);
  }
}

export type Change = {
  direction: 'up' | 'down' | 'same';
  /** The change in words: 'up 12% from 240', 'down 3 percentage points from 45%'. */
  words: string;
};

/**
 * The change from the previous period. Counts, durations and money change by a percentage of what
 * they were; shares and percentages by points (a bounce share from 40% to 44% is up 4 points, not 10%).
 */
export function changeOf(value: number, previous: number, kind: FigureKind): Change {
  const before = formatFigure(previous, kind);
  if (kind === 'share' || kind === 'percent') {
    const points = Math.round((value - previous) * (kind === 'share' ? 100 : 1));
    if (points === 0) return { direction: 'same', words: `no change from ${before}` };
    const size = Math.abs(points) === 1 ? '1 percentage point' : `${Math.abs(points)} percentage points`;
    return { direction: points > 0 ? 'up' : 'down', words: `${points > 0 ? 'up' : 'down'} ${size} from ${before}` };
  }
  if (formatFigure(value, kind) === before) return { direction: 'same', words: `no change from ${before}` };
  if (previous === 0) return { direction: 'up', words: `up from ${before}` };
  const direction = value > previous ? 'up' : 'down';
  const percent = Math.round((Math.abs(value - previous) / previous) * 100);
  // Less than half a percent still moved: say so rather than '0%'.
  const amount = percent === 0 ? 'less than 1%' : `${countFormat.format(percent)}%`;
  return { direction, words: `${direction} ${amount} from ${before}` };
}
