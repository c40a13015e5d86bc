import { Link } from 'react-router';
import type { Notice } from '@shared/api/notifications';
import { Button } from '@client/components/ui/button';
import { timeAgo } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { useMarkNoticesRead, useNotices } from '../api';
import { useLocale, useT } from '@client/lib/i18n';
import { notificationsMessages } from '../messages';

/** Only paths on this site are followed. */
const sitePath = (link: string | null) => (link && link.startsWith('/') && !link.startsWith('//') ? link : null);

function NoticeContent({ notice }: { notice: Notice }) {
  const t = useT(notificationsMessages);
  const locale = useLocale();
  return (
    <span className="flex items-start gap-2">
      {notice.read ? null : <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-700" />}
      <span className="min-w-0 flex-1">
        {notice.read ? null : <span className="sr-only">{t('unread')}</span>}
        <span className={cn('block text-sm text-slate-900', notice.read ? 'font-medium' : 'font-bold')}>{notice.title}</span>
        <span className="mt-0.5 block text-sm text-slate-700">{notice.body}</span>
        <time dateTime={notice.createdAt} className="mt-1 block text-xs text-slate-700">
          {timeAgo(notice.createdAt, undefined, locale)}
        </time>
      </span>
    </span>
  );
}

/**
 * My newest notices with "Mark all as read": in the header's popover and in the small screens' menu.
 * Opening one marks it read.
 */
export function NoticeItems({ onNavigate, heading = true }: { onNavigate: () => void; heading?: boolean }) {
  const notices = useNotices(true);
  const t = useT(notificationsMessages);
  const markRead = useMarkNoticesRead();
  const list = notices.data?.notices ?? [];
  const unread = notices.data?.unreadCount ?? 0;
  const itemClass = 'block px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700';

  return (
    <>
      <div className={cn('flex items-center gap-3 border-b border-slate-200 px-4 py-2', heading ? 'justify-between' : 'justify-end')}>
        {heading ? <h2 className="text-base font-semibold text-slate-900">{t('title')}</h2> : null}
        <Button variant="ghost" size="sm" disabled={unread === 0} onClick={() => markRead.mutate(undefined)}>
          {t('markAllRead')}
        </Button>
      </div>
      <div className="min-h-0 overflow-y-auto">
        {notices.isPending ? (
          <p role="status" className="px-4 py-6 text-sm text-slate-700">
            {t('loading')}
          </p>
        ) : notices.isError ? (
          <div role="alert" className="space-y-2 px-4 py-6 text-sm text-slate-800">
            <p>{t('error')}</p>
            <Button variant="outline" size="sm" onClick={() => void notices.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-700">{t('empty')}</p>
        ) : (
          <ul aria-label={t('title')} className="divide-y divide-slate-200">
            {list.map((notice) => {
              const to = sitePath(notice.link);
              return (
                <li key={notice.id} className={notice.read ? undefined : 'bg-brand-50/60'}>
                  {to ? (
                    <Link
                      to={to}
                      className={cn(itemClass, 'hover:bg-slate-50')}
                      onClick={() => {
                        if (!notice.read) markRead.mutate([notice.id]);
                        onNavigate();
                      }}
                    >
                      <NoticeContent notice={notice} />
                    </Link>
                  ) : (
                    <div className={itemClass}>
                      <NoticeContent notice={notice} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
