import { Suspense, useEffect } from 'react';
import { lazy, lazyPartsSettled } from '@client/lib/lazy';
import { Outlet, useLocation } from 'react-router';
import { ChatWidget } from '@client/features/assistant/components/chat-widget';
import { useAuth } from '@client/lib/auth';
import { VerifyEmailBanner } from '@client/features/auth/components/verify-email-banner';
import { analytics } from '@client/lib/analytics';
import { useNewerBuild } from '@client/lib/app-build';
// In the page's own code: after an update the old build's lazy files are gone from the server.
import UpdateBanner from '../update-banner';
import { Footer } from './footer';
import { Header } from './header';
import { useT } from '@client/lib/i18n';
import { layoutMessages } from './messages';

// New messages, reads and removals arrive over one connection per tab while signed in; the code loads after the page.
const MessageStream = lazy(() => import('@client/features/messages/components/message-stream'));
// Signed-in members only (their pages are not prerendered): its code is not in a visitor's first load.
const ProfileReminder = lazy(() => import('@client/features/profile/components/profile-reminder').then((m) => ({ default: m.ProfileReminder })));
// The offer to install the app shows on a return visit only (its held event waits in boot.ts), and the
// service worker is registered from there too (issue 26): their code comes after the page.
const InstallPrompt = lazy(() => import('../install-prompt'));


function useAnalytics() {
  const { pathname, search } = useLocation();
  useEffect(() => analytics.attach(), []);
  useEffect(() => {
    analytics.trackPageView(`${pathname}${search}`);
  }, [pathname, search]);
}

/**
 * Marks the page as running (`<html data-hydrated>`) once the screen is hydrated or rendered and its
 * lazily loaded parts have arrived: its buttons answer from then on. Browser tests wait for it before
 * they click, as a person would.
 */
function ScreenReady() {
  useEffect(() => {
    // Parts in the page that wait for their module (the sign-in forms, the home page's story) run then.
    void lazyPartsSettled().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}

export function Layout() {
  useAnalytics();
  const { user } = useAuth();
  const t = useT(layoutMessages);
  const newerBuild = useNewerBuild();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <Header />
      {/* Everything below the header makes room for the assistant's open panel on a wide screen (client/styles.css). */}
      <div data-chat-dock="" className="flex flex-1 flex-col">
        {newerBuild ? <UpdateBanner /> : null}
        <Suspense fallback={null}>
          <InstallPrompt />
        </Suspense>
        <VerifyEmailBanner />
        <main id="main" className="flex-1">
          <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
            <Outlet />
            <ScreenReady />
          </Suspense>
        </main>
        {user ? (
          <Suspense fallback={null}>
            <ProfileReminder />
          </Suspense>
        ) : null}
        <Footer />
        {/* Room below the footer for the assistant's button, so the page's last line can scroll clear of it. */}
        <div aria-hidden="true" className="h-24 bg-slate-50" />
      </div>
      <ChatWidget />
      {user ? (
        <Suspense fallback={null}>
          <MessageStream key={user.id} userId={user.id} />
        </Suspense>
      ) : null}
    </div>
  );
}
