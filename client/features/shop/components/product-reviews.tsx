import { ChevronLeft, ChevronRight, PenLine } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { OwnReview, ReviewsPage } from '@shared/api/shop';
import { type ReviewSort, reviewSorts, REVIEWS_PAGE_SIZE } from '@shared/shop';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { SelectField } from '@client/components/ui/field';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { oneDecimal, upToOneDecimal } from '../format';
import { shopMessages } from '../messages';
import { reviewNotices } from '../notices';
import { stageLabel, TREATMENT_STAGES, type TreatmentStage } from '../review-tags';
import { type ReviewFilters, useDeleteReview, useReviews } from '../reviews-api';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { Stars } from './stars';


/** The average over every review, and how many gave each number of stars. */
function Summary({ summary }: { summary: ReviewsPage['summary'] }) {
  const t = useT(shopMessages);
  const locale = useLocale();
  if (summary.count === 0 || summary.average === null) return <p className="text-slate-700">{t('reviews.noneYet')}</p>;
  const most = Math.max(...summary.distribution, 1);
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <div>
        <p className="text-4xl font-bold text-slate-900" aria-hidden="true">
          {oneDecimal(summary.average, locale)}
        </p>
        <span aria-hidden="true">
          <Stars rating={Math.round(summary.average)} />
        </span>
        <p className="text-sm text-slate-700">
          <Rich
            t={t}
            k="reviews.summaryCount"
            values={{ average: upToOneDecimal(summary.average, locale), count: summary.count }}
            tags={{ sr: (text) => <span className="sr-only">{text}</span> }}
          />
        </p>
      </div>
      <ul aria-label={t('reviews.distribution')} className="w-full max-w-sm space-y-1.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm text-slate-800">
              <span className="w-14 shrink-0">
                {t('reviews.stars', { count: stars })}
                <span className="sr-only">:</span>
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200">
                <span className="block h-full rounded-full bg-amber-600" style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right">
                {count}
                <span className="sr-only"> {t('reviews.word', { count })}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The member's own review: write it, change it, delete it; or why it is no longer shown. */
function YourReview({ slug, mine }: { slug: string; mine: OwnReview | null }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReview(slug);
  const opener = useRef<HTMLButtonElement>(null);
  const t = useT(shopMessages);
  const done = () => {
    setEditing(false);
    // Back to the button that opened the form, once it is shown again.
    requestAnimationFrame(() => opener.current?.focus());
  };
  if (mine?.status === 'removed') {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800" data-testid="review-removed">
        <Rich
          t={t}
          k="reviews.removed"
          tags={{
            link: (text) => (
              <Link to="/contact" className="font-semibold text-brand-800 underline underline-offset-2">
                {text}
              </Link>
            ),
          }}
        />
      </p>
    );
  }
  if (editing) return <ReviewForm slug={slug} mine={mine} onDone={done} />;
  if (!mine) {
    return (
      <Button ref={opener} onClick={() => setEditing(true)}>
        <PenLine aria-hidden="true" /> {t('reviews.write')}
      </Button>
    );
  }
  const deleteReview = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast(reviewNotices(t).deleted);
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: t('reviews.deleteFailed'), description: errorMessage(error), variant: 'destructive' });
      },
    });
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <p className="mr-auto text-slate-800">{t('reviews.thanks')}</p>
      <Button ref={opener} variant="outline" onClick={() => setEditing(true)}>
        <PenLine aria-hidden="true" /> {t('reviews.edit')}
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        {t('reviews.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('reviews.deleteTitle')}
        description={t('reviews.deleteText')}
        confirmLabel={t('reviews.deleteConfirm')}
        onConfirm={deleteReview}
        pending={remove.isPending}
      />
    </div>
  );
}

