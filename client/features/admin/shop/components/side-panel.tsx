import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useEffect } from 'react';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';

type Props = {
  title: string;
  description: ReactNode;
  /** Asked to close (Escape, the overlay, the close button): the panel decides whether it may. */
  onClose: () => void;
  closeLabel: string;
  /** Unsaved changes: the browser asks before the tab is closed or reloaded. */
  unsaved?: boolean;
  children: ReactNode;
};

/** A side panel over an admin list (a product's editor, an order): the whole height on the right, the whole width on a phone. */
export function SidePanel({ title, description, onClose, closeLabel, unsaved = false, children }: Props) {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-2xl flex-col bg-white shadow-xl focus-visible:outline-none">
          <header className="flex items-start gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold break-words text-slate-900">{title}</Dialog.Title>
              <Dialog.Description asChild>
                <div className="mt-1 text-sm text-slate-700">{description}</div>
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button type="button" variant="ghost" size="icon" aria-label={closeLabel}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </header>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A titled part of a panel's content; its heading can take the focus (after what had it is gone). */
export function PanelSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <h3 id={id} tabIndex={-1} className="text-base font-semibold text-slate-900 focus-visible:outline-none">
        {title}
      </h3>
      {children}
    </section>
  );
}

type Loading = { isPending: boolean; isError: boolean; isFetching: boolean; error: Error | null; refetch: () => unknown };

/** The panel while its record loads, when it is not there (a 404, or an address that is no id), or why it could not be read. */
export function PanelLoading({
  query,
  closeLabel,
  onClose,
  titles,
  descriptions,
}: {
  query: Loading;
  closeLabel: string;
  onClose: () => void;
  titles: { loading: string; missing: string; failed: string };
  descriptions: { loading: string; missing: string };
}) {
  const missing = /^(404|400):/.test(query.error?.message ?? '');
  return (
    <SidePanel title={missing ? titles.missing : titles.loading} closeLabel={closeLabel} description={missing ? descriptions.missing : descriptions.loading} onClose={onClose}>
      <div className="space-y-4 px-4 py-6 sm:px-6" aria-busy={query.isPending}>
        {query.isError && !missing ? (
          <QueryError title={titles.failed} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.isPending ? (
          <>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-40 w-full" />
          </>
        ) : null}
      </div>
    </SidePanel>
  );
}
