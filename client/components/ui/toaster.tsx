import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '@client/lib/utils';
import { commonMessages } from '@client/lib/common-messages';
import { useT } from '@client/lib/i18n';
import { useEffect, useRef } from 'react';
import { dismissToast, takeViewportFocusRequest, TOAST_DURATION_MS, useToasts } from './use-toast';

/** Radix toasts: swipe right past 50 px to dismiss; F8 moves focus to the notices region. */
export default function Toaster() {
  const toasts = useToasts();
  const t = useT(commonMessages);
  const viewportRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!takeViewportFocusRequest()) return;
    const timer = setTimeout(() => viewportRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            item.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            {item.title ? <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title> : null}
            {item.description ? <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description> : null}
          </div>
          <Toast.Close aria-label={t('action.close')} className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100">
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={["F8"]}
        ref={viewportRef}
        data-toast-viewport=""
        // Radix puts the hotkey in place of {hotkey}.
        label={t('toast.notifications', { hotkey: '{hotkey}' })}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
