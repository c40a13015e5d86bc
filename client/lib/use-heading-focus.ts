import { useEffect, useRef } from 'react';

/**
 * A confirmed action that takes away the button that opened the dialog: once the dialog has
 * closed (its focus trap gone), the focus goes to the section's heading (or another element
 * given the ref) instead of being lost.
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>(dialogOpen: boolean) {
  const heading = useRef<T>(null);
  const wanted = useRef(false);
  useEffect(() => {
    if (dialogOpen || !wanted.current) return;
    wanted.current = false;
    heading.current?.focus();
  }, [dialogOpen]);
  return {
    heading,
    /** Call on success, before the dialog closes. */
    focusHeadingAfterClose: () => {
      wanted.current = true;
    },
  };
}
