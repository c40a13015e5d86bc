import { LogoMark } from '@client/components/logo';
import { useT } from '@client/lib/i18n';
import { appMessages } from './messages';

/**
 * Spec sections 1, 4 and 9: the first visit's splash, 2500 ms visible, then a 500 ms fade, once per
 * browser and only when that first visit opens on the home page (shared/splash.ts). Every page carries
 * it, hidden: the head's script shows it (`<html class="splash">`) before the first paint, and the
 * stylesheet times it (client/styles.css), so it never waits for the app, and the page's own content
 * is not painted first and then covered. After the fade it takes no clicks and the class goes.
 */
export function Splash() {
  const t = useT(appMessages);
  return (
    <div
      id="splash"
      data-testid="splash"
      aria-hidden="true"
      className="fixed inset-0 z-[200] hidden flex-col items-center justify-center gap-4 bg-brand-800 text-white"
    >
      <LogoMark className="size-24" />
      <p className="text-2xl font-bold tracking-tight">Clubfoot Community</p>
      <p className="text-brand-100">{t('splash.tagline')}</p>
    </div>
  );
}
