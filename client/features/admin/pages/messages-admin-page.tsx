import { Tabs } from 'radix-ui';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@client/components/ui/skeleton';
import { useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { QueryError } from '@client/components/query-error';
import { type MessageReportStatus, useMessageReports } from '../messages/api';
import { MessageReportCard } from '../messages/components/message-report-card';
import { adminMessages } from '../messages';

type Key = keyof (typeof adminMessages)['en'];

const STATUSES = [
  { value: 'open', label: 'reports.tab.open', empty: 'reports.empty.open' },
  { value: 'dismissed', label: 'reports.tab.dismissed', empty: 'reports.empty.dismissed' },
  { value: 'removed', label: 'reports.tab.removed', empty: 'reports.empty.removed' },
] as const satisfies readonly { value: MessageReportStatus; label: Key; empty: Key }[];

const readStatus = (value: string | null): MessageReportStatus => STATUSES.find((status) => status.value === value)?.value ?? 'open';

const tabClass =
  'rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

function ReportList({ status, empty, onEmptyFocus }: { status: MessageReportStatus; empty: string; onEmptyFocus: () => void }) {
  const t = useT(adminMessages);
  const reports = useMessageReports(status);
  // A decided report leaves the list with the button that was pressed: the focus then goes to the page's heading.
  const resolved = useRef(false);
  useEffect(() => {
    if (!resolved.current) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.isConnected) return;
    resolved.current = false;
    onEmptyFocus();
  }, [reports.data, onEmptyFocus]);

  if (reports.isError) {
    return <QueryError title={t('reports.loadFailed')} error={reports.error} onRetry={() => void reports.refetch()} retrying={reports.isFetching} />;
  }
  if (reports.isPending) {
    return (
      <div role="status" aria-label={t('reports.loading')} className="space-y-4">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  const items = reports.data.reports;
  if (items.length === 0) return <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">{empty}</p>;
  return (
    <ul className="space-y-4" aria-busy={reports.isFetching}>
      {items.map((report) => (
        <li key={report.id}>
          <MessageReportCard
            report={report}
            onResolved={() => {
              resolved.current = true;
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/** /admin/messages: private messages members reported; admins see only the reported message and the few around it. */
export default function MessagesAdminPage() {
  const t = useT(adminMessages);
  usePageMeta(t('reports.meta.title'), t('reports.meta.description'));
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams.get('status'));
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);

  const choose = (next: string) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'open') params.delete('status');
        else params.set('status', readStatus(next));
        return params;
      },
      { replace: true },
    );

  return (
    <div className="space-y-8">
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus-visible:outline-none">
          {t('reports.title')}
        </h1>
        <p className="mt-2 text-slate-700">{t('reports.intro')}</p>
      </div>
      <Tabs.Root value={status} onValueChange={choose}>
        <Tabs.List aria-label={t('reports.tabs')} className="flex gap-1 border-b border-slate-200">
          {STATUSES.map((option) => (
            <Tabs.Trigger key={option.value} value={option.value} className={tabClass}>
              {t(option.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {STATUSES.map((option) => (
          <Tabs.Content key={option.value} value={option.value} className="pt-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            <ReportList status={option.value} empty={t(option.empty)} onEmptyFocus={focusHeading} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
