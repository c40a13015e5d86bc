import { Bell } from 'lucide-react';
import { browserLocale, tIn, useLocale } from '@client/lib/i18n';
import { INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { notificationsMessages } from '../messages';

/** "Notifications" or "Notifications, 3 unread": the bell button's accessible name, in the page's language. */
export const bellLabel = (unread: number, locale: Locale = browserLocale()) => {
  const t = tIn(notificationsMessages, locale);
  return unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');
};

export const bellClass =
  'relative flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The bell and, when some are unread, their count (decorative: the button's name says it). */
export function BellIcon({ unread }: { unread: number }) {
  const locale = useLocale();
  return (
    <>
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span aria-hidden="true" className="absolute right-0.5 top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-5 font-bold text-white">
          {unread > 99 ? '99+' : new Intl.NumberFormat(INTL_LOCALE[locale]).format(unread)}
        </span>
      ) : null}
    </>
  );
}
