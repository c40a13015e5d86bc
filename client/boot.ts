import './styles.css';

/**
 * The site's entry. A visitor's page arrives rendered by the server: it is painted, with its pictures,
 * before the app (main.tsx, everything that makes it run) is fetched, so the script never competes
 * with what a phone shows first. The screen's own modules, named by the server in
 * <meta name="page-modules">, are fetched alongside it. A member's page (the empty shell) has nothing
 * to paint: the app starts at once.
 *
 * Until the app runs, links and the browser's own controls work as they are; a click on a button is
 * held and given to the button once the app answers it, and the first touch, click or key starts the
 * app at once rather than after the pictures.
 */

function start() {
  const named = document.querySelector<HTMLMetaElement>('meta[name="page-modules"]')?.content ?? '';
  for (const href of named.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
}

/**
 * Chrome may offer to install the site before the app runs: the offer is held (its own banner not
 * shown) for client/app/install-prompt.tsx, which makes it at the right moment.
 */
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as Window & { heldInstallOffer?: Event }).heldInstallOffer = event;
});

/** The buttons clicked before the app ran, in order. */
const held: HTMLElement[] = [];

function hold(event: MouseEvent) {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
  if (!control || control.closest('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!held.includes(control)) held.push(control);
}

/** A press of the main button, as a mouse makes it: some controls answer the press, most the click. */
function press(control: HTMLElement) {
  const at = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, view: window };
  control.focus();
  control.dispatchEvent(new PointerEvent('pointerdown', { ...at, pointerType: 'mouse', isPrimary: true }));
  control.dispatchEvent(new MouseEvent('mousedown', at));
  control.dispatchEvent(new PointerEvent('pointerup', { ...at, buttons: 0, pointerType: 'mouse', isPrimary: true }));
  control.dispatchEvent(new MouseEvent('mouseup', { ...at, buttons: 0 }));
  control.click();
}

/** Once the screen answers (layout.tsx marks `<html data-hydrated>`), the held clicks are made again. */
function replayWhenRunning() {
  const root = document.documentElement;
  const replay = () => {
    window.removeEventListener('click', hold, true);
    for (const control of held.splice(0)) if (control.isConnected) press(control);
  };
  if (root.dataset.hydrated === 'true') return replay();
  new MutationObserver((_, observer) => {
    if (root.dataset.hydrated !== 'true') return;
    observer.disconnect();
    replay();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/** The app starts this long after the load event at the latest, should the paint never be reported (a page under a test's fake clock reports none). */
const PAINT_WAIT_MS = 1000;

/**
 * Runs `then` once the page's first content is on the screen: the browser reports that paint (which
 * may come after the load event, when the pictures were quick), so the app's download never competes
 * with it. A hidden tab paints nothing: it starts there at once, or as soon as it is hidden. A browser
 * that reports no paints starts after the next frame, and one that never reports it after PAINT_WAIT_MS.
 */
function afterFirstPaint(then: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    document.removeEventListener('visibilitychange', onHidden);
    setTimeout(then, 0);
  };
  const onHidden = () => document.visibilityState === 'hidden' && run();
  if (document.visibilityState === 'hidden') return run();
  document.addEventListener('visibilitychange', onHidden);
  const observable = typeof PerformanceObserver === 'function' ? ((PerformanceObserver as { supportedEntryTypes?: readonly string[] }).supportedEntryTypes ?? []) : [];
  if (!observable.includes('paint')) return void requestAnimationFrame(run);
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) return run();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    run();
  }, PAINT_WAIT_MS);
}

if (document.getElementById('root')?.hasChildNodes()) {
  window.addEventListener('click', hold, true);
  replayWhenRunning();
  const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown'] as const;
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, once, true);
    start();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, once, { capture: true, passive: true });
  if (document.readyState === 'complete') afterFirstPaint(once);
  else window.addEventListener('load', () => afterFirstPaint(once), { once: true });
} else start();
