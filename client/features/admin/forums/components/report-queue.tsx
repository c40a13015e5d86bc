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
import { DateTime } from '@client/components/date-time';
import { useLocale, useT } from '@client/lib/i18n';
import { forumsAdminMessages } from '../messages';

type Key = keyof (typeof forumsAdminMessages)['en'];

const COLUMNS = ['reports.col.content', 'reports.col.reason', 'reports.col.reportedBy', 'reports.col.date', 'reports.col.actions'] as const satisfies readonly Key[];
const STATUSES = [
  { value: 'open', label: 'reports.status.open', caption: 'reports.caption.open', empty: 'reports.empty.open' },
  { value: 'dismissed', label: 'reports.status.dismissed', caption: 'reports.caption.dismissed', empty: 'reports.empty.dismissed' },
  { value: 'removed', label: 'reports.status.removed', caption: 'reports.caption.removed', empty: 'reports.empty.removed' },
] as const satisfies readonly { value: ReportStatus; label: Key; caption: Key; empty: Key }[];
/** Long writing is cut in the queue; the whole of it is on the topic page. */
const TEXT_SHOWN = 500;

const readStatus = (value: string | null): ReportStatus => STATUSES.find((status) => status.value === value)?.value ?? 'open';
const WHEN = 'MMM d, yyyy h:mm a';
const KIND = { topic: 'kind.topic', post: 'kind.post', comment: 'kind.comment' } as const satisfies Record<ForumReport['target']['type'], Key>;
const shown = (text: string) => (text.length > TEXT_SHOWN ? `${text.slice(0, TEXT_SHOWN).trimEnd()}…` : text);

function ReportedContent({ report }: { report: ForumReport }) {
  const { target } = report;
  const t = useT(forumsAdminMessages);
  const kind = t(KIND[target.type]);
  return (
    <div className="min-w-64 max-w-xl space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{kind}</Badge>
        {target.topic ? (
          <Link to={topicHref(target.topic.slug)} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
            {target.topic.title}
          </Link>
        ) : (
          <span className="text-slate-700">{t('reports.topicDeleted')}</span>
        )}
        {target.removed ? <Badge className="bg-red-100 text-red-800">{t('common.removed')}</Badge> : null}
      </p>
      {target.text === null ? (
        <p className="italic text-slate-700">{t('reports.contentDeleted')}</p>
      ) : (
        <blockquote className="whitespace-pre-wrap break-words border-l-4 border-slate-200 pl-3 text-slate-900">{shown(target.text)}</blockquote>
      )}
      {target.author ? (
        <p className="text-xs text-slate-700">
          {t('reports.writtenBy', { name: target.author.name, admin: target.author.isAdmin ? 'yes' : 'no', suspended: target.author.suspended ? 'yes' : 'no' })}
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
  const t = useT(forumsAdminMessages);
  const locale = useLocale();
  const author = report?.target.author ?? null;
  const close = () => {
    setSuspend(false);
    onClose();
  };
  const description = report ? t('remove.description', { thing: reportedThing(report, locale) }) : t('remove.descriptionEmpty');
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
            {t('remove.alsoSuspend')}
            <span className="block text-xs text-slate-700">
              {!mayAlsoSuspend(author) ? t('remove.adminCannot', { name: author.name }) : t('remove.willSuspend', { name: author.name })}
            </span>
          </label>
        </div>
      ) : author?.suspended ? (
        <p className="mt-2 text-sm text-slate-700">{t('remove.alreadySuspended', { name: author.name })}</p>
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
      title={t('remove.title')}
      description={description}
      confirmLabel={suspend ? t('remove.confirmSuspend') : t('remove.confirm')}
    >
      {choice}
    </ConfirmDialog>
  );
}

/** Members' reports: open ones wait for a decision (dismiss, or remove the content); the others are the record. */
export function ReportQueue() {
  const id = useId();
  const t = useT(forumsAdminMessages);
  const locale = useLocale();
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
      title={t('reports.title')}
      intro={t('reports.intro')}
      headingRef={heading}
      aside={
        <div className="w-56 space-y-1">
          <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-900">
            {t('reports.show')}
          </label>
          <select id={`${id}-status`} value={status} onChange={(event) => chooseStatus(readStatus(event.target.value))} className={inputClass}>
            {STATUSES.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
      }
    >
      {reports.isError ? <QueryError title={t('reports.loadError')} error={reports.error} onRetry={() => void reports.refetch()} retrying={reports.isFetching} /> : null}

      <DataTable
        caption={t(current.caption)}
        columns={COLUMNS.map((column) => t(column))}
        items={reports.isError ? (items ?? []) : items}
        stale={reports.isFetching && !reports.isFetchingNextPage && items !== undefined}
        empty={reports.isError ? t('reports.notLoaded') : t(current.empty)}
      >
        {(report) => {
          const thing = reportedThing(report, locale);
          const name = report.reporter ? t('reports.rowName', { reporter: report.reporter.name, thing }) : t('reports.rowNameFormer', { thing });
          return (
            <tr key={report.id} className="align-top">
              <td className="px-4 py-3">
                <ReportedContent report={report} />
              </td>
              <td className="max-w-xs whitespace-pre-wrap break-words px-4 py-3">{report.reason}</td>
              <td className="px-4 py-3">{report.reporter?.name ?? DELETED_MEMBER}</td>
              <td className="whitespace-nowrap px-4 py-3">
                <DateTime value={report.createdAt} pattern={WHEN} />
                {report.resolvedAt ? (
                  <span className="block text-xs text-slate-700">
                    {report.status === 'dismissed' ? t('reports.resolvedDismissed') : t('reports.resolvedRemoved')} <DateTime value={report.resolvedAt} pattern={WHEN} />
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3">
                {report.status === 'removed' ? (
                  <span className="text-slate-700">{t('reports.resolved')}</span>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    {report.status === 'open' ? <RowButton label={t('reports.dismiss')} name={name} busy={busyId === report.id} onClick={() => dismiss.mutate({ report }, { onSuccess: () => heading.current?.focus() })} /> : null}
                    <RowButton
                      label={t('reports.removeContent')}
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
          {reports.isFetchingNextPage ? t('common.loading') : t('reports.loadMore')}
        </Button>
      ) : null}

      <RemoveDialog report={toRemove} onClose={() => setToRemove(null)} onRemoved={focusHeadingAfterClose} />
    </AdminSection>
  );
}
