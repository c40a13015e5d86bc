import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster'));

/**
 * Mounts the notices region once the page is idle, on the first notice, or on F8 (which then
 * focuses it), so the first paint does not wait for code that only matters later.
 */
export function DeferredToaster() {
  const toasts = useToasts();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      setWanted(true);
      // Radix's own F8 handler is not listening yet; focus the region once it exists.
      const focusWhenReady = () => {
        const region = document.querySelector<HTMLElement>('[role="region"] ol');
        if (region) region.focus();
        else requestAnimationFrame(focusWhenReady);
      };
      requestAnimationFrame(focusWhenReady);
    };
    window.addEventListener('keydown', onKey);
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => setWanted(true), { timeout: 4000 })
      : window.setTimeout(() => setWanted(true), 2000);
    return () => {
      window.removeEventListener('keydown', onKey);
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
