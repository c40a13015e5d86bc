import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { TextAreaField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { useLeaveFeedback } from '../api';
import { FEEDBACK_MAX } from '../sizes';
import { useT } from '@client/lib/i18n';
import { buddyMessages } from '../messages';

const RATINGS = [1, 2, 3, 4, 5] as const;

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
  const t = useT(buddyMessages);
  const send = useLeaveFeedback(matchId, {
    done: () => toast({ title: t('feedback.doneTitle'), description: t('feedback.doneText') }),
    failed: (error) => toast({ title: t('feedback.failed'), description: errorMessage(error), variant: 'destructive' }),
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
        {t('feedback.title')}
      </h2>
      <fieldset aria-describedby={missing && rating === null ? `${id}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-900">{t('feedback.question')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {RATINGS.map((n) => (
            <label
              key={n}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} className="size-4 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700" />
              <Stars rating={n} small />
              {t('feedback.rating', { rating: n })}
            </label>
          ))}
        </div>
        {missing && rating === null ? (
          <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
            {t('feedback.missing')}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField label={t('feedback.comment')} rows={3} value={comment} maxLength={FEEDBACK_MAX} onChange={(event) => setComment(event.target.value)} />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t('common.sending') : t('feedback.send')}
      </Button>
    </form>
  );
}
