import { useState } from 'react';
import { SelectField, TextAreaField } from '@client/components/ui/field';
import { FormDialog } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { messageReportReasons } from '@shared/messages';
import { useT } from '@client/lib/i18n';
import { MESSAGE_REPORT_DETAILS_MAX, MESSAGE_REPORT_REASON_LABELS, type MessageReportReason, useReportMessage } from '../api';
import { messagesMessages } from '../messages';

/** Each reason's words: a key of the messages catalogue (the English as in MESSAGE_REPORT_REASON_LABELS). */
const REASON_KEYS = {
  spam: 'report.reason.spam',
  harassment: 'report.reason.harassment',
  inappropriate: 'report.reason.inappropriate',
  scam: 'report.reason.scam',
  other: 'report.reason.other',
} as const satisfies Record<MessageReportReason, keyof typeof messagesMessages.en>;
const isReason = (value: string): value is MessageReportReason => value in MESSAGE_REPORT_REASON_LABELS;

/** "Report" on someone else's message: a reason and, if they like, a few words, for the administrators. */
export function ReportMessageDialog({ messageId, onClose }: { messageId: number; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [missing, setMissing] = useState(false);
  const report = useReportMessage();
  const t = useT(messagesMessages);
  const reasonOptions = messageReportReasons.map((value) => ({ value, label: t(REASON_KEYS[value]) }));

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
          toast({ title: t('report.sent.title'), description: t('report.sent.text') });
          onClose();
        },
        onError: (error) => toast({ title: t('report.failed'), description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('report.title')}
      description={t('report.description')}
      submitLabel={t('report.submit')}
      pendingLabel={t('report.pending')}
      pending={report.isPending}
      onSubmit={submit}
    >
      <SelectField
        label={t('report.reason')}
        options={reasonOptions}
        emptyLabel={t('report.chooseReason')}
        value={reason}
        error={missing && !reason ? t('report.reasonMissing') : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <TextAreaField label={t('report.details')} rows={3} value={details} maxLength={MESSAGE_REPORT_DETAILS_MAX} onChange={(event) => setDetails(event.target.value)} />
    </FormDialog>
  );
}
