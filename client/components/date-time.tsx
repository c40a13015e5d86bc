import { useClock } from '@client/lib/clock';
import { commonMessages } from '@client/lib/common-messages';
import { formatIn } from '@client/lib/dates';
import { tIn, useLocale, useT } from '@client/lib/i18n';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';

const parse = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * A date in a date-fns pattern, in the clock's zone; the fallback (spec section 3: 'Recently') when it is missing or unreadable.
 * In the page's language when given (its month names load with its messages: client/lib/dates.ts).
 */
export function dateText(value: string | null | undefined, pattern: string, clock: { timeZone: string }, fallback?: string, locale: Locale = DEFAULT_LOCALE) {
  const date = parse(value);
  return date ? formatIn(date, pattern, clock, locale) : (fallback ?? tIn(commonMessages, locale)('time.recently'));
}

/** A `<time>` showing a date in the visitor's zone (the render's, UTC, while the server's HTML is hydrated). */
export function DateTime({ value, pattern, className }: { value: string | null | undefined; pattern: string; className?: string }) {
  const clock = useClock();
  const t = useT(commonMessages);
  const locale = useLocale();
  return (
    <time dateTime={value ?? undefined} className={className}>
      {dateText(value, pattern, clock, t('time.recently'), locale)}
    </time>
  );
}
