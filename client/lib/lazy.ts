import { type ComponentType, lazy as reactLazy, type LazyExoticComponent } from 'react';

/*
 * React.lazy, remembered on the server. A render that meets a lazy part for the first time would
 * render its fallback and wait for the import (through the module loader, which may take several
 * turns), so the server makes every lazy part ready once, as it starts (`readyLazyParts`), and no
 * visitor's page is ever rendered half loaded. The browser's bundle keeps none of this.
 */

/** The two fields of React's lazy element the server uses to load one ahead. */
type Lazy = { _payload: unknown; _init: (payload: unknown) => unknown };

const made: Lazy[] = [];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own signature
export function lazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  const component = reactLazy(load);
  if (import.meta.env.SSR) made.push(component as unknown as Lazy);
  return component;
}

/** Server: loads every lazy part made so far, and those the loaded modules make in turn. */
export async function readyLazyParts() {
  for (let done = 0; done < made.length; ) {
    const batch = made.slice(done);
    done = made.length;
    await Promise.all(
      batch.map(async (component) => {
        try {
          // React's own initialiser: it starts the import and throws its promise until the module is there.
          component._init(component._payload);
        } catch (pending) {
          if (pending && typeof (pending as PromiseLike<unknown>).then === 'function') await Promise.resolve(pending as PromiseLike<unknown>).catch(() => undefined);
        }
      }),
    );
  }
}
