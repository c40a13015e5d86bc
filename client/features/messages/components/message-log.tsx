import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ConversationSummary } from '@shared/api/messages';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { WrittenIn } from '@client/components/written-in';
import { threadMessages, type ThreadMessage, type useThread } from '../api';
import { dayKey, dayLabel, fullTime, messageTime } from '../format';
import { MessageText } from './message-text';
import { ReportMessageDialog } from './report-message-dialog';
import { displayName } from '@shared/display-name';
import { canReportMessage } from '../policy';
import { type Locale } from '@shared/i18n/locales';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { messagesMessages } from '../messages';

/** Within this many pixels of the end, a new message scrolls the thread down to show it. */
const NEAR_BOTTOM_PX = 120;

type Day = { key: string; label: string; messages: ThreadMessage[] };

function byDay(messages: ThreadMessage[], locale: Locale): Day[] {
  const days: Day[] = [];
  for (const message of messages) {
    const key = dayKey(message.createdAt);
    const last = days.at(-1);
    if (last?.key === key) last.messages.push(message);
    else days.push({ key, label: dayLabel(message.createdAt, undefined, locale), messages: [message] });
  }
  return days;
}

type ItemProps = { message: ThreadMessage; mine: boolean; reportable: boolean; senderName: string; seen: boolean; onReport: (message: ThreadMessage) => void };

function MessageItem({ message, mine, reportable, senderName, seen, onReport }: ItemProps) {
  const t = useT(messagesMessages);
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-message-id={message.pending ? undefined : message.id}>
      <div className={cn('group flex max-w-[85%] flex-col sm:max-w-[70%]', mine ? 'items-end' : 'items-start')}>
        <div
          className={cn(
            'rounded-2xl px-4 py-2',
            mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900',
            message.pending && 'opacity-80',
          )}
        >
          <span className="sr-only">{mine ? t('log.you') : t('log.sender', { name: senderName })} </span>
          {message.removed ? (
            <p className={cn('italic', mine ? 'text-white' : 'text-slate-700')}>{t('log.removed')}</p>
          ) : (
            <MessageText body={message.body} lang={message.language} linkClassName={mine ? 'text-white hover:text-brand-50' : 'text-brand-800 hover:text-brand-900'} />
          )}
        </div>
        <div className="mt-0.5 flex items-center gap-1 px-1 text-xs text-slate-700">
          {message.pending ? (
            <span>{t('log.sending')}</span>
          ) : (
            <time dateTime={message.createdAt} title={fullTime(message.createdAt)}>
              {messageTime(message.createdAt)}
            </time>
          )}
          {message.removed ? null : <WrittenIn language={message.language} />}
          {reportable ? (
            <button
              type="button"
              onClick={() => onReport(message)}
              className="inline-flex h-6 items-center rounded px-1.5 font-medium text-slate-700 hover:text-slate-900 hover:underline focus-visible:opacity-100 group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:hover)]:opacity-0"
            >
              <Rich t={t} k="log.report" tags={{ sr: (text) => <span className="sr-only">{text}</span> }} />
            </button>
          ) : null}
        </div>
        {seen ? <p className="px-1 text-xs font-medium text-slate-700">{t('log.seen')}</p> : null}
      </div>
    </li>
  );
}

type Props = { conversation: ConversationSummary; thread: ReturnType<typeof useThread>; myId: string };

/**
 * The thread, oldest at the top: older pages load when the top comes into view (or with the button),
 * keeping what was on screen in place; a new message scrolls into view when the reader was at the end.
 * New messages are announced politely (role log).
 */
export function MessageLog({ conversation, thread, myId }: Props) {
  const t = useT(messagesMessages);
  const locale = useLocale();
  const messages = threadMessages(thread.data);
  const name = displayName(conversation.member);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const previous = useRef<{ first?: number; last?: number; height: number }>({ height: 0 });
  const [reporting, setReporting] = useState<ThreadMessage | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;

  const first = messages[0]?.id;
  const lastMessage = messages.at(-1);
  const last = lastMessage?.id;
  const lastMine = [...messages].reverse().find((message) => message.senderId === myId && !message.pending);
  const seenId = lastMine && conversation.theirLastReadId !== null && conversation.theirLastReadId >= lastMine.id ? lastMine.id : null;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (before.last !== undefined && last === before.last && first !== before.first) {
      // Older messages came in above: keep the ones that were on screen where they were.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (last !== before.last && (before.last === undefined || nearBottom.current || lastMessage?.senderId === myId)) {
      element.scrollTop = element.scrollHeight;
      nearBottom.current = true;
    }
    previous.current = { first, last, height: element.scrollHeight };
  });

  useEffect(() => {
    const root = scroller.current;
    const target = sentinel.current;
    if (!root || !target || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const loadEarlier = async () => {
    if (isFetchingNextPage) return;
    const result = await fetchNextPage();
    // The button goes once the start is reached: the focus stays in the thread.
    if (!result.hasNextPage) scroller.current?.focus({ preventScroll: true });
  };

  return (
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={t('log.region', { name })}
      onScroll={(event) => {
        const element = event.currentTarget;
        nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:px-5"
    >
      <div ref={sentinel} />
      {hasNextPage ? (
        <div className="mb-4 text-center">
          <Button variant="outline" size="sm" aria-disabled={isFetchingNextPage || undefined} onClick={() => void loadEarlier()}>
            {isFetchingNextPage ? t('log.loadingEarlier') : t('log.loadEarlier')}
          </Button>
        </div>
      ) : thread.data ? (
        <p className="mb-4 text-center text-sm text-slate-700">
          {messages.length === 0 ? t('log.empty', { name }) : t('log.start', { name })}
        </p>
      ) : null}
      <div role="log" aria-live="polite" aria-relevant="additions" aria-busy={isFetchingNextPage} className="space-y-4">
        {byDay(messages, locale).map((day) => (
          <div key={day.key} className="space-y-2">
            <h3 className="sticky top-0 z-10 flex justify-center py-1 text-xs font-semibold text-slate-700">
              <span className="rounded-full border border-slate-200 bg-white px-3 py-1 shadow-sm">{day.label}</span>
            </h3>
            <ol className="space-y-2">
              {day.messages.map((message) => (
                <MessageItem
                  // The same key before and after the server answers, so a sent message is not announced twice.
                  key={message.clientId ?? `message-${message.id}`}
                  message={message}
                  mine={message.senderId === myId}
                  reportable={canReportMessage({ id: myId }, message)}
                  senderName={name}
                  seen={message.id === seenId}
                  onReport={setReporting}
                />
              ))}
            </ol>
          </div>
        ))}
      </div>
      {reporting ? <ReportMessageDialog messageId={reporting.id} onClose={() => setReporting(null)} /> : null}
    </div>
  );
}
