import { useState } from 'react';
import { Link } from 'react-router';
import type { ForumActivityItem } from '@shared/api/forum-admin';
import { Badge } from '@client/components/ui/badge';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { timeAgo } from '@client/lib/format';
import { dateText } from '@client/components/date-time';
import { useClock } from '@client/lib/clock';
import { type Translate, useLocale, useT } from '@client/lib/i18n';
import { forumsAdminMessages } from '../messages';
import { RowButton } from '../../components/data-table';
import { QueryError } from '@client/components/query-error';
import { topicHref, useForumActivity } from '../api';
import { isRemovable, type RemovableItem, useRemoveWriting } from '../moderation-api';
import { AdminSection } from '../../components/admin-section';
import { useHeadingFocus } from '@client/lib/use-heading-focus';
import { removeWritingNotices } from './notices';
import { DELETED_MEMBER } from '@shared/display-name';
import { removesAsAuthor } from '../../policy';

type T = Translate<(typeof forumsAdminMessages)['en']>;

const KIND_LABEL = { topic: 'activity.kind.topic', reply: 'activity.kind.reply', comment: 'activity.kind.comment' } as const satisfies Record<ForumActivityItem['kind'], keyof (typeof forumsAdminMessages)['en']>;

/** The values of the messages that name an item: its kind, its author, its topic. */
const about = (item: ForumActivityItem) => ({ kind: item.kind, hasAuthor: item.author ? 'yes' : 'no', author: item.author?.name ?? '', title: item.topic.title });
/** "reply by Walt Writer in “Night splints?”": what a button or dialog acts on. */
const described = (item: ForumActivityItem, t: T) => t('activity.thing', about(item));
const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

function ActivityRow({ item, busy, onRemove }: { item: ForumActivityItem; busy: boolean; onRemove: (item: RemovableItem) => void }) {
  const t = useT(forumsAdminMessages);
  const locale = useLocale();
  const clock = useClock();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-4">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
          <Badge variant="secondary">{t(KIND_LABEL[item.kind])}</Badge>
          <span className="font-medium text-slate-900">{item.author?.name ?? DELETED_MEMBER}</span>
          <span>{t('activity.in')}</span>
          <Link to={topicHref(item.topic.slug)} className={linkClass}>
            {item.topic.title}
          </Link>
          <span aria-hidden="true">·</span>
          <time dateTime={item.createdAt} title={dateText(item.createdAt, 'MMM d, yyyy h:mm a', clock, undefined, locale)}>
            {timeAgo(item.createdAt, undefined, locale)}
          </time>
        </p>
        {item.removed ? <p className="text-sm italic text-slate-700">{t('common.removed')}</p> : <p className="break-words text-slate-900">{item.excerpt}</p>}
      </div>
      {isRemovable(item) ? (
        <RowButton label={t('activity.remove')} name={described(item, t)} busy={busy} onClick={() => onRemove(item)} className="border-red-200 text-red-700 hover:bg-red-50" />
      ) : item.kind === 'topic' ? (
        <Link to={topicHref(item.topic.slug)} className={`${linkClass} text-sm`}>
          {t('activity.openTopic')}<span className="sr-only"> {item.topic.title}</span>
        </Link>
      ) : null}
    </li>
  );
}

/** The 30 newest topics, replies and comments across the forum; replies and comments can be removed here. */
export function RecentActivity() {
  const activity = useForumActivity();
  const remove = useRemoveWriting(removeWritingNotices);
  const { user } = useAuth();
  const [toRemove, setToRemove] = useState<RemovableItem | null>(null);
  // The removed item stays, marked removed, but its button goes: the focus goes to the section's heading.
  const { heading, focusHeadingAfterClose } = useHeadingFocus(toRemove !== null);
  const items = activity.data?.items;
  const busyKey = remove.isPending && remove.variables ? `${remove.variables.item.kind}-${remove.variables.item.id}` : null;
  // An administrator removing their own writing removes it as its author (the server decides).
  const own = toRemove !== null && removesAsAuthor(user, toRemove.kind, toRemove);
  const t = useT(forumsAdminMessages);
  const kind = toRemove?.kind ?? 'reply';

  return (
    <AdminSection title={t('activity.title')} intro={t('activity.intro')} headingRef={heading}>
      {activity.isError ? (
        <QueryError title={t('activity.loadError')} error={activity.error} onRetry={() => void activity.refetch()} retrying={activity.isFetching} />
      ) : items === undefined ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
          <span className="sr-only">{t('activity.loading')}</span>
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{t('activity.empty')}</p>
      ) : (
        <ol aria-label={t('activity.listLabel')} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {items.map((item) => (
            <ActivityRow key={`${item.kind}-${item.id}`} item={item} busy={busyKey === `${item.kind}-${item.id}`} onRemove={setToRemove} />
          ))}
        </ol>
      )}

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        pending={remove.isPending}
        onConfirm={() => toRemove && remove.mutate({ item: toRemove }, { onSuccess: focusHeadingAfterClose, onSettled: () => setToRemove(null) })}
        title={t('activity.confirm.title', { kind })}
        description={toRemove ? t('activity.confirm.description', { ...about(toRemove), own: own ? 'yes' : 'no' }) : t('activity.confirm.descriptionEmpty')}
        confirmLabel={t('activity.confirm.confirm', { kind })}
      />
    </AdminSection>
  );
}
