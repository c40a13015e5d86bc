import { format } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminReviewReport } from '@shared/api/shop';
import { DELETED_MEMBER } from '@shared/display-name';
import { QueryError } from '@client/components/query-error';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { SelectField } from '@client/components/ui/field';
import { useHeadingFocus } from '@client/lib/use-heading-focus';
import { AdminSection } from '../../components/admin-section';
import { RowButton } from '../../components/data-table';
import { NoSuchPage, Pager, shownPage } from '../../components/pager';
import { useListParams } from '../../components/use-list-params';
import type { ReviewReportStatus } from '../api';
import { productHref, useResolveReviewReport, useReviewReports } from '../review-api';
import { resolveReviewReportNotices, reviewOf } from './notices';
import { ResponsiveList } from './responsive-list';

const STATUSES: { value: ReviewReportStatus; label: string; caption: string; empty: string }[] = [
  { value: 'open', label: 'Open', caption: 'Open reports', empty: 'No reported reviews. Members can report a review from the product page.' },
  { value: 'dismissed', label: 'Dismissed', caption: 'Dismissed reports', empty: 'No dismissed reports yet.' },
  { value: 'removed', label: 'Review removed', caption: 'Reports that led to a removal', empty: 'No report has led to a removal yet.' },
];
const COLUMNS = ['Review', 'Reason', 'Reported by', 'Date', 'Actions'] as const;
/** Long reviews are cut in the queue, with a button for the rest. */
const BODY_SHOWN = 600;

/** `?status=` of the reviews tab: open unless it names another. */
export const readReportStatus = (value: string | null): ReviewReportStatus => STATUSES.find((status) => status.value === value)?.value ?? 'open';

const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy h:mm a');
const reporterOf = (report: AdminReviewReport) => report.reporter?.name ?? DELETED_MEMBER;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-800">
      <span aria-hidden="true" className="tracking-wider text-amber-700">
        {'★'.repeat(rating)}
        {'☆'.repeat(Math.max(0, 5 - rating))}
      </span>
      {rating} of 5 stars
    </p>
  );
}

/** The member's words as they wrote them, as text. */
function ReviewBody({ body }: { body: string }) {
  const [whole, setWhole] = useState(false);
  const long = body.length > BODY_SHOWN;
  return (
    <div className="space-y-1">
      <blockquote className="border-l-4 border-slate-200 pl-3 break-words whitespace-pre-wrap text-slate-900">
        {long && !whole ? `${body.slice(0, BODY_SHOWN).trimEnd()}…` : body}
      </blockquote>
      {long ? (
        <Button type="button" variant="link" size="sm" className="h-auto p-0" aria-expanded={whole} onClick={() => setWhole(!whole)}>
          {whole ? 'Show less' : 'Read the whole review'}
        </Button>
      ) : null}
    </div>
  );
}

function ReportedReview({ report }: { report: AdminReviewReport }) {
  const { review } = report;
  return (
    <div className="min-w-0 space-y-2 lg:max-w-xl lg:min-w-64">
      <p className="flex flex-wrap items-center gap-2">
        <Link to={productHref(review.product.slug)} className="font-semibold break-words text-brand-800 underline underline-offset-2 hover:text-brand-900">
          {review.product.name}
        </Link>
        {review.status === 'removed' ? <Badge className="border-transparent bg-red-100 text-red-800">Removed</Badge> : null}
      </p>
      <Stars rating={review.rating} />
      {review.title ? <p className="font-semibold break-words text-slate-900">{review.title}</p> : null}
      <ReviewBody body={review.body} />
      <p className="text-xs text-slate-700">
        Written by {review.author.name} ·{' '}
        <a href={`mailto:${review.author.email}`} className="break-all underline underline-offset-2 hover:text-slate-900">
          {review.author.email}
        </a>
      </p>
    </div>
  );
}

function Reason({ report }: { report: AdminReviewReport }) {
  const others = report.otherOpenReports;
  const more =
    report.status === 'open'
      ? others > 0
        ? `${count(others, 'other open report', 'other open reports')} on this review`
        : 'No other open reports on this review'
      : others > 0
        ? `${count(others, 'open report', 'open reports')} on this review still ${others === 1 ? 'waits' : 'wait'} for a decision`
        : null;
  return (
    <>
      <p className="break-words whitespace-pre-wrap text-slate-900">{report.reason}</p>
      {more ? <p className={others > 0 ? 'mt-1 text-xs font-semibold text-amber-900' : 'mt-1 text-xs text-slate-700'}>{more}</p> : null}
    </>
  );
}

type ActionProps = { busy: boolean; onDismiss: (report: AdminReviewReport) => void; onRemove: (report: AdminReviewReport) => void };

