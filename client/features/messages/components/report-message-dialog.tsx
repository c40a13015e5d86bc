import { useState } from 'react';
import { SelectField, TextAreaField } from '@client/components/ui/field';
import { FormDialog } from '@client/components/ui/form-dialog';
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

  const submit = () => {
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
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Report this message"
      description="Reports go to the administrators only. They will see this message and the few around it, and decide whether it breaks the community's rules."
      submitLabel="Send report"
      pendingLabel="Sending..."
      pending={report.isPending}
      onSubmit={submit}
    >
      <SelectField
        label="Reason"
        options={REASON_OPTIONS}
        emptyLabel="Choose a reason"
        value={reason}
        error={missing && !reason ? 'Please choose a reason' : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <TextAreaField label="Details (optional)" rows={3} value={details} maxLength={MESSAGE_REPORT_DETAILS_MAX} onChange={(event) => setDetails(event.target.value)} />
    </FormDialog>
  );
}
