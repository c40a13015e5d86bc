import { format } from 'date-fns';
import { useId, useState } from 'react';
import type { AdminMessageReport, MessageMember } from '@shared/api/messages';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { messageReportReasonLabels as MESSAGE_REPORT_REASON_LABELS } from '@shared/messages';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { type Resolution, useResolveMessageReport } from '../api';
import { displayName } from '@shared/display-name';

const STATUS_LABELS: Record<AdminMessageReport['status'], string> = { open: 'Open', dismissed: 'Dismissed', removed: 'Message removed' };

const nameOf = (member: MessageMember | null, fallback: string) => (member ? displayName(member) : fallback);
const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy h:mm a');

function describe({ action, suspendSender, senderName }: Resolution) {
  if (action === 'dismiss') return { title: 'Report dismissed', description: 'The message stays as it was.', failure: 'Could not dismiss the report' };
  return {
    title: suspendSender ? 'Message removed and sender suspended' : 'Message removed',
    description: suspendSender
      ? `Both members now see that a moderator removed it, and ${senderName} has been signed out and suspended.`
      : 'Both members now see that a moderator removed it.',
    failure: 'Could not remove the message',
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
      title="Remove this message?"
      description="Both members will see that a moderator removed it, and every open report on it will be closed."
      confirmLabel={suspend ? 'Remove and suspend' : 'Remove message'}
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
        <p className="mt-2 text-sm text-slate-700">{senderName} is already suspended.</p>
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
            Also suspend the sender
            <span className="block text-xs text-slate-700">{senderName} will be signed out everywhere and cannot sign in, post or send messages until restored.</span>
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
  const resolve = useResolveMessageReport(resolutionNotices);
  const [removing, setRemoving] = useState(false);
  const senderName = nameOf(report.sender, 'Member');
  const reporterName = nameOf(report.reporter, 'A former member');
  const writer = (senderId: string) =>
    senderId === report.sender.id ? senderName : report.reporter && senderId === report.reporter.id ? reporterName : 'Another member';

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {MESSAGE_REPORT_REASON_LABELS[report.reason]}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Reported by <span className="font-medium text-slate-900">{reporterName}</span> on <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
          </p>
        </div>
        <Badge variant={report.status === 'open' ? 'default' : 'secondary'}>{STATUS_LABELS[report.status]}</Badge>
      </div>

      {report.details ? (
        <div className="mt-4">
          <p className="text-sm font-medium text-slate-900">What the reporter said</p>
          <blockquote className="mt-1 whitespace-pre-wrap break-words border-l-4 border-slate-200 pl-3 text-slate-800">{report.details}</blockquote>
        </div>
      ) : null}

      <p className="mt-4 text-sm text-slate-800">
        Sent by <span className="font-medium text-slate-900">{senderName}</span>
        {report.senderSuspended ? <Badge className="ml-2 bg-red-100 text-red-800">Suspended</Badge> : null}
        {report.sender.unavailable && !report.senderSuspended ? (
          <Badge variant="secondary" className="ml-2">
            No longer active
          </Badge>
        ) : null}
      </p>

      <h3 className="mt-4 text-sm font-semibold text-slate-900">The message and the ones around it</h3>
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
                {reported ? <span className="rounded-full bg-amber-200 px-2 py-0.5 font-semibold text-amber-950">Reported message</span> : null}
              </p>
              {message.removed ? (
                <p className="mt-1 italic text-slate-700">Removed by a moderator.</p>
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
              {resolve.isPending ? 'Dismissing…' : 'Dismiss'}
            </Button>
          ) : null}
          <Button variant="outline" size="sm" className="border-red-200 text-red-700 hover:bg-red-50" onClick={() => setRemoving(true)}>
            Remove message
          </Button>
        </div>
      ) : null}
      <RemoveDialog report={report} senderName={senderName} open={removing} onOpenChange={setRemoving} onDone={onResolved} />
    </article>
  );
}
