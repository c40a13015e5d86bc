const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "yesterday", "just now"; 'Recently' when the date is missing or invalid (spec section 3). */
export function timeAgo(value: string | Date | null | undefined, now = Date.now()) {
  if (!value) return 'Recently';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return 'Recently';
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** US dollars from cents: '$25' for whole dollars, '$25.50' otherwise, '$1,000' with separators. */
export function formatCents(cents: number) {
  const rounded = Math.round(cents);
  return rounded % 100 === 0 ? wholeDollars.format(rounded / 100) : dollarsAndCents.format(rounded / 100);
}

/** The same for an amount in dollars (what the donor picks on the donate page). */
export const formatDollars = (dollars: number) => formatCents(dollars * 100);
