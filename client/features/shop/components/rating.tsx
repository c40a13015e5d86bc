import { Star } from 'lucide-react';
import { useLocale, useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { oneDecimal, upToOneDecimal } from '../format';
import { shopMessages } from '../messages';

type Props = {
  rating: { average: number | null; count: number };
  className?: string;
  /** A product card's narrow column: '4.5 (2)' rather than '4.5 (2 reviews)'. */
  compact?: boolean;
};

const STARS = [0, 1, 2, 3, 4];

/** Five stars filled to the average (named for screen readers) and the number of reviews; 'No reviews yet' before the first. */
export function Rating({ rating, className, compact = false }: Props) {
  const t = useT(shopMessages);
  const locale = useLocale();
  if (rating.count === 0 || rating.average === null) return <p className={cn('text-sm text-slate-700', className)}>{t('rating.none')}</p>;
  const average = Math.round(rating.average * 10) / 10;
  const reviews = t('rating.reviews', { count: rating.count });
  return (
    <p className={cn('flex items-center text-sm text-slate-700', compact ? 'gap-1' : 'gap-1.5', className)}>
      <span role="img" aria-label={t('rating.label', { average: upToOneDecimal(average, locale) })} className="relative inline-flex">
        <span className="flex text-slate-300">
          {STARS.map((star) => (
            <Star key={star} aria-hidden="true" className={compact ? 'size-3.5' : 'size-4'} fill="currentColor" strokeWidth={0} />
          ))}
        </span>
        <span className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-600" style={{ width: `${(average / 5) * 100}%` }}>
          {STARS.map((star) => (
            <Star key={star} aria-hidden="true" className={cn('shrink-0', compact ? 'size-3.5' : 'size-4')} fill="currentColor" strokeWidth={0} />
          ))}
        </span>
      </span>
      {compact ? (
        <span className="whitespace-nowrap">
          <span aria-hidden="true">
            {oneDecimal(average, locale)} ({rating.count})
          </span>
          <span className="sr-only">, {reviews}</span>
        </span>
      ) : (
        <span>
          {oneDecimal(average, locale)} ({reviews})
        </span>
      )}
    </p>
  );
}
