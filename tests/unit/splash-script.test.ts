import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SPLASH_LONGEST_MS, SPLASH_SCRIPT } from '../../shared/splash';

/*
 * The first visit's splash is decided by the head's script before the first paint (shared/splash.ts,
 * decision 0040): run here against a stand-in browser, a page load at a time.
 */
type Listener = (event: { animationName?: string }) => void;

function pageLoad(pathname: string, storage: Map<string, string> | 'blocked') {
  const classes = new Set<string>();
  const listeners = new Map<string, Listener>();
  const timers: { at: number; run: () => void }[] = [];
  const window = {
    get localStorage() {
      if (storage === 'blocked') throw new Error('SecurityError');
      return { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    },
  };
  const context = {
    window,
    location: { pathname },
    document: { documentElement: { classList: { add: (name: string) => classes.add(name), remove: (name: string) => classes.delete(name) } } },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    setTimeout: (run: () => void, at: number) => timers.push({ at, run }),
    clearTimeout: () => timers.splice(0),
  };
  vm.runInNewContext(SPLASH_SCRIPT, context);
  return {
    showing: () => classes.has('splash'),
    fire: (type: string, event: { animationName?: string } = {}) => listeners.get(type)?.(event),
    timers,
  };
}

describe('the first visit splash script', () => {
  it('shows the splash on a first visit to a home page, once per browser', () => {
    const storage = new Map<string, string>();
    expect(pageLoad('/', storage).showing()).toBe(true);
    expect(storage.get('hasSeenSplash')).toBe('true');
    expect(pageLoad('/', storage).showing()).toBe(false);
  });

  it('greets on every language’s home page, and nowhere else', () => {
    for (const path of ['/', '/es', '/es/', '/fr', '/fr/']) expect(pageLoad(path, new Map()).showing(), path).toBe(true);
    for (const path of ['/resources', '/es/resources', '/espanol', '/en', '//']) expect(pageLoad(path, new Map()).showing(), path).toBe(false);
  });

  it('remembers a first visit that lands on an article, so the home page later opens without it', () => {
    const storage = new Map<string, string>();
    expect(pageLoad('/resources/what-is-clubfoot', storage).showing()).toBe(false);
    expect(pageLoad('/', storage).showing()).toBe(false);
  });

  it('shows nothing when storage is blocked (it could never be remembered)', () => {
    expect(pageLoad('/', 'blocked').showing()).toBe(false);
  });

  it('ends with its own fade, a key, a touch, or at the latest after the longest wait', () => {
    const faded = pageLoad('/', new Map());
    faded.fire('animationend', { animationName: 'slide-in' });
    expect(faded.showing()).toBe(true);
    faded.fire('animationend', { animationName: 'splash-fade' });
    expect(faded.showing()).toBe(false);

    for (const type of ['keydown', 'pointerdown']) {
      const skipped = pageLoad('/', new Map());
      skipped.fire(type);
      expect(skipped.showing(), type).toBe(false);
    }

    const stuck = pageLoad('/', new Map());
    expect(stuck.timers.map((timer) => timer.at)).toEqual([SPLASH_LONGEST_MS]);
    stuck.timers[0]!.run();
    expect(stuck.showing()).toBe(false);
  });
});
