import { useLayoutEffect, useState } from 'react';
import { LogoMark } from '@client/components/logo';
import { useT } from '@client/lib/i18n';
import { appMessages } from './messages';

export const SPLASH_STORAGE_KEY = 'hasSeenSplash';
export const SPLASH_VISIBLE_MS = 2500;
export const SPLASH_FADE_MS = 500;

function hasSeenSplash() {
  try {
    return window.localStorage.getItem(SPLASH_STORAGE_KEY) === 'true';
  } catch {
    return true; // storage blocked: never trap the person behind a splash on every visit
  }
}

/** The page the splash may greet on: the home page. */
export const SPLASH_PATH = '/';

/**
 * Spec sections 1 and 4: first visit only, 2500 ms visible, then a 500 ms fade. Only when that
 * first visit opens on the home page: someone arriving from a search engine on an article reads it
 * straight away, and their first visit is over (no splash later on the home page either).
 */
export function Splash() {
  // Decided after the first render, so a prerendered page hydrates without a mismatch.
  const [phase, setPhase] = useState<'visible' | 'fading' | 'done'>('done');
  const t = useT(appMessages);
  useLayoutEffect(() => {
    if (hasSeenSplash()) return;
    try {
      window.localStorage.setItem(SPLASH_STORAGE_KEY, 'true');
    } catch {
      // ignore: see hasSeenSplash
    }
    if (window.location.pathname !== SPLASH_PATH) return;
    // Only the browser knows about earlier visits; the server's HTML never has the splash.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPhase('visible');
    const fade = setTimeout(() => setPhase('fading'), SPLASH_VISIBLE_MS);
    const done = setTimeout(() => setPhase('done'), SPLASH_VISIBLE_MS + SPLASH_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, []);

  if (phase === 'done') return null;
  return (
    <div
      data-testid="splash"
      role="presentation"
      className={`fixed inset-0 z-[200] flex flex-col items-center justify-center gap-4 bg-brand-800 text-white ${
        phase === 'fading' ? 'animate-splash-fade' : ''
      }`}
    >
      <LogoMark className="size-24" />
      <p className="text-2xl font-bold tracking-tight">Clubfoot Community</p>
      <p className="text-brand-100">{t('splash.tagline')}</p>
    </div>
  );
}
