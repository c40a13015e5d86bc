import { Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n';
import { dayOf, INSTALL_STORAGE_KEY, type InstallState, parseInstallState, shouldOfferInstall, withVisit } from './install-moment';
import { appMessages } from './messages';
import { registerServiceWorker } from './service-worker';

/** Chrome's and Edge's offer to install (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & { prompt: () => Promise<unknown>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

function readState(): InstallState {
  try {
    return parseInstallState(window.localStorage.getItem(INSTALL_STORAGE_KEY));
  } catch {
    return parseInstallState(null);
  }
}

function saveState(state: InstallState) {
  try {
    window.localStorage.setItem(INSTALL_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // storage blocked: the offer is simply made again another day
  }
}

/**
 * "Add to home screen", offered in the page (never over it) when the browser can install the site and
 * the visitor has come back on another day (install-moment.ts). The browser's own banner is held back,
 * so a first visit is never interrupted; its menu still installs the site any time.
 */
export default function InstallPrompt() {
  const t = useT(appMessages);
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  // The app's service worker (offline use, push) starts with the page's after-load code, here.
  useEffect(registerServiceWorker, []);

  useEffect(() => {
    const today = dayOf(new Date());
    const state = withVisit(readState(), today);
    saveState(state);
    const onPrompt = (event: Event) => {
      event.preventDefault();
      if (shouldOfferInstall(readState(), today)) setOffer(event as InstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    // One made before the app ran, held by boot.ts.
    const held = (window as Window & { heldInstallOffer?: Event }).heldInstallOffer;
    if (held) onPrompt(held);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!offer) return null;

  const notNow = () => {
    saveState({ ...readState(), dismissedOn: dayOf(new Date()) });
    setOffer(null);
  };
  const install = async () => {
    setOffer(null);
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'dismissed') saveState({ ...readState(), dismissedOn: dayOf(new Date()) });
  };

  return (
    <section aria-labelledby="install-offer-title" data-testid="install-offer" className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">
        <Smartphone aria-hidden="true" className="size-6 shrink-0 text-brand-800" />
        <div className="min-w-0 flex-1 basis-56">
          <h2 id="install-offer-title" className="text-base font-semibold text-slate-900">
            {t('install.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('install.text')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void install()}>
            {t('install.install')}
          </Button>
          <Button size="sm" variant="ghost" onClick={notNow}>
            {t('install.notNow')}
          </Button>
        </div>
      </div>
    </section>
  );
}
