import { Heart, Menu, ShoppingCart, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@client/components/logo';
import { Button } from '@client/components/ui/button';
import { fullName, useAuth } from '@client/features/auth/api';
import { cn } from '@client/lib/utils';
import { headerLinks, isCurrent, signedInLinks } from './nav-links';
import { UserAvatar, UserMenu } from './user-menu';

function useNavLinks() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? [...headerLinks, ...signedInLinks] : [...headerLinks];
}

export function Header() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const links = useNavLinks();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label="Clubfoot Community home" className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => {
              const current = isCurrent(pathname, link.to);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild variant="accent" size="sm">
            <Link to="/donate">
              <Heart aria-hidden="true" /> Donate
            </Link>
          </Button>
          <Link
            to="/shop"
            aria-label="Shopping cart"
            className="flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
          </Link>
          <div className="hidden items-center gap-2 lg:flex">
            {user ? (
              <UserMenu user={user} />
            ) : (
              <>
                <Button asChild variant="ghost" size="sm">
                  <Link to="/login">Login</Link>
                </Button>
                <Button asChild size="sm">
                  <Link to="/login">Sign up</Link>
                </Button>
              </>
            )}
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/** Small screens: a slide-in side menu with the same links; choosing one closes it. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { user } = useAuth();
  const links = useNavLinks();
  const close = () => setOpen(false);
  const itemClass = (current: boolean) =>
    cn('block rounded-md px-3 py-3 text-base font-medium', current ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100');

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" className="size-6" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] animate-slide-in flex-col overflow-y-auto bg-white p-6 shadow-xl">
          <div className="mb-6 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-900">Menu</Dialog.Title>
            <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" className="size-6" />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {links.map((link) => {
                const current = isCurrent(pathname, link.to);
                return (
                  <li key={link.to}>
                    <Link to={link.to} onClick={close} aria-current={current ? 'page' : undefined} className={itemClass(current)}>
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-6 border-t border-slate-200 pt-6">
            {user ? (
              <div className="space-y-1">
                <div className="flex items-center gap-3 px-3 pb-3">
                  <UserAvatar user={user} />
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{fullName(user)}</p>
                    {user.email ? <p className="truncate text-sm text-slate-600">{user.email}</p> : null}
                  </div>
                </div>
                <Link to="/profile" onClick={close} className={itemClass(pathname === '/profile')}>
                  Profile
                </Link>
                {user.role === 'admin' ? (
                  <Link to="/admin" onClick={close} className={itemClass(pathname.startsWith('/admin'))}>
                    Admin Dashboard
                  </Link>
                ) : null}
                <a href="/api/logout" className={itemClass(false)}>
                  Log out
                </a>
              </div>
            ) : (
              <div className="grid gap-2">
                <Button asChild variant="outline">
                  <Link to="/login" onClick={close}>
                    Login
                  </Link>
                </Button>
                <Button asChild>
                  <Link to="/login" onClick={close}>
                    Sign up
                  </Link>
                </Button>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
