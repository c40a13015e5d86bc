import { format } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ForumActivityItem } from '@shared/api/forum-admin';
import { Badge } from '@client/components/ui/badge';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { timeAgo } from '@client/lib/format';
import { RowButton } from '../../components/data-table';
import { QueryError } from '@client/components/query-error';
import { topicHref, useForumActivity } from '../api';
import { isRemovable, type RemovableItem, useRemoveWriting } from '../moderation-api';
import { AdminSection } from '../../components/admin-section';
import { useHeadingFocus } from '@client/lib/use-heading-focus';
import { removeWritingNotices } from './notices';
import { DELETED_MEMBER } from '@shared/display-name';
import { removesAsAuthor } from '../../policy';

const KIND_LABEL: Record<ForumActivityItem['kind'], string> = { topic: 'New topic', reply: 'Reply', comment: 'Comment' };

/** "reply by Walt Writer in “Night splints?”": what a button or dialog acts on. */
const described = (item: ForumActivityItem) => `${item.kind}${item.author ? ` by ${item.author.name}` : ''} in “${item.topic.title}”`;
const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

function ActivityRow({ item, busy, onRemove }: { item: ForumActivityItem; busy: boolean; onRemove: (item: RemovableItem) => void }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-4">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
          <Badge variant="secondary">{KIND_LABEL[item.kind]}</Badge>
          <span className="font-medium text-slate-900">{item.author?.name ?? DELETED_MEMBER}</span>
          <span>in</span>
          <Link to={topicHref(item.topic.slug)} className={linkClass}>
            {item.topic.title}
          </Link>
          <span aria-hidden="true">·</span>
          <time dateTime={item.createdAt} title={format(new Date(item.createdAt), 'MMM d, yyyy h:mm a')}>
            {timeAgo(item.createdAt)}
          </time>
        </p>
        {item.removed ? <p className="text-sm italic text-slate-700">Removed</p> : <p className="break-words text-slate-900">{item.excerpt}</p>}
      </div>
      {isRemovable(item) ? (
        <RowButton label="Remove" name={described(item)} busy={busy} onClick={() => onRemove(item)} className="border-red-200 text-red-700 hover:bg-red-50" />
      ) : item.kind === 'topic' ? (
        <Link to={topicHref(item.topic.slug)} className={`${linkClass} text-sm`}>
          Open topic<span className="sr-only"> {item.topic.title}</span>
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

  return (
    <AdminSection title="Recent activity" intro="The newest topics, replies and comments, newest first." headingRef={heading}>
      {activity.isError ? (
        <QueryError title="Could not load the recent activity" error={activity.error} onRetry={() => void activity.refetch()} retrying={activity.isFetching} />
      ) : items === undefined ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
          <span className="sr-only">Loading the recent activity…</span>
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">Nothing has been posted in the forum yet.</p>
      ) : (
        <ol aria-label="Recent forum activity" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
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
        title={`Remove this ${toRemove?.kind ?? 'reply'}?`}
        description={`The ${toRemove ? described(toRemove) : 'reply'} will be shown as removed${own ? '' : ' by a moderator'}; the rest of the thread stays readable.`}
        confirmLabel={`Remove ${toRemove?.kind ?? 'reply'}`}
      />
    </AdminSection>
  );
}
