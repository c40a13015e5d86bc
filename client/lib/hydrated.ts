import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/** False in the prerendered page and the render that hydrates it, true after. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
