import { useClock } from '@client/lib/clock';
import { formatIn } from '@client/lib/dates';

const parse = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** A date in a date-fns pattern, in the clock's zone; the fallback (spec section 3: 'Recently') when it is missing or unreadable. */
export function dateText(value: string | null | undefined, pattern: string, clock: { timeZone: string }, fallback = 'Recently') {
  const date = parse(value);
  return date ? formatIn(date, pattern, clock) : fallback;
}

/** A `<time>` showing a date in the visitor's zone (the render's, UTC, while the server's HTML is hydrated). */
export function DateTime({ value, pattern, className }: { value: string | null | undefined; pattern: string; className?: string }) {
  const clock = useClock();
  return (
    <time dateTime={value ?? undefined} className={className}>
      {dateText(value, pattern, clock)}
    </time>
  );
}
