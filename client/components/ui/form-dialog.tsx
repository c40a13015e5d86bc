import { Dialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { errorMessage } from '@client/lib/api';
import { commonMessages } from '@client/lib/common-messages';
import { useT } from '@client/lib/i18n';

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  /** The submit button's text while the form is sent ('Working…' unless told). */
  pendingLabel?: string;
  pending?: boolean;
  onSubmit: () => void;
  /** Where the focus goes once the dialog has closed, instead of the button that opened it. */
  onClosed?: () => void;
  /** Another action beside the submit button (e.g. "Remove link"). */
  extraAction?: ReactNode;
  children: ReactNode;
};

/** A small form in a dialog: its first field takes the focus; Escape or Cancel closes it, except while it is sent. */
export function FormDialog({ open, onOpenChange, title, description, submitLabel, pendingLabel, pending = false, onSubmit, onClosed, extraAction, children }: FormDialogProps) {
  const t = useT(commonMessages);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A form around the opener must not be submitted too (the dialog is portalled, React events still bubble).
    event.stopPropagation();
    if (!pending) onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={
            onClosed
              ? (event) => {
                  event.preventDefault();
                  onClosed();
                }
              : undefined
          }
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus-visible:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{description}</Dialog.Description>
          <form method="post" noValidate onSubmit={submit} className="mt-4 space-y-4">
            {children}
            <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:justify-end">
              {extraAction}
              <Dialog.Close asChild>
                <Button type="button" variant="outline" disabled={pending}>
                  {t('action.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={pending}>
                {pending ? (pendingLabel ?? t('action.working')) : submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A refusal shown in the dialog's form (the server's reason, else `fallback`), or nothing. */
export function FormError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      {errorMessage(error, fallback)}
    </p>
  );
}