/** The reviews of a product: average and distribution, the member's own, sort, stage filter and pages. */
export default function ProductReviews({ slug }: { slug: string }) {
  const id = useId();
  const { user, isLoading } = useAuth();
  const [filters, setFilters] = useState<ReviewFilters>({ sort: 'helpful', stage: null, page: 1 });
  const query = useReviews(slug, filters);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const t = useT(shopMessages);
  const sortOptions = reviewSorts.map((value) => ({ value, label: t(`reviewSort.${value}`) }));
  const stageOptions = TREATMENT_STAGES.map((value) => ({ value, label: stageLabel(value, t) }));
  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / REVIEWS_PAGE_SIZE)) : 1;
  const goTo = (page: number) => {
    setFilters((previous) => ({ ...previous, page }));
    listHeading.current?.focus();
  };
  const loginHref = `/login?returnTo=${encodeURIComponent(`/shop/products/${slug}`)}`;

  return (
    <section aria-labelledby={`${id}-title`} className="mt-12" id="reviews">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {t('reviews.title')}
      </h2>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('reviews.loading')} className="mt-4 space-y-3">
          <Skeleton className="h-10 w-32" />
          <Skeleton className="h-4 w-full max-w-sm" />
          <Skeleton className="h-4 w-full max-w-sm" />
        </div>
      ) : !data ? (
        <QueryError className="mt-4" title={t('reviews.error')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : (
        <>
          <div className="mt-4">
            <Summary summary={data.summary} />
          </div>
          <div className="mt-6">
            {isLoading ? null : user ? (
              <YourReview slug={slug} mine={data.mine} />
            ) : (
              <p className="text-slate-800">
                <Rich
                  t={t}
                  k="reviews.signIn"
                  tags={{
                    link: (text) => (
                      <Link to={loginHref} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
                        {text}
                      </Link>
                    ),
                  }}
                />
              </p>
            )}
          </div>
          {data.summary.count > 0 ? (
            <div className="mt-8">
              <div className="flex flex-wrap items-end justify-between gap-4">
                <h3 ref={listHeading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus-visible:outline-none">
                  {filters.stage
                    ? t('reviews.countAtStage', { count: data.total, stage: stageLabel(filters.stage, t).toLowerCase() })
                    : t('reviews.count', { count: data.total })}
                </h3>
                <div className="grid w-full grid-cols-2 gap-3 sm:w-auto">
                  <SelectField
                    label={t('reviews.sortBy')}
                    emptyLabel={null}
                    options={sortOptions}
                    value={filters.sort}
                    onChange={(event) => setFilters((previous) => ({ ...previous, sort: event.target.value as ReviewSort, page: 1 }))}
                  />
                  <SelectField
                    label={t('reviews.stage')}
                    emptyLabel={t('reviews.allStages')}
                    options={stageOptions}
                    value={filters.stage ?? ''}
                    onChange={(event) => setFilters((previous) => ({ ...previous, stage: (event.target.value || null) as TreatmentStage | null, page: 1 }))}
                  />
                </div>
              </div>
              {data.reviews.length === 0 ? (
                <p className="mt-4 text-slate-700">{t('reviews.noneAtStage')}</p>
              ) : (
                <div className="mt-4 divide-y divide-slate-200" aria-busy={query.isPlaceholderData || undefined}>
                  {data.reviews.map((review) => (
                    <ReviewItem key={review.id} slug={slug} review={review} signedIn={user !== null} />
                  ))}
                </div>
              )}
              {pageCount > 1 ? (
                <nav aria-label={t('reviews.pages')} className="mt-6 flex items-center justify-between gap-3">
                  <Button variant="outline" onClick={() => goTo(filters.page - 1)} disabled={filters.page <= 1}>
                    <ChevronLeft aria-hidden="true" /> <Rich t={t} k="reviews.previous" tags={{ sr: (text) => <span className="sr-only">{text}</span> }} />
                  </Button>
                  <p className="text-sm text-slate-700">
                    {t('reviews.pageOf', { page: filters.page, count: pageCount })}
                  </p>
                  <Button variant="outline" onClick={() => goTo(filters.page + 1)} disabled={filters.page >= pageCount}>
                    <Rich t={t} k="reviews.next" tags={{ sr: (text) => <span className="sr-only">{text}</span> }} /> <ChevronRight aria-hidden="true" />
                  </Button>
                </nav>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
