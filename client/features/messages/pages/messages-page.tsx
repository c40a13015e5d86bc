import { MessagesSquare } from 'lucide-react';
import { Suspense } from 'react';
import { Outlet, useMatch } from 'react-router';
import { paths } from '@shared/routes';
import { usePageMeta } from '@client/lib/page-meta';
import { cn } from '@client/lib/utils';
import { CONVERSATIONS_HEADING_ID, ConversationList } from '../components/conversation-list';
import { useT } from '@client/lib/i18n';
import { messagesMessages } from '../messages';

/** Wide screens, no conversation open yet: the right-hand pane says what to do. */
function NoConversationOpen() {
  const t = useT(messagesMessages);
  usePageMeta(t('page.title'), t('page.description'));
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
      <MessagesSquare aria-hidden="true" className="size-10 text-brand-700" />
      <p className="text-lg font-semibold text-slate-900">{t('page.choose')}</p>
      <p className="max-w-sm text-sm text-slate-700">{t('page.chooseText')}</p>
    </div>
  );
}

/**
 * /messages and /messages/:conversationId. Wide screens show the list and the open thread side by
 * side; narrow ones show the list, or the thread with a way back.
 */
export default function MessagesPage() {
  const match = useMatch(paths.messageThread);
  const activeId = match?.params.conversationId ?? null;
  const t = useT(messagesMessages);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{t('page.title')}</h1>
        {/* The pane ends above the floating assistant bar (bottom 4rem of the screen), so the message box is never under it. */}
        <div className="mt-4 grid h-[calc(100dvh-14rem)] min-h-[28rem] grid-cols-[minmax(0,1fr)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm lg:mt-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
          <section
            aria-labelledby={CONVERSATIONS_HEADING_ID}
            className={cn('min-h-0 min-w-0 flex-col border-slate-200 lg:flex lg:border-r', activeId ? 'hidden' : 'flex')}
          >
            <ConversationList activeId={activeId} />
          </section>
          <div className={cn('min-h-0 min-w-0 flex-col lg:flex', activeId ? 'flex' : 'hidden')}>
            {activeId ? (
              <Suspense fallback={<div className="flex-1" aria-busy="true" />}>
                <Outlet />
              </Suspense>
            ) : (
              <NoConversationOpen />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
