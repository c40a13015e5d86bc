import { format } from 'date-fns';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ForumReport } from '@shared/api/forum-admin';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { inputClass } from '@client/components/ui/field';
import { DataTable, RowButton } from '../../components/data-table';
import { QueryError } from '@client/components/query-error';
import { type ReportStatus, reportedThing, topicHref, useDismissReport, useForumReports, useRemoveReported } from '../api';
import { AdminSection } from '../../components/admin-section';
import { useHeadingFocus } from '@client/lib/use-heading-focus';
import { dismissReportNotices, removeReportedNotices } from './notices';
import { DELETED_MEMBER } from '@shared/display-name';
import { mayAlsoSuspend } from '../../policy';

const COLUMNS = ['Content', 'Reason', 'Reported by', 'Date', 'Actions'] as const;
const STATUSES: { value: ReportStatus; label: string; empty: string }[] = [
  { value: 'open', label: 'Open', empty: 'No open reports. Nothing is waiting for a decision.' },
  { value: 'dismissed', label: 'Dismissed', empty: 'No dismissed reports.' },
  { value: 'removed', label: 'Content removed', empty: 'No reports have led to a removal yet.' },
];
/** Long writing is cut in the queue; the whole of it is on the topic page. */
const TEXT_SHOWN = 500;

const readStatus = (value: string | null): ReportStatus => STATUSES.find((status) => status.value === value)?.value ?? 'open';
const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy h:mm a');
const shown = (text: string) => (text.length > TEXT_SHOWN ? `${text.slice(0, TEXT_SHOWN).trimEnd()}…` : text);

function ReportedContent({ report }: { report: ForumReport }) {
  const { target } = report;
  const kind = { topic: 'Topic', post: 'Reply', comment: 'Comment' }[target.type];
  return (
    <div className="min-w-64 max-w-xl space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{kind}</Badge>
        {target.topic ? (
          <Link to={topicHref(target.topic.slug)} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
            {target.topic.title}
          </Link>
        ) : (
          <span className="text-slate-700">(its topic has been deleted)</span>
        )}
        {target.removed ? <Badge className="bg-red-100 text-red-800">Removed</Badge> : null}
      </p>
      {target.text === null ? (
        <p className="italic text-slate-700">This content has been deleted.</p>
      ) : (
        <blockquote className="whitespace-pre-wrap break-words border-l-4 border-slate-200 pl-3 text-slate-900">{shown(target.text)}</blockquote>
      )}
      {target.author ? (
        <p className="text-xs text-slate-700">
          Written by {target.author.name}
          {target.author.isAdmin ? ' (administrator)' : ''}
          {target.author.suspended ? ' · suspended' : ''}
        </p>
      ) : null}
    </div>
  );
}

