import { Bot, ChevronUp, Minus, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { clearAnnouncement, useChatState } from '../chat-store';
import { chatSizeVars, panelFrameClass } from '../panel-frame';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem } from './chat-message';
import { useT } from '@client/lib/i18n';
import { assistantMessages } from '../messages';

const headerButtonClass =
  'flex size-10 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white';

export type ChatPanelProps = {
  view: 'open' | 'minimised';
  /** Grows each time the member opens the panel: the question box then takes the focus (not on a reload). */
  focusRequest: number;
  onOpen: () => void;
  onMinimise: () => void;
  onClose: () => void;
};

function TypingIndicator() {
  const t = useT(assistantMessages);
  return (
    <li className="flex items-start" data-testid="chat-typing">
      <div role="status" className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3">
        <span className="sr-only">{t('typing')}</span>
        {[0, 150, 300].map((delay) => (
          <span key={delay} aria-hidden="true" className="size-2 animate-bounce rounded-full bg-slate-600" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </div>
    </li>
  );
}

/** The assistant's panel, a non-modal dialog (see panelFrameClass for where). Escape minimises it, and closes it once minimised. */
export default function ChatPanel({ view, focusRequest, onOpen, onMinimise, onClose }: ChatPanelProps) {
  const { messages, pending, announcement } = useChatState();
  const headingId = useId();
  const bodyId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const wasPending = useRef(pending);
  const minimised = view === 'minimised';
  const t = useT(assistantMessages);

  useEffect(() => {
    if (focusRequest > 0 && view === 'open') input.current?.focus();
  }, [focusRequest, view]);

  // The question box was disabled (and so lost the focus) while waiting: it gets it back with the answer.
  useEffect(() => {
    const answered = wasPending.current && !pending;
    wasPending.current = pending;
    if (answered && view === 'open' && (document.activeElement === document.body || document.activeElement === null)) input.current?.focus();
  }, [pending, view]);

  // The newest message in sight.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && view === 'open') element.scrollTop = element.scrollHeight;
  }, [messages.length, pending, view]);

  useEffect(() => clearAnnouncement, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    if (minimised) {
      onClose();
    } else {
      toggle.current?.focus();
      onMinimise();
    }
  };

  return (
    <section
      role="dialog"
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      style={chatSizeVars}
      data-view={view}
      data-chat-float={minimised ? '' : undefined}
      className={panelFrameClass(minimised)}
    >
      <div className="flex h-[var(--chat-minimised-height)] shrink-0 items-center gap-2 bg-brand-800 pl-4 pr-2 text-white">
        <Bot aria-hidden="true" className="size-6 shrink-0" />
        <h2 id={headingId} className="min-w-0 flex-1 truncate text-base font-semibold">
          {t('title')}
        </h2>
        <button
          ref={toggle}
          type="button"
          onClick={minimised ? onOpen : onMinimise}
          aria-label={minimised ? t('open') : t('minimise')}
          aria-controls={bodyId}
          aria-expanded={!minimised}
          className={headerButtonClass}
        >
          {minimised ? <ChevronUp aria-hidden="true" className="size-5" /> : <Minus aria-hidden="true" className="size-5" />}
        </button>
        <button type="button" onClick={onClose} aria-label={t('close')} className={headerButtonClass}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div id={bodyId} hidden={minimised} className="flex min-h-0 flex-1 flex-col">
        <div ref={scroller} role="region" aria-label={t('messages')} tabIndex={0} className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700">
          <ol className="space-y-3">
            {messages.map((message) => (
              <ChatMessageItem key={message.id} message={message} />
            ))}
            {pending ? <TypingIndicator /> : null}
          </ol>
        </div>
        <ChatComposer pending={pending} inputRef={input} />
      </div>

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
