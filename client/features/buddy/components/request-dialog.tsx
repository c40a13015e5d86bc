import { useState } from 'react';
import { TextAreaField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useRequestBuddy } from '../api';
import { REQUEST_MESSAGE_MAX } from '../sizes';
import { useT } from '@client/lib/i18n';
import { buddyMessages } from '../messages';

type Props = { memberId: string; name: string; onClose: () => void };

/** "Request {Name} as a buddy": a short message, if they like, then the request; a refusal (unconfirmed address, too many open requests) shows here. */
export function RequestDialog({ memberId, name, onClose }: Props) {
  const [message, setMessage] = useState('');
  const t = useT(buddyMessages);
  // A refusal shows below, beside the message, rather than as a notice.
  const request = useRequestBuddy({
    done: (_match, asked) => toast({ title: t('request.doneTitle'), description: t('request.doneText', { name: asked.name }) }),
  });
  const left = REQUEST_MESSAGE_MAX - message.length;

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('request.title', { name })}
      description={t('request.description', { name })}
      submitLabel={t('request.send')}
      pendingLabel={t('common.sending')}
      pending={request.isPending}
      onSubmit={() => request.mutate({ memberId, message: message.trim(), name }, { onSuccess: onClose })}
    >
      <TextAreaField
        label={t('request.message')}
        rows={4}
        value={message}
        maxLength={REQUEST_MESSAGE_MAX}
        hint={t('request.hint', { left })}
        onChange={(event) => setMessage(event.target.value)}
      />
      <FormError error={request.error} fallback={t('request.failed')} />
    </FormDialog>
  );
}
