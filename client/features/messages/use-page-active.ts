import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('focus', onChange);
  window.addEventListener('blur', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener('focus', onChange);
    window.removeEventListener('blur', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

const isActive = () => document.visibilityState === 'visible' && document.hasFocus();

/** Whether the person is looking at this tab: it is visible and has the focus. */
export function usePageActive() {
  return useSyncExternalStore(subscribe, isActive, () => false);
}
