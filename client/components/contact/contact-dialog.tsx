import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { commonMessages } from '@client/lib/common-messages';
import { componentsMessages } from '@client/components/messages';
import { useT } from '@client/lib/i18n';
import { ContactForm } from './contact-form';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes once the dialog has closed (it is opened by a plain button, not a Dialog.Trigger). */
  onClosed: () => void;
};

/** The contact form in a dialog; once the message has gone it shows the reference, and Close ends it. */
export default function ContactDialog({ open, onOpenChange, onClosed }: Props) {
  const t = useT(componentsMessages);
  const tc = useT(commonMessages);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus-visible:outline-none">
          <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">{t('contact.dialogTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {t('contact.dialogText')}
          </Dialog.Description>
          <div className="mt-4">
            <ContactForm onDone={() => onOpenChange(false)} />
          </div>
          {/* Last in the reading order, so the first field takes the focus when the dialog opens. */}
          <Dialog.Close className="absolute right-4 top-4 rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900" aria-label={tc('action.close')}>
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