function Actions({ report, busy, onDismiss, onRemove }: ActionProps & { report: AdminReviewReport }) {
  if (report.status !== 'open') return <span className="text-slate-700">{report.status === 'dismissed' ? 'Dismissed' : 'Review removed'}</span>;
  const name = `(${reviewOf(report)}, reported by ${reporterOf(report)})`;
  return (
    <div className="flex flex-wrap gap-2">
      <RowButton label="Dismiss report" name={name} busy={busy} onClick={() => onDismiss(report)} />
      <RowButton label="Remove review" name={name} busy={busy} onClick={() => onRemove(report)} className="border-red-200 text-red-700 hover:bg-red-50" />
    </div>
  );
}

function ReportRow({ report, ...actions }: ActionProps & { report: AdminReviewReport }) {
  return (
    <tr className="align-top" data-report-id={report.id}>
      <td className="px-4 py-3">
        <ReportedReview report={report} />
      </td>
      <td className="max-w-xs px-4 py-3">
        <Reason report={report} />
      </td>
      <td className="px-4 py-3">{reporterOf(report)}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
      </td>
      <td className="px-4 py-3">
        <Actions report={report} {...actions} />
      </td>
    </tr>
  );
}

/** A phone's card for one report: the same facts and actions as the table's row, stacked. */
function ReportCard({ report, ...actions }: ActionProps & { report: AdminReviewReport }) {
  return (
    <li className="space-y-3 p-4" data-report-id={report.id}>
      <ReportedReview report={report} />
      <div className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
        <p className="text-slate-700">
          Reported by <span className="font-semibold text-slate-900">{reporterOf(report)}</span> · <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
        </p>
        <Reason report={report} />
      </div>
      <Actions report={report} {...actions} />
    </li>
  );
}

/** What removing does, said before it is done. */
function removalText(report: AdminReviewReport) {
  const others = report.otherOpenReports;
  return [
    `${reviewOf(report)} will disappear from the product’s page and no longer count in its rating.`,
    others > 0 ? `${count(others, 'other open report', 'other open reports')} on it will be closed with this one.` : '',
    `${report.review.author.name} will not be able to write another review of this product.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * `/admin/products?tab=reviews`: members' reports of product reviews (open ones wait for a decision:
 * dismiss the report, or remove the review), and the record of earlier decisions; the status and page in the address.
 */
export function ReviewReports() {
  const { searchParams, page, update, goToPage } = useListParams<'status'>();
  const status = readReportStatus(searchParams.get('status'));
  const current = STATUSES.find((option) => option.value === status) ?? STATUSES[0]!;
  const reports = useReviewReports({ status, page });
  const resolve = useResolveReviewReport(resolveReviewReportNotices);
  const [toRemove, setToRemove] = useState<AdminReviewReport | null>(null);
  // A decided report leaves the open list with its buttons: the focus goes to the section's heading.
  const { heading, focusHeadingAfterClose } = useHeadingFocus(toRemove !== null);
  const busyId = resolve.isPending ? resolve.variables?.report.id : null;

  const data = reports.data;
  const beyondLastPage = data !== undefined && data.reports.length === 0 && data.total > 0;
  const empty = reports.isError ? 'The reported reviews could not be loaded.' : beyondLastPage ? <NoSuchPage page={page} onFirst={() => goToPage(1)} /> : current.empty;
  const actions = (report: AdminReviewReport) => ({
    report,
    busy: busyId === report.id,
    onDismiss: (dismissed: AdminReviewReport) => resolve.mutate({ report: dismissed, action: 'dismiss' }, { onSuccess: () => heading.current?.focus() }),
    onRemove: setToRemove,
  });

  return (
    <AdminSection
      title="Reported reviews"
      intro="Reviews that members reported, newest first. A removed review disappears from its product’s page and no longer counts in its rating."
      headingRef={heading}
      aside={
        <SelectField
          label="Show reports"
          className="w-full sm:w-56"
          options={STATUSES}
          emptyLabel={null}
          value={status}
          onChange={(event) => update('status', readReportStatus(event.target.value))}
        />
      }
    >
      {reports.isError ? <QueryError title="Could not load the reported reviews" error={reports.error} onRetry={() => void reports.refetch()} retrying={reports.isFetching} /> : null}

      <ResponsiveList
        caption={`${current.caption}, newest first`}
        columns={COLUMNS}
        items={reports.isError && !reports.isPlaceholderData ? (data?.reports ?? []) : data?.reports}
        stale={reports.isPlaceholderData}
        empty={empty}
        row={(report) => <ReportRow key={report.id} {...actions(report)} />}
        card={(report) => <ReportCard key={report.id} {...actions(report)} />}
      />

      <Pager label="Reported reviews pages" page={page} shown={shownPage(data)} noun={['report', 'reports']} loadingText={reports.isError ? '' : 'Loading the reports…'} onPage={goToPage} />

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => (open ? undefined : setToRemove(null))}
        pending={resolve.isPending}
        onConfirm={() => {
          if (toRemove) resolve.mutate({ report: toRemove, action: 'remove' }, { onSuccess: focusHeadingAfterClose, onSettled: () => setToRemove(null) });
        }}
        title="Remove this review?"
        description={toRemove ? removalText(toRemove) : ''}
        confirmLabel="Remove review"
      />
    </AdminSection>
  );
}
