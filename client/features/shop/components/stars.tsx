import { Star } from 'lucide-react';
import { useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { shopMessages } from '../messages';
import { starsText } from '../review-tags';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** One review's rating: five stars, named for screen readers ('4 out of 5 stars'). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const t = useT(shopMessages);
  return (
    <span role="img" aria-label={starsText(rating, t)} className={cn('inline-flex', className)}>
      {RATINGS.map((star) => (
        <Star key={star} aria-hidden="true" className={cn('size-4', star <= rating ? 'text-amber-600' : 'text-slate-300')} fill="currentColor" strokeWidth={0} />
      ))}
    </span>
  );
}

type InputProps = {
  /** The radios' group name. */
  name: string;
  /** 0 before a rating is chosen. */
  value: number;
  onChange: (rating: number) => void;
  error?: string;
  errorId: string;
};

/** The rating as five radios (arrow keys move between them), each a star the size of a finger. */
export function StarInput({ name, value, onChange, error, errorId }: InputProps) {
  const t = useT(shopMessages);
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-900">
        {t('stars.yourRating')}
        {value > 0 ? <span className="font-normal text-slate-700">{t('stars.chosen', { stars: starsText(value, t) })}</span> : null}
      </legend>
      <div className="mt-1 flex gap-1">
        {RATINGS.map((rating) => (
          <label key={rating} className="relative block">
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-label={starsText(rating, t)}
              aria-invalid={error ? true : undefined}
              className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
            />
            <span className="flex size-11 items-center justify-center rounded-md peer-hover:bg-amber-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-700">
              <Star aria-hidden="true" className={cn('size-8', rating <= value ? 'text-amber-600' : 'text-slate-400')} fill={rating <= value ? 'currentColor' : 'none'} strokeWidth={1.5} />
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
