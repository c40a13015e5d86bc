import { ChevronDown, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '@shared/api/user';
import { Button } from '@client/components/ui/button';
import { bellLabel } from '@client/features/notifications/components/bell-icon';
import { NoticeItems } from '@client/features/notifications/components/notice-items';
import { useUnreadNotices } from '@client/features/notifications/unread';
import { cn } from '@client/lib/utils';
import { NavLinkLabel, useNavLinkName } from './nav-link-label';
import { isCurrent, type NavLink } from './nav-links';
import { signOut } from './sign-out-form';
import { UserAvatar } from './user-avatar';
import { displayName } from '@shared/display-name';
import { useT } from '@client/lib/i18n';
import { layoutMessages } from './messages';
import { LanguagePicker } from './language-picker';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: NavLink[];
  pathname: string;
  user: CurrentUser | null;
};

/** Notices open under their button, in the menu itself. */
function MenuNotices({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotices(true);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? 'menu-notices' : undefined}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {bellLabel(unread)}
        <ChevronDown aria-hidden="true" className={cn('size-5 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div id="menu-notices" className="mt-1 rounded-md border border-slate-200">
          <NoticeItems heading={false} onNavigate={onNavigate} />
        </div>
      ) : null}
    </div>
  );
}

/** The slide-in side menu for small screens; every link closes it. */
export default function MobileMenuPanel({ open, onOpenChange, links, pathname, user }: Props) {
  const close = () => onOpenChange(false);
  const nameOf = useNavLinkName();
  const t = useT(layoutMessages);
  const itemClass = (current: boolean) =>
    cn('block rounded-md px-3 py-3 text-base font-medium', current ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100');

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] animate-slide-in flex-col overflow-y-auto bg-white p-6 shadow-xl">
          <div className="mb-6 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-900">{t('menu')}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('siteNavigation')}</Dialog.Description>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('closeMenu')}>
                <X aria-hidden="true" className="size-6" />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label={t('mobileNav')}>
            <ul className="space-y-1">
              {links.map((link) => {
                const current = isCurrent(pathname, link.to);
                return (
                  <li key={link.to}>
                    <Link to={link.to} onClick={close} aria-current={current ? 'page' : undefined} aria-label={nameOf(link)} className={itemClass(current)}>
                      <NavLinkLabel link={link} />
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
                    <p className="font-semibold text-slate-900">{displayName(user)}</p>
                    {user.email ? <p className="truncate text-sm text-slate-600">{user.email}</p> : null}
                  </div>
                </div>
                <MenuNotices onNavigate={close} />
                <Link to="/profile" onClick={close} className={itemClass(pathname === '/profile')}>
                  {t('profile')}
                </Link>
                {user.role === 'admin' ? (
                  <Link to="/admin" onClick={close} className={itemClass(pathname.startsWith('/admin'))}>
                    {t('adminDashboard')}
                  </Link>
                ) : null}
                <button type="button" onClick={signOut} className={`${itemClass(false)} w-full text-left`}>
                  {t('logOut')}
                </button>
              </div>
            ) : (
              <div className="grid gap-2">
                <Button asChild variant="outline">
                  <Link to="/login" onClick={close}>
                    {t('login')}
                  </Link>
                </Button>
                <Button asChild>
                  <Link to="/login" onClick={close}>
                    {t('signUp')}
                  </Link>
                </Button>
              </div>
            )}
          </div>
          <div className="mt-6 border-t border-slate-200 pt-6">
            <LanguagePicker />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
