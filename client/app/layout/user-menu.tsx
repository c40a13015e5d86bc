import { LogOut, Shield, User as UserIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import type { CurrentUser } from '@shared/api/user';
import { signOut } from './sign-out-form';
import { UserAvatar } from './user-avatar';
import { displayName } from '@shared/display-name';
import { useT } from '@client/lib/i18n';
import { layoutMessages } from './messages';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50';

/** Spec section 2: full name and e-mail, Profile, Admin Dashboard for admins, Log out. */
export default function UserMenu({ user }: { user: CurrentUser }) {
  const t = useT(layoutMessages);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        aria-label={t('accountMenu', { name: displayName(user) })}
      >
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <div className="px-2 py-2">
            <p className="text-sm font-semibold text-slate-900">{displayName(user)}</p>
            {user.email ? <p className="truncate text-xs text-slate-600">{user.email}</p> : null}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <UserIcon aria-hidden="true" className="size-4" /> {t('profile')}
            </Link>
          </DropdownMenu.Item>
          {user.role === 'admin' ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin">
                <Shield aria-hidden="true" className="size-4" /> {t('adminDashboard')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={signOut}>
            <LogOut aria-hidden="true" className="size-4" /> {t('logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
