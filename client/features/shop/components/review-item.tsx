import { BadgeCheck, Flag, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import type { ProductReview } from '@shared/api/shop';
import { REPORT_REASON_MAX } from '@shared/constants';
import { MemberPicture } from '@client/components/member-picture';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { TextAreaField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useLocale, useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { orderDate } from '../format';
import { shopMessages } from '../messages';
import { reviewNotices } from '../notices';
import { reviewTags } from '../review-tags';
import { useMarkHelpful, useReportReview } from '../reviews-api';
import { Stars } from './stars';

/** "Report": a reason, into the moderators' queue. */
function ReportReview({ review, onReported }: { review: ProductReview; onReported: () => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const report = useReportReview();
  const t = useT(shopMessages);
  const send = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    report.mutate(
      { id: review.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          toast(reviewNotices(t).reported);
          onReported();
        },
      },
    );
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" /> {t('review.report')}<span className="sr-only"> {t('review.reportBy', { name: review.author.name })}</span>
      </Button>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) report.reset();
        }}
        title={t('review.reportTitle')}
        description={t('review.reportDescription')}
        submitLabel={t('review.reportSend')}
        pendingLabel={t('review.reportSending')}
        pending={report.isPending}
        onSubmit={send}
      >
        <TextAreaField
          label={t('review.reportReason')}
          rows={4}
          maxLength={REPORT_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
          error={missing ? t('review.reportMissing') : undefined}
        />
        <FormError error={report.error} fallback={t('review.reportFailed')} />
      </FormDialog>
    </>
  );
}

type Props = { slug: string; review: ProductReview; signedIn: boolean };

/** One review: who wrote it and what they chose to show, the stars, the text, and for other members "Helpful" and "Report". */
export function ReviewItem({ slug, review, signedIn }: Props) {
  const helpful = useMarkHelpful(slug);
  const [reported, setReported] = useState(false);
  const t = useT(shopMessages);
  const locale = useLocale();
  const tags = reviewTags(review.author, t);
  const canAct = signedIn && !review.mine;
  const toggleHelpful = () =>
    !helpful.isPending &&
    helpful.mutate(
      { id: review.id, helpful: !review.votedHelpful },
      { onError: (error) => toast({ title: reviewNotices(t).notVoted.title, description: errorMessage(error), variant: 'destructive' }) },
    );
  const people = t('review.people', { count: review.helpfulCount });
  return (
    <article aria-labelledby={`review-${review.id}-title`} className="py-6 first:pt-0" data-testid="review">
      <div className="flex items-start gap-3">
        <MemberPicture name={review.author.name} imageUrl={review.author.profileImageUrl} className="size-10 text-base" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">
            {review.author.name}
            {review.mine ? <span className="font-normal text-slate-700"> {t('review.you')}</span> : null}
          </p>
          <p className="text-sm text-slate-700">
            {orderDate(review.createdAt, locale)}
            {review.editedAt ? t('review.edited') : null}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <h3 id={`review-${review.id}-title`} className="font-semibold text-slate-900">
          {review.title ?? <span className="sr-only">{t('review.by', { name: review.author.name })}</span>}
        </h3>
      </div>
      {review.verifiedPurchase || tags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('review.about')}>
          {review.verifiedPurchase ? (
            <li>
              <Badge className="gap-1">
                <BadgeCheck aria-hidden="true" className="size-3.5" /> {t('review.verified')}
              </Badge>
            </li>
          ) : null}
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Sanitised by the server as forum posts are (shared/api/shop.ts productReview.bodyHtml). */}
      <div className="member-text mt-3 break-words text-slate-800" dangerouslySetInnerHTML={{ __html: review.bodyHtml }} />
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {canAct ? (
          <Button
            variant="outline"
            size="sm"
            aria-pressed={review.votedHelpful}
            onClick={toggleHelpful}
            aria-disabled={helpful.isPending || undefined}
            className={cn(review.votedHelpful && 'border-brand-700 bg-brand-50 text-brand-900')}
          >
            <ThumbsUp aria-hidden="true" fill={review.votedHelpful ? 'currentColor' : 'none'} /> {t('review.helpful', { count: review.helpfulCount })}
          </Button>
        ) : review.helpfulCount > 0 ? (
          <span>{people}</span>
        ) : null}
        {canAct ? reported ? <span role="status">{t('review.reported')}</span> : <ReportReview review={review} onReported={() => setReported(true)} /> : null}
      </div>
    </article>
  );
}
