import { Dialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { Button } from '@client/components/ui/button';
import { commonMessages } from '@client/lib/common-messages';
import { useT } from '@client/lib/i18n';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that changes nothing ('Cancel' unless that word would be confusing, as for cancelling a match). */
  cancelLabel?: string;
  onConfirm: () => void;
  pending?: boolean;
  /** More to decide before confirming (a checkbox, say), between the description and the buttons. */
  children?: ReactNode;
};

/** A destructive action asks first; Cancel comes first and takes the focus, Escape also cancels. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, onConfirm, pending = false, children }: Props) {
  const t = useT(commonMessages);
  // Opened from a table row rather than a Dialog.Trigger: the focus goes back to that row's button.
  const returnFocus = useRef<HTMLElement | null>(null);
  const cancel = useRef<HTMLButtonElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // Cancel takes the focus, even when there is more to decide above it.
            event.preventDefault();
            cancel.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
            returnFocus.current = null;
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus-visible:outline-none">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{description}</Dialog.Description>
          {children}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button ref={cancel} variant="outline" disabled={pending}>
                {cancelLabel ?? t('action.cancel')}
              </Button>
            </Dialog.Close>
            <Button className="bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700" onClick={onConfirm} disabled={pending}>
              {pending ? t('action.working') : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
