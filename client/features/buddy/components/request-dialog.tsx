import { useState } from 'react';
import { TextAreaField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useRequestBuddy } from '../api';
import { REQUEST_MESSAGE_MAX } from '../sizes';

type Props = { memberId: string; name: string; onClose: () => void };

/** "Request {Name} as a buddy": a short message, if they like, then the request; a refusal (unconfirmed address, too many open requests) shows here. */
export function RequestDialog({ memberId, name, onClose }: Props) {
  const [message, setMessage] = useState('');
  // A refusal shows below, beside the message, rather than as a notice.
  const request = useRequestBuddy({
    done: (_match, asked) => toast({ title: 'Request sent', description: `We've let ${asked.name} know. You'll get a notification when they answer.` }),
  });
  const left = REQUEST_MESSAGE_MAX - message.length;

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Ask ${name} to be your buddy`}
      description={`${name} will get your request by e-mail and on the site. Once they accept, you can message each other to choose the shoes and agree how to share the cost.`}
      submitLabel="Send request"
      pendingLabel="Sending..."
      pending={request.isPending}
      onSubmit={() => request.mutate({ memberId, message: message.trim(), name }, { onSuccess: onClose })}
    >
      <TextAreaField
        label="Message (optional)"
        rows={4}
        value={message}
        maxLength={REQUEST_MESSAGE_MAX}
        hint={`Say hello, and mention the shoes you have in mind. ${left} characters left.`}
        onChange={(event) => setMessage(event.target.value)}
      />
      <FormError error={request.error} fallback="Could not send the request. Please try again." />
    </FormDialog>
  );
}
