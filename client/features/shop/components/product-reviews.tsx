import { ChevronLeft, ChevronRight, PenLine } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { OwnReview, ReviewsPage } from '@shared/api/shop';
import { ratingText, REVIEW_SORT_LABELS, type ReviewSort, reviewSorts, REVIEWS_PAGE_SIZE } from '@shared/shop';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { SelectField } from '@client/components/ui/field';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { REVIEW_NOTICES } from '../notices';
import { STAGE_LABELS, TREATMENT_STAGES, type TreatmentStage } from '../review-tags';
import { type ReviewFilters, useDeleteReview, useReviews } from '../reviews-api';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { Stars } from './stars';

const SORT_OPTIONS = reviewSorts.map((value) => ({ value, label: REVIEW_SORT_LABELS[value] }));
const STAGE_OPTIONS = TREATMENT_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }));

/** The average over every review, and how many gave each number of stars. */
function Summary({ summary }: { summary: ReviewsPage['summary'] }) {
  if (summary.count === 0 || summary.average === null) return <p className="text-slate-700">No reviews yet. Families who have used it can be the first.</p>;
  const most = Math.max(...summary.distribution, 1);
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <div>
        <p className="text-4xl font-bold text-slate-900" aria-hidden="true">
          {summary.average.toFixed(1)}
        </p>
        <span aria-hidden="true">
          <Stars rating={Math.round(summary.average)} />
        </span>
        <p className="text-sm text-slate-700">
          <span className="sr-only">Rated {ratingText(summary.average)}, from </span>
          {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <ul aria-label="How many reviews gave each rating" className="w-full max-w-sm space-y-1.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm text-slate-800">
              <span className="w-14 shrink-0">
                {stars} {stars === 1 ? 'star' : 'stars'}
                <span className="sr-only">:</span>
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200">
                <span className="block h-full rounded-full bg-amber-600" style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right">
                {count}
                <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>
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
  const done = () => {
    setEditing(false);
    // Back to the button that opened the form, once it is shown again.
    requestAnimationFrame(() => opener.current?.focus());
  };
  if (mine?.status === 'removed') {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800" data-testid="review-removed">
        Your review of this product was removed by a moderator, so it is no longer shown. If you think this was a mistake, please{' '}
        <Link to="/contact" className="font-semibold text-brand-800 underline underline-offset-2">
          contact us
        </Link>
        .
      </p>
    );
  }
  if (editing) return <ReviewForm slug={slug} mine={mine} onDone={done} />;
  if (!mine) {
    return (
      <Button ref={opener} onClick={() => setEditing(true)}>
        <PenLine aria-hidden="true" /> Write a review
      </Button>
    );
  }
  const deleteReview = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast(REVIEW_NOTICES.deleted);
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: 'Your review was not deleted', description: errorMessage(error), variant: 'destructive' });
      },
    });
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <p className="mr-auto text-slate-800">Thank you for reviewing this product.</p>
      <Button ref={opener} variant="outline" onClick={() => setEditing(true)}>
        <PenLine aria-hidden="true" /> Edit your review
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your review?"
        description="Your rating and text will be taken off this product's page. You can write a new review at any time."
        confirmLabel="Delete review"
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
        Reviews
      </h2>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the reviews" className="mt-4 space-y-3">
          <Skeleton className="h-10 w-32" />
          <Skeleton className="h-4 w-full max-w-sm" />
          <Skeleton className="h-4 w-full max-w-sm" />
        </div>
      ) : !data ? (
        <QueryError className="mt-4" title="Could not load the reviews" error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
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
                <Link to={loginHref} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
                  Sign in to write a review
                </Link>{' '}
                and share what worked for your family.
              </p>
            )}
          </div>
          {data.summary.count > 0 ? (
            <div className="mt-8">
              <div className="flex flex-wrap items-end justify-between gap-4">
                <h3 ref={listHeading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus-visible:outline-none">
                  {data.total} {filters.stage ? `${data.total === 1 ? 'review' : 'reviews'} from families at ${STAGE_LABELS[filters.stage].toLowerCase()}` : data.total === 1 ? 'review' : 'reviews'}
                </h3>
                <div className="grid w-full grid-cols-2 gap-3 sm:w-auto">
                  <SelectField
                    label="Sort by"
                    emptyLabel={null}
                    options={SORT_OPTIONS}
                    value={filters.sort}
                    onChange={(event) => setFilters((previous) => ({ ...previous, sort: event.target.value as ReviewSort, page: 1 }))}
                  />
                  <SelectField
                    label="Treatment stage"
                    emptyLabel="All stages"
                    options={STAGE_OPTIONS}
                    value={filters.stage ?? ''}
                    onChange={(event) => setFilters((previous) => ({ ...previous, stage: (event.target.value || null) as TreatmentStage | null, page: 1 }))}
                  />
                </div>
              </div>
              {data.reviews.length === 0 ? (
                <p className="mt-4 text-slate-700">No reviews from families at this stage yet. Choose another stage to see more.</p>
              ) : (
                <div className="mt-4 divide-y divide-slate-200" aria-busy={query.isPlaceholderData || undefined}>
                  {data.reviews.map((review) => (
                    <ReviewItem key={review.id} slug={slug} review={review} signedIn={user !== null} />
                  ))}
                </div>
              )}
              {pageCount > 1 ? (
                <nav aria-label="Pages of reviews" className="mt-6 flex items-center justify-between gap-3">
                  <Button variant="outline" onClick={() => goTo(filters.page - 1)} disabled={filters.page <= 1}>
                    <ChevronLeft aria-hidden="true" /> Previous<span className="sr-only"> page</span>
                  </Button>
                  <p className="text-sm text-slate-700">
                    Page {filters.page} of {pageCount}
                  </p>
                  <Button variant="outline" onClick={() => goTo(filters.page + 1)} disabled={filters.page >= pageCount}>
                    Next<span className="sr-only"> page</span> <ChevronRight aria-hidden="true" />
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
