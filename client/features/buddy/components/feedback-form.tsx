import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { TextAreaField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { useLeaveFeedback } from '../api';
import { FEEDBACK_MAX } from '../sizes';

const RATINGS = [1, 2, 3, 4, 5] as const;
const ratingLabel = (rating: number) => `${rating} star${rating === 1 ? '' : 's'}`;

/** Stars drawn for a rating (decorative: the text says it). */
export function Stars({ rating, small = false }: { rating: number; small?: boolean }) {
  return (
    <span aria-hidden="true" className="inline-flex">
      {RATINGS.map((n) => (
        <Star key={n} className={cn(small ? 'size-4' : 'size-5', n <= rating ? 'fill-amber-400 text-amber-600' : 'text-slate-400')} />
      ))}
    </span>
  );
}

/** After the purchase: 1 to 5 stars (a radio group) and, if they like, a comment. */
export function FeedbackForm({ matchId }: { matchId: string }) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useLeaveFeedback(matchId, {
    done: () => toast({ title: 'Feedback sent', description: 'Thank you! It helps us make Clubfoot Buddy better.' }),
    failed: (error) => toast({ title: 'Could not send your feedback', description: errorMessage(error), variant: 'destructive' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      return;
    }
    send.mutate({ rating, comment: comment.trim() });
  };

  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        Leave feedback
      </h2>
      <fieldset aria-describedby={missing && rating === null ? `${id}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-900">How did sharing shoes go?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {RATINGS.map((n) => (
            <label
              key={n}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} className="size-4 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700" />
              <Stars rating={n} small />
              {ratingLabel(n)}
            </label>
          ))}
        </div>
        {missing && rating === null ? (
          <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
            Choose 1 to 5 stars
          </p>
        ) : null}
      </fieldset>
      <TextAreaField label="Comment (optional)" rows={3} value={comment} maxLength={FEEDBACK_MAX} onChange={(event) => setComment(event.target.value)} />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send feedback'}
      </Button>
    </form>
  );
}
