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
import { DateTime } from '@client/components/date-time';
import { useLocale, useT } from '@client/lib/i18n';
import type { Locale } from '@shared/i18n/locales';
import type { ShopAdminT } from '../labels';
import { shopAdminMessages } from '../messages';

type Key = keyof (typeof shopAdminMessages)['en'];

const STATUSES = [
  { value: 'open', label: 'reviews.status.open', caption: 'reviews.caption.open', empty: 'reviews.empty.open' },
  { value: 'dismissed', label: 'reviews.status.dismissed', caption: 'reviews.caption.dismissed', empty: 'reviews.empty.dismissed' },
  { value: 'removed', label: 'reviews.status.removed', caption: 'reviews.caption.removed', empty: 'reviews.empty.removed' },
] as const satisfies readonly { value: ReviewReportStatus; label: Key; caption: Key; empty: Key }[];
const COLUMNS = ['reviews.col.review', 'reviews.col.reason', 'reviews.col.reportedBy', 'reviews.col.date', 'reviews.col.actions'] as const satisfies readonly Key[];
/** Long reviews are cut in the queue, with a button for the rest. */
const BODY_SHOWN = 600;

/** `?status=` of the reviews tab: open unless it names another. */
export const readReportStatus = (value: string | null): ReviewReportStatus => STATUSES.find((status) => status.value === value)?.value ?? 'open';

const WHEN = 'MMM d, yyyy h:mm a';
const reporterOf = (report: AdminReviewReport) => report.reporter?.name ?? DELETED_MEMBER;

function Stars({ rating }: { rating: number }) {
  const t = useT(shopAdminMessages);
  return (
    <p className="flex items-center gap-2 text-sm text-slate-800">
      <span aria-hidden="true" className="tracking-wider text-amber-700">
        {'★'.repeat(rating)}
        {'☆'.repeat(Math.max(0, 5 - rating))}
      </span>
      {t('reviews.stars', { rating })}
    </p>
  );
}

/** The member's words as they wrote them, as text. */
function ReviewBody({ body }: { body: string }) {
  const [whole, setWhole] = useState(false);
  const t = useT(shopAdminMessages);
  const long = body.length > BODY_SHOWN;
  return (
    <div className="space-y-1">
      <blockquote className="border-l-4 border-slate-200 pl-3 break-words whitespace-pre-wrap text-slate-900">
        {long && !whole ? `${body.slice(0, BODY_SHOWN).trimEnd()}…` : body}
      </blockquote>
      {long ? (
        <Button type="button" variant="link" size="sm" className="h-auto p-0" aria-expanded={whole} onClick={() => setWhole(!whole)}>
          {whole ? t('reviews.showLess') : t('reviews.readAll')}
        </Button>
      ) : null}
    </div>
  );
}

function ReportedReview({ report }: { report: AdminReviewReport }) {
  const { review } = report;
  const t = useT(shopAdminMessages);
  return (
    <div className="min-w-0 space-y-2 lg:max-w-xl lg:min-w-64">
      <p className="flex flex-wrap items-center gap-2">
        <Link to={productHref(review.product.slug)} className="font-semibold break-words text-brand-800 underline underline-offset-2 hover:text-brand-900">
          {review.product.name}
        </Link>
        {review.status === 'removed' ? <Badge className="border-transparent bg-red-100 text-red-800">{t('removed')}</Badge> : null}
      </p>
      <Stars rating={review.rating} />
      {review.title ? <p className="font-semibold break-words text-slate-900">{review.title}</p> : null}
      <ReviewBody body={review.body} />
      <p className="text-xs text-slate-700">
        {t('reviews.writtenBy', { name: review.author.name })}{' '}
        <a href={`mailto:${review.author.email}`} className="break-all underline underline-offset-2 hover:text-slate-900">
          {review.author.email}
        </a>
      </p>
    </div>
  );
}