/** "Remove content": asks first, with the choice to suspend the author too (never an administrator). */
function RemoveDialog({ report, onClose, onRemoved }: { report: ForumReport | null; onClose: () => void; onRemoved: () => void }) {
  const remove = useRemoveReported(removeReportedNotices);
  const [suspend, setSuspend] = useState(false);
  const checkboxId = useId();
  const author = report?.target.author ?? null;
  const close = () => {
    setSuspend(false);
    onClose();
  };
  const description = `The ${report ? reportedThing(report) : 'content'} will be shown as removed by a moderator, and every open report on it will be closed.`;
  const choice = (
    <>
      {author && !author.suspended ? (
        <div className="mt-4 flex items-start gap-2 text-sm text-slate-900">
          <input
            id={checkboxId}
            type="checkbox"
            checked={suspend}
            disabled={!mayAlsoSuspend(author)}
            onChange={(event) => setSuspend(event.target.checked)}
            className="mt-0.5 size-4 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
          <label htmlFor={checkboxId}>
            Also suspend the author
            <span className="block text-xs text-slate-700">
              {!mayAlsoSuspend(author)
                ? `${author.name} is an administrator and cannot be suspended.`
                : `${author.name} will be signed out everywhere and cannot sign in or post until restored.`}
            </span>
          </label>
        </div>
      ) : author?.suspended ? (
        <p className="mt-2 text-sm text-slate-700">{author.name} is already suspended.</p>
      ) : null}
    </>
  );
  return (
    <ConfirmDialog
      open={report !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      pending={remove.isPending}
      onConfirm={() => {
        if (report) remove.mutate({ report, suspendAuthor: suspend && !!author && mayAlsoSuspend(author) }, { onSuccess: onRemoved, onSettled: close });
      }}
      title="Remove this content?"
      description={description}
      confirmLabel={suspend ? 'Remove and suspend' : 'Remove content'}
    >
      {choice}
    </ConfirmDialog>
  );
}

/** Members' reports: open ones wait for a decision (dismiss, or remove the content); the others are the record. */
export function ReportQueue() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams.get('reports'));
  const reports = useForumReports(status);
  const dismiss = useDismissReport(dismissReportNotices);
  const [toRemove, setToRemove] = useState<ForumReport | null>(null);
  // A resolved report leaves the list with its buttons: the focus goes to the section's heading.
  const { heading, focusHeadingAfterClose } = useHeadingFocus(toRemove !== null);
  const items = reports.data?.pages.flatMap((page) => page.items);
  const busyId = dismiss.isPending ? dismiss.variables?.report.id : null;
  const current = STATUSES.find((option) => option.value === status) ?? STATUSES[0];

  const chooseStatus = (next: ReportStatus) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'open') params.delete('reports');
        else params.set('reports', next);
        return params;
      },
      { replace: true },
    );

  return (
    <AdminSection
      title="Reports"
      intro="What members reported, newest first."
      headingRef={heading}
      aside={
        <div className="w-56 space-y-1">
          <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-900">
            Show reports
          </label>
          <select id={`${id}-status`} value={status} onChange={(event) => chooseStatus(readStatus(event.target.value))} className={inputClass}>
            {STATUSES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      }
    >
      {reports.isError ? <QueryError title="Could not load the reports" error={reports.error} onRetry={() => void reports.refetch()} retrying={reports.isFetching} /> : null}

      <DataTable
        caption={`${current?.label ?? 'Open'} reports, newest first`}
        columns={COLUMNS}
        items={reports.isError ? (items ?? []) : items}
        stale={reports.isFetching && !reports.isFetchingNextPage && items !== undefined}
        empty={reports.isError ? 'The reports could not be loaded.' : current?.empty}
      >
        {(report) => {
          const name = `(report by ${report.reporter?.name ?? 'a former member'} on the ${reportedThing(report)})`;
          return (
            <tr key={report.id} className="align-top">
              <td className="px-4 py-3">
                <ReportedContent report={report} />
              </td>
              <td className="max-w-xs whitespace-pre-wrap break-words px-4 py-3">{report.reason}</td>
              <td className="px-4 py-3">{report.reporter?.name ?? DELETED_MEMBER}</td>
              <td className="whitespace-nowrap px-4 py-3">
                <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
                {report.resolvedAt ? (
                  <span className="block text-xs text-slate-700">
                    {report.status === 'dismissed' ? 'Dismissed' : 'Removed'} <time dateTime={report.resolvedAt}>{when(report.resolvedAt)}</time>
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3">
                {report.status === 'removed' ? (
                  <span className="text-slate-700">Resolved</span>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    {report.status === 'open' ? <RowButton label="Dismiss" name={name} busy={busyId === report.id} onClick={() => dismiss.mutate({ report }, { onSuccess: () => heading.current?.focus() })} /> : null}
                    <RowButton
                      label="Remove content"
                      name={name}
                      busy={busyId === report.id}
                      onClick={() => setToRemove(report)}
                      className="border-red-200 text-red-700 hover:bg-red-50"
                    />
                  </div>
                )}
              </td>
            </tr>
          );
        }}
      </DataTable>

      {reports.hasNextPage ? (
        <Button variant="outline" onClick={() => void reports.fetchNextPage()} disabled={reports.isFetchingNextPage}>
          {reports.isFetchingNextPage ? 'Loading…' : 'Load more reports'}
        </Button>
      ) : null}

      <RemoveDialog report={toRemove} onClose={() => setToRemove(null)} onRemoved={focusHeadingAfterClose} />
    </AdminSection>
  );
}
