import { Heart, Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazy } from '@client/lib/lazy';
import { Link, useLocation } from 'react-router';
import { Logo } from '@client/components/logo';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { NotificationBell } from '@client/features/notifications/components/notification-bell';
import { CartButton } from '@client/features/shop/components/cart-button';
import { cn } from '@client/lib/utils';
import { MenuUnreadDot, NavLinkLabel, useNavLinkName } from './nav-link-label';
import { isCurrent, useNavLinks } from './nav-links';
import { UserAvatar } from './user-avatar';
import { useT } from '@client/lib/i18n';
import { layoutMessages } from './messages';
import { LanguagePicker } from './language-picker';
import { SignOutForm } from './sign-out-form';

// Menus load on demand: visitors never need the account menu, and few open the side menu.
const UserMenu = lazy(() => import('./user-menu'));
const MobileMenuPanel = lazy(() => import('./mobile-menu'));

export function Header() {
  const { pathname, search } = useLocation();
  const { user } = useAuth();
  const links = useNavLinks();
  const nameOf = useNavLinkName();
  const t = useT(layoutMessages);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label={t('logoHome')} className="shrink-0 rounded-md">
          <Logo compactOnPhones />
        </Link>
        <nav aria-label={t('mainNav')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => {
              const current = isCurrent(pathname, link.to);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={current ? 'page' : undefined}
                    aria-label={nameOf(link)}
                    className={cn(
                      'inline-flex items-center rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )}
                  >
                    <NavLinkLabel link={link} />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="accent" size="sm">
            <Link to="/donate">
              <Heart aria-hidden="true" /> {t('donate')}
            </Link>
          </Button>
          <CartButton />
          <div className="hidden items-center gap-2 lg:flex">
            <LanguagePicker compact />
            {user ? (
              <>
                <NotificationBell />
                <Suspense fallback={<UserAvatar user={user} />}>
                  <UserMenu user={user} />
                </Suspense>
              </>
            ) : (
              <>
                <Button asChild variant="ghost" size="sm">
                  <Link to="/login" state={{ returnTo: `${pathname}${search}` }}>
                    {t('login')}
                  </Link>
                </Button>
                <Button asChild size="sm">
                  <Link to="/login" state={{ returnTo: `${pathname}${search}` }}>
                    {t('signUp')}
                  </Link>
                </Button>
              </>
            )}
          </div>
          {user ? <SignOutForm /> : null}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/** Small screens: a slide-in side menu with the same links; choosing one closes it. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const { pathname } = useLocation();
  const { user } = useAuth();
  const links = useNavLinks();
  const t = useT(layoutMessages);
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      className="relative lg:hidden"
      aria-label={t('openMenu')}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => {
        setRequested(true);
        setOpen(true);
      }}
    >
      <Menu aria-hidden="true" className="size-6" />
      {user ? <MenuUnreadDot /> : null}
    </Button>
  );
  return (
    <>
      {trigger}
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} links={links} pathname={pathname} user={user} />
        </Suspense>
      ) : null}
    </>
  );
}
