import { Suspense } from 'react';
import { lazy } from '@client/lib/lazy';
import { useUnreadNotices } from '../unread';
import { bellClass, BellIcon } from './bell-icon';

// The list and its popover load after the page, like the account menu: the first load carries only the bell.
const NotificationPopover = lazy(() => import('./notification-popover'));

/** The header's bell for a signed-in member: unread notices counted on it, the newest listed under it. */
export function NotificationBell() {
  const unread = useUnreadNotices(true);
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className={bellClass}>
          <BellIcon unread={unread} />
        </span>
      }
    >
      <NotificationPopover />
    </Suspense>
  );
}
