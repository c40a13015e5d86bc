import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { ConversationSummary } from '@shared/api/messages';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { useConversations } from '../api';
import { firstLine, fullTime, listTime } from '../format';
import { MemberAvatar } from './member-avatar';
import { displayName } from '@shared/display-name';
import { type Translate, useLocale, useT } from '@client/lib/i18n';
import { messagesMessages } from '../messages';

export const CONVERSATIONS_HEADING_ID = 'conversations-heading';

function preview(conversation: ConversationSummary, myId: string | undefined, t: Translate<typeof messagesMessages.en>) {
  const last = conversation.lastMessage;
  if (!last) return t('list.noMessages');
  if (last.removed) return t('list.removed');
  return last.senderId === myId ? t('list.you', { text: firstLine(last.preview) }) : firstLine(last.preview);
}

function ConversationRow({ conversation, active, myId }: { conversation: ConversationSummary; active: boolean; myId: string | undefined }) {
  const t = useT(messagesMessages);
  const locale = useLocale();
  const name = displayName(conversation.member);
  const unread = conversation.unreadCount;
  const time = conversation.lastMessage?.createdAt ?? conversation.lastActivityAt;
  return (
    <li>
      <Link
        to={`/messages/${encodeURIComponent(conversation.id)}`}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex gap-3 px-4 py-3 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
          active ? 'bg-brand-50' : 'hover:bg-slate-50',
        )}
      >
        <MemberAvatar member={conversation.member} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('line-clamp-2 min-w-0 break-words text-slate-900', unread > 0 ? 'font-bold' : 'font-semibold')}>{name}</span>
            <time dateTime={time} title={fullTime(time)} className="shrink-0 text-xs text-slate-700">
              {listTime(time, undefined, locale)}
            </time>
          </span>
          <span className="mt-0.5 flex items-start justify-between gap-2">
            {/* Two lines at most, cut after a whole word (the line breaks at spaces). */}
            <span className={cn('line-clamp-2 min-w-0 break-words text-sm', unread > 0 ? 'font-medium text-slate-900' : 'text-slate-700', conversation.lastMessage?.removed && 'italic')}>
              {preview(conversation, myId, t)}
            </span>
            {unread > 0 ? (
              <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                {unread}
                <span className="sr-only">{t('list.unread', { count: unread })}</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** No conversations yet: where one starts. */
function NoConversations() {
  const t = useT(messagesMessages);
  return (
    <div className="px-6 py-12 text-center">
      <MessagesSquare aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <p className="mt-3 text-lg font-semibold text-slate-900">{t('list.emptyTitle')}</p>
      <p className="mt-2 text-sm text-slate-700">
        {t('list.emptyText')}
      </p>
      <Button asChild variant="outline" className="mt-4">
        <Link to="/community/forum">{t('list.goToForum')}</Link>
      </Button>
    </div>
  );
}

/** My conversations, newest activity first; the open one is marked as the current page. */
export function ConversationList({ activeId }: { activeId: string | null }) {
  const { user } = useAuth();
  const t = useT(messagesMessages);
  const conversations = useConversations();
  const items = conversations.data?.pages.flatMap((page) => page.conversations);

  return (
    <>
      <div className="border-b border-slate-200 px-4 py-3">
        <h2 id={CONVERSATIONS_HEADING_ID} className="text-lg font-semibold text-slate-900">
          {t('list.title')}
        </h2>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {conversations.isPending ? (
          <div role="status" aria-label={t('list.loading')} className="space-y-4 p-4">
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-3 w-3/4" />
                </div>
              </div>
            ))}
          </div>
        ) : conversations.isError ? (
          <div role="alert" className="space-y-3 p-4 text-sm text-red-900">
            <p className="font-semibold">{t('list.error')}</p>
            <p>{errorMessage(conversations.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void conversations.refetch()} disabled={conversations.isFetching}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : items && items.length > 0 ? (
          <>
            <ul aria-labelledby={CONVERSATIONS_HEADING_ID} className="divide-y divide-slate-200">
              {items.map((conversation) => (
                <ConversationRow key={conversation.id} conversation={conversation} active={conversation.id === activeId} myId={user?.id} />
              ))}
            </ul>
            {conversations.hasNextPage ? (
              <div className="p-4 text-center">
                <Button variant="outline" size="sm" onClick={() => void conversations.fetchNextPage()} disabled={conversations.isFetchingNextPage}>
                  {conversations.isFetchingNextPage ? t('loading') : t('list.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <NoConversations />
        )}
      </div>
    </>
  );
}
