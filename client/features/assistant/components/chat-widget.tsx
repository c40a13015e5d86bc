import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CHAT_PLACEHOLDER } from '@shared/assistant';
import { cn } from '@client/lib/utils';
import { chatSizeVars, panelFrameClass } from '../panel-frame';
import { type ChatView, readStoredView, writeStoredView } from '../chat-view';

// The panel (messages, answers, reactions) loads when the bar is first pointed at, focused or opened.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/** While the panel's code loads after a click: its frame, so the bar does not flash back. */
function LoadingPanel({ minimised }: { minimised: boolean }) {
  return (
    <div aria-busy="true" style={chatSizeVars} className={cn(panelFrameClass(minimised), 'items-center justify-center text-sm text-slate-700')}>
      Loading the assistant…
    </div>
  );
}

/**
 * 'Your clubfoot pal' on every page (spec sections 2 and 4): closed, it is a bar that reads
 * 'Type your question about clubfoot...'; open, a panel; minimised, the panel's header. The first
 * load carries only this bar. Whether it is open is kept for the tab, like the conversation.
 */
export function ChatWidget() {
  // Closed until mounted: a prerendered page hydrates unchanged, then the stored view applies.
  const [view, setView] = useState<ChatView>('closed');
  const [focusRequest, setFocusRequest] = useState(0);
  const bar = useRef<HTMLButtonElement>(null);
  const focusBar = useRef(false);

  useEffect(() => {
    const stored = readStoredView();
    if (stored !== 'closed') {
      void loadPanel();
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setView(stored);
    }
  }, []);

  useEffect(() => {
    if (view !== 'closed' || !focusBar.current) return;
    focusBar.current = false;
    bar.current?.focus();
  }, [view]);

  const change = (next: ChatView) => {
    setView(next);
    writeStoredView(next);
  };
  const open = () => {
    change('open');
    setFocusRequest((n) => n + 1);
  };
  const close = () => {
    focusBar.current = true;
    change('closed');
  };

  return (
    <aside aria-label="Chat with your clubfoot pal">
      {view === 'closed' ? (
        <button
          ref={bar}
          type="button"
          aria-haspopup="dialog"
          onClick={open}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          className="fixed bottom-4 left-4 z-40 flex h-12 max-w-[calc(100%-2rem)] items-center gap-2 rounded-full border border-slate-300 bg-white pl-3 pr-5 text-sm text-slate-700 shadow-lg transition-colors hover:border-brand-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
            <MessageCircle className="size-4" />
          </span>
          <span className="truncate">{CHAT_PLACEHOLDER}</span>
        </button>
      ) : (
        <Suspense fallback={<LoadingPanel minimised={view === 'minimised'} />}>
          <ChatPanel view={view} focusRequest={focusRequest} onOpen={open} onMinimise={() => change('minimised')} onClose={close} />
        </Suspense>
      )}
    </aside>
  );
}