function Reason({ report }: { report: AdminReviewReport }) {
  const t = useT(shopAdminMessages);
  const others = report.otherOpenReports;
  const more =
    report.status === 'open'
      ? others > 0
        ? t('reviews.otherOpen', { count: others })
        : t('reviews.noOtherOpen')
      : others > 0
        ? t('reviews.stillWaiting', { count: others })
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
  const t = useT(shopAdminMessages);
  const locale = useLocale();
  if (report.status !== 'open') return <span className="text-slate-700">{report.status === 'dismissed' ? t('reviews.dismissed') : t('reviews.removedStatus')}</span>;
  const name = t('reviews.rowName', { review: reviewOf(report, locale), reporter: reporterOf(report) });
  return (
    <div className="flex flex-wrap gap-2">
      <RowButton label={t('reviews.dismiss')} name={name} busy={busy} onClick={() => onDismiss(report)} />
      <RowButton label={t('reviews.remove')} name={name} busy={busy} onClick={() => onRemove(report)} className="border-red-200 text-red-700 hover:bg-red-50" />
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
        <DateTime value={report.createdAt} pattern={WHEN} />
      </td>
      <td className="px-4 py-3">
        <Actions report={report} {...actions} />
      </td>
    </tr>
  );
}

/** A phone's card for one report: the same facts and actions as the table's row, stacked. */
function ReportCard({ report, ...actions }: ActionProps & { report: AdminReviewReport }) {
  const t = useT(shopAdminMessages);
  return (
    <li className="space-y-3 p-4" data-report-id={report.id}>
      <ReportedReview report={report} />
      <div className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
        <p className="text-slate-700">
          {t('reviews.reportedBy')} <span className="font-semibold text-slate-900">{reporterOf(report)}</span> · <DateTime value={report.createdAt} pattern={WHEN} />
        </p>
        <Reason report={report} />
      </div>
      <Actions report={report} {...actions} />
    </li>
  );
}

/** What removing does, said before it is done. */
function removalText(report: AdminReviewReport, t: ShopAdminT, locale: Locale) {
  const others = report.otherOpenReports;
  return [
    t('reviews.removal.disappear', { review: reviewOf(report, locale) }),
    others > 0 ? t('reviews.removal.others', { count: others }) : '',
    t('reviews.removal.author', { author: report.review.author.name }),
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
  const t = useT(shopAdminMessages);
  const locale = useLocale();
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
  const empty = reports.isError ? t('reviews.notLoaded') : beyondLastPage ? <NoSuchPage page={page} onFirst={() => goToPage(1)} /> : t(current.empty);
  const actions = (report: AdminReviewReport) => ({
    report,
    busy: busyId === report.id,
    onDismiss: (dismissed: AdminReviewReport) => resolve.mutate({ report: dismissed, action: 'dismiss' }, { onSuccess: () => heading.current?.focus() }),
    onRemove: setToRemove,
  });

  return (
    <AdminSection
      title={t('reviews.title')}
      intro={t('reviews.intro')}
      headingRef={heading}
      aside={
        <SelectField
          label={t('reviews.show')}
          className="w-full sm:w-56"
          options={STATUSES.map((option) => ({ value: option.value, label: t(option.label) }))}
          emptyLabel={null}
          value={status}
          onChange={(event) => update('status', readReportStatus(event.target.value))}
        />
      }
    >
      {reports.isError ? <QueryError title={t('reviews.loadError')} error={reports.error} onRetry={() => void reports.refetch()} retrying={reports.isFetching} /> : null}

      <ResponsiveList
        caption={t(current.caption)}
        columns={COLUMNS.map((column) => t(column))}
        items={reports.isError && !reports.isPlaceholderData ? (data?.reports ?? []) : data?.reports}
        stale={reports.isPlaceholderData}
        empty={empty}
        row={(report) => <ReportRow key={report.id} {...actions(report)} />}
        card={(report) => <ReportCard key={report.id} {...actions(report)} />}
      />

      <Pager
        label={t('reviews.pages')}
        page={page}
        shown={shownPage(data)}
        noun={[t('reviews.noun.one'), t('reviews.noun.other')]}
        loadingText={reports.isError ? '' : t('reviews.loading')} onPage={goToPage} />

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => (open ? undefined : setToRemove(null))}
        pending={resolve.isPending}
        onConfirm={() => {
          if (toRemove) resolve.mutate({ report: toRemove, action: 'remove' }, { onSuccess: focusHeadingAfterClose, onSettled: () => setToRemove(null) });
        }}
        title={t('reviews.removeTitle')}
        description={toRemove ? removalText(toRemove, t, locale) : ''}
        confirmLabel={t('reviews.remove')}
      />
    </AdminSection>
  );
}
