import { format } from 'date-fns';
import { Link } from 'react-router';
import type { ForumActivityItem } from '@shared/api/forum-admin';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { timeAgo } from '@client/lib/format';
import { QueryError } from '../../components/query-error';
import { topicHref, useForumActivity } from '../api';
import { AdminSection } from './admin-section';

const KIND_LABEL: Record<ForumActivityItem['kind'], string> = { topic: 'New topic', reply: 'Reply', comment: 'Comment' };

function ActivityRow({ item }: { item: ForumActivityItem }) {
  return (
    <li className="space-y-1 p-4">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        <Badge variant="secondary">{KIND_LABEL[item.kind]}</Badge>
        <span className="font-medium text-slate-900">{item.author?.name ?? 'Former member'}</span>
        <span>in</span>
        <Link to={topicHref(item.topic.slug)} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
          {item.topic.title}
        </Link>
        <span aria-hidden="true">·</span>
        <time dateTime={item.createdAt} title={format(new Date(item.createdAt), 'MMM d, yyyy h:mm a')}>
          {timeAgo(item.createdAt)}
        </time>
      </p>
      {item.removed ? (
        <p className="text-sm italic text-slate-700">Removed</p>
      ) : (
        <p className="break-words text-slate-900">{item.excerpt}</p>
      )}
    </li>
  );
}

/** The 30 newest topics, replies and comments across the forum, each with a link to its topic. */
export function RecentActivity() {
  const activity = useForumActivity();
  const items = activity.data?.items;
  return (
    <AdminSection title="Recent activity" intro="The newest topics, replies and comments, newest first.">
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
            <ActivityRow key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </ol>
      )}
    </AdminSection>
  );
}
