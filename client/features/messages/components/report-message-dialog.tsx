import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { SelectField, TextAreaField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { MESSAGE_REPORT_DETAILS_MAX, MESSAGE_REPORT_REASON_LABELS, type MessageReportReason, useReportMessage } from '../api';

const REASON_OPTIONS = Object.entries(MESSAGE_REPORT_REASON_LABELS).map(([value, label]) => ({ value, label }));
const isReason = (value: string): value is MessageReportReason => value in MESSAGE_REPORT_REASON_LABELS;

/** "Report" on someone else's message: a reason and, if they like, a few words, for the administrators. */
export function ReportMessageDialog({ messageId, onClose }: { messageId: number; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [missing, setMissing] = useState(false);
  const report = useReportMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isReason(reason)) {
      setMissing(true);
      return;
    }
    const trimmed = details.trim();
    report.mutate(
      { messageId, reason, ...(trimmed ? { details: trimmed } : {}) },
      {
        onSuccess: () => {
          toast({ title: 'Report sent', description: 'Thanks for telling us. An administrator will look at this message.' });
          onClose();
        },
        onError: (error) => toast({ title: 'Could not send the report', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (!open && !report.isPending ? onClose() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus-visible:outline-none">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Report this message</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            Reports go to the administrators only. They will see this message and the few around it, and decide whether it breaks the community&apos;s rules.
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-4 space-y-4">
            <SelectField
              label="Reason"
              options={REASON_OPTIONS}
              emptyLabel="Choose a reason"
              value={reason}
              error={missing && !reason ? 'Please choose a reason' : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            <TextAreaField
              label="Details (optional)"
              rows={3}
              value={details}
              maxLength={MESSAGE_REPORT_DETAILS_MAX}
              onChange={(event) => setDetails(event.target.value)}
            />
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline" disabled={report.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={report.isPending}>
                {report.isPending ? 'Sending...' : 'Send report'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
