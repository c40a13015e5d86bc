import { Eye, Lock, MessageSquare, Pin } from 'lucide-react';
import { Link } from 'react-router';
import type { ForumTopic } from '@shared/api/forum';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { AuthorAvatar, authorName, ForumTime } from './forum-author';
import { useT } from '@client/lib/i18n';
import { forumMessages } from '../messages';

/**
 * Spec section 2, "Topic row": avatar, title with pin and lock, author, date, category, replies and views.
 * The title wraps (three lines at most); on a phone the counts go under the author line, beside it from sm up.
 * A support group's page leaves out the category, which is the group itself.
 */
export function TopicRow({ topic, showCategory = true }: { topic: ForumTopic; showCategory?: boolean }) {
  const replies = topic.postCount ?? 0;
  const views = topic.viewCount ?? 0;
  const t = useT(forumMessages);
  return (
    <Link
      to={`/community/forum/${topic.slug}`}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 transition-shadow hover:shadow-md sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:gap-x-4"
      data-testid="topic-row"
    >
      <AuthorAvatar author={topic.author} className="row-span-3 sm:row-span-2" />
      <h3 className="col-start-2 flex items-start gap-2 font-semibold text-slate-900">
        <span className="line-clamp-3 break-words" data-user-text>
          {topic.title}
        </span>
        {topic.isPinned ? <Pin aria-label={t('topic.pinned')} role="img" className="mt-1 size-4 shrink-0 text-brand-800" /> : null}
        {topic.isLocked ? <Lock aria-label={t('topic.locked')} role="img" className="mt-1 size-4 shrink-0 text-slate-700" /> : null}
      </h3>
      <div className="col-start-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <span>{t('row.by', { name: authorName(topic.author, t('author.unknown')) })}</span>
        <ForumTime value={topic.createdAt} pattern="MMM d, yyyy" className="whitespace-nowrap" />
        {showCategory && topic.category?.name ? (
          <Badge variant="outline" data-user-text>
            {topic.category.name}
          </Badge>
        ) : null}
      </div>
      <div className="col-start-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 sm:col-start-3 sm:row-span-2 sm:row-start-1 sm:flex-col sm:items-end">
        <span className="flex items-center gap-1 whitespace-nowrap">
          <MessageSquare aria-hidden="true" className="size-4" /> {t('row.replies', { count: replies })}
        </span>
        <span className="flex items-center gap-1 whitespace-nowrap">
          <Eye aria-hidden="true" className="size-4" /> {t('topic.views', { count: views })}
        </span>
      </div>
    </Link>
  );
}

/** Spec section 2: three placeholders while the topics load. */
export function TopicRowSkeletons() {
  const t = useT(forumMessages);
  return (
    <div className="space-y-3" role="status" aria-label={t('row.loading')}>
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4" data-testid="topic-skeleton">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Spec section 2: 'No discussions yet' / 'Be the first to start a conversation'. */
export function NoDiscussions() {
  const t = useT(forumMessages);
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <MessageSquare aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{t('row.emptyTitle')}</h3>
      <p className="mt-1 text-slate-700">{t('row.emptyText')}</p>
    </div>
  );
}
