import { Link, useParams } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { errorMessage } from '@client/lib/api';
import { usePageMeta } from '@client/lib/page-meta';
import { threadMessages, useConversation, useThread } from '../api';
import { CannotSend } from '../components/cannot-send';
import { Composer } from '../components/composer';
import { MessageLog } from '../components/message-log';
import { THREAD_HEADING_ID, ThreadHeader } from '../components/thread-header';
import { useReadWhileOpen } from '../use-read-while-open';
import { displayName } from '@shared/display-name';
import { useT } from '@client/lib/i18n';
import { messagesMessages } from '../messages';

const isNotFound = (error: unknown) => error instanceof Error && /^(403|404):/.test(error.message);

function ThreadLoading() {
  const t = useT(messagesMessages);
  return (
    <div role="status" aria-label={t('thread.loading')} className="flex flex-1 flex-col gap-4 p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-5 w-40" />
      </div>
      <Skeleton className="h-12 w-2/3" />
      <Skeleton className="ml-auto h-12 w-1/2" />
      <Skeleton className="h-12 w-1/2" />
    </div>
  );
}

function ThreadProblem({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  const t = useT(messagesMessages);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="text-slate-700">{text}</p>
      <div className="flex gap-2">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to="/messages">{t('thread.back')}</Link>
        </Button>
      </div>
    </div>
  );
}

function Thread({ conversationId }: { conversationId: string }) {
  const { user } = useAuth();
  const t = useT(messagesMessages);
  const conversation = useConversation(conversationId);
  const thread = useThread(conversationId);
  const summary = conversation.data;
  const name = summary ? displayName(summary.member) : null;
  usePageMeta(name ? t('thread.metaTitle', { name }) : t('page.title'), t('thread.metaDescription'));
  const newest = threadMessages(thread.data).findLast((message) => !message.pending)?.id;
  useReadWhileOpen(conversationId, summary?.unreadCount, newest);

  const failure = conversation.isError ? conversation.error : thread.isError ? thread.error : null;
  if (failure && isNotFound(failure)) {
    return <ThreadProblem title={t('thread.notFound')} text={t('thread.notFoundText')} />;
  }
  if (failure) {
    return (
      <ThreadProblem
        title={t('thread.loadError')}
        text={errorMessage(failure)}
        onRetry={() => void Promise.all([conversation.refetch(), thread.refetch()])}
      />
    );
  }
  if (!summary || !user) return <ThreadLoading />;

  return (
    <section aria-labelledby={THREAD_HEADING_ID} className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader conversation={summary} />
      {thread.data ? <MessageLog conversation={summary} thread={thread} myId={user.id} /> : <ThreadLoading />}
      {summary.cannotSend ? <CannotSend conversation={summary} reason={summary.cannotSend} /> : <Composer conversationId={conversationId} />}
    </section>
  );
}

/** /messages/:conversationId: one conversation, beside the list on wide screens (see messages-page). */
export default function ThreadPage() {
  const { conversationId = '' } = useParams();
  // Keyed by the address: another conversation starts with its own scroll position and an empty box.
  return <Thread key={conversationId} conversationId={conversationId} />;
}
