import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useUnreadNotices } from '../unread';
import { bellClass, BellIcon, bellLabel } from './bell-icon';
import { NoticeItems } from './notice-items';
import { useLocale, useT } from '@client/lib/i18n';
import { notificationsMessages } from '../messages';

/** The bell's popover: the newest notices, each leading to what it is about, and "Mark all as read". */
export default function NotificationPopover() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotices(true);
  const t = useT(notificationsMessages);
  const locale = useLocale();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={bellClass} aria-label={bellLabel(unread, locale)}>
        <BellIcon unread={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('title')}
          className="z-50 flex max-h-[min(32rem,calc(100dvh-6rem))] w-96 max-w-[calc(100vw-2rem)] flex-col rounded-lg border border-slate-200 bg-white shadow-lg focus-visible:outline-none"
        >
          <NoticeItems onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
