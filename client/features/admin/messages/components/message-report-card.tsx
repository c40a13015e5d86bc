import { useId, useState } from 'react';
import type { AdminMessageReport, MessageMember } from '@shared/api/messages';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import type { MessageReportReason } from '@shared/messages';
import { dateText } from '@client/components/date-time';
import { useClock } from '@client/lib/clock';
import { Rich, tIn, useLocale, useT } from '@client/lib/i18n';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { type Resolution, useResolveMessageReport } from '../api';
import { displayName } from '@shared/display-name';
import { adminMessages } from '../../messages';

type Key = keyof (typeof adminMessages)['en'];

const STATUS_LABELS = {
  open: 'reports.status.open',
  dismissed: 'reports.status.dismissed',
  removed: 'reports.status.removed',
} as const satisfies Record<AdminMessageReport['status'], Key>;

/** Each reason a member can give (shared/messages.ts), in the admin catalogue. */
const REASON_LABELS = {
  spam: 'reports.reason.spam',
  harassment: 'reports.reason.harassment',
  inappropriate: 'reports.reason.inappropriate',
  scam: 'reports.reason.scam',
  other: 'reports.reason.other',
} as const satisfies Record<MessageReportReason, Key>;

const nameOf = (member: MessageMember | null, fallback: string) => (member ? displayName(member) : fallback);

/** What the notices say of a resolution, in the page's language. */
function describe({ action, suspendSender, senderName }: Resolution) {
  const t = tIn(adminMessages);
  if (action === 'dismiss') return { title: t('reports.dismissed'), description: t('reports.dismissed.text'), failure: t('reports.dismissed.failed') };
  return {
    title: suspendSender ? t('reports.removedAndSuspended') : t('reports.removed'),
    description: suspendSender ? t('reports.removedAndSuspended.text', { name: senderName }) : t('reports.removed.text'),
    failure: t('reports.removed.failed'),
  };
}

/** A resolution's notices, shown when the server has answered. */
const resolutionNotices = {
  done: (resolution: Resolution) => {
    const { title, description } = describe(resolution);
    toast({ title, description });
  },
  failed: (error: Error, resolution: Resolution) => toast({ title: describe(resolution).failure, description: errorMessage(error), variant: 'destructive' }),
};

