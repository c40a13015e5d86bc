import './styles.css';

/**
 * The site's entry. A visitor's page arrives rendered by the server: it is painted, with its pictures,
 * before the app (main.tsx, everything that makes it run) is fetched, so the script never competes
 * with what a phone shows first. The screen's own modules, named by the server in
 * <meta name="page-modules">, are fetched alongside it. A member's page (the empty shell) has nothing
 * to paint: the app starts at once.
 */

/** Never later than this after the page arrived (a slow picture must not hold the buttons back). */
const MAX_WAIT_MS = 1000;

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

if (document.getElementById('root')?.hasChildNodes()) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // After the next frame is painted (a hidden tab paints none: the timer starts it there).
  const afterPaint = () => requestAnimationFrame(() => setTimeout(once, 0));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  setTimeout(once, MAX_WAIT_MS);
} else start();
