import { browserLocale, loadCatalogs } from './i18n';
import { type ComponentProps, type ComponentType, createElement, lazy as reactLazy, type LazyExoticComponent, useEffect } from 'react';

/*
 * React.lazy, with two things the app needs of it:
 * - On the server, remembered: a render that meets a lazy part for the first time would render its
 *   fallback and wait for the import (through the module loader, which may take several turns), so the
 *   server makes every lazy part ready once, as it starts (`readyLazyParts`), and no visitor's page is
 *   ever rendered half loaded.
 * - In the browser, counted: a part asked for is "unsettled" until it is first on the screen, so the
 *   page can say when it runs (`lazyPartsSettled`, client/app/layout/layout.tsx).
 */

/** The two fields of React's lazy element the server uses to load one ahead. */
type Lazy = { _payload: unknown; _init: (payload: unknown) => unknown };

const made: Lazy[] = [];

/** Lazy parts asked for and not yet on the screen, and who waits for there to be none. */
let unsettled = 0;
const waiting: (() => void)[] = [];

function settle() {
  unsettled -= 1;
  if (unsettled === 0) for (const settled of waiting.splice(0)) settled();
}

/**
 * Resolves once every lazy part asked for is on the screen. A part the page's hydration met before its
 * module had arrived stays as the server sent it until then, and a click on it would do nothing.
 */
export const lazyPartsSettled = () => (unsettled === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own signature
export function lazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  const component = reactLazy(() => {
    unsettled += 1;
    let pending = true;
    const once = () => {
      if (!pending) return;
      pending = false;
      settle();
    };
    // A language's messages for what the part brings load with it (the server has them all).
    const loaded = import.meta.env.SSR ? load() : load().then(async (module) => (await loadCatalogs(browserLocale()), module));
    return loaded.then(
      ({ default: Loaded }) => {
        // The loaded part, saying so once it is first on the screen (hydrated or rendered).
        function Settled(props: ComponentProps<T>) {
          useEffect(once, []);
          return createElement(Loaded, props);
        }
        return { default: Settled as unknown as T };
      },
      (error: unknown) => {
        once();
        throw error;
      },
    );
  });
  if (import.meta.env.SSR) made.push(component as unknown as Lazy);
  return component;
}

/** Starts loading one lazy part with React's own initialiser, which throws its promise until the module is there. */
async function start(component: Lazy) {
  try {
    component._init(component._payload);
  } catch (pending) {
    if (pending && typeof (pending as PromiseLike<unknown>).then === 'function') await Promise.resolve(pending as PromiseLike<unknown>).catch(() => undefined);
  }
}

/** Server: loads every lazy part made so far, and those the loaded modules make in turn. */
export async function readyLazyParts() {
  for (let done = 0; done < made.length; ) {
    const batch = made.slice(done);
    done = made.length;
    await Promise.all(batch.map(start));
  }
}
