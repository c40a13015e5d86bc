import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { threadMessages, useConversation, useThread } from '../api';
import { useReadWhileOpen } from '../use-read-while-open';
import { CannotSend } from './cannot-send';
import { Composer } from './composer';
import { MessageLog } from './message-log';
import { useT } from '@client/lib/i18n';
import { messagesMessages } from '../messages';

/**
 * One conversation inside another screen (a Clubfoot Buddy match): the thread, live like /messages,
 * and the box to write in. What it shows is marked read while the tab is looked at.
 */
export default function ConversationPanel({ conversationId }: { conversationId: string }) {
  const { user } = useAuth();
  const t = useT(messagesMessages);
  const conversation = useConversation(conversationId);
  const thread = useThread(conversationId);
  const summary = conversation.data;
  const newest = threadMessages(thread.data).findLast((message) => !message.pending)?.id;
  useReadWhileOpen(conversationId, summary?.unreadCount, newest);

  if (conversation.isError || thread.isError) {
    return <p className="rounded-lg border border-slate-200 p-4 text-sm text-slate-700">{t('panel.error')}</p>;
  }
  if (!summary || !user || !thread.data) {
    return (
      <div role="status" aria-label={t('thread.loading')} className="space-y-3 rounded-lg border border-slate-200 p-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="ml-auto h-10 w-1/2" />
      </div>
    );
  }
  return (
    <div className="flex h-[28rem] flex-col overflow-hidden rounded-lg border border-slate-200">
      <MessageLog conversation={summary} thread={thread} myId={user.id} />
      {summary.cannotSend ? <CannotSend conversation={summary} reason={summary.cannotSend} /> : <Composer conversationId={conversationId} />}
    </div>
  );
}