/** "Remove message": asks first, with the choice to suspend the sender too. */
function RemoveDialog({
  report,
  senderName,
  open,
  onOpenChange,
  onDone,
}: {
  report: AdminMessageReport;
  senderName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const t = useT(adminMessages);
  const resolve = useResolveMessageReport(resolutionNotices);
  const [suspend, setSuspend] = useState(false);
  const checkboxId = useId();
  const close = () => {
    setSuspend(false);
    onOpenChange(false);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      pending={resolve.isPending}
      title={t('reports.removeTitle')}
      description={t('reports.removeText')}
      confirmLabel={suspend ? t('reports.removeAndSuspend') : t('reports.removeMessage')}
      onConfirm={() =>
        resolve.mutate(
          { report, senderName, action: 'remove', suspendSender: suspend },
          {
            onSuccess: () => {
              onDone();
              close();
            },
          },
        )
      }
    >
      {report.senderSuspended ? (
        <p className="mt-2 text-sm text-slate-700">{t('reports.alreadySuspended', { name: senderName })}</p>
      ) : (
        <div className="mt-4 flex items-start gap-2 text-sm text-slate-900">
          <input
            id={checkboxId}
            type="checkbox"
            checked={suspend}
            onChange={(event) => setSuspend(event.target.checked)}
            className="mt-0.5 size-4 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
          <label htmlFor={checkboxId}>
            {t('reports.alsoSuspend')}
            <span className="block text-xs text-slate-700">{t('reports.alsoSuspend.hint', { name: senderName })}</span>
          </label>
        </div>
      )}
    </ConfirmDialog>
  );
}

/**
 * One report: why, by whom, the reported message among the few around it (highlighted), and the
 * decision. `onResolved` is called when the report leaves this list (the focus then has somewhere to go).
 */
export function MessageReportCard({ report, onResolved }: { report: AdminMessageReport; onResolved: () => void }) {
  const headingId = useId();
  const t = useT(adminMessages);
  const locale = useLocale();
  const clock = useClock();
  const when = (iso: string) => dateText(iso, 'MMM d, yyyy h:mm a', clock, undefined, locale);
  const resolve = useResolveMessageReport(resolutionNotices);
  const [removing, setRemoving] = useState(false);
  const senderName = nameOf(report.sender, t('reports.member'));
  const reporterName = nameOf(report.reporter, t('reports.formerMember'));
  const writer = (senderId: string) =>
    senderId === report.sender.id ? senderName : report.reporter && senderId === report.reporter.id ? reporterName : t('reports.anotherMember');

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t(REASON_LABELS[report.reason])}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            <Rich
              t={t}
              k="reports.reportedBy"
              values={{ name: reporterName, date: when(report.createdAt) }}
              tags={{ name: (text) => <span className="font-medium text-slate-900">{text}</span>, time: (text) => <time dateTime={report.createdAt}>{text}</time> }}
            />
          </p>
        </div>
        <Badge variant={report.status === 'open' ? 'default' : 'secondary'}>{t(STATUS_LABELS[report.status])}</Badge>
      </div>

      {report.details ? (
        <div className="mt-4">
          <p className="text-sm font-medium text-slate-900">{t('reports.details')}</p>
          <blockquote className="mt-1 whitespace-pre-wrap break-words border-l-4 border-slate-200 pl-3 text-slate-800">{report.details}</blockquote>
        </div>
      ) : null}

      <p className="mt-4 text-sm text-slate-800">
        <Rich t={t} k="reports.sentBy" values={{ name: senderName }} tags={{ name: (text) => <span className="font-medium text-slate-900">{text}</span> }} />
        {report.senderSuspended ? <Badge className="ml-2 bg-red-100 text-red-800">{t('members.status.suspended')}</Badge> : null}
        {report.sender.unavailable && !report.senderSuspended ? (
          <Badge variant="secondary" className="ml-2">
            {t('reports.inactive')}
          </Badge>
        ) : null}
      </p>

      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('reports.context')}</h3>
      <ol className="mt-2 space-y-2 rounded-lg bg-slate-50 p-3">
        {report.context.map((message) => {
          const reported = message.id === report.reportedMessageId;
          return (
            <li
              key={message.id}
              aria-current={reported ? 'true' : undefined}
              className={cn('rounded-lg border px-3 py-2', reported ? 'border-amber-500 bg-amber-50' : 'border-slate-200 bg-white')}
            >
              <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-700">
                <span className="font-semibold text-slate-900">{writer(message.senderId)}</span>
                <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
                {reported ? <span className="rounded-full bg-amber-200 px-2 py-0.5 font-semibold text-amber-950">{t('reports.reportedMessage')}</span> : null}
              </p>
              {message.removed ? (
                <p className="mt-1 italic text-slate-700">{t('reports.removedByModerator')}</p>
              ) : (
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{message.body}</p>
              )}
            </li>
          );
        })}
      </ol>

      {report.status !== 'removed' ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {report.status === 'open' ? (
            <Button
              variant="outline"
              size="sm"
              disabled={resolve.isPending}
              onClick={() => resolve.mutate({ report, senderName, action: 'dismiss' }, { onSuccess: onResolved })}
            >
              {resolve.isPending ? t('reports.dismissing') : t('reports.dismiss')}
            </Button>
          ) : null}
          <Button variant="outline" size="sm" className="border-red-200 text-red-700 hover:bg-red-50" onClick={() => setRemoving(true)}>
            {t('reports.removeMessage')}
          </Button>
        </div>
      ) : null}
      <RemoveDialog report={report} senderName={senderName} open={removing} onOpenChange={setRemoving} onDone={onResolved} />
    </article>
  );
}
