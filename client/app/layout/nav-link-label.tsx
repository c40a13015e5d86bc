import { useUnreadTotal } from '@client/features/messages/unread';
import { useUnreadNotices } from '@client/features/notifications/unread';
import { useLocale, useT } from '@client/lib/i18n';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { layoutMessages } from './messages';
import type { NavLink } from './nav-links';

const MESSAGES = '/messages';

/**
 * A header link's text; Messages also shows its unread count as a badge. The link is then named
 * "Messages, 3 unread" through aria-label (a hidden span would be read with stray spaces around it).
 */
export function NavLinkLabel({ link }: { link: NavLink }) {
  const unread = useUnreadTotal();
  const t = useT(layoutMessages);
  const locale = useLocale();
  if (link.to !== MESSAGES || unread <= 0) return <>{t(link.label)}</>;
  return (
    <>
      {t(link.label)}
      <span aria-hidden="true" className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white">
        {unread > 99 ? '99+' : new Intl.NumberFormat(INTL_LOCALE[locale]).format(unread)}
      </span>
    </>
  );
}

/** The accessible name of a header link when it differs from its text: "Messages, 3 unread". */
export function useNavLinkName(): (link: NavLink) => string | undefined {
  const unread = useUnreadTotal();
  const t = useT(layoutMessages);
  return (link) => (link.to === MESSAGES && unread > 0 ? t('messagesUnread', { count: unread }) : undefined);
}

/** Small screens: a dot on the menu button while messages or notices are unread (the menu inside says how many). */
export function MenuUnreadDot() {
  const unread = useUnreadTotal() + useUnreadNotices(true);
  if (unread <= 0) return null;
  return <span aria-hidden="true" className="absolute right-1.5 top-1.5 size-2.5 rounded-full bg-red-600 ring-2 ring-white" />;
}
