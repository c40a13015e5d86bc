import { Suspense, useEffect, useState } from 'react';
import { lazy } from '@client/lib/lazy';
import { requestViewportFocus, useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster'));

/**
 * Mounts the notices region once the page is idle, on the first notice, or on F8 (which then
 * focuses it), so the first paint does not wait for code that only matters later.
 */
export function DeferredToaster() {
  const toasts = useToasts();
  const [wanted, setWanted] = useState(false);

  // F8 is watched here too: until the region has mounted, Radix is not listening for it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      // Ignored once the region is mounted; otherwise it takes focus when it mounts.
      requestViewportFocus();
      setWanted(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (wanted) return;
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => setWanted(true), { timeout: 4000 })
      : window.setTimeout(() => setWanted(true), 2000);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [wanted]);

  if (!wanted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
