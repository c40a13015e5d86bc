import { format } from 'date-fns';
import { AlertTriangle, Heart, Smile, ThumbsDown, ThumbsUp, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { ChatSource } from '@shared/api/assistant';
import { chatReactions, type ChatReaction } from '@shared/assistant';
import { cn } from '@client/lib/utils';
import { toggleReaction } from '../chat-store';
import type { ChatMessage } from '../storage';
import { AnswerText, chatLinkClass } from './answer-text';
import { useLocale, useT } from '@client/lib/i18n';
import { INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { assistantMessages } from '../messages';
import { GREETING_ID } from '../chat-store';

type AssistantKey = keyof (typeof assistantMessages)['en'];

const REACTIONS: Record<ChatReaction, { label: AssistantKey; icon: LucideIcon; pressed: string }> = {
  thumbsUp: { label: 'reaction.thumbsUp', icon: ThumbsUp, pressed: 'border-brand-700 bg-brand-50 text-brand-800' },
  thumbsDown: { label: 'reaction.thumbsDown', icon: ThumbsDown, pressed: 'border-slate-700 bg-slate-100 text-slate-900' },
  heart: { label: 'reaction.heart', icon: Heart, pressed: 'border-red-700 bg-red-50 text-red-700' },
  smile: { label: 'reaction.smile', icon: Smile, pressed: 'border-amber-700 bg-amber-50 text-amber-800' },
};

function timeOf(timestamp: string, locale: Locale) {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : { iso: date.toISOString(), text: locale === 'en' ? format(date, 'h:mm a') : new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: 'numeric', minute: '2-digit' }).format(date) };
}

function Reactions({ message }: { message: ChatMessage }) {
  const t = useT(assistantMessages);
  return (
    <div role="group" aria-label={t('reactions')} className="mt-1 flex gap-1">
      {chatReactions.map((reaction) => {
        const { label, icon: Icon, pressed } = REACTIONS[reaction];
        const on = message.reactions[reaction];
        return (
          <button
            key={reaction}
            type="button"
            aria-pressed={on}
            aria-label={t(label)}
            title={t(label)}
            onClick={() => toggleReaction(message.id, reaction)}
            className={cn(
              'flex size-8 items-center justify-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
              on ? pressed : 'border-transparent text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            <Icon aria-hidden="true" className={cn('size-4', on && 'fill-current')} />
          </button>
        );
      })}
    </div>
  );
}

/** Links to the pages an answer came from, within the site (an address elsewhere opens in a new tab). */
function Sources({ sources }: { sources: ChatSource[] }) {
  const t = useT(assistantMessages);
  return (
    <div className="mt-2 border-t border-slate-200 pt-2 text-xs">
      <p className="font-semibold text-slate-700">{t('sources')}</p>
      <ul className="mt-1 space-y-1">
        {sources.map((source) => (
          <li key={source.url}>
            {source.url.startsWith('/') && !source.url.startsWith('//') ? (
              <Link to={source.url} className={chatLinkClass}>
                {source.title}
              </Link>
            ) : /^https?:\/\//i.test(source.url) ? (
              <a href={source.url} target="_blank" rel="noopener noreferrer" className={chatLinkClass}>
                {source.title}
              </a>
            ) : (
              source.title
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One turn: the member's question on the right, the assistant's answer (an urgent one set apart) on the left. */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const t = useT(assistantMessages);
  const time = timeOf(message.timestamp, useLocale());
  const fromUser = message.role === 'user';
  // The greeting is the site's own words, in the page's language; answers are the assistant's.
  const content = message.id === GREETING_ID ? t('greeting') : message.content;
  const urgent = message.kind === 'red-flag';
  return (
    <li className={cn('flex flex-col', fromUser ? 'items-end' : 'items-start')} data-role={message.role} data-kind={message.kind}>
      <div
        className={cn(
          'max-w-[88%] rounded-2xl px-3 py-2 text-sm',
          fromUser && 'rounded-br-sm bg-brand-700 text-white',
          !fromUser && !urgent && 'rounded-bl-sm bg-slate-100 text-slate-900',
          urgent && 'rounded-bl-sm border-2 border-red-700 bg-red-50 text-red-950',
        )}
      >
        <span className="sr-only">{fromUser ? t('you') : t('assistant')}</span>
        {urgent ? (
          <p className="mb-1 flex items-center gap-1.5 font-bold text-red-800">
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" /> {t('urgent')}
          </p>
        ) : null}
        {fromUser ? <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{content}</p> : <AnswerText text={content} />}
        {message.sources && message.sources.length > 0 ? <Sources sources={message.sources} /> : null}
      </div>
      {time ? (
        <time dateTime={time.iso} className="mt-0.5 px-1 text-xs text-slate-600">
          {time.text}
        </time>
      ) : null}
      {fromUser ? null : <Reactions message={message} />}
    </li>
  );
}
