import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { CurrentUser } from '@shared/api/user';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { Button } from '@client/components/ui/button';
import { RequestConfirmation } from '@client/components/ui/request-confirmation';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { useAuth } from '@client/lib/auth';
import { componentsMessages } from '@client/components/messages';
import { Rich, useT } from '@client/lib/i18n';
import { useHeadingFocus } from '@client/lib/use-heading-focus';
import { useSendContactMessage } from './api';
import { sendMessageNotices } from './notices';
import { displayName } from '@shared/display-name';

type Values = { name: string; email: string; subject: string; message: string };

const blankValues = (user: CurrentUser | null): Values => ({
  name: user && (user.firstName || user.lastName) ? displayName(user) : '',
  email: user?.email ?? '',
  subject: '',
  message: '',
});

type Props = {
  /** Offered beside 'Write another message' once the message has gone (the dialog closes with it). */
  onDone?: () => void;
};

/** A message the team has: its reference, and the address the confirmation goes to. */
type Sent = { reference: string; email: string };

function MessageReceived({ sent, onAnother, onDone }: { sent: Sent; onAnother: () => void; onDone?: () => void }) {
  const t = useT(componentsMessages);
  return (
    <RequestConfirmation title={t('contact.received')} reference={sent.reference} anotherLabel={t('contact.writeAnother')} onAnother={onAnother} onDone={onDone}>
      <p>
        <Rich
          t={t}
          k="contact.receivedText"
          values={{ email: sent.email, hours: REFERRAL_RESPONSE_HOURS }}
          tags={{ email: () => <strong className="break-words">{sent.email}</strong> }}
        />
      </p>
    </RequestConfirmation>
  );
}

function Fields({ user, onDone }: Props & { user: CurrentUser | null }) {
  const t = useT(componentsMessages);
  const send = useSendContactMessage(sendMessageNotices);
  const [values, setValues] = useState<Values>(() => blankValues(user));
  const [sent, setSent] = useState<Sent | null>(null);
  // 'Write another message' brings the form back with the focus in its first field.
  const { heading: nameField, focusHeadingAfterClose: focusNameWhenBack } = useHeadingFocus<HTMLInputElement>(sent !== null);

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled: a form around its opener must not be submitted too.
    event.stopPropagation();
    if (send.isPending) return;
    const body = { name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() };
    send.mutate(body, {
      onSuccess: (answer) => {
        setValues(blankValues(user));
        setSent({ reference: answer.reference, email: body.email });
      },
    });
  };

  if (sent) {
    const writeAnother = () => {
      focusNameWhenBack();
      setSent(null);
    };
    return <MessageReceived sent={sent} onAnother={writeAnother} onDone={onDone} />;
  }

  return (
    <form method="post" onSubmit={submit} aria-label={t('contact.formLabel')} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField ref={nameField} label={t('contact.name')} required autoComplete="name" maxLength={100} {...field('name')} />
        <TextField label={t('contact.email')} type="email" required autoComplete="email" maxLength={254} {...field('email')} />
      </div>
      <TextField label={t('contact.subject')} required maxLength={CONTACT_SUBJECT_MAX} autoComplete="off" {...field('subject')} />
      <TextAreaField label={t('contact.message')} required rows={6} maxLength={CONTACT_MESSAGE_MAX} {...field('message')} />
      <Button type="submit" aria-disabled={send.isPending || undefined}>
        <Send aria-hidden="true" />
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}

/**
 * The contact form (the /contact page and Find a doctor's dialog); a member's name and e-mail are
 * filled in. Once sent, it gives way to what happens next, with the message's reference.
 */
export function ContactForm(props: Props) {
  const { user } = useAuth();
  return <Fields key={user?.id ?? 'visitor'} user={user} {...props} />;
}
